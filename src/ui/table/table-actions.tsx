/**
 * Row and table actions of the entries table: add an empty URL (to the filtered file or the first
 * urlset/TXT file), find and replace, remove duplicates, export the shown rows as CSV, and the shortcut
 * list. Deleting rows is the selection line's (`selection-bar.tsx`).
 */
import { memo } from "react";
import { selectRows } from "@/store/selectors";
import { BULK_TEXT, messages } from "@/ui/messages";
import { useAppStore, useAppStoreApi } from "@/ui/store-context";
import { ColumnsMenu } from "./hidden-columns";
import { downloadTableCsv } from "./table-export";
import type { TableDialogKind } from "./use-table-shortcuts";

const TABLE_TEXT = messages.table;
const TEXT = BULK_TEXT.actions;

export interface TableActionsProps {
  /** The file "Add URL" appends to; undefined disables the button. */
  addTarget: string | undefined;
  onAdd(): void;
  onOpen(dialog: TableDialogKind): void;
  /** The ids of the columns left out for room, space-separated (`getColumnsLeftOutForRoom`); "" for none. */
  roomKey?: string;
}

function TableActionsView({ addTarget, onAdd, onOpen, roomKey = "" }: TableActionsProps) {
  const store = useAppStoreApi();
  // nothing to look through or write: no URL row open, or none the filters show (Find & replace stays:
  // it also replaces in sitemap index entries)
  const hasUrls = useAppStore((state) => state.files.some((file) => file.urls.length > 0));
  const shown = useAppStore((state) => selectRows(state).length);
  return (
    <>
      <button
        type="button"
        className="et-button"
        title={TEXT.findReplaceTitle}
        onClick={() => onOpen("replace")}
      >
        {TEXT.findReplace}
      </button>
      <button
        type="button"
        className="et-button"
        disabled={!hasUrls}
        title={hasUrls ? TEXT.dedupeTitle : TEXT.noUrlsTitle}
        onClick={() => onOpen("dedupe")}
      >
        {TEXT.dedupe}
      </button>
      <button
        type="button"
        className="et-button"
        disabled={shown === 0}
        title={shown > 0 ? TEXT.exportCsvTitle : hasUrls ? TEXT.noRowsTitle : TEXT.noUrlsTitle}
        onClick={() => void downloadTableCsv(store.getState(), TEXT.exportCsvName)}
      >
        {TEXT.exportCsv}
      </button>
      <ColumnsMenu roomKey={roomKey} />
      <span className="et-divider" aria-hidden="true" />
      <button
        type="button"
        className="et-button"
        disabled={!addTarget}
        title={addTarget ? TABLE_TEXT.addRowTitle(addTarget) : TABLE_TEXT.addRowNoneTitle}
        onClick={onAdd}
      >
        {TABLE_TEXT.addRow}
      </button>
      <button
        type="button"
        className="et-button et-button--icon"
        title={TEXT.shortcutsTitle}
        aria-label={TEXT.shortcuts}
        onClick={() => onOpen("shortcuts")}
      >
        ?
      </button>
    </>
  );
}

export const TableActions = memo(TableActionsView);
