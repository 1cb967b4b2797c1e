/**
 * Editing the `<sitemap>` entries of a sitemap index, which are not rows of the URL table: their `loc` and `lastmod`, added and removed lines, with each entry's current
 * problems beside it. Apply commits the list as one undoable step (`setSitemapRefs`); an entry left as it
 * was keeps its object (its position, unknown children and attributes), an edited one keeps all but the
 * fields changed. Cancel, Escape, the close button or a click outside leave the file as it is; with changes
 * not applied they first ask whether to discard them (a mis-click must not lose a long edit).
 */
import { memo, useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import {
  getQuickFix,
  hasQuickFix,
  type Problem,
  type QuickFix,
  type SitemapFile,
  type SitemapRef,
  type UrlEntry,
} from "@/core/index";
import { ConfirmDialog } from "./confirm-dialog";
import { Dialog } from "./dialog";
import { formatCount, formatMessage, getFixLabel, getProblemText, messages } from "./messages";
import { useAppStore, useAppStoreApi } from "./store-context";
import "./sitemap-refs-dialog.css";

const TEXT = messages.sitemapRefs;

/** One line of the editor: the entry it came from (none for an added line), at `at`, and its fields as typed. */
export interface Draft {
  key: number;
  from: SitemapRef | undefined;
  at: number;
  loc: string;
  lastmod: string;
}

/** Lines shown at first, and added by each "Show more": an index may list up to 50,000 sitemaps. */
const PAGE = 200;
/** Lines shown above the entry the editor was opened at. */
const LINES_BEFORE_TARGET = 20;

/**
 * The list `drafts` make: a line as it was is its entry unchanged; an edited one its entry with the new
 * `loc` and `lastmod` (an emptied lastmod removed); an added line with an empty `loc` is left out.
 */
export function buildSitemapRefs(drafts: readonly Draft[]): SitemapRef[] {
  const out: SitemapRef[] = [];
  for (const { from, loc, lastmod } of drafts) {
    const value = loc.trim();
    const date = lastmod.trim();
    if (!from) {
      if (value !== "") out.push(date === "" ? { loc: value } : { loc: value, lastmod: date });
      continue;
    }
    if (value === from.loc && date === (from.lastmod ?? "")) {
      out.push(from);
      continue;
    }
    const { lastmod: _old, ...rest } = from;
    out.push(date === "" ? { ...rest, loc: value } : { ...rest, loc: value, lastmod: date });
  }
  return out;
}

/**
 * The editor of the index the store names (`indexEditor`: opened by a card's "Edit sitemaps" or a problem's
 * example), or nothing; closes by itself when that file is no longer an open index.
 */
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
  const [drafts, setDrafts] = useState<Draft[]>(() =>
    file.sitemaps.map((ref, i) => ({ key: i, from: ref, at: i, loc: ref.loc, lastmod: ref.lastmod ?? "" })),
  );
  const [nextKey, setNextKey] = useState(file.sitemaps.length);
  // the asked-for entry is among the lines shown (keys start as the entries' indexes)
  const target = focusEntry !== undefined && focusEntry < file.sitemaps.length ? focusEntry : undefined;
  // the lines shown, [start, end) of `drafts`: at most a few pages, so that an index of 50,000 sitemaps
  // opens, types and applies as fast as a short one; opened at an entry, a window around it
  const [range, setRange] = useState(() => {
    const start = target === undefined ? 0 : Math.max(0, target - LINES_BEFORE_TARGET);
    return { start, end: start + PAGE };
  });
  const start = Math.min(range.start, drafts.length);
  const end = Math.min(range.end, drafts.length);
  // the line just added: its loc field takes the focus (and comes into view) once rendered
  const [added, setAdded] = useState<number>();
  const table = useRef<HTMLTableElement>(null);
  useEffect(() => {
    if (added === undefined) return;
    const input = table.current?.querySelector<HTMLInputElement>(`input[data-line="${added}"]`);
    input?.focus();
    input?.scrollIntoView({ block: "nearest" });
  }, [added]);
  const headerId = useId();
  const byEntry = useMemo(() => groupByEntry(problems, file.name), [problems, file.name]);
  // "Fix all" per kind of quick fix over every line (not only those shown); gone once used
  const fixGroups = useMemo(() => getRefFixGroups(file.sitemaps, byEntry), [file.sitemaps, byEntry]);
  const [fixedKinds, setFixedKinds] = useState<ReadonlySet<string>>(new Set());
  const fixAll = (id: string) => {
    setDrafts((list) => list.map((draft) => applyRefFixes(draft, byEntry.get(draft.at), id)));
    setFixedKinds((kinds) => new Set([...kinds, id]));
  };

  // stable: a typed character re-renders its own line only (`SitemapRefRow` is memoised)
  const update = useCallback(
    (key: number, patch: Partial<Draft>) =>
      setDrafts((list) => list.map((draft) => (draft.key === key ? { ...draft, ...patch } : draft))),
    [],
  );
  const remove = useCallback(
    (key: number) => setDrafts((list) => list.filter((draft) => draft.key !== key)),
    [],
  );
  const add = () => {
    const length = drafts.length + 1;
    setDrafts((list) => [...list, { key: nextKey, from: undefined, at: -1, loc: "", lastmod: "" }]);
    setNextKey(nextKey + 1);
    setAdded(nextKey);
    // an added line is the last one: show the last page, with it
    setRange((shown) =>
      shown.end >= length - 1
        ? { start: shown.start, end: length }
        : { start: Math.max(0, length - PAGE), end: length },
    );
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
        {fixGroups
          .filter((group) => !fixedKinds.has(group.id))
          .map((group) => (
            <div key={group.id} className="sitemap-refs-fixall">
              <span>{getFixLabel(group.id, group.label)}</span>
              <button type="button" className="sitemap-refs-fix" onClick={() => fixAll(group.id)}>
                {formatMessage(TEXT.fixAll, { count: group.count })}
              </button>
            </div>
          ))}
        {start > 0 && (
          <div className="sitemap-refs-actions sitemap-refs-earlier">
            <button
              type="button"
              className="button"
              onClick={() => setRange({ start: Math.max(0, start - PAGE), end })}
            >
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
                  target={draft.from !== undefined && draft.at === target}
                  onChange={update}
                  onRemove={remove}
                />
              ))}
            </tbody>
          </table>
        )}
        <div className="sitemap-refs-actions">
          {drafts.length > end && (
            <button type="button" className="button" onClick={() => setRange({ start, end: end + PAGE })}>
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

/**
 * How many `<sitemap>` entries Apply would change: lines edited, lines added with a `loc`, and entries of
 * the index (`total` of them) whose line was removed. 0 when applying would change nothing.
 */
export function countChanges(total: number, drafts: readonly Draft[]): number {
  let changes = 0;
  let kept = 0;
  for (const { from, loc, lastmod } of drafts) {
    if (from === undefined) {
      if (loc.trim() !== "") changes++;
      continue;
    }
    kept++;
    if (loc.trim() !== from.loc || lastmod.trim() !== (from.lastmod ?? "")) changes++;
  }
  return changes + total - kept;
}

const NO_PROBLEMS: Problem[] = [];

/** A line's classes: `has-problems`, `is-target` (the line the editor was opened at). */
function rowClass(hasProblems: boolean, target: boolean): string | undefined {
  if (hasProblems && target) return "has-problems is-target";
  return hasProblems ? "has-problems" : target ? "is-target" : undefined;
}

interface SitemapRefRowProps {
  draft: Draft;
  /** Its number, from 1, as shown. */
  n: number;
  /** The problems of the entry it came from, as last checked. */
  problems: Problem[];
  /** The line the editor was opened at: marked, its loc field focused first. */
  target: boolean;
  /** Stable callbacks, given the line's `key`. */
  onChange: (key: number, patch: Partial<Draft>) => void;
  onRemove: (key: number) => void;
}

/** One line of the editor: its `loc` and `lastmod` fields, each with its problems under it, and remove. */
const SitemapRefRow = memo(function SitemapRefRow({
  draft,
  n,
  problems,
  target,
  onChange,
  onRemove,
}: SitemapRefRowProps) {
  // problems are those of the values as applied: a field edited since shows its own as before (loc
  // problems speak of the loc only, lastmod problems of the lastmod)
  const from = draft.from;
  const locEdited = from !== undefined && draft.loc !== from.loc;
  const lastmodEdited = from !== undefined && draft.lastmod !== (from.lastmod ?? "");
  const locInput = useRef<HTMLInputElement>(null);
  const lastmodInput = useRef<HTMLInputElement>(null);
  // a problem's quick fix (the table's Fix) puts the fixed value into its field, applied with the rest;
  // the field takes the focus (the button goes with the fixed problem)
  const fixOf = (field: "loc" | "lastmod") =>
    from === undefined || (field === "loc" ? locEdited : lastmodEdited)
      ? undefined
      : (problem: Problem) => {
          const fixed = getRefFix(problem, from)?.apply(asEntry(from));
          if (!fixed) return;
          onChange(draft.key, field === "loc" ? { loc: fixed.loc } : { lastmod: fixed.lastmod ?? "" });
          (field === "loc" ? locInput : lastmodInput).current?.focus();
        };
  return (
    <tr className={rowClass(problems.length > 0, target)}>
      <td className="num muted">{formatCount(n)}</td>
      <td>
        <input
          ref={locInput}
          className="sitemap-refs-input"
          data-line={draft.key}
          // the dialog focuses this field first (and so scrolls it into view)
          data-autofocus={target ? "" : undefined}
          aria-label={formatMessage(TEXT.locOf, { n })}
          value={draft.loc}
          spellCheck={false}
          onChange={(event) => onChange(draft.key, { loc: event.target.value })}
        />
        <ProblemList
          problems={problems.filter((problem) => problem.field !== "lastmod")}
          stale={locEdited}
          label={formatMessage(TEXT.problems, { n })}
          onFix={fixOf("loc")}
          entry={from}
        />
      </td>
      <td>
        <input
          ref={lastmodInput}
          className="sitemap-refs-input"
          aria-label={formatMessage(TEXT.lastmodOf, { n })}
          value={draft.lastmod}
          spellCheck={false}
          onChange={(event) => onChange(draft.key, { lastmod: event.target.value })}
        />
        <ProblemList
          problems={problems.filter((problem) => problem.field === "lastmod")}
          stale={lastmodEdited}
          label={formatMessage(TEXT.lastmodProblems, { n })}
          onFix={fixOf("lastmod")}
          entry={from}
        />
      </td>
      <td>
        <button
          type="button"
          className="icon-button"
          aria-label={formatMessage(TEXT.remove, { n })}
          onClick={() => onRemove(draft.key)}
        >
          <span aria-hidden="true">×</span>
        </button>
      </td>
    </tr>
  );
});

/** The kinds of quick fix the problems of an index's entries have: id, the core's label, how many. */
function getRefFixGroups(
  sitemaps: readonly SitemapRef[],
  byEntry: ReadonlyMap<number, Problem[]>,
): { id: string; label: string; count: number }[] {
  const groups = new Map<string, { id: string; label: string; count: number }>();
  for (const [entry, list] of byEntry) {
    const ref = sitemaps[entry];
    if (!ref) continue;
    for (const problem of list) {
      const fix = getRefFix(problem, ref);
      if (!fix) continue;
      const group = groups.get(fix.id);
      if (group) group.count++;
      else groups.set(fix.id, { id: fix.id, label: fix.label, count: 1 });
    }
  }
  return [...groups.values()];
}

/** `draft` with the quick fixes of kind `id` of its `problems` in its fields, where a field is as read. */
function applyRefFixes(draft: Draft, problems: readonly Problem[] | undefined, id: string): Draft {
  const from = draft.from;
  if (!from || !problems) return draft;
  let next = draft;
  for (const problem of problems) {
    const fix = getRefFix(problem, from);
    if (!fix || fix.id !== id) continue;
    const fixed = fix.apply(asEntry(from));
    if (problem.field === "loc" && draft.loc === from.loc) next = { ...next, loc: fixed.loc };
    if (problem.field === "lastmod" && draft.lastmod === (from.lastmod ?? ""))
      next = { ...next, lastmod: fixed.lastmod ?? "" };
  }
  return next;
}

/** `ref` as the entry shape the core's quick fixes take (an index entry has no items). */
function asEntry(ref: SitemapRef): UrlEntry {
  return { ...ref, images: [], videos: [], alternates: [] };
}

/** The core's quick fix of `problem` on the index entry `ref`, when it changes its `loc` or `lastmod` only. */
function getRefFix(problem: Problem, ref: SitemapRef): QuickFix | undefined {
  if (!hasQuickFix(problem.code) || (problem.field !== "loc" && problem.field !== "lastmod"))
    return undefined;
  return getQuickFix(problem, asEntry(ref));
}

interface ProblemListProps {
  problems: Problem[];
  /** The line was edited since: its problems speak of before. */
  stale: boolean;
  label: string;
  /** Puts a problem's quick fix into the line's fields; none on a stale line. */
  onFix: ((problem: Problem) => void) | undefined;
  /** The entry the problems are of (for their fixes' labels). */
  entry?: SitemapRef;
}

/** A line's problems under one of its fields, each with its quick fix when it has one. */
function ProblemList({ problems, stale, label, onFix, entry }: ProblemListProps) {
  if (problems.length === 0) return null;
  return (
    <ul className={`sitemap-refs-problems${stale ? " stale" : ""}`} aria-label={label}>
      {stale && <li className="sitemap-refs-stale">{TEXT.stale}</li>}
      {problems.map((problem) => {
        const fix = onFix && entry ? getRefFix(problem, entry) : undefined;
        return (
          <li key={`${problem.code}|${problem.field}|${problem.message}`}>
            <span className={`sev sev-${problem.severity}`}>{problem.code}</span> {getProblemText(problem)}
            {fix && onFix && (
              <button
                type="button"
                className="sitemap-refs-fix"
                title={fix.label}
                aria-label={formatMessage(TEXT.fixOf, { label: fix.label })}
                onClick={() => onFix(problem)}
              >
                {TEXT.fix}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The problems of `file`'s entries, by entry index. */
function groupByEntry(problems: readonly Problem[], file: string): Map<number, Problem[]> {
  const byEntry = new Map<number, Problem[]>();
  for (const problem of problems) {
    if (problem.file !== file || problem.entry === undefined) continue;
    const list = byEntry.get(problem.entry);
    if (list) list.push(problem);
    else byEntry.set(problem.entry, [problem]);
  }
  return byEntry;
}
