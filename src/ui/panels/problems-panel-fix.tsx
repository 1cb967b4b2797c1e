/**
 * Quick fixes in the problems panel: "Fix all N" on a group (one undoable step), "Fix" on an example row,
 * and the notice "Fixed N entries — Undo" that stays while that step is the one Undo would revert.
 */

import { memo, useDeferredValue, useEffect, useMemo, useState } from "react";
import type { Problem, SitemapFile } from "@/core/index";
import { FIX_SLICE_PROBLEMS } from "@/store/fix-actions";
import { selectEntry, selectUndoStep } from "@/store/selectors";
import type { HistoryStep } from "@/store/store-types";
import { runHistoryCommand } from "@/ui/history-command";
import { useSlowStep } from "@/ui/hooks/use-slow-step";
import { formatMessage, formatPlural, getFixLabel, TOOLS_TEXT, withFixSample } from "@/ui/messages";
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
  selectFixSample,
  selectProblemFix,
  startCountSlice,
  withDefaultZone,
} from "./fix-summary";
import {
  findGroupFiles,
  findGroupOffsets,
  getCountryOffset,
  getSiteFiles,
  getWorkspaceOffset,
} from "./fix-zones";
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

/** The note on fixable problems on index entries: "N more" beside row fixes, "all N" when none is a row. */
function getInIndexesText(count: number, all: boolean): string {
  if (all) return count === 1 ? TEXT.allInIndexOne : TEXT.allInIndexes;
  return count === 1 ? TEXT.inIndexOne : TEXT.inIndexes;
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
  const inIndexes = summary.inIndexes > 0 && (
    <p className="pp-fix-index muted">
      {formatMessage(getInIndexesText(summary.inIndexes, summary.count === 0), {
        count: summary.inIndexes,
      })}
    </p>
  );
  if (summary.count === 0) return inIndexes || null;
  // lines of an open robots.txt: counted in the group, never in Fix all
  const inRobots = (summary.inRobots ?? 0) > 0 && (
    <p className="pp-fix-index muted">
      {formatPlural(summary.inRobots ?? 0, TEXT.inRobotsOne, TEXT.inRobots)}
    </p>
  );
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

/**
 * True when the fix of the group adds a timezone, which the user may choose (`ZoneSelect`): also a
 * `lastmod.invalid` group of dotted dates (`05.12.2024 10:00`) or of several kinds of fix (`EACH_OWN_FIX`),
 * whose dates with a time take it.
 */
function isZoneFix(code: string, id: string): boolean {
  if (code === "lastmod.no-timezone") return true;
  if (ITEM_DATE_CODES.has(code)) return id === "item.date-w3c";
  return (
    code === "lastmod.invalid" &&
    (id.startsWith("lastmod.date-time-t") || id.startsWith("lastmod.from-dotted") || id === EACH_OWN_FIX.id)
  );
}

/**
 * The offset the checks found usual in the files of the code's problems (their `params.offset`) when they
 * agree, else the one most of the open files of the same sites use (`getSiteFiles`, `getWorkspaceOffset`:
 * an index or the site's other files in `+03:00`; not another site's feed), else Moscow time for a site
 * under `.ru`, `.рф`, `.su` or `.by` (`getCountryOffset`), if any.
 * With files that disagree (an agency's sites, `+03:00` and `Z`), each keeps its own (`useFileZones`) and
 * this is the zone of a file that has none.
 */
function useUsualOffset(code: string): string | undefined {
  // only a date's code listens to the problems and files: every other group's buttons (a Fix of each
  // example among them) re-rendered on every edit for an answer they never use, and the 50k-ext edit's
  // check was painted a frame later (17 ms, session 45)
  const dated = isDateCode(code);
  const problems = useDeferredValue(useAppStore((state) => (dated ? state.problems : NO_PROBLEMS)));
  const files = useDeferredValue(useAppStore((state) => (dated ? state.files : NO_FILES)));
  return useMemo(() => {
    if (!dated) return undefined;
    const own = findGroupOffsets(problems, code);
    if (own.length === 1) return own[0];
    // the group's sites only: another site's feed or sitemap says nothing of where this one is
    const names = findGroupFiles(problems, code);
    const site = getSiteFiles(files, names);
    // with no usual zone on any of its problems, none of the group's own files has one (the check puts
    // it on every such problem): their dates are not read again (an edit's file, 50,000 lastmods, had been
    // at every edit of a file without zones)
    const others = own.length === 0 ? site.filter((file) => !names.includes(file.name)) : site;
    return getWorkspaceOffset(others) ?? getCountryOffset(site);
  }, [problems, files, code, dated]);
}

/** True for the codes whose fixes may add a timezone (a news or video date's too: `ITEM_DATE_CODES`). */
const isDateCode = (code: string) =>
  code === "lastmod.no-timezone" || code === "lastmod.invalid" || ITEM_DATE_CODES.has(code);

/**
 * The group's choice of "each file's own timezone" (`ZoneSelect`'s first option when its files disagree):
 * an empty string, which no offset is.
 */
export const EACH_FILE_ZONE = "";

/**
 * For a date's code, the distinct usual zones of the files of its problems (`findGroupOffsets`): two or
 * more when they disagree. Other codes: none.
 */
function useFileZones(code: string): readonly string[] {
  const dated = isDateCode(code);
  const problems = useDeferredValue(useAppStore((state) => (dated ? state.problems : NO_PROBLEMS)));
  return useMemo(() => (dated ? findGroupOffsets(problems, code) : []), [problems, code, dated]);
}

const NO_PROBLEMS: Problem[] = [];
const NO_FILES: SitemapFile[] = [];

/**
 * The timezone a single fix of `problem` writes, as its group's Fix all would: `chosen` (the group's list;
 * `EACH_FILE_ZONE` or undefined: none chosen), else the zone its own file's dates use (`params.offset`: a
 * `Z` site's date gets `Z` beside a `+03:00` site's), else the usual offset (`useUsualOffset`: the files'
 * own, the workspace's, Moscow for a `.ru` site), else `+00:00`; undefined when the fix adds none (another
 * code, or a `lastmod.invalid` value without a time of day). The Problems panel's example Fix and the
 * details pane's use it, so neither writes UTC where Fix all writes `+03:00`.
 */
export function useFixZone(problem: Problem, chosen?: string): string | undefined {
  const usual = useUsualOffset(problem.code);
  const value = problem.params?.value;
  const own = problem.params?.offset;
  const timed =
    problem.code === "lastmod.no-timezone" ||
    ((problem.code === "lastmod.invalid" || ITEM_DATE_CODES.has(problem.code)) &&
      typeof value === "string" &&
      ZONELESS_TIME.test(value.trim()));
  if (!timed) return undefined;
  return chosen || (typeof own === "string" ? own : undefined) || usual || "+00:00";
}

/**
 * `selectFixSample` of `problem` as its single Fix applies it (with `zone` when the fix adds one): the
 * entry's value and what the fix writes, for the button's name.
 */
export function useFixSample(problem: Problem, zone: string | undefined): string | undefined {
  const asked = useMemo(
    () => (zone === undefined ? problem : { ...problem, params: { ...problem.params, offset: zone } }),
    [problem, zone],
  );
  return useAppStore((state) => selectFixSample(state, asked));
}

/**
 * `getZoneFixName` and the problem as a single fix with `zone` applies it (`useFixZone`): for the details
 * pane's Fix button, which has no zone list of its own.
 */
export function getZonedSingleFix(
  problem: Problem,
  fix: { id: string; label: string },
  zone: string | undefined,
  sample?: string,
): { label: string; asked: Problem } {
  const zoned = zone !== undefined && isZoneFix(problem.code, fix.id);
  return {
    label: getZoneFixName(problem.code, fix, zoned ? zone : undefined, sample),
    asked: zoned ? { ...problem, params: { ...problem.params, offset: zone } } : problem,
  };
}

/** A time of day (`9:05`, `10:30:15`) and nothing after it that names a zone (`Z`, `+03:00`, `GMT`, `MSK`). */
const ZONELESS_TIME = /\d:\d\d(?::\d\d(?:\.\d+)?)?$/;

/**
 * True when a problem of `code` (`lastmod.invalid`) has a value with a time of day and no zone: what a
 * Fix all of several kinds (`EACH_OWN_FIX`) adds the chosen timezone to. Its list is shown only then.
 */
function useHasZonelessTime(code: string): boolean {
  const problems = useDeferredValue(useAppStore((state) => state.problems));
  return useMemo(
    () =>
      (code === "lastmod.invalid" || ITEM_DATE_CODES.has(code)) &&
      problems.some((problem) => {
        const value = problem.params?.value;
        return problem.code === code && typeof value === "string" && ZONELESS_TIME.test(value.trim());
      }),
    [problems, code],
  );
}

/**
 * UTC offsets to choose from, whole hours from −12 to +14 and the usual half and quarter hours (India
 * +05:30, Nepal +05:45, Iran +03:30, Afghanistan +04:30, central Australia +09:30).
 */
const OFFSETS: readonly string[] = (() => {
  const minutes = [
    -12, -11, -10, -9, -8, -7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14,
  ]
    .map((hours) => hours * 60)
    .concat([210, 270, 330, 345, 570])
    .sort((a, b) => a - b);
  const pad = (n: number) => String(n).padStart(2, "0");
  return minutes.map(
    (m) => `${m < 0 ? "-" : "+"}${pad(Math.floor(Math.abs(m) / 60))}:${pad(Math.abs(m) % 60)}`,
  );
})();

/**
 * The timezone "Fix all" adds: the files' usual one first, else +00:00 (UTC); Moscow named for +03:00.
 * `fileZones`: the files' own zones when they differ, offered first as "each file's own" (`EACH_FILE_ZONE`).
 */
function ZoneSelect({
  value,
  onChange,
  fileZones,
}: {
  value: string;
  onChange: (offset: string) => void;
  fileZones?: readonly string[];
}) {
  const listed = value === EACH_FILE_ZONE || OFFSETS.includes(value) ? OFFSETS : [value, ...OFFSETS];
  const eachOwn = fileZones && formatMessage(TEXT.zoneEachOwn, { zones: fileZones.join(", ") });
  return (
    <label className={fileZones ? "pp-zone pp-zone-each" : "pp-zone"}>
      <span className="visually-hidden">{TEXT.zoneLabel}</span>
      <select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        title={eachOwn && value === EACH_FILE_ZONE ? `${TEXT.zoneLabel}: ${eachOwn}` : TEXT.zoneLabel}
      >
        {fileZones && (
          <option value={EACH_FILE_ZONE}>{getEachOwnOption(fileZones, eachOwn as string)}</option>
        )}
        {listed.map((offset) => (
          <option key={offset} value={offset}>
            {offset === "+00:00" ? TEXT.zoneUtc : offset === "+03:00" ? TEXT.zoneMoscow : offset}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The "each file's own" option's text: its zones when two (`Each file's own (+03:00, Z)`), their count
 * when more (`Each file's own (3 zones)`: at 1280 px the list was cut mid-zone in the panel's select);
 * `whole` (every zone) is then in the select's title and Fix all's name.
 */
function getEachOwnOption(fileZones: readonly string[], whole: string): string {
  return fileZones.length > 2 ? formatMessage(TEXT.zoneEachOwnCount, { count: fileZones.length }) : whole;
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
 * A fix's name as its buttons give it; with `zone` (a zone fix and the zone it writes), that zone, as chosen
 * in the group's list: "Add timezone +03:00", not "the zone the other dates use".
 */
function getZoneFixName(
  code: string,
  fix: { id: string; label: string },
  zone: string | undefined,
  sample?: string,
  fileZones: readonly string[] = [],
): string {
  // beside the list, the zone written is the one chosen there, not always "the one the other dates use"
  const id = zone !== undefined && zone !== EACH_FILE_ZONE ? (CHOSEN_ZONE_LABELS[fix.id] ?? fix.id) : fix.id;
  const name = withFixSample(getFixLabel(id, fix.label), sample);
  if (zone === undefined) return name;
  if (zone === EACH_FILE_ZONE) {
    const zones = { zones: fileZones.join(", ") };
    return code === "lastmod.no-timezone"
      ? formatMessage(TEXT.addZoneEachOwn, zones)
      : `${name}, ${formatMessage(TEXT.zoneEachOwnAfter, zones)}`;
  }
  const shown = zone === "+00:00" ? TEXT.zoneUtc : zone;
  if (code === "lastmod.no-timezone") return `${TEXT.addZone} ${shown}`;
  // an entry's own value and what is written, zone included, say it all: no ", +05:00" after them
  return sample === undefined ? `${withExampleZone(name, zone)}, ${shown}` : name;
}

/**
 * The words beside the group's zone list: the fix's label, and with `zone` (a zone chosen there, not each
 * file's own) the label that names "the timezone chosen" with that zone in its example; the list beside it
 * says which (the visible label had kept "the timezone the other dates use (… +03:00)" whatever was chosen).
 */
function getShownFixLabel(fix: { id: string; label: string }, zone: string | undefined): string {
  if (zone === undefined || zone === EACH_FILE_ZONE) return getFixLabel(fix.id, fix.label);
  return withExampleZone(getFixLabel(CHOSEN_ZONE_LABELS[fix.id] ?? fix.id, fix.label), zone);
}

/** The zone at the end of a fix label's example ("… → 2024-05-01T10:30:00+03:00)", "…+hh:mm)", "…+чч:мм)"). */
const EXAMPLE_ZONE = /(\d\d:\d\d)(?:[+-](?:\d\d|hh|чч):(?:\d\d|mm|мм)|Z)\)/;

/** Labels naming "the timezone the other dates use", as named beside a zone list: "the timezone chosen". */
const CHOSEN_ZONE_LABELS: Readonly<Record<string, string>> = {
  "lastmod.date-time-t-zone": "lastmod.date-time-t-chosen",
  "lastmod.from-dotted-zone": "lastmod.from-dotted-chosen",
};

/**
 * `name` (a fix's label with its generic example) with the example's zone replaced by `zone`, the one the
 * fix writes: a group whose list says `Z` does not show `+03:00` in its example.
 */
function withExampleZone(name: string, zone: string): string {
  return name.replace(EXAMPLE_ZONE, (_whole, time: string) => `${time}${zone})`);
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
