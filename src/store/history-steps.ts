/**
 * The undo and redo stacks, purely: recording a step (capped, merging eventual changes), and forgetting the
 * steps of a file that was removed. No React, no store access.
 */
import { mergeCuts } from "./reading-cut";
import type { CapturePolicy, HistoryStep } from "./store-types";

/** Most steps kept for undo (STYLE.md §4). */
export const HISTORY_LIMIT = 100;

/**
 * Most entry patches kept for undo, over all steps, each weighed by `getPatchWeight` (a URL and each of its
 * hreflang links, images and videos): a patch holds the entry before the change, so a bulk edit of a
 * million rows keeps a million old entries alive (hundreds of MB). Past this, the oldest steps go (never
 * the newest one): at 1,000,000 plain URLs the last all-rows change stays undoable, the one before it does
 * not — where two of them took the tab past 4 GB and it crashed (a scale pass, 2026-11-30). Counted in
 * URLs alone, 30 replaces over 50,000 URLs with 3 hreflang links and 1-2 images each took the tab to 3.8
 * GB (a fresh-user pass, session 46); weighed, 6 such steps stay.
 */
export const HISTORY_PATCH_LIMIT = 1_500_000;

/**
 * What a patch counts toward `HISTORY_PATCH_LIMIT`: 1 for its URL, plus the hreflang links, images and
 * videos of the entry it keeps (`before`, else `after`), each an object or two kept alive with it.
 */
export function getPatchWeight(patch: HistoryStep["patches"][number]): number {
  const entry = patch.before ?? patch.after;
  if (entry === undefined) return 1;
  return 1 + entry.alternates.length + entry.images.length + entry.videos.length;
}

/** `getPatchWeight` summed over a step's patches, kept per step (a step is never changed once recorded). */
const stepWeights = new WeakMap<HistoryStep, number>();

/** The weight of `step` toward `HISTORY_PATCH_LIMIT`. */
function getStepWeight(step: HistoryStep): number {
  let weight = stepWeights.get(step);
  if (weight === undefined) {
    weight = 0;
    for (const patch of step.patches) weight += getPatchWeight(patch);
    stepWeights.set(step, weight);
  }
  return weight;
}

function touchedRows(step: HistoryStep): string {
  return step.patches.map((patch) => `${patch.file}\u0000${patch.entry}`).join("\n");
}

/** True when `next` may merge into `last`: both eventual, same label, entries replaced in the same rows. */
function canMerge(last: HistoryStep | undefined, next: HistoryStep): last is HistoryStep {
  if (!last?.eventual || last.label !== next.label || last.refs || next.refs) return false;
  if (last.indexRefs || next.indexRefs || last.locations || next.locations) return false;
  const replacesOnly = (step: HistoryStep) => step.patches.every((patch) => patch.before && patch.after);
  return replacesOnly(last) && replacesOnly(next) && touchedRows(last) === touchedRows(next);
}

/** True for the entry "Add URL" puts in: an empty `loc` and nothing else. */
function isEmptyEntry(entry: HistoryStep["patches"][number]["after"]): boolean {
  if (entry === undefined || entry.loc !== "") return false;
  const { loc: _loc, images, videos, alternates, ...rest } = entry;
  return (
    images.length === 0 && videos.length === 0 && alternates.length === 0 && Object.keys(rest).length === 0
  );
}

/**
 * True when `next` is the first edit of the row `last` added, still empty ("Add URL", then its URL typed):
 * the two are one step, so one undo takes the row away instead of leaving an empty row with its
 * `loc.missing`. Later edits of the row are steps of their own.
 */
function isFirstEditOfAdded(last: HistoryStep | undefined, next: HistoryStep): boolean {
  if (last?.label !== "history.add-row" || next.label !== "history.edit" || last.refs || next.refs)
    return false;
  if (last.patches.length !== 1 || next.patches.length !== 1) return false;
  const [added] = last.patches;
  const [edit] = next.patches;
  return (
    added.before === undefined &&
    isEmptyEntry(added.after) &&
    edit.file === added.file &&
    edit.entry === added.entry &&
    edit.before === added.after &&
    edit.after !== undefined
  );
}

type StepEntry = NonNullable<HistoryStep["patches"][number]["after"]>;
type ItemListKey = "images" | "videos" | "alternates";
const ITEM_LISTS: readonly ItemListKey[] = ["images", "videos", "alternates"];

/** True when `a` and `b` hold the same values (by reference) under every key but `except`. */
function isSameBut(a: StepEntry, b: StepEntry, except: ItemListKey): boolean {
  const x = a as unknown as Record<string, unknown>;
  const y = b as unknown as Record<string, unknown>;
  for (const key of Object.keys(x)) if (key !== except && x[key] !== y[key]) return false;
  for (const key of Object.keys(y)) if (key !== except && !(key in x)) return false;
  return true;
}

