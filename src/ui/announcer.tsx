/**
 * What a screen reader is told of changes that show no message of their own (WCAG 4.1.3 Status Messages):
 * an undo or redo and which step, a bulk change done (Set, Replace, Remove duplicates, Paste), the
 * workspace emptied, a file being read and read. One polite live region, filled from the store's changes
 * (`describeChange`); the visible counts and notices have their own regions. Fixes are left out: the
 * problems panel says "Fixed N entries" in its own region.
 */
import { useEffect, useState } from "react";
import type { HistoryStep, SitemapStore } from "@/store/store-types";
import { formatMessage, getStepLabel, messages } from "./messages";
import { useAppStoreApi } from "./store-context";

/** Steps the problems panel announces itself ("Fixed N entries"), and single cell edits (the cell shows them). */
const QUIET_STEPS = new Set(["history.fix", "history.fix-all", "history.edit"]);

type Watched = Pick<SitemapStore, "past" | "future" | "files" | "loading">;

/** True when `a` is `b` moved between the stacks (undo copies a step: the same patches, the same refs). */
function sameStep(a: HistoryStep | undefined, b: HistoryStep): boolean {
  return a !== undefined && a.patches === b.patches && a.refs === b.refs;
}

/**
 * The sentence for the change from `prev` to `next`, or undefined when it needs none: "Undone: <step>",
 * "Redone: <step>", "Done: <step>" (bulk steps), "The workspace is empty.", and of reading
 * (`describeReading`), or "" when the region must be emptied silently. `batch` carries the files read
 * together from one change to the next (mutated).
 */
export function describeChange(
  next: Watched,
  prev: Watched,
  batch: ReadingBatch = { started: 0, name: "" },
): string | undefined {
  const text = messages.app;
  if (next.past !== prev.past || next.future !== prev.future) {
    const undone = prev.past.at(-1);
    if (undone && sameStep(next.future[0], undone) && next.past.length === prev.past.length - 1)
      return formatMessage(text.announceUndone, { label: getStepLabel(undone) });
    const redone = prev.future[0];
    if (redone && sameStep(next.past.at(-1), redone) && next.future.length === prev.future.length - 1)
      return formatMessage(text.announceRedone, { label: getStepLabel(redone) });
    const done = next.past.at(-1);
    if (done && done !== prev.past.at(-1) && !QUIET_STEPS.has(done.label))
      return formatMessage(text.announceDone, { label: getStepLabel(done) });
  }
  if (
    next.files !== prev.files &&
    next.files.length === 0 &&
    prev.files.length > 0 &&
    next.loading.length === 0
  )
    return text.announceCleared;
  if (next.loading !== prev.loading) return describeReading(next, prev, batch);
  return undefined;
}

/**
 * The files read since the reading last started from none (`describeChange`'s `batch`): how many started,
 * and the name of the last one.
 */
export interface ReadingBatch {
  started: number;
  name: string;
  /** The names of the files of the batch, to count those read as sitemaps at its end. */
  names?: string[];
  /**
   * The files open when the batch started: one still there at its end was not read by it (a replacement
   * refused, `notice.not-replaced`, leaves the loaded file of that name).
   */
  before?: ReadonlySet<object>;
}

/**
 * The sentence for a change of the files being read: "Reading <file>…" or "Reading N files…" when reading
 * starts (several dropped at once are one sentence, not their first file's name), and once all are read
 * "<file> is read." or "N files are read.": nothing in between (a sentence per file would drown each other
 * out). A batch of files that turned out to be no sitemap gets "" (the region is emptied, nothing is said):
 * their notices say so.
 */
function describeReading(next: Watched, prev: Watched, batch: ReadingBatch): string | undefined {
  const text = messages.app;
  const before = new Set(prev.loading.map((item) => item.name));
  const started = next.loading.filter((item) => !before.has(item.name));
  if (started.length > 0) {
    if (prev.loading.length === 0) {
      batch.started = 0;
      batch.names = [];
      batch.before = new Set(prev.files);
    }
    batch.started += started.length;
    batch.name = started[0].name;
    batch.names = [...(batch.names ?? []), ...started.map((item) => item.name)];
    if (batch.started === 1) return formatMessage(text.announceReading, { name: batch.name });
    return formatMessage(text.announceReadingMany, { count: batch.started });
  }
  if (next.loading.length > 0 || prev.loading.length === 0) return undefined;
  const names = new Set(batch.names ?? prev.loading.map((item) => item.name));
  const openBefore = batch.before;
  batch.started = 0;
  batch.names = [];
  batch.before = undefined;
  // the files of the batch read as sitemaps; one that is none says so in its notice, and a file open
  // before the batch (its replacement refused) was not read by it
  const read = next.files.filter(
    (file) => names.has(file.name) && file.format !== "unknown" && !openBefore?.has(file),
  );
  if (read.length > 1) return formatMessage(text.announceReadMany, { count: read.length });
  // none read as a sitemap: "" empties the region, which must not go on saying "Reading…"
  return read.length === 1 ? formatMessage(text.announceRead, { name: read[0].name }) : "";
}

/** The visually hidden live region; rendered once by the app shell. */
export function Announcer() {
  const store = useAppStoreApi();
  const [said, setSaid] = useState({ text: "", count: 0 });
  useEffect(() => {
    const batch: ReadingBatch = { started: 0, name: "" };
    return store.subscribe((next, prev) => {
      const text = describeChange(next, prev, batch);
      // the same sentence twice (two undos of alike steps) is a new message: the region's text changes
      if (text) setSaid((last) => ({ text, count: last.count + 1 }));
      else if (text === "") setSaid((last) => ({ text: "", count: last.count - (last.count % 2) }));
    });
  }, [store]);
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {said.text}
      {said.count % 2 === 1 ? "\u200b" : ""}
    </div>
  );
}
