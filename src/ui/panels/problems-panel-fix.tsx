/**
 * Quick fixes in the problems panel: "Fix all N" on a group (one undoable step), "Fix" on an example row,
 * and the notice "Fixed N entries — Undo" that stays while that step is the one Undo would revert.
 */

import { memo, useDeferredValue, useEffect, useMemo, useState } from "react";
import type { Problem } from "@/core/index";
import { FIX_SLICE_PROBLEMS } from "@/store/fix-actions";
import { selectEntry, selectUndoStep } from "@/store/selectors";
import type { HistoryStep } from "@/store/store-types";
import { runHistoryCommand } from "@/ui/history-command";
import { useSlowStep } from "@/ui/hooks/use-slow-step";
import { formatMessage, formatPlural, TOOLS_TEXT } from "@/ui/messages";
import { useAppStore, useAppStoreApi } from "@/ui/store-context";
import { DedupeDialog } from "@/ui/table/dedupe-dialog";
import {
  COUNTING,
  type CountSlice,
  countDuplicatesMade,
  EACH_OWN_FIX,
  type FixSummary,
  getCountedFixPair,
  getFixSummaryWithin,
  getLastFixSummary,
  ITEM_DATE_CODES,
  selectProblemFix,
  startCountSlice,
  withDefaultZone,
} from "./fix-summary";
import {
  EACH_FILE_ZONE,
  getShownFixLabel,
  getZoneFixName,
  isZoneFix,
  useFileZones,
  useFixSample,
  useFixZone,
  useHasZonelessTime,
  useUsualOffset,
  ZoneSelect,
} from "./fix-timezone";
import "./problems-panel-fix.css";
import { getShownLoc } from "@/ui/shown-loc";

const TEXT = TOOLS_TEXT.fixes;

/** What the last fix did: the step it recorded, how many entries it changed, and the rule it fixed. */
export interface FixResult {
  step: HistoryStep;
  count: number;
  /** The rule code of the group whose Fix made the step: its Fix button takes the focus after Undo. */
  code: string;
}

/** Called after a fix with the step it recorded (the panel shows the notice). */
export type OnFixed = (result: FixResult) => void;

/**
 * How long one render of the Fix buttons may count fixes (`getFixSummaryWithin`), in milliseconds, all of
 * them together: the rest is counted in later tasks, so the page answers input meanwhile.
 */
const COUNT_SLICE_MS = 8;

/** The current render's slice of counting (`getCountSlice`); undefined between renders. */
let countSlice: CountSlice | undefined;

/**
 * The slice of counting shared by the Fix buttons rendered together (every group's and its examples'):
 * `COUNT_SLICE_MS` from the first asked, until the task's microtasks run (a React render runs within
 * one). A budget each had let a dozen buttons count 100-200 ms in one render (a 300,000-URL set).
 */
function getCountSlice(): CountSlice {
  if (countSlice === undefined) {
    countSlice = startCountSlice(COUNT_SLICE_MS);
    queueMicrotask(() => {
      countSlice = undefined;
    });
  }
  return countSlice;
}

/**
 * The fix summary of `code` for the problems and files of a render or two ago (`useDeferredValue`): an
 * edit's frame paints the edit and its problems first; "Fix all N" catches up in the next render, not
 * recounting thousands of fixable problems (one per entry of a 50,000-URL file) inside the keystroke.
 * Counted in slices of `COUNT_SLICE_MS` (a render each, a task apart): until the count is done it is
 * the one last counted for the code (`getLastFixSummary`), or `COUNTING` when none was (a 50,000-URL
 * Cyrillic file's group had held the page 0.6 s in one task when its check answered).
 */
function useDeferredFixSummary(code: string, zone?: string): FixSummary | undefined | typeof COUNTING {
  // a button that mounts in an edit's render (an example the edit brought in) starts from the pair last
  // counted, not the newest: `useDeferredValue` defers only updates, and each such button counted the
  // group's fixes again inside the edit's frame (0.8 ms of the 50k-ext edit's 8)
  const [initial] = useState(getCountedFixPair);
  const problems = useDeferredValue(
    useAppStore((state) => state.problems),
    initial?.problems,
  );
  const files = useDeferredValue(
    useAppStore((state) => state.files),
    initial?.files,
  );
  const [, setSlices] = useState(0);
  const summary = getFixSummaryWithin(problems, files, code, zone, getCountSlice());
  const counting = summary === COUNTING;
  useEffect(() => {
    if (!counting) return;
    // the next slice in a task of its own, after the browser has painted and handled input
    const timer = setTimeout(() => setSlices((slices) => slices + 1), 0);
    return () => clearTimeout(timer);
  });
  return counting ? (getLastFixSummary(code, zone, files) ?? COUNTING) : summary;
}