/**
 * The list of `after` ("images", "videos", "alternates") that has one item more than `before`'s: an empty
 * one (every value `""`) appended, all else the same, as the details pane's "Add image" makes it; else
 * undefined.
 */
function getAddedEmptyItem(before: StepEntry, after: StepEntry): ItemListKey | undefined {
  for (const list of ITEM_LISTS) {
    const was = before[list] as readonly object[];
    const is = after[list] as readonly object[];
    if (is.length !== was.length + 1 || !isSameBut(before, after, list)) continue;
    if (!was.every((item, i) => is[i] === item)) return undefined;
    const added = Object.values(is[is.length - 1]);
    return added.every((value) => value === "") ? list : undefined;
  }
  return undefined;
}

/**
 * True when `next` is the first edit of the item `last` added to a row, still empty ("Add image", then its
 * URL typed): one step, as for "Add URL". Only an edit of that item (the row and its other items as they
 * were) merges; a later edit, or one of anything else, is a step of its own.
 */
function isFirstEditOfAddedItem(last: HistoryStep, next: HistoryStep): boolean {
  if (last.refs || next.refs || last.patches.length !== 1 || next.patches.length !== 1) return false;
  const [added] = last.patches;
  const [edit] = next.patches;
  if (!added.before || !added.after || !edit.after || edit.before !== added.after) return false;
  if (edit.file !== added.file || edit.entry !== added.entry) return false;
  const list = getAddedEmptyItem(added.before, added.after);
  if (list === undefined || !isSameBut(edit.before, edit.after, list)) return false;
  const was = edit.before[list] as readonly object[];
  const is = edit.after[list] as readonly object[];
  return is.length === was.length && was.every((item, i) => i === was.length - 1 || is[i] === item);
}

/**
 * `past` with `step` recorded under `capture`: appended (the oldest dropped past `HISTORY_LIMIT` steps or
 * `HISTORY_PATCH_LIMIT` patches), merged into
 * the last step (eventual: the first `before`, the newest `after`; the first edit of a row or an item just
 * added: the row or item added as edited), or unchanged (`never`).
 */
export function recordStep(past: HistoryStep[], step: HistoryStep, capture: CapturePolicy): HistoryStep[] {
  return recordStepCounted(past, step, capture).steps;
}

/**
 * `recordStep`, and how many of the oldest steps it let go of for `HISTORY_PATCH_LIMIT` (`lost`) beyond
 * the one `HISTORY_LIMIT` lets go of anyway: 0 almost always, more after a change of a million rows.
 */
export function recordStepCounted(
  past: HistoryStep[],
  step: HistoryStep,
  capture: CapturePolicy,
): { steps: HistoryStep[]; lost: number; dropped?: readonly HistoryStep[] } {
  if (capture === "never" || (step.patches.length === 0 && !step.refs && !step.indexRefs && !step.locations))
    return { steps: past, lost: 0 };
  const last = past.at(-1);
  if (last && (isFirstEditOfAdded(last, step) || isFirstEditOfAddedItem(last, step))) {
    const patches = [{ ...last.patches[0], after: step.patches[0].after }];
    return { steps: [...past.slice(0, -1), { ...last, patches }], lost: 0 };
  }
  if (capture === "eventual" && canMerge(last, step)) {
    const patches = last.patches.map((patch, i) => ({ ...patch, after: step.patches[i].after }));
    const merged: HistoryStep = { ...last, params: step.params, patches };
    // the reading problems before the first of them: the last step's, else those the new one cut
    const reading = mergeReading(last.readingBefore, step.readingBefore);
    if (reading) merged.readingBefore = reading;
    return { steps: [...past.slice(0, -1), merged], lost: 0 };
  }
  const recorded = capture === "eventual" ? { ...step, eventual: true } : step;
  const next = [...past, recorded];
  const counted = Math.max(0, next.length - HISTORY_LIMIT);
  let drop = counted;
  let patches = 0;
  for (let i = drop; i < next.length; i++) patches += getStepWeight(next[i]);
  while (patches > HISTORY_PATCH_LIMIT && drop < next.length - 1) patches -= getStepWeight(next[drop++]);
  if (drop === 0) return { steps: next, lost: 0 };
  return { steps: next.slice(drop), lost: drop - counted, dropped: next.slice(0, drop) };
}

/** `names` without `name`; `names` itself when it is not there. */
export function withoutName(names: readonly string[], name: string): readonly string[] {
  return names.includes(name) ? names.filter((other) => other !== name) : names;
}

/**
 * `names` with the files whose content `steps` changed added (a Location set changes none): the files
 * whose changes can no longer be undone once the history lets go of those steps
 * (`HistorySlice.beyondUndo`). `names` itself when none is new.
 */
