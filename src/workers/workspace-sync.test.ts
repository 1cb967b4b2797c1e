import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { recordReplaced, type SitemapFile, type UrlEntry } from "@/core/index";
import { createSyncTracker, createWorkspaceCopy, OutOfSyncError } from "./workspace-sync";

const entry = (loc: string): UrlEntry => ({ loc, images: [], videos: [], alternates: [] });

function makeFile(name: string, count: number): SitemapFile {
  const urls = Array.from({ length: count }, (_, i) => entry(`https://example.com/${name}/${i}`));
  return {
    name,
    format: "urlset",
    gzip: false,
    encoding: "utf-8",
    byteLength: 0,
    urls,
    sitemaps: [],
    problems: [],
  };
}

/** The copy as the worker would hold it after a structured clone of each sync. */
function send(
  tracker: ReturnType<typeof createSyncTracker>,
  copy: ReturnType<typeof createWorkspaceCopy>,
  files: SitemapFile[],
) {
  const drop = tracker.takeDropped(files);
  const sync = structuredClone({ changes: tracker.diff(files), drop });
  copy.apply(sync);
  return sync;
}

type Step = "replace" | "insert" | "remove" | "locate" | "drop" | "add" | "none";
const STEPS: Step[] = ["replace", "insert", "remove", "locate", "drop", "add"];
const HINT_STEPS: Step[] = ["replace", "replace", "insert", "locate", "drop", "add", "none"];

/** `files` after one random change of kind `step`; `x` picks the file (and a removal's length), `y` the rest. */
function applyStep(list: SitemapFile[], step: Step, x: number, y: number): SitemapFile[] {
  const files = list.slice();
  const f = x % files.length;
  const urls = files[f].urls.slice();
  if (step === "replace" && urls.length > 0) {
    urls[y % urls.length] = entry(`https://example.com/edit-${y}`);
    // as the store's edits do, most of the time: the tracker then compares just that entry
    if (y % 4 !== 0) recordReplaced(files[f].urls, urls, [y % urls.length]);
  }
  if (step === "insert") urls.splice(y % (urls.length + 1), 0, entry(`https://example.com/new-${y}`));
  if (step === "remove" && urls.length > 0) urls.splice(y % urls.length, 1 + (x % 3));
  if (step === "locate") files[f] = { ...files[f], location: `https://example.com/${y}.xml` };
  if (step === "drop" && files.length > 1) files.splice(f, 1);
  if (step === "add") files.push(makeFile(`c${y}`, y % 7));
  if (step === "replace" || step === "insert" || step === "remove") files[f] = { ...files[f], urls };
  return files;
}

