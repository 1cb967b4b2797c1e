/**
 * "Export CSV" of the table (issue #6): the rows the filters show, in display order, as the core's CSV
 * (formula-guarded) with a UTF-8 BOM so Excel reads non-ASCII text right; `;`-separated in Russian.
 */
import { type EntryCsvRow, entriesToCsv } from "@/core/index";
import { selectEntry, selectProblemsByRow, selectRows } from "@/store/selectors";
import type { SitemapStore } from "@/store/store-types";
import { getCsvDelimiter } from "@/ui/locale-state";

/** The CSV text (BOM first) of the rows the table shows. */
export function buildTableCsv(state: SitemapStore): string {
  const byRow = selectProblemsByRow(state);
  function* rows(): Generator<EntryCsvRow> {
    for (const row of selectRows(state)) {
      const entry = selectEntry(state, row);
      if (!entry) continue;
      const codes = (byRow.of(row) ?? []).map((problem) => problem.code);
      yield { entry, file: row.file, codes };
    }
  }
  return `\ufeff${entriesToCsv(rows(), getCsvDelimiter())}`;
}