export function addChangedFiles(names: readonly string[], steps: readonly HistoryStep[]): readonly string[] {
  const added = new Set<string>();
  for (const step of steps) {
    if (isLocationOnly(step)) continue;
    if (step.refs) added.add(step.refs.file);
    for (const patch of step.patches) added.add(patch.file);
    for (const refs of step.indexRefs ?? []) added.add(refs.file);
  }
  for (const name of names) added.delete(name);
  return added.size === 0 ? names : [...names, ...added];
}

/** Per file, the two steps' cuts of its reading problems as one (`mergeCuts`; `HistoryStep.readingBefore`). */
function mergeReading(
  earlier: HistoryStep["readingBefore"],
  later: HistoryStep["readingBefore"],
): HistoryStep["readingBefore"] {
  if (!later) return earlier;
  if (!earlier) return later;
  const laterByFile = new Map(later.map((kept) => [kept.file, kept]));
  const named = new Set(earlier.map(({ file }) => file));
  return [
    ...earlier.map((kept) => {
      const next = laterByFile.get(kept.file);
      return next ? mergeCuts(kept, next) : kept;
    }),
    ...later.filter(({ file }) => !named.has(file)),
  ];
}

const touches = (step: HistoryStep, name: string) =>
  step.refs?.file === name ||
  step.patches.some((patch) => patch.file === name) ||
  (step.indexRefs?.some((refs) => refs.file === name) ?? false) ||
  (step.locations?.some((change) => change.file === name) ?? false);
const touchesOther = (step: HistoryStep, name: string) =>
  step.patches.some((patch) => patch.file !== name) ||
  (step.indexRefs?.some((refs) => refs.file !== name) ?? false) ||
  (step.locations?.some((change) => change.file !== name) ?? false);

/** How many steps of `past` changed the file `name` (its edits that replacing or removing it drops). */
/**
 * True for a step that set a file's location and nothing else (`setLocation`): a new version of the file
 * opened with Replace keeps its location, so such a step is no edit that Replace drops.
 */
export function isLocationOnly(step: HistoryStep): boolean {
  return (
    step.patches.length === 0 &&
    step.refs === undefined &&
    (step.indexRefs?.length ?? 0) === 0 &&
    (step.locations?.length ?? 0) > 0
  );
}

export function countStepsOf(past: readonly HistoryStep[], name: string): number {
  let count = 0;
  for (const step of past) if (touches(step, name)) count++;
  return count;
}

/**
 * How many steps of `past` changed any of the files `names`, each step once: a replace over all rows of
 * three files is one step, not three (`countStepsOf` summed per file said "6 of your changes" for 3 steps).
 */
export function countStepsOfAny(past: readonly HistoryStep[], names: readonly string[]): number {
  let count = 0;
  for (const step of past) if (names.some((name) => touches(step, name))) count++;
  return count;
}

/**
 * The stacks without the steps of the removed file `name`: a step that changed only that file goes, a step
 * that also changed other files keeps their part (its patches and reading problems of the other files:
 * a patch names its file's entry, so the other files' halves undo and redo alone as they were), and a
 * `count` in its label's params that was its number of patches becomes the number left. Every other
 * step stays, older ones included. `past` is oldest first; `future` is next-redo first. The same arrays
 * when nothing changed.
 */
export function forgetFile(
  past: HistoryStep[],
  future: HistoryStep[],
  name: string,
): { past: HistoryStep[]; future: HistoryStep[] } {
  const keptPast = withoutFile(past, name);
  const keptFuture = withoutFile(future, name);
  return { past: keptPast, future: keptFuture };
}

/** `steps` without `name`'s part (see `forgetFile`); the same array when no step touched it. */
function withoutFile(steps: HistoryStep[], name: string): HistoryStep[] {
  if (!steps.some((step) => touches(step, name))) return steps;
  return steps.flatMap((step) => {
    if (!touches(step, name)) return [step];
    if (step.refs?.file === name || !touchesOther(step, name)) return [];
    const readingBefore = step.readingBefore?.filter(({ file }) => file !== name);
    const patches = step.patches.filter((patch) => patch.file !== name);
    const trimmed: HistoryStep = { ...step, patches };
    const indexRefs = step.indexRefs?.filter((refs) => refs.file !== name);
    if (indexRefs && indexRefs.length > 0) trimmed.indexRefs = indexRefs;
    else delete trimmed.indexRefs;
    const locations = step.locations?.filter((change) => change.file !== name);
    if (locations && locations.length > 0) trimmed.locations = locations;
    else delete trimmed.locations;
    // a label that counts the step's changed rows ("Replace in 120 URLs") counts what is left of them
    if (step.params?.count === step.patches.length)
      trimmed.params = { ...step.params, count: patches.length };
    if (readingBefore && readingBefore.length > 0) trimmed.readingBefore = readingBefore;
    else delete trimmed.readingBefore;
    return [trimmed];
  });
}