describe("workspace sync", () => {
  it("keeps the worker's copy equal to the page's files through random edits", () => {
    const ops = fc.array(fc.tuple(fc.nat(5), fc.nat(1000), fc.nat(1000)), { maxLength: 30 });
    fc.assert(
      fc.property(ops, (steps) => {
        const tracker = createSyncTracker();
        const copy = createWorkspaceCopy();
        let files = [makeFile("a", 40), makeFile("b", 5)];
        send(tracker, copy, files);
        for (const [op, x, y] of steps) {
          files = applyStep(files, STEPS[op], x, y);
          send(tracker, copy, files);
          expect(copy.get(files.map((file) => file.name))).toEqual(files);
        }
      }),
      { numRuns: 100, seed: 7 },
    );
  });

  it("hints only what is true: `to` is `from` with just the listed entries replaced", () => {
    const ops = fc.array(fc.tuple(fc.nat(6), fc.nat(1000), fc.nat(1000)), { maxLength: 30 });
    let hinted = 0;
    fc.assert(
      fc.property(ops, (steps) => {
        const tracker = createSyncTracker();
        const copy = createWorkspaceCopy();
        let files = [makeFile("a", 40), makeFile("b", 5)];
        send(tracker, copy, files);
        copy.takeHints();
        // the arrays the copy held at the last take: what a hint must start from
        let taken = new Map(files.map((file) => [file.name, copy.getUrls(file.name)]));
        for (const [op, x, y] of steps) {
          // replacements twice as likely, no removals; 6: nothing changes (only a take)
          files = applyStep(files, HINT_STEPS[op], x, y);
          send(tracker, copy, files);
          if (op !== 6 && x % 3 !== 0) continue;
          const hints = copy.takeHints();
          for (const file of files) {
            const now = copy.getUrls(file.name);
            const hint = hints(now);
            if (hint) {
              hinted++;
              expect(hint.from).toBe(taken.get(file.name));
              expect(hint.to).toBe(now);
              expect(hint.from.length).toBe(now.length);
              const listed = new Set(hint.indexes);
              for (let i = 0; i < now.length; i++) if (!listed.has(i)) expect(now[i]).toBe(hint.from[i]);
            }
          }
          taken = new Map(files.map((file) => [file.name, copy.getUrls(file.name)]));
        }
      }),
      { numRuns: 150, seed: 8 },
    );
    expect(hinted).toBeGreaterThan(20);
  });

  it("hints the entries replaced since the last take, none after a splice or a new file", () => {
    const tracker = createSyncTracker();
    const copy = createWorkspaceCopy();
    const file = makeFile("a", 1_000);
    send(tracker, copy, [file]);
    expect(copy.takeHints()(copy.getUrls("a"))).toBeUndefined();
    const first = copy.getUrls("a");
    const edit = (urls: UrlEntry[], i: number) => {
      const next = urls.slice();
      next[i] = entry(`https://example.com/x${i}`);
      return next;
    };
    const one = edit(file.urls, 3);
    send(tracker, copy, [{ ...file, urls: one }]);
    const two = edit(one, 700);
    send(tracker, copy, [{ ...file, urls: two }]);
    const hint = copy.takeHints()(copy.getUrls("a"));
    expect(hint).toMatchObject({ from: first, to: copy.getUrls("a") });
    expect([...(hint?.indexes ?? [])].sort((a, b) => a - b)).toEqual([3, 700]);
    expect(copy.takeHints()(copy.getUrls("a"))).toBeUndefined();
    send(tracker, copy, [{ ...file, urls: [entry("https://example.com/new"), ...two] }]);
    expect(copy.takeHints()(copy.getUrls("a"))).toBeUndefined();
  });

  it("sends one replaced entry, not the file", () => {
    const tracker = createSyncTracker();
    const copy = createWorkspaceCopy();
    const file = makeFile("a", 50_000);
    send(tracker, copy, [file]);
    const urls = file.urls.slice();
    urls[123] = entry("https://example.com/x");
    const sync = send(tracker, copy, [{ ...file, urls }]);
    expect(sync.changes).toEqual([
      { name: "a", length: 50_000, replaced: [{ index: 123, entry: urls[123] }] },
    ]);
    expect(send(tracker, copy, [{ ...file, urls }]).changes).toEqual([]);
  });

  it("sends a recorded edit's entries, comparing only those", () => {
    const tracker = createSyncTracker();
    const copy = createWorkspaceCopy();
    const file = makeFile("a", 50_000);
    send(tracker, copy, [file]);
    const one = file.urls.slice();
    one[40_000] = entry("https://example.com/y");
    recordReplaced(file.urls, one, [40_000]);
    const two = one.slice();
    two[7] = entry("https://example.com/x");
    // 40,000 replaced back: listed by the records, left out of the change
    two[40_000] = file.urls[40_000];
    let reads = 0;
    const watched = new Proxy(two, {
      get(target, key, receiver) {
        if (typeof key === "string" && /^\d+$/.test(key)) reads++;
        return Reflect.get(target, key, receiver);
      },
    });
    recordReplaced(one, watched, [7, 40_000]);
    const sync = send(tracker, copy, [{ ...file, urls: watched }]);
    expect(sync.changes).toEqual([{ name: "a", length: 50_000, replaced: [{ index: 7, entry: two[7] }] }]);
    expect(reads).toBeLessThan(10);
    expect(copy.get(["a"])[0].urls).toEqual(two);
  });

  it("sends a bulk change of every entry by column, not entry by entry", () => {
    const tracker = createSyncTracker();
    const copy = createWorkspaceCopy();
    const file = makeFile("a", 50_000);
    file.urls = file.urls.map((url, i) => ({ ...url, changefreq: "daily", source: 1_000 + i }));
    send(tracker, copy, [file]);
    // as the bulk edit does: a new changefreq, and each entry's positions without that field's
    const urls = file.urls.map((url, i) => ({
      ...url,
      changefreq: "weekly",
      source: i % 2 === 0 ? 2_000 + i : undefined,
    }));
    const sync = send(tracker, copy, [{ ...file, urls }]);
    expect(sync.changes).toHaveLength(1);
    const [change] = sync.changes;
    expect(change.file).toBeUndefined();
    expect(change.replaced).toBeUndefined();
    expect(change.columns).toHaveLength(1);
    const [columns] = change.columns ?? [];
    expect(columns.indexes).toHaveLength(50_000);
    expect(columns.keys).toEqual(["changefreq", "source"]);
    expect(columns.values[0]).toEqual({ same: "weekly" });
    expect(columns.values[1]).toBeInstanceOf(Float64Array);
    const held = copy.get(["a"])[0].urls;
    expect(held).toEqual(urls);
    expect("source" in held[1]).toBe(false);
    expect(held[2].source).toBe(2_002);
  });

  it("keeps the copy equal through random bulk changes of some fields", () => {
    const KEYS = ["changefreq", "priority", "lastmod", "source", "images"] as const;
    const valueFor = (key: (typeof KEYS)[number], kind: number, i: number): unknown => {
      if (kind === 0) return undefined;
      if (key === "source") return kind === 1 ? 7 : i * 3;
      if (key === "images") return kind === 1 ? [] : [{ loc: `https://example.com/${i}.jpg` }];
      return kind === 1 ? "same" : `value-${i}`;
    };
    const change = fc.tuple(fc.subarray([...KEYS], { minLength: 1 }), fc.nat(2), fc.nat(300), fc.nat(3));
    fc.assert(
      fc.property(fc.array(change, { minLength: 1, maxLength: 6 }), (changes) => {
        const tracker = createSyncTracker();
        const copy = createWorkspaceCopy();
        let file = makeFile("a", 300);
        send(tracker, copy, [file]);
        for (const [keys, kind, from, every] of changes) {
          const urls = file.urls.map((url, i) => {
            if (i < from || i % (every + 1) !== 0) return url;
            const next = { ...url } as Record<string, unknown>;
            for (const key of keys) next[key] = valueFor(key, (kind + i) % 3 === 2 ? kind : kind % 2, i);
            return next as unknown as UrlEntry;
          });
          file = { ...file, urls };
          send(tracker, copy, [file]);
          expect(copy.get(["a"])[0].urls).toEqual(file.urls);
        }
      }),
      { numRuns: 150, seed: 11 },
    );
  });

  it("sends rows deleted all over a file as their indexes, not the file", () => {
    const tracker = createSyncTracker();
    const copy = createWorkspaceCopy();
    const file = makeFile("a", 50_000);
    send(tracker, copy, [file]);
    // every third row deleted, as "Select all" over a filter then Delete does
    const urls = file.urls.filter((_, i) => i % 3 !== 1);
    const sync = send(tracker, copy, [{ ...file, urls }]);
    const [change] = sync.changes;
    expect(change.file).toBeUndefined();
    expect(change.splice).toBeUndefined();
    expect(change.removed).toHaveLength(16_667);
    expect(change.removed?.slice(0, 3)).toEqual(Int32Array.from([1, 4, 7]));
    expect(copy.get(["a"])[0].urls).toEqual(urls);
    // a removal with entries replaced too (Remove duplicates merging what copies add): both, not the file
    const mixed = urls.slice(1);
    mixed[5] = { ...mixed[5], lastmod: "2026-12-07" };
    mixed[9] = entry("https://example.com/other");
    const next = send(tracker, copy, [{ ...file, urls: mixed }]);
    expect(next.changes[0].file).toBeUndefined();
    // indexes of the copy before (`urls`): its first removed, its 7th and 11th replaced
    expect(next.changes[0].removed).toEqual(Int32Array.from([0]));
    expect(next.changes[0].replaced?.map(({ index }) => index)).toEqual([6, 10]);
    expect(copy.get(["a"])[0].urls).toEqual(mixed);
  });

  it("keeps the copy equal through removals that replace entries too (property)", () => {
    // each entry of a file of 30: kept, removed, replaced by a copy with the same loc, or by another URL
    const fates = fc.array(fc.constantFrom("keep", "remove", "merge", "other"), {
      minLength: 30,
      maxLength: 30,
    });
    fc.assert(
      fc.property(fc.array(fates, { minLength: 1, maxLength: 4 }), (steps) => {
        const tracker = createSyncTracker();
        const copy = createWorkspaceCopy();
        let file = makeFile("a", 30);
        send(tracker, copy, [file]);
        for (const step of steps) {
          const urls: UrlEntry[] = [];
          file.urls.forEach((url, i) => {
            const fate = step[i % step.length];
            if (fate === "keep") urls.push(url);
            if (fate === "merge") urls.push({ ...url, priority: "0.5" });
            if (fate === "other") urls.push(entry(`https://example.com/x/${i}/${urls.length}`));
          });
          file = { ...file, urls };
          send(tracker, copy, [file]);
          expect(copy.get(["a"])[0].urls).toEqual(urls);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("refuses a change that does not fit its copy", () => {
    const copy = createWorkspaceCopy();
    expect(() => copy.apply({ changes: [{ name: "x", length: 1, replaced: [] }], drop: [] })).toThrow(
      OutOfSyncError,
    );
    copy.put(makeFile("x", 2));
    expect(() => copy.apply({ changes: [{ name: "x", length: 3, replaced: [] }], drop: [] })).toThrow(
      OutOfSyncError,
    );
    expect(() =>
      copy.apply({ changes: [{ name: "x", length: 2, removed: Int32Array.from([5]) }], drop: [] }),
    ).toThrow(OutOfSyncError);
    expect(() => copy.get(["y"])).toThrow(OutOfSyncError);
  });
});
