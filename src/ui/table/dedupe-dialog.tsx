/**
 * "Remove duplicates" (issue #6): which entries repeat an earlier URL anywhere in the workspace (the core's
 * URL key), listed with the place of the copy that stays and what each copy gives it (a newer lastmod,
 * images, hreflang links: kept by default, `planDuplicateRemoval`); Remove deletes them as one undoable
 * step and says how many went.
 */
import { useMemo, useState } from "react";
import {
  findDuplicateEntries,
  getFieldPosition,
  getGivenParts,
  type MergedPart,
  planDuplicateRemoval,
} from "@/core/index";
import { isUnpublished } from "@/store/export-names";
import { Dialog } from "@/ui/dialog";
import { BULK_TEXT, messages } from "@/ui/messages";
import { useAppStore, useAppStoreApi } from "@/ui/store-context";
import { PREVIEW_LIMIT } from "./replace-preview";
import "./bulk-dialogs.css";
import { getShownLoc } from "@/ui/shown-loc";
import { clipShown } from "@/ui/shown-text";

const TEXT = BULK_TEXT.dedupe;

/** How the dialog names a part a copy gives the URL kept (`lastmod`, `images`, `hreflang`). */
const partName = (part: MergedPart) => TEXT.parts[part];

export interface DedupeDialogProps {
  onClose(): void;
}

export function DedupeDialog({ onClose }: DedupeDialogProps) {
  const store = useAppStoreApi();
  const files = useAppStore((state) => state.files);
  const [merge, setMerge] = useState(true);
  const found = useMemo(() => findDuplicateEntries(files), [files]);
  const { duplicates, merged } = useMemo(() => planDuplicateRemoval(files, true, found), [files, found]);
  const count = duplicates.length;
  // files every entry of which is a copy that goes: left with no URL, the export writes nothing for them
  // (a table or pasted text was never published: nothing to remove from the server or the engines)
  const [emptied, emptiedUnpublished] = useMemo(() => {
    const removed = new Map<string, number>();
    for (const dup of duplicates) removed.set(dup.file, (removed.get(dup.file) ?? 0) + 1);
    const gone = files.filter((file) => file.urls.length > 0 && removed.get(file.name) === file.urls.length);
    return [
      gone.filter((file) => !isUnpublished(file)).map((file) => file.name),
      gone.filter(isUnpublished).map((file) => file.name),
    ];
  }, [files, duplicates]);
  // a URL's place: its line in the file as opened (what a user finds it by; the table has no row numbers),
  // its number in the file for a row added here
  const placeOf = (name: string, entry: number) => {
    const url = files.find((file) => file.name === name)?.urls[entry];
    return TEXT.place(name, entry, url && (getFieldPosition(url, "loc")?.line ?? url.line));
  };

  const apply = () => {
    // the store says "Removed N duplicates" (a notice with Undo in the header)
    // the duplicates found here, not every URL keyed again (when the files are still these)
    store.getState().removeDuplicates(merge, { files, duplicates: found });
    onClose();
  };

  return (
    <Dialog
      title={TEXT.title}
      onClose={onClose}
      className="replace-dialog"
      footer={
        <>
          <button type="button" className="button" onClick={onClose}>
            {messages.actions.cancel}
          </button>
          <button type="button" className="button primary" disabled={count === 0} onClick={apply}>
            {count > 0 ? TEXT.apply(count) : BULK_TEXT.actions.dedupe}
          </button>
        </>
      }
    >
      <p className="rp-note">{TEXT.intro}</p>
      {merged.length > 0 && (
        <label className="rp-check rp-merge">
          <input type="checkbox" checked={merge} onChange={(event) => setMerge(event.target.checked)} />
          {TEXT.merge(merged.length, getGivenParts(duplicates).map(partName).join(", "))}
        </label>
      )}
      <p className="rp-count" role="status">
        {count === 0 ? TEXT.none : TEXT.count(count)}
      </p>
      {emptied.length > 0 && <p className="rp-note rp-warning">{TEXT.emptied(emptied.join(", "))}</p>}
      {emptiedUnpublished.length > 0 && (
        <p className="rp-note">{TEXT.emptiedUnpublished(emptiedUnpublished.join(", "))}</p>
      )}
      {count > 0 && (
        <ul className="rp-list" aria-label={TEXT.listLabel}>
          {duplicates.slice(0, PREVIEW_LIMIT).map((dup) => (
            <li key={`${dup.file}\u0000${dup.entry}`} className="rp-item">
              <div className="rp-edit">
                {/* as the table shows it (`/книги/`, not `/%D0%BA…/`), the written form in its tooltip */}
                <del className="rp-before" title={getShownLoc(dup.loc).title}>
                  {clipShown(getShownLoc(dup.loc).text)}
                </del>
              </div>
              <span className="rp-kept">
                {placeOf(dup.file, dup.entry)} · {TEXT.keeps(placeOf(dup.kept.file, dup.kept.entry))}
                {dup.gives.length > 0 && (
                  <>
                    {" "}
                    ·{" "}
                    {merge
                      ? TEXT.gives(dup.gives.map(partName).join(", "))
                      : TEXT.loses(dup.gives.map(partName).join(", "))}
                  </>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {count > PREVIEW_LIMIT && <p className="rp-more">{BULK_TEXT.replace.more(count - PREVIEW_LIMIT)}</p>}
    </Dialog>
  );
}
