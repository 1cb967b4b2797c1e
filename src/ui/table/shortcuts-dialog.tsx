/**
 * The keyboard shortcut list ("?" or the toolbar's Shortcuts button, issue #6): every shortcut of the
 * table and the workspace, grouped, in a modal dialog.
 */
import { Dialog } from "@/ui/dialog";
import { BULK_TEXT } from "@/ui/messages";
import "./bulk-dialogs.css";

const TEXT = BULK_TEXT.shortcuts;
const GROUPS = Object.keys(TEXT.groups) as (keyof typeof TEXT.groups)[];

export interface ShortcutsDialogProps {
  onClose(): void;
}

export function ShortcutsDialog({ onClose }: ShortcutsDialogProps) {
  return (
    <Dialog title={TEXT.title} onClose={onClose} className="shortcuts-dialog">
      {GROUPS.map((group) => (
        <section key={group} className="sc-group">
          <h3 className="sc-title">{TEXT.groups[group]}</h3>
          <dl className="sc-list">
            {TEXT.keys
              .filter(([g]) => g === group)
              .map(([, keys, what]) => (
                <div key={keys} className="sc-row">
                  <dt>
                    <kbd>{keys}</kbd>
                  </dt>
                  <dd>{what}</dd>
                </div>
              ))}
          </dl>
        </section>
      ))}
    </Dialog>
  );
}
