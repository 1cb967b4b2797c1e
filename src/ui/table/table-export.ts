/**
 * "Export CSV" of the table (issue #6): the rows the filters show, in display order, as the core's CSV
 * (formula-guarded) with a UTF-8 BOM so Excel reads non-ASCII text right; `;`-separated in Russian.
 */
import { type EntryCsvRow, entriesToCsvParts } from "@/core/index";
import { selectEntry, selectProblemsByRow, selectRows } from "@/store/selectors";
import type { SitemapStore } from "@/store/store-types";
import { getCsvDelimiter } from "@/ui/locale-state";
import { downloadBytes } from "@/ui/read-browser-files";

/** The rows the table shows, with their file and problem codes, in display order. */
function getTableCsvRows(state: SitemapStore): EntryCsvRow[] {
  const byRow = selectProblemsByRow(state);
  const rows: EntryCsvRow[] = [];
  for (const row of selectRows(state)) {
    const entry = selectEntry(state, row);
    if (!entry) continue;
    const codes = (byRow.of(row) ?? []).map((problem) => problem.code);
    rows.push({ entry, file: row.file, codes });
  }
  return rows;
}

/** Rows written between two turns of the page (`downloadTableCsv`). */
const ROWS_PER_PART = 10_000;

/**
 * Downloads the CSV (BOM first, `entriesToCsvParts`) of the rows the table shows as `name`, made and encoded part by
 * part (10,000 rows each), the page given a turn between parts: 500,000 rows made and encoded at once
 * held it 1.5-2.4 s. The rows are those of the moment it is called. Resolves once the download is handed
 * to the browser.
 */
export async function downloadTableCsv(state: SitemapStore, name: string): Promise<void> {
  const rows = getTableCsvRows(state);
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [encoder.encode("\ufeff")];
  for (const part of entriesToCsvParts(rows, getCsvDelimiter(), ROWS_PER_PART)) {
    parts.push(encoder.encode(part));
    if (rows.length > ROWS_PER_PART) await new Promise((resolve) => setTimeout(resolve, 0));
  }
  downloadBytes(name, parts, "text/csv;charset=utf-8");
}
