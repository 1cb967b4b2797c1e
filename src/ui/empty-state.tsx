/**
 * The main area before any file is open: a large drop target with the supported formats and the two ways
 * in (choose files, open the example). "?" shows the shortcut list here too.
 */
import { useState } from "react";
import { DropIcon, FilePickerButton } from "./drop-zone";
import { messages } from "./messages";
import { useAppStoreApi } from "./store-context";
import { ShortcutsDialog } from "./table/shortcuts-dialog";
import { useTableShortcuts } from "./table/use-table-shortcuts";
import "./empty-state.css";

const SHORTCUT_LIST_ONLY = ["shortcuts"] as const;

export function EmptyState() {
  const store = useAppStoreApi();
  const text = messages.empty;
  const [shortcuts, setShortcuts] = useState(false);
  useTableShortcuts(() => setShortcuts(true), SHORTCUT_LIST_ONLY);
  return (
    <section className="empty-state" aria-labelledby="empty-state-title">
      <div className="empty-state-card">
        <DropIcon />
        <h2 id="empty-state-title">{text.title}</h2>
        <p className="empty-state-body">{text.body}</p>
        <ul className="format-list" aria-label={text.formatsLabel}>
          {text.formats.map((format) => (
            <li key={format}>{format}</li>
          ))}
        </ul>
        <div className="empty-state-actions">
          <FilePickerButton label={text.choose} className="button primary" />
          <button type="button" className="button" onClick={() => void store.getState().loadExample()}>
            {text.example}
          </button>
        </div>
        <p className="empty-state-hint">{text.pasteHint}</p>
      </div>
      {shortcuts && <ShortcutsDialog onClose={() => setShortcuts(false)} />}
    </section>
  );
}