/**
 * The note on fixable problems on index entries: "N more" beside row fixes, "all N" when none is a row nor
 * a robots.txt line, "N are" when none is a row but some are robots.txt lines (`robots`).
 */
function getInIndexesText(count: number, rows: number, robots: number): string {
  if (rows > 0) return count === 1 ? TEXT.inIndexOne : TEXT.inIndexes;
  if (robots > 0) return count === 1 ? TEXT.onIndexOne : TEXT.onIndexes;
  return count === 1 ? TEXT.allInIndexOne : TEXT.allInIndexes;
}

/**
 * The group's Fix all. `offset` / `onOffset`: the timezone chosen in its list (undefined until one is),
 * held by the group, so that its examples' own Fix buttons write the same zone.
 */
export function FixAllButton({
  code,
  onFixed,
  offset,
  onOffset,
}: {
  code: string;
  onFixed: OnFixed;
  offset: string | undefined;
  onOffset(offset: string): void;
}) {
  const store = useAppStoreApi();
  const usual = useUsualOffset(code);
  const offsets = useFileZones(code);
  // a news or video date has a fix only with a zone to add: counted with the one the list gives
  const summary = useDeferredFixSummary(
    code,
    ITEM_DATE_CODES.has(code) ? offset || usual || "+00:00" : undefined,
  );
  const timed = useHasZonelessTime(code);
  const setOffset = onOffset;
  const [working, runSlowStep] = useSlowStep(FIX_SLICE_PROBLEMS);
  // first counted in slices (a big workspace): the bar's place is kept, so the group's examples do not
  // jump down a second later when the button comes
  if (summary === COUNTING)
    return (
      <div className="pp-fixbar pp-fixbar--counting" aria-busy="true">
        <span className="pp-fix-label muted">{TEXT.counting}</span>
      </div>
    );
  if (!summary) return null;
  // fixes of several kinds, and dotted dates: the zone matters only when a value has a time without one
  // every fix of lastmod.no-timezone adds a zone, also when they are of two kinds (a file's own zone beside
  // UTC for a file with none): the list stays, and "Each file's own" keeps the files' zones
  const zoned =
    isZoneFix(code, summary.id) &&
    (ITEM_DATE_CODES.has(code)
      ? timed
      : code === "lastmod.no-timezone" ||
        (summary.id !== EACH_OWN_FIX.id && !summary.id.startsWith("lastmod.from-dotted")) ||
        timed);
  // dotted dates with times: the fix writes the time too, with the zone chosen (not "as YYYY-MM-DD")
  const fix =
    zoned && summary.id === "lastmod.from-dotted" ? { ...summary, id: "lastmod.from-dotted-time" } : summary;
  // the group's files use different zones (an agency's sites): by default each keeps its own
  const eachOwn = offsets.length > 1 && (offset === undefined || offset === EACH_FILE_ZONE);
  const zone = eachOwn ? EACH_FILE_ZONE : ((offset || usual) ?? "+00:00");
  // fixable problems on sitemap index entries are not rows: their fixes are in the index editor
  const robots = summary.inRobots ?? 0;
  const inIndexes = summary.inIndexes > 0 && (
    <p className="pp-fix-index muted">
      {formatMessage(getInIndexesText(summary.inIndexes, summary.count, robots), {
        count: summary.inIndexes,
      })}
    </p>
  );
  // lines of an open robots.txt: counted in the group, never in Fix all ("N more" beside it)
  const inRobots = robots > 0 && (
    <p className="pp-fix-index muted">
      {summary.count === 0
        ? formatPlural(robots, TEXT.onRobotsOne, TEXT.onRobots)
        : formatPlural(robots, TEXT.inRobotsOne, TEXT.inRobots)}
    </p>
  );
  if (summary.count === 0)
    return inIndexes || inRobots ? (
      <>
        {inIndexes}
        {inRobots}
      </>
    ) : null;
  const label = getZoneFixName(code, fix, zoned ? zone : undefined, undefined, offsets);
  // a big one in slices, its button saying so meanwhile (`applyFixAllInSlices`)
  const fixAll = () =>
    runSlowStep(summary.count, () => {
      const [choices, defaults] = !zoned
        ? [undefined, undefined]
        : eachOwn
          ? [undefined, { offset: usual ?? "+00:00" }]
          : [{ offset: zone }, undefined];
      const done = (count: number) => {
        const step = store.getState().past.at(-1);
        if (count > 0 && step) onFixed({ step, count, code });
      };
      const { applyFixAll, applyFixAllInSlices } = store.getState();
      if (summary.count < FIX_SLICE_PROBLEMS) done(applyFixAll(code, choices, defaults));
      else return applyFixAllInSlices(code, choices, defaults).then(done);
    });
  const fixAllTitle = formatMessage(summary.count === 1 ? TEXT.fixOneTitle : TEXT.fixAllTitle, {
    fix: label,
    count: summary.count,
  });
  const visible = working
    ? formatMessage(TEXT.fixing, { count: summary.count })
    : summary.count === 1
      ? TEXT.fix
      : formatMessage(TEXT.fixAll, { count: summary.count });
  const bar = (
    <div className="pp-fixbar">
      <span className="pp-fix-label" title={label}>
        <svg viewBox="0 0 16 16" width="13" height="13" aria-hidden="true" focusable="false">
          <path d="M9 1.5 3.5 9H8l-1 5.5L12.5 7H8l1-5.5Z" fill="currentColor" />
        </svg>
        {zoned && code === "lastmod.no-timezone"
          ? TEXT.addZone
          : getShownFixLabel(fix, zoned ? zone : undefined)}
      </span>
      {zoned && (
        <ZoneSelect value={zone} onChange={setOffset} fileZones={offsets.length > 1 ? offsets : undefined} />
      )}
      <button
        type="button"
        className="pp-fix-all"
        title={fixAllTitle}
        // the name starts with what the button shows and says which fix (WCAG 2.5.3, 2.4.6)
        aria-label={`${visible}: ${label}`}
        aria-busy={working || undefined}
        // not `disabled`: the button keeps the focus (the focus guard had moved it to an example's Fix,
        // where a second Enter would fix one entry); a click meanwhile is ignored (`useSlowStep`)
        aria-disabled={working || undefined}
        onClick={fixAll}
      >
        {visible}
      </button>
    </div>
  );
  return inIndexes || inRobots ? (
    <>
      {bar}
      {inIndexes}
      {inRobots}
    </>
  ) : (
    bar
  );
}

