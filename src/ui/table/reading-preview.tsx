/**
 * The grid while the first file of an empty workspace is still being read: its first entries (the store's
 * `LoadingFile.preview`, sent by the worker while it reads on) in the same cells as the entries table, read
 * only, under a status line that says the file is still being read. The entries table replaces it once
 * the file is added; only then can its rows be edited and are they checked.
 *
 * Nothing moves when it does: above the grid is a greyed, inert copy of the filter bar's layout (same
 * fields, same buttons, same selection line, so the same height at any width) with the status line where
 * the selection line will be, and the header row is the table's own, without sorting. The copy has no
 * live region and no count: the status line is the only one.
 */

import { useTable } from "@tanstack/react-table";
import { useVirtualizer } from "@tanstack/react-virtual";
import { type CSSProperties, type ReactNode, useId, useMemo, useRef } from "react";
import { MAX_URLS_PER_FILE, type Problem, type UrlEntry } from "@/core/index";
import type { RowRef } from "@/store/store-types";
import { getKeptNameLength } from "@/ui/file-name-text";
import { useElementWidth } from "@/ui/hooks/use-element-width";
import { BULK_TEXT, messages } from "@/ui/messages";
import { useAppStore } from "@/ui/store-context";
import { HEAD_BYTES } from "@/workers/protocol";
import { useColumnLayout } from "./column-layout";
import { GridFits } from "./grid-fits";
import { HEADER_HEIGHT, ROW_HEIGHT } from "./grid-handlers";
import { GridHeader } from "./grid-header";
import { useHiddenColumns } from "./hidden-columns";
import { TableActions } from "./table-actions";
import { TableCell } from "./table-cell";
import { ENTRY_COLUMNS, ENTRY_FEATURES } from "./table-columns";
import {
  getEntriesFieldBits,
  HAS_CHANGEFREQ,
  HAS_LASTMOD,
  HAS_LASTMOD_TIME,
  HAS_PRIORITY,
} from "./table-fields";
import "./entries-table.css";
import "./selection-bar.css";
import "./reading-preview.css";

const TABLE_TEXT = messages.table;
const SELECTION_TEXT = BULK_TEXT.selection;
const NO_DATA: RowRef[] = [];
// one object for every render (see entries-table.tsx)
const TABLE_OPTIONS = { features: ENTRY_FEATURES, columns: ENTRY_COLUMNS, data: NO_DATA };
const NO_PROBLEMS: readonly Problem[] = [];
const ignore = () => {};

export interface ReadingPreviewProps {
  /** The name of the file being read (`LoadingFile.name`). */
  name: string;
}

const NO_ENTRIES: readonly UrlEntry[] = [];
/** The fields the preview lays its columns out for until the file's first entries come. */
const EXPECTED_FIELDS = HAS_LASTMOD | HAS_LASTMOD_TIME | HAS_CHANGEFREQ | HAS_PRIORITY;

interface PlaceholderFieldProps {
  label: string;
  /** The search field, which takes the room the selects leave. */
  grow?: boolean;
  /** As the filter bar's Rule field: as wide as this many monospace characters (`FilterSelect`'s `mono`). */
  fitChars?: number;
  children: ReactNode;
}

/** One field of the filter bar's layout (`filter-bar.tsx`), label and disabled control, in the same box. */
function PlaceholderField({ label, grow, fitChars, children }: PlaceholderFieldProps) {
  const fit = fitChars === undefined ? undefined : ({ "--et-fit-chars": fitChars } as CSSProperties);
  const className = grow
    ? "et-field et-field--grow"
    : fitChars === undefined
      ? "et-field"
      : "et-field et-field--fit";
  return (
    <div className={className} style={fit}>
      <span className="et-label">{label}</span>
      {children}
    </div>
  );
}

interface PreviewBarProps {
  statusId: string;
  name: string;
  /** How many entries the preview shows. */
  shown: number;
  /** How many URLs the whole file may hold (`estimateUrlCount`): the table's count line is as wide. */
  expected: number;
}

/** Bytes of a sitemap per URL, about, for `estimateUrlCount` before any entry is read (`<url><loc>…`). */
const BYTES_PER_URL = 250;
/** How much a gzipped sitemap unpacks to, about (they shrink 10-40 times). */
const GZIP_RATIO = 15;

/**
 * About how many URLs the file `name` of `byteLength` bytes holds (at least `shown`): from the entries its
 * first `HEAD_BYTES` gave, else (none read yet, or gzip data, whose entries come from the stream) from its
 * size at about `BYTES_PER_URL` a URL, up to the protocol's 50,000. The table's "Showing 50,000 of 50,000
 * URLs" is laid out as wide as the preview's copy of it, so the action buttons beside it wrap, or not,
 * alike (a line of "Showing 299 of 299 URLs" had left them beside it, and the table's rows came 23 px
 * lower). The digits are what count.
 */
function estimateUrlCount(shown: number, byteLength: number, name: string): number {
  const gzip = /\.gz$/i.test(name);
  if (shown > 0 && !gzip) return Math.max(shown, Math.round((shown * byteLength) / HEAD_BYTES));
  const bytes = gzip ? byteLength * GZIP_RATIO : byteLength;
  return Math.max(shown, Math.min(MAX_URLS_PER_FILE, Math.max(1, Math.round(bytes / BYTES_PER_URL))));
}

/**
 * The filter bar's layout while the file is read: its filters and buttons greyed and inert (hidden from
 * assistive technology: none of them can be used yet), and in the selection line's box the status line.
 * The hidden parts that only keep the boxes' sizes (the count, the selection line) are never shown.
 */
