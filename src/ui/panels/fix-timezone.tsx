/**
 * The timezone of the Problems panel's date fixes: the zone a group's Fix all and an example's Fix write
 * (the files' usual one, the site's, Moscow for a `.ru` site, else UTC: `useUsualOffset`, `useFixZone`),
 * the group's list of zones (`ZoneSelect`, "each file's own" when its files disagree) and the fix names
 * that say which zone is written (`getZoneFixName`). The details pane's Fix uses the same (`getZonedSingleFix`).
 */

import { useDeferredValue, useMemo } from "react";
import type { Problem, SitemapFile } from "@/core/index";
import { formatMessage, getFixLabel, TOOLS_TEXT, withFixSample } from "@/ui/messages";
import { useAppStore } from "@/ui/store-context";
import { EACH_OWN_FIX, ITEM_DATE_CODES, selectFixSample } from "./fix-summary";
import {
  findGroupFiles,
  findGroupOffsets,
  getCountryOffset,
  getSiteFiles,
  getWorkspaceOffset,
} from "./fix-zones";

const TEXT = TOOLS_TEXT.fixes;

/**
 * True when the fix of the group adds a timezone, which the user may choose (`ZoneSelect`): also a
 * `lastmod.invalid` group of dotted dates (`05.12.2024 10:00`) or of several kinds of fix (`EACH_OWN_FIX`),
 * whose dates with a time take it.
 */
export function isZoneFix(code: string, id: string): boolean {
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
export function useUsualOffset(code: string): string | undefined {
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
export function useFileZones(code: string): readonly string[] {
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
export function useHasZonelessTime(code: string): boolean {
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
export function ZoneSelect({
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

/**
 * A fix's name as its buttons give it; with `zone` (a zone fix and the zone it writes), that zone, as chosen
 * in the group's list: "Add timezone +03:00", not "the zone the other dates use".
 */
export function getZoneFixName(
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
export function getShownFixLabel(fix: { id: string; label: string }, zone: string | undefined): string {
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
 * fix writes: a group whose list says `Z` does not show `+03:00` in its example (nor Edit sitemaps' Fix all
 * beside lines whose own Fix writes `+00:00`).
 */
export function withExampleZone(name: string, zone: string): string {
  return name.replace(EXAMPLE_ZONE, (_whole, time: string) => `${time}${zone})`);
}