/** The rules of repeated URLs, whose action is the table's Remove duplicates (not a fix of one entry). */
const DUPLICATE_CODES = new Set(["loc.duplicate", "set.url-in-several-files"]);

/**
 * The action of a group of repeated URLs: **Remove duplicates…**, which opens the table's dialog (each later
 * copy listed, what it gives the URL kept). Nothing for other groups.
 */
export function DedupeGroupButton({ code }: { code: string }) {
  const [open, setOpen] = useState(false);
  if (!DUPLICATE_CODES.has(code)) return null;
  return (
    <>
      <div className="pp-fixbar">
        <span className="pp-fix-label">{TEXT.dedupeLabel}</span>
        <button type="button" className="pp-fix-all" onClick={() => setOpen(true)}>
          {TEXT.removeDuplicates}
        </button>
      </div>
      {open && <DedupeDialog onClose={() => setOpen(false)} />}
    </>
  );
}

export function ExampleFixButton({
  problem,
  onFixed,
  offset,
}: {
  problem: Problem;
  onFixed: OnFixed;
  /** The timezone chosen in the group's list, which a zone fix writes in place of the problem's. */
  offset?: string;
}) {
  const store = useAppStoreApi();
  // the zone chosen for the group, else its default, as its Fix all writes it
  const zone = useFixZone(problem, offset);
  // a news or video date's fix exists only with a zone to add: asked with the group's
  const withZone = useMemo(() => withDefaultZone(problem, zone), [problem, zone]);
  // the fix's id and label as primitives: no object to compare on every store change
  const fixId = useAppStore((state) => selectProblemFix(state, withZone)?.id);
  const fixLabel = useAppStore((state) => selectProblemFix(state, withZone)?.label);
  const fix = fixId === undefined || fixLabel === undefined ? undefined : { id: fixId, label: fixLabel };
  // with one fixable entry, the group's own Fix button does the same (counted as the group counts them:
  // with the group's zone for a news or video date, not this example's, which has none when its date is
  // `+0300` and hid its Fix beside fixable siblings)
  const usual = useUsualOffset(problem.code);
  const groupZone = ITEM_DATE_CODES.has(problem.code) ? offset || usual || "+00:00" : undefined;
  const groupSummary = useDeferredFixSummary(problem.code, groupZone);
  const single = groupSummary !== COUNTING && groupSummary?.count === 1;
  const entry = problem.entry;
  const loc = useAppStore((state) =>
    entry === undefined ? undefined : selectEntry(state, { file: problem.file, entry })?.loc,
  );
  // the entry's own value and what the fix writes to it, in the name, not the fix's example
  const sample = useFixSample(problem, zone);
  if (!fix || single || entry === undefined) return null;
  const zoned = zone !== undefined && isZoneFix(problem.code, fix.id);
  const label = getZoneFixName(problem.code, fix, zoned ? zone : undefined, sample);
  const asked = zoned ? { ...problem, params: { ...problem.params, offset: zone } } : problem;
  const apply = () => {
    const before = store.getState().past.at(-1);
    store.getState().applyFix({ file: problem.file, entry }, asked);
    const step = store.getState().past.at(-1);
    if (step && step !== before) onFixed({ step, count: 1, code: problem.code });
  };
  return (
    <button
      type="button"
      className="pp-fix"
      aria-label={formatMessage(TEXT.fixUrlLabel, {
        fix: label,
        url: (loc && getShownLoc(loc).text) || TEXT.fix,
      })}
      title={formatMessage(TEXT.fixTitle, { fix: label })}
      onClick={apply}
    >
      {TEXT.fix}
    </button>
  );
}