function PreviewBar({ statusId, name, shown, expected }: PreviewBarProps) {
  return (
    <div className="et-toolbar et-preview-bar">
      <div className="et-filters et-preview-off" aria-hidden="true" inert>
        <PlaceholderField label={TABLE_TEXT.searchLabel} grow>
          <input type="search" className="et-input" placeholder={TABLE_TEXT.searchPlaceholder} disabled />
        </PlaceholderField>
        <PlaceholderField label={TABLE_TEXT.severityLabel}>
          <select className="et-input" disabled>
            <option>{TABLE_TEXT.severityAny}</option>
          </select>
        </PlaceholderField>
        <PlaceholderField label={TABLE_TEXT.ruleLabel} fitChars={TABLE_TEXT.ruleAny.length}>
          <select className="et-input" disabled>
            <option>{TABLE_TEXT.ruleAny}</option>
          </select>
        </PlaceholderField>
        <PlaceholderField label={TABLE_TEXT.fileLabel}>
          <select className="et-input" disabled>
            <option>{TABLE_TEXT.fileAny}</option>
          </select>
        </PlaceholderField>
      </div>
      <div className="et-actions et-preview-off" aria-hidden="true" inert>
        <span className="et-count et-preview-sizer">{TABLE_TEXT.showing(expected, expected)}</span>
        <span className="et-button et-button--quiet et-clear-sizer">{TABLE_TEXT.clearFilters}</span>
        <div className="et-action-buttons">
          <TableActions addTarget={undefined} onAdd={ignore} onOpen={ignore} />
        </div>
      </div>
      <div className="sb-bar et-preview-line">
        <div className="et-preview-sizer" aria-hidden="true">
          <div className="sb-line">
            <span className="et-button et-button--quiet">{SELECTION_TEXT.selectAll(expected)}</span>
          </div>
          <p className="sb-hint">{SELECTION_TEXT.hint}</p>
        </div>
        <p id={statusId} className="et-preview-status" role="status">
          <span className="et-preview-badge">{TABLE_TEXT.previewBadge}</span>{" "}
          {shown === 0 ? TABLE_TEXT.previewWaiting(name) : TABLE_TEXT.previewStatus(name, shown)}
        </p>
      </div>
    </div>
  );
}

/**
 * The first entries of a file being read, read only, in the entries table's grid and cells. It reads only
 * the file's `preview` from the store: the progress reports of the read do not render it again.
 */
export function ReadingPreview({ name }: ReadingPreviewProps) {
  const gridId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLTableElement>(null);
  const available = useElementWidth(scrollRef);
  const entries = useAppStore(
    (state) => state.loading.find((item) => item.name === name)?.preview ?? NO_ENTRIES,
  );
  const byteLength = useAppStore(
    (state) => state.loading.find((item) => item.name === name)?.byteLength ?? 0,
  );
  const table = useTable(TABLE_OPTIONS);
  // before its first entries come, the fields most big sitemaps have (a date with its time, Change freq.,
  // Priority): laid out as they will most likely be, not as an empty table's
  const fieldBits = useMemo(
    () => (entries.length === 0 ? EXPECTED_FIELDS : getEntriesFieldBits(entries)),
    [entries],
  );
  // the entries table's columns for what these entries hold; one file is being read: no File column, as
  // the table of that one file will have none
  const { columns, template } = useColumnLayout({
    allColumns: table.getAllLeafColumns(),
    available,
    fieldBits,
    urlFiles: 1,
    hiddenColumns: useHiddenColumns(),
    longestName: name.length,
    longestTail: getKeptNameLength(name),
  });
  const virtualizer = useVirtualizer({
    count: entries.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    paddingStart: HEADER_HEIGHT,
  });
  const style = { "--et-cols": template } as CSSProperties;
  // cells that cut their text to their column's measured width, measured again after each layout change
  const layoutKey = `${template} ${available} ${entries.length > 0}`;

  return (
    <GridFits gridRef={gridRef} columns={columns} layoutKey={layoutKey}>
      <section
        className="et-table et-table--preview"
        aria-label={TABLE_TEXT.gridLabel}
        aria-describedby={`${gridId}-status`}
      >
        <PreviewBar
          statusId={`${gridId}-status`}
          name={name}
          shown={entries.length}
          expected={estimateUrlCount(entries.length, byteLength, name)}
        />
        <div ref={scrollRef} className="et-scroll" style={style}>
          <table
            ref={gridRef}
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG data grid pattern is a table with role=grid
            role="grid"
            aria-label={TABLE_TEXT.gridLabel}
            aria-readonly="true"
            aria-busy="true"
            aria-rowcount={entries.length + 1}
            aria-colcount={columns.length}
            className="et-grid"
          >
            <GridHeader
              table={table}
              template={template}
              resizing={false}
              disabled
              shown={columns.map((column) => column.id)}
            />
            <tbody className="et-body" style={{ height: virtualizer.getTotalSize() - HEADER_HEIGHT }}>
              {virtualizer.getVirtualItems().map(({ index, start }) => {
                const row: RowRef = { file: name, entry: index };
                return (
                  <tr
                    key={index}
                    aria-rowindex={index + 2}
                    className={index % 2 === 1 ? "et-row et-row--odd" : "et-row"}
                    style={{ transform: `translateY(${start - HEADER_HEIGHT}px)` }}
                  >
                    {columns.map((column, col) => (
                      <TableCell
                        key={column.id}
                        gridId={gridId}
                        index={index}
                        col={col}
                        column={column}
                        row={row}
                        entry={entries[index]}
                        problems={NO_PROBLEMS}
                        active={false}
                        editing={false}
                        onCommit={ignore}
                        onCancel={ignore}
                      />
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>
    </GridFits>
  );
}
