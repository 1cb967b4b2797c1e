/**
 * Editing the `<sitemap>` entries of a sitemap index, which are not rows of the URL table: their `loc` and `lastmod`, added and removed lines, with each entry's current
 * problems beside it. Apply commits the list as one undoable step (`setSitemapRefs`); an entry left as it
 * was keeps its object (its position, unknown children and attributes), an edited one keeps all but the
 * fields changed. Cancel, Escape, the close button or a click outside leave the file as it is; with changes
 * not applied they first ask whether to discard them (a mis-click must not lose a long edit).
 */
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from "react";
import type { Problem, SitemapFile } from "@/core/index";
import { getDefaultLocation } from "@/store/location-guess";
import { ConfirmDialog } from "./confirm-dialog";
import { Dialog } from "./dialog";
import { formatMessage, getFixLabel, messages } from "./messages";
import { withExampleZone } from "./panels/fix-timezone";
import { NO_PROBLEMS, SitemapRefRow } from "./sitemap-ref-row";
import {
  buildSitemapRefs,
  checkEditedDrafts,
  countChanges,
  getIndexOffset,
  getRefFixGroups,
  groupByEntry,
  withSiteOffset,
} from "./sitemap-refs-drafts";
import { useAppStore, useAppStoreApi } from "./store-context";
import { PAGE, useSitemapRefDrafts } from "./use-sitemap-ref-drafts";
import "./sitemap-refs-dialog.css";

const TEXT = messages.sitemapRefs;

/**
 * The editor of the index the store names (`indexEditor`: opened by a card's "Edit sitemaps" or a problem's
 * example), or nothing; closes by itself when that file is no longer an open index.
 */
/** "Fix all 3", or "Fix" for one: "Fix all 1" reads wrong (in Russian «Исправить все 1» too). */
const fixAllText = (count: number) => (count === 1 ? TEXT.fix : formatMessage(TEXT.fixAll, { count }));

export function IndexEditorHost() {
  const store = useAppStoreApi();
  const target = useAppStore((state) => state.indexEditor);
  const file = useAppStore((state) =>
    target === undefined ? undefined : state.files.find((candidate) => candidate.name === target.file),
  );
  const open = target !== undefined && file?.format === "sitemapindex";
  useEffect(() => {
    if (target !== undefined && !open) store.getState().closeIndexEditor();
  }, [target, open, store]);
  if (!open || file === undefined) return null;
  return (
    <SitemapRefsDialog
      // a new target (another file or entry) is a fresh editor
      key={`${target.file}\u0000${target.entry ?? ""}`}
      file={file}
      focusEntry={target.entry}
      onClose={() => store.getState().closeIndexEditor()}
    />
  );
}

export interface SitemapRefsDialogProps {
  file: SitemapFile;
  /** The entry (0-based) to bring into view, mark and focus on open (a problem's example). */
  focusEntry?: number;
  onClose: () => void;
}