/**
 * After Undo of a fix, the focus goes to the Fix button of the group the undo brings back (else its card),
 * once the check has shown it: not to the first card of the panel, where the focus guard would put it when
 * the Undo button goes. Waits up to 3 s, and only while the focus is on no other control the user chose.
 */
function focusGroupFix(code: string): void {
  let tries = 60;
  const attempt = () => {
    const group = document.querySelector(`.pp-group[data-code="${CSS.escape(code)}"]`);
    const target = group?.querySelector<HTMLElement>(".pp-fix-all, .pp-fix");
    const active = document.activeElement;
    const free = !active || active === document.body || active.closest(".pp-group, .pp-fixed") !== null;
    if (target && free) target.focus();
    else if (free && tries-- > 0) setTimeout(attempt, 50);
  };
  setTimeout(attempt, 50);
}

/**
 * A polite live region: "Fixed N entries — Undo" while the fix is the step Undo would revert. When the fix
 * made URLs equal to others ("Switch to https" of `http://a/x` beside `https://a/x`), it says how many once
 * the check has answered and offers Remove duplicates, whose dialog lists them before anything goes.
 */
function FixNoticeView({ result }: { result: FixResult | undefined }) {
  const store = useAppStoreApi();
  const current = useAppStore(selectUndoStep);
  const shown = result !== undefined && current === result.step;
  const duplicates = useAppStore((state) =>
    shown ? countDuplicatesMade(state.problems, result.step, state.files) : 0,
  );
  const [dedupeOpen, setDedupeOpen] = useState(false);
  return (
    <>
      <div className="pp-fixed-region" aria-live="polite">
        {shown && (
          <div className="pp-fixed">
            <span className="pp-fixed-check" aria-hidden="true">
              ✓
            </span>
            <span className="pp-fixed-text">{formatPlural(result.count, TEXT.fixedOne, TEXT.fixed)}</span>
            <button
              type="button"
              className="pp-fixed-undo"
              onClick={() => {
                runHistoryCommand(store, "undo");
                focusGroupFix(result.code);
              }}
            >
              {TEXT.undo}
            </button>
            {duplicates > 0 && (
              <p className="pp-fixed-duplicates">
                <span>{formatPlural(duplicates, TEXT.madeDuplicate, TEXT.madeDuplicates)}</span>
                <button type="button" className="pp-fixed-undo" onClick={() => setDedupeOpen(true)}>
                  {TEXT.removeDuplicates}
                </button>
              </p>
            )}
          </div>
        )}
      </div>
      {dedupeOpen && <DedupeDialog onClose={() => setDedupeOpen(false)} />}
    </>
  );
}
// memoized: the problems panel around it renders again with every check an edit starts
export const FixNotice = memo(FixNoticeView);
