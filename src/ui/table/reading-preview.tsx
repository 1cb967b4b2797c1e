/**
 * The grid while the first file of an empty workspace is still being read: its first entries (the store's
 * `LoadingFile.preview`, sent by the worker while it reads on) in the same cells as the entries table, read
 * only, under a status line that says the file is still being read. The entries table replaces it once
 * the file is added; only then can its rows be edited and are they checked.
 */

import { useTable } from "@tanstack/react-table";
import { useVirtualizer } from "@tanstack/react-virtual";
import { type CSSProperties, useId, useRef } from "react";
import type { Problem, UrlEntry } from "@/core/index";
import type { RowRef } from "@/store/store-types";
import { messages } from "@/ui/messages";
import { useAppStore } from "@/ui/store-context";
import { HEADER_HEIGHT, ROW_HEIGHT } from "./grid-handlers";
import { GridHeader } from "./grid-header";
import { TableCell } from "./table-cell";
import { ENTRY_COLUMNS, ENTRY_FEATURES, getGridTemplate } from "./table-columns";
import "./entries-table.css";

const TABLE_TEXT = messages.table;
const NO_DATA: RowRef[] = [];
const NO_PROBLEMS: readonly Problem[] = [];
const ignore = () => {};

export interface ReadingPreviewProps {
  /** The name of the file being read (`LoadingFile.name`). */
  name: string;
}

const NO_ENTRIES: readonly UrlEntry[] = [];

/**
 * The first entries of a file being read, read only, in the entries table's grid and cells. It reads only
 * the file's `preview` from the store: the progress reports of the read do not render it again.
 */
export function ReadingPreview({ name }: ReadingPreviewProps) {
  const gridId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const entries = useAppStore(
    (state) => state.loading.find((item) => item.name === name)?.preview ?? NO_ENTRIES,
  );
  const table = useTable({ features: ENTRY_FEATURES, columns: ENTRY_COLUMNS, data: NO_DATA });
  const columns = table.getAllLeafColumns();
  const virtualizer = useVirtualizer({
    count: entries.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    paddingStart: HEADER_HEIGHT,
  });
  const template = getGridTemplate(columns, virtualizer.scrollRect?.width ?? 0);
  const style = { "--et-cols": template } as CSSProperties;
  const status = TABLE_TEXT.previewStatus(name, entries.length);

  return (
    <section className="et-table et-table--preview" aria-label={TABLE_TEXT.gridLabel} aria-busy="true">
      <p className="et-preview-status" role="status">
        <span className="et-preview-badge">{TABLE_TEXT.previewBadge}</span> {status}
      </p>
      <div ref={scrollRef} className="et-scroll" style={style}>
        <table
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG data grid pattern is a table with role=grid
          role="grid"
          aria-label={TABLE_TEXT.gridLabel}
          aria-readonly="true"
          aria-rowcount={entries.length + 1}
          aria-colcount={columns.length}
          className="et-grid"
        >
          <GridHeader table={table} template={template} resizing={false} disabled />
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
  );
}
