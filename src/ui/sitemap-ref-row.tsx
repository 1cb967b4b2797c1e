/**
 * One line of the index editor (`sitemap-refs-dialog.tsx`): its `loc` and `lastmod` fields, each with the
 * entry's problems under it (as before an edit of that field, marked so) and their quick fixes, and remove.
 */
import { memo, useId, useRef } from "react";
import type { Problem, QuickFix, SitemapRef } from "@/core/index";
import { clipShown, isTooLongToEdit } from "@/ui/shown-text";
import {
  formatCount,
  formatMessage,
  getFixLabel,
  getProblemText,
  messages,
  TOOLS_TEXT,
  withFixSample,
} from "./messages";
import { asEntry, asRef, type Draft, getRefFix } from "./sitemap-refs-drafts";

const TEXT = messages.sitemapRefs;

export const NO_PROBLEMS: Problem[] = [];

/** A line's classes: `has-problems`, `is-target` (the line the editor was opened at). */
function rowClass(hasProblems: boolean, target: boolean): string | undefined {
  if (hasProblems && target) return "has-problems is-target";
  return hasProblems ? "has-problems" : target ? "is-target" : undefined;
}

export interface SitemapRefRowProps {
  draft: Draft;
  /** Its number, from 1, as shown. */
  n: number;
  /** The problems of the entry it came from, as last checked. */
  problems: Problem[];
  /** The problems of the line as typed, when it was edited or added (`checkEditedDrafts`). */
  live?: Problem[];
  /** The line the editor was opened at: marked, its loc field focused first. */
  target: boolean;
  /** Stable callbacks, given the line's `key`. */
  onChange: (key: number, patch: Partial<Draft>) => void;
  onRemove: (key: number) => void;
}

/** One line of the editor: its `loc` and `lastmod` fields, each with its problems under it, and remove. */
export const SitemapRefRow = memo(function SitemapRefRow({
  draft,
  n,
  problems,
  live,
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
  // each field is described by its problems and marked invalid while it has an error (WCAG 1.3.1, 3.3.1)
  const id = useId();
  const locProblems = problems.filter((problem) => problem.field !== "lastmod");
  const lastmodProblems = problems.filter((problem) => problem.field === "lastmod");
  // a field edited (or a line added) is checked as typed: its problems now, not those of before
  const locLive =
    live && (from === undefined || locEdited) ? live.filter((p) => p.field !== "lastmod") : undefined;
  const lastmodLive =
    live && (from === undefined || lastmodEdited) ? live.filter((p) => p.field === "lastmod") : undefined;
  const fieldState = (list: Problem[], listId: string, stale: boolean, now: Problem[] | undefined) => {
    const shown = now ?? list;
    if (shown.length === 0) return {};
    const invalid = (now !== undefined || !stale) && shown.some((problem) => problem.severity === "error");
    return { "aria-describedby": listId, "aria-invalid": invalid ? true : undefined };
  };
  // the quick fix of a problem of the line as typed, on the value typed
  const current = asRef(draft);
  const fixLive = (field: "loc" | "lastmod") => (problem: Problem) => {
    const fixed = getRefFix(problem, current)?.apply(asEntry(current));
    if (!fixed) return;
    onChange(draft.key, field === "loc" ? { loc: fixed.loc } : { lastmod: fixed.lastmod ?? "" });
    (field === "loc" ? locInput : lastmodInput).current?.focus();
  };
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
          {...fieldState(locProblems, `${id}-loc`, locEdited, locLive)}
          // a loc too long to lay out shows empty; typing replaces it, leaving it empty keeps it
          value={isTooLongToEdit(draft.loc) ? "" : draft.loc}
          placeholder={
            isTooLongToEdit(draft.loc) ? messages.table.tooLongToEdit(draft.loc.length) : undefined
          }
          spellCheck={false}
          onChange={(event) => onChange(draft.key, { loc: event.target.value })}
        />
        <ProblemList
          id={`${id}-loc`}
          problems={locProblems}
          stale={locEdited}
          live={locLive}
          onFixLive={fixLive("loc")}
          current={current}
          label={formatMessage(TEXT.problems, { n })}
          onFix={fixOf("loc")}
          entry={from}
          field="loc"
          value={draft.loc}
        />
      </td>
      <td>
        <input
          ref={lastmodInput}
          className="sitemap-refs-input"
          aria-label={formatMessage(TEXT.lastmodOf, { n })}
          {...fieldState(lastmodProblems, `${id}-lastmod`, lastmodEdited, lastmodLive)}
          value={draft.lastmod}
          spellCheck={false}
          onChange={(event) => onChange(draft.key, { lastmod: event.target.value })}
        />
        <ProblemList
          id={`${id}-lastmod`}
          problems={lastmodProblems}
          stale={lastmodEdited}
          live={lastmodLive}
          onFixLive={fixLive("lastmod")}
          current={current}
          label={formatMessage(TEXT.lastmodProblems, { n })}
          onFix={fixOf("lastmod")}
          entry={from}
          field="lastmod"
          value={draft.lastmod}
        />
      </td>
      <td>
        <button
          type="button"
          className="icon-button sitemap-refs-remove"
          aria-label={formatMessage(TEXT.remove, { n })}
          onClick={(event) => {
            // the focus goes to the remove button of the line that takes this one's place (or the one
            // before, at the end), not to the dialog's close button
            const row = event.currentTarget.closest("tr");
            const next = (row?.nextElementSibling ?? row?.previousElementSibling)?.querySelector(
              "button:last-of-type",
            );
            onRemove(draft.key);
            if (next instanceof HTMLElement) requestAnimationFrame(() => next.focus());
          }}
        >
          <span aria-hidden="true">×</span>
        </button>
      </td>
    </tr>
  );
});