export function SitemapRefsDialog({ file, focusEntry, onClose }: SitemapRefsDialogProps) {
  const store = useAppStoreApi();
  const problems = useAppStore((state) => state.problems);
  const { drafts, target, start, end, added, update, remove, add, showEarlier, showMore, applyFixes } =
    useSitemapRefDrafts(file, focusEntry);
  // the line just added: its loc field takes the focus (and comes into view) once rendered
  const table = useRef<HTMLTableElement>(null);
  useEffect(() => {
    if (added === undefined) return;
    const input = table.current?.querySelector<HTMLInputElement>(`input[data-line="${added}"]`);
    input?.focus();
    input?.scrollIntoView({ block: "nearest" });
  }, [added]);
  const headerId = useId();
  // the index's usual lastmod zone, else the site's, for a line whose lastmod's fix needs one
  const files = useAppStore((state) => state.files);
  // the lines as typed count (a -0500 fixed to -05:00 here is the index's zone from then on), and with no
  // zone anywhere UTC, as the Problems panel's Fix all: a date's T fix had written no zone, then asked one
  // the lines edited or added, checked as typed (a moment after the last key: typing stays fluid)
  const typed = useDeferredValue(drafts);
  const siteOffset = useMemo(
    () => getIndexOffset({ ...file, sitemaps: buildSitemapRefs(typed) }, files) ?? "+00:00",
    [file, files, typed],
  );
  const byEntry = useMemo(
    () => groupByEntry(problems, file.name, siteOffset),
    [problems, file.name, siteOffset],
  );
  const engines = useAppStore((state) => state.engines);
  // each line's problems by its fields, kept while the file and engines stay (typing checks one line)
  const cache = useMemo(() => (file && engines ? new Map<string, Problem[]>() : undefined), [file, engines]);
  // checked where the index is published: its location, else the guess the file's own check uses (so a
  // relative line typed gets "Write the full URL" as the same line read from the file does)
  const located = useMemo(() => {
    const guess = file.location ? undefined : getDefaultLocation(file, files);
    return guess ? { ...file, location: guess, locationGuessed: true } : file;
  }, [file, files]);
  const live = useMemo(() => {
    const byKey = checkEditedDrafts(typed, located, engines, cache);
    // an index's lastmods without a zone take the site's usual one, as the lines as read do
    for (const [key, list] of byKey)
      byKey.set(
        key,
        list.map((problem) => withSiteOffset(problem, siteOffset)),
      );
    return byKey;
  }, [typed, located, engines, cache, siteOffset]);
  // "Fix all" per kind of quick fix over every line (not only those shown), edited ones as typed
  const fixGroups = useMemo(
    () => getRefFixGroups(file.sitemaps, byEntry, typed, live),
    [file.sitemaps, byEntry, typed, live],
  );
  const fixAll = (id: string) => applyFixes(id, byEntry, live);
  // a fix that adds a zone names the one its lines' fixes write in its example, not Moscow's
  const getGroupLabel = (group: { id: string; label: string }) => {
    const label = getFixLabel(group.id, group.label, true);
    return siteOffset ? withExampleZone(label, siteOffset) : label;
  };
  // the list the drafts were made from: Apply changes nothing if the file's list is another by then
  const [basis] = useState(file.sitemaps);
  const apply = () => {
    store.getState().setSitemapRefs(file.name, buildSitemapRefs(drafts), basis);
    onClose();
  };
  // asking whether to discard changes not applied; Escape (which the dialog sees first) answers "keep editing"
  const [asking, setAsking] = useState(false);
  const changes = asking ? countChanges(file.sitemaps.length, drafts) : 0;
  const requestClose = () => {
    if (asking) setAsking(false);
    else if (countChanges(file.sitemaps.length, drafts) === 0) onClose();
    else setAsking(true);
  };

  return (
    <>
      <Dialog
        title={formatMessage(TEXT.title, { name: file.name })}
        onClose={requestClose}
        className="sitemap-refs-dialog"
        footer={
          <>
            <button type="button" className="button" onClick={requestClose}>
              {messages.actions.cancel}
            </button>
            <button type="button" className="button primary" onClick={apply}>
              {TEXT.apply}
            </button>
          </>
        }
      >
        <p className="muted sitemap-refs-intro">{TEXT.intro}</p>
        {/* a Fix all takes its bar away: the keyboard goes to the next one, else to the first field, not to
            the dialog's Close, where the next Enter would ask to discard the edits (`focus-guard.ts`) */}
        <div className="sitemap-refs-body" data-focus-fallback=".sitemap-refs-fix|.sitemap-refs-table input">
          {fixGroups.map((group) => (
            <div key={group.id} className="sitemap-refs-fixall">
              <span>{getGroupLabel(group)}</span>
              <button
                type="button"
                className="sitemap-refs-fix"
                // the name starts with what it shows and says which fix (WCAG 2.5.3, 2.4.6)
                aria-label={`${fixAllText(group.count)}: ${getGroupLabel(group)}`}
                onClick={() => fixAll(group.id)}
              >
                {fixAllText(group.count)}
              </button>
            </div>
          ))}
          {start > 0 && (
            <div className="sitemap-refs-actions sitemap-refs-earlier">
              <button type="button" className="button" onClick={showEarlier}>
                {formatMessage(TEXT.earlier, { count: Math.min(PAGE, start), first: start + 1 })}
              </button>
            </div>
          )}
          {drafts.length === 0 ? (
            <p className="muted">{TEXT.none}</p>
          ) : (
            <table
              ref={table}
              className="sitemap-refs-table"
              aria-labelledby={headerId}
              // Enter in a field applies, as in a form (the table's cells save on Enter too)
              onKeyDown={(event) => {
                if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
                if (!(event.target instanceof HTMLInputElement)) return;
                event.preventDefault();
                apply();
              }}
            >
              <thead id={headerId}>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">{TEXT.loc}</th>
                  <th scope="col">{TEXT.lastmod}</th>
                  <th scope="col">
                    <span className="visually-hidden">{TEXT.removeColumn}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {drafts.slice(start, end).map((draft, i) => (
                  <SitemapRefRow
                    key={draft.key}
                    draft={draft}
                    n={start + i + 1}
                    problems={byEntry.get(draft.at) ?? NO_PROBLEMS}
                    live={live.get(draft.key)}
                    target={draft.from !== undefined && draft.at === target}
                    onChange={update}
                    onRemove={remove}
                  />
                ))}
              </tbody>
            </table>
          )}
        </div>
        <div className="sitemap-refs-actions">
          {drafts.length > end && (
            <button type="button" className="button" onClick={showMore}>
              {formatMessage(TEXT.more, {
                count: Math.min(PAGE, drafts.length - end),
                total: drafts.length,
              })}
            </button>
          )}
          <button type="button" className="button" onClick={add}>
            + {TEXT.add}
          </button>
        </div>
      </Dialog>
      {asking && (
        <ConfirmDialog
          title={TEXT.discardTitle}
          confirmLabel={TEXT.discard}
          cancelLabel={TEXT.keepEditing}
          onCancel={() => setAsking(false)}
          onConfirm={onClose}
        >
          <p>
            {formatMessage(changes === 1 ? TEXT.discardBodyOne : TEXT.discardBody, {
              count: changes,
              name: file.name,
            })}
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