interface ProblemListProps {
  /** The list's id: its field is described by it. */
  id: string;
  problems: Problem[];
  /** The line was edited since: its problems speak of before. */
  stale: boolean;
  label: string;
  /** Puts a problem's quick fix into the line's fields; none on a stale line. */
  onFix: ((problem: Problem) => void) | undefined;
  /** The entry the problems are of (for their fixes' labels). */
  entry?: SitemapRef;
  /** The field the list is under, and its value now (a fix that gives it is shown as done). */
  field: "loc" | "lastmod";
  value?: string;
  /** The field's problems as typed (edited or added), shown in place of the stale ones, with their fixes. */
  live?: Problem[];
  onFixLive?: (problem: Problem) => void;
  /** The line as typed (the entry the live problems' fixes apply to). */
  current?: SitemapRef;
}

/**
 * The problems of a field edited since whose quick fix gives exactly the value it has now (`value`): fixed
 * here, not to be listed as if still there ("Before your change" under a Fix just pressed read as a fix
 * that failed).
 */
function getFixedHere(
  problems: readonly Problem[],
  entry: SitemapRef | undefined,
  field: "loc" | "lastmod",
  value: string | undefined,
): Problem[] {
  if (entry === undefined || value === undefined) return [];
  return problems.filter((problem) => {
    const fixed = getRefFix(problem, entry)?.apply(asEntry(entry));
    return fixed !== undefined && (field === "loc" ? fixed.loc : (fixed.lastmod ?? "")) === value;
  });
}

/** Longest value a Fix's name quotes (as the Problems panel's, `selectFixSample`). */
const MAX_SAMPLE_CHARS = 40;

/** The field's value on `entry` and what `fix` writes there, joined by U+0000 (`withFixSample`). */
function getRefFixSample(problem: Problem, entry: SitemapRef, fix: QuickFix): string | undefined {
  const field = problem.field === "loc" ? "loc" : "lastmod";
  const from = entry[field];
  const to = fix.apply(asEntry(entry))[field];
  if (from === undefined || to === undefined || from === to) return undefined;
  if (from.length > MAX_SAMPLE_CHARS || to.length > MAX_SAMPLE_CHARS) return undefined;
  return `${from}\u0000${to}`;
}

/** One problem of a line, with its quick fix's button when it has one (`onFix` given). */
function ProblemItem({
  problem,
  onFix,
  entry,
}: {
  problem: Problem;
  onFix: ProblemListProps["onFix"];
  entry: SitemapRef | undefined;
}) {
  const fix = onFix && entry ? getRefFix(problem, entry) : undefined;
  // the line's own value and what the fix writes, not the fix's example ("2024-05-01 10:30 → …")
  const sample = fix && entry ? getRefFixSample(problem, entry, fix) : undefined;
  const fixLabel = fix ? withFixSample(getFixLabel(fix.id, fix.label, true), sample) : "";
  return (
    <li>
      {/* the severity in words, not by colour alone (WCAG 1.4.1), as the problems panel's badges */}
      <span className={`sev sev-${problem.severity}`}>
        {messages.severity[problem.severity]} · {problem.code}
      </span>{" "}
      {getProblemText(problem)}
      {fix && onFix && (
        <button
          type="button"
          className="sitemap-refs-fix"
          title={fixLabel}
          aria-label={formatMessage(TOOLS_TEXT.fixes.fixUrlLabel, {
            url: (entry && clipShown(entry.loc)) || fixLabel,
            fix: fixLabel,
          })}
          onClick={() => onFix(problem)}
        >
          {TEXT.fix}
        </button>
      )}
    </li>
  );
}

/** A line's problems under one of its fields, each with its quick fix when it has one. */
function ProblemList(props: ProblemListProps) {
  const { id, problems: all, stale, label, onFix, entry, field, value, live } = props;
  const fixedHere = stale ? getFixedHere(all, entry, field, value) : [];
  const problems = fixedHere.length > 0 ? all.filter((problem) => !fixedHere.includes(problem)) : all;
  const fixedNote = fixedHere.length > 0 && (
    <li className="sitemap-refs-fixed">
      <span aria-hidden="true">✓ </span>
      {TEXT.fixedHere}
    </li>
  );
  // as typed: the field's problems now (a fix just pressed still says so)
  if (live !== undefined) {
    if (live.length === 0 && !fixedNote) return null;
    return (
      <ul id={id} className="sitemap-refs-problems" aria-label={label}>
        {fixedNote}
        {live.map((problem) => (
          <ProblemItem
            key={`${problem.code}|${problem.field}|${problem.message}`}
            problem={problem}
            onFix={props.onFixLive}
            entry={props.current}
          />
        ))}
      </ul>
    );
  }
  if (all.length === 0) return null;
  if (problems.length === 0)
    return (
      <ul id={id} className="sitemap-refs-problems" aria-label={label}>
        {fixedNote}
      </ul>
    );
  return (
    <ul id={id} className={`sitemap-refs-problems${stale ? " stale" : ""}`} aria-label={label}>
      {fixedNote}
      {stale && <li className="sitemap-refs-stale">{TEXT.stale}</li>}
      {problems.map((problem) => (
        <ProblemItem
          key={`${problem.code}|${problem.field}|${problem.message}`}
          problem={problem}
          onFix={onFix}
          entry={entry}
        />
      ))}
    </ul>
  );
}
