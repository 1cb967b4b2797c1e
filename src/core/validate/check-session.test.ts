import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { makeSitemapFile } from "../../test/factories";
import { sharedBytes } from "../../test/shared-dir";
import { setFieldPosition } from "../model/field-positions";
import type { Engine, Problem, SitemapFile, UrlEntry } from "../model/types";
import { readSitemapFile } from "../parse/read-sitemap-file";
import { createCheckSession, type ReplacedHints } from "./check-session";
import { checkSitemaps } from "./check-sitemaps";

const NOW = new Date("2026-06-01T00:00:00Z");

/** Corpus files with hreflang, duplicates, extensions, an index and a robots.txt: the rules' raw material. */
const CORPUS = [
  "cc-xhtml-hreflang-links.xml",
  "sitemapjs-alltags-video-news-image-xhtml.xml",
  "advertools-regular-sitemaps-org-example.xml",
  "advertools-sitemap-index-crosshost.xml",
  "advertools-robots-with-sitemap.txt",
  "advertools-image-sitemap.xml",
  "webignition-index-google-ns.xml",
];

function readCorpus(): SitemapFile[] {
  return CORPUS.map((name) => readSitemapFile(name, sharedBytes(`corpus/${name}`)));
}

const HOST = "https://www.example.com";

/** A small urlset with alternates that point at each other, duplicates and near-duplicates. */
function makeHreflangFile(name: string, count: number): SitemapFile {
  const urls: UrlEntry[] = [];
  for (let i = 0; i < count; i++) {
    const page = `${HOST}/p${i % 7}`;
    urls.push({
      loc: i % 5 === 4 ? `${page}/` : page,
      lastmod: i % 3 === 0 ? "2025-01-02T10:00:00" : "2025-01-02",
      images: [],
      videos: [],
      alternates:
        i % 2 === 0
          ? [
              { hreflang: "en", href: page },
              { hreflang: "de", href: `${HOST}/p${(i + 1) % 7}` },
            ]
          : [],
    });
  }
  // no location: the checks take the file's most common host
  return makeSitemapFile({ name, location: undefined, byteLength: 1000, urls });
}

/** A grouped page of `makeGroupedFile`: group `g`, member `m`. */
const groupPage = (g: number, m: number) => `${HOST}/g${g}/m${m}`;

/**
 * Many small hreflang groups of three pages (most linking all members, some without themselves, some with
 * an extra link into the next group, some pages listed twice): parts of the link graph that do not see
 * each other, so an edit reaches only some of them.
 */
function makeGroupedFile(name: string, count: number): SitemapFile {
  const urls: UrlEntry[] = [];
  const langs = ["en", "de", "fr"];
  for (let i = 0; i < count; i++) {
    const g = Math.floor(i / 3);
    const alternates = [];
    if (i % 4 !== 0) {
      for (let m = 0; m < 3; m++)
        if (!(i % 5 === 0 && m === i % 3)) alternates.push({ hreflang: langs[m], href: groupPage(g, m) });
      if (i % 7 === 0) alternates.push({ hreflang: "es", href: groupPage(g + 1, 0) });
    }
    const loc = i % 11 === 10 ? urls[i - 4].loc : groupPage(g, i % 3);
    urls.push({ loc, images: [], videos: [], alternates });
  }
  // no location: the checks take the file's most common host
  return makeSitemapFile({ name, location: undefined, byteLength: 1000, urls });
}

/** One edit of the workspace, as the app makes them: new arrays and objects, never mutation. */
type Edit = (files: SitemapFile[], pick: (n: number) => number) => SitemapFile[];

function withUrls(files: SitemapFile[], f: number, urls: UrlEntry[]): SitemapFile[] {
  const next = files.slice();
  next[f] = { ...files[f], urls };
  return next;
}

function pickUrlFile(files: SitemapFile[], pick: (n: number) => number): number {
  const withRows = files.map((file, i) => (file.urls.length > 0 ? i : -1)).filter((i) => i >= 0);
  return withRows.length === 0 ? -1 : withRows[pick(withRows.length)];
}

/** Replaces one picked entry of one picked file with `change(entry)` merged into it. */
function editEntry(
  files: SitemapFile[],
  pick: (n: number) => number,
  change: (entry: UrlEntry) => Partial<UrlEntry>,
): SitemapFile[] {
  const f = pickUrlFile(files, pick);
  if (f < 0) return files;
  const urls = files[f].urls.slice();
  const i = pick(urls.length);
  urls[i] = { ...urls[i], ...change(urls[i]) };
  return withUrls(files, f, urls);
}

const EDITS: Edit[] = [
  // loc = another entry's loc (duplicate, maybe in another file)
  (files, pick) => {
    const f = pickUrlFile(files, pick);
    const g = pickUrlFile(files, pick);
    if (f < 0 || g < 0) return files;
    const urls = files[f].urls.slice();
    const i = pick(urls.length);
    urls[i] = { ...urls[i], loc: files[g].urls[pick(files[g].urls.length)].loc };
    return withUrls(files, f, urls);
  },
  // loc made different, invalid or near-duplicate
  (files, pick) =>
    editEntry(files, pick, (entry) => {
      const variants = [
        `${entry.loc}/`,
        `${HOST}/new-${pick(1000)}`,
        "not a url",
        "",
        `${HOST}/p${pick(7)}`,
        groupPage(pick(12), pick(3)),
        groupPage(pick(12), pick(3)),
      ];
      return { loc: variants[pick(variants.length)] };
    }),
  // value fields
  (files, pick) =>
    editEntry(files, pick, () => {
      const lastmods = ["2025-01-02", "2025-13-40", "2025-01-02T10:00", undefined, "2030-01-01"];
      return { lastmod: lastmods[pick(lastmods.length)], priority: ["0.5", "2", undefined][pick(3)] };
    }),
  // fields read by the whole-file rules: changefreq and news there or not, lastmods with zones
  (files, pick) =>
    editEntry(files, pick, (entry) => ({
      changefreq: [undefined, "daily", "Weekly"][pick(3)],
      news:
        pick(3) === 0
          ? undefined
          : { publication: { name: "P", language: "en" }, title: "T", line: 1, column: 1 },
      lastmod: [entry.lastmod, "2025-01-02T10:00:00+03:00", "2025-01-02T10:00:00Z", "2025-01-02T10:00"][
        pick(4)
      ],
    })),
  // the same loc at another place: the entry's line moved, or its field positions dropped
  (files, pick) =>
    editEntry(files, pick, (entry) =>
      pick(2) === 0 ? { line: (entry.line ?? 1) + 1 + pick(5) } : { source: undefined },
    ),
  // every entry of a file given a new changefreq (a bulk edit: every loc stays as it was)
  (files, pick) => {
    const f = pickUrlFile(files, pick);
    if (f < 0) return files;
    const changefreq = ["daily", "weekly", undefined][pick(3)];
    return withUrls(
      files,
      f,
      files[f].urls.map((entry) => ({ ...entry, changefreq })),
    );
  },
  // every loc of a file changed (a replace in all its URLs): the cross-file rule runs from scratch
  (files, pick) => {
    const f = pickUrlFile(files, pick);
    if (f < 0) return files;
    const suffix = ["", "/", "-x"][pick(3)];
    return withUrls(
      files,
      f,
      files[f].urls.map((entry, i) => (i % 4 === 3 ? entry : { ...entry, loc: `${entry.loc}${suffix}` })),
    );
  },
  // alternates added, changed or removed
  (files, pick) =>
    editEntry(files, pick, (entry) => {
      const alternates = [
        [],
        [{ hreflang: "en", href: entry.loc }],
        [
          { hreflang: "en", href: entry.loc },
          { hreflang: "fr", href: `${HOST}/p${pick(7)}` },
        ],
        [{ hreflang: "xx-yy", href: "bad" }],
        [
          { hreflang: "en", href: entry.loc },
          { hreflang: "de", href: groupPage(pick(12), pick(3)) },
          { hreflang: "fr", href: groupPage(pick(12), pick(3)) },
        ],
        [
          { hreflang: "en", href: groupPage(pick(12), 0) },
          { hreflang: "de", href: groupPage(pick(12), 1) },
        ],
      ][pick(6)];
      return { alternates };
    }),
  // an entry inserted or removed
  (files, pick) => {
    const f = pickUrlFile(files, pick);
    if (f < 0) return files;
    const urls = files[f].urls.slice();
    if (pick(2) === 0 && urls.length > 1) urls.splice(pick(urls.length), 1);
    else urls.splice(pick(urls.length + 1), 0, { ...urls[pick(urls.length)] });
    return withUrls(files, f, urls);
  },
  // a location set or cleared
  (files, pick) => {
    const next = files.slice();
    const f = pick(files.length);
    const { location: _old, ...rest } = files[f];
    next[f] = pick(2) === 0 ? rest : { ...rest, location: `${HOST}/maps/${files[f].name}` };
    return next;
  },
  // a file removed and added back at the end
  (files, pick) => {
    if (files.length < 2) return files;
    const f = pick(files.length);
    return [...files.slice(0, f), ...files.slice(f + 1), files[f]];
  },
  // nothing changed at all
  (files) => files,
];

/**
 * Hints of the entries replaced from `before` to `after` (files by name, same length): the true indexes,
 * sometimes with unchanged ones added, sometimes a hint from another array that must be ignored.
 */
function makeHints(before: SitemapFile[], after: SitemapFile[], numbers: number[]): ReplacedHints {
  const hints = new Map<readonly UrlEntry[], { from: UrlEntry[]; to: UrlEntry[]; indexes: number[] }>();
  const old = new Map(before.map((file) => [file.name, file]));
  for (const file of after) {
    const prev = old.get(file.name);
    if (!prev || prev.urls === file.urls || prev.urls.length !== file.urls.length) continue;
    const indexes = file.urls.map((entry, i) => (entry === prev.urls[i] ? -1 : i)).filter((i) => i >= 0);
    if (numbers[5] % 3 === 0) indexes.push(numbers[4] % file.urls.length, indexes[0] ?? 0);
    // a stale hint (another `from`, nothing listed): the session must see it does not fit
    const from = numbers[5] % 5 === 1 ? prev.urls.slice() : prev.urls;
    hints.set(file.urls, { from, to: file.urls, indexes: from === prev.urls ? indexes.reverse() : [] });
  }
  return (urls) => hints.get(urls);
}

const ENGINE_SETS: Engine[][] = [["google", "yandex", "bing"], ["google"], ["yandex"], ["bing", "yandex"]];

describe("createCheckSession", () => {
  it("gives what checkSitemaps gives after every edit of a random edit sequence", () => {
    const start = [
      ...readCorpus(),
      makeHreflangFile("h1.xml", 30),
      makeGroupedFile("g1.xml", 36),
      makeHreflangFile("h2.xml", 12),
      makeGroupedFile("g2.xml", 18),
    ];
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.nat(EDITS.length - 1), fc.array(fc.nat(1_000_000), { minLength: 8, maxLength: 8 })),
          {
            maxLength: 25,
          },
        ),
        fc.nat(ENGINE_SETS.length - 1),
        (steps, engineSet) => {
          const session = createCheckSession();
          // the worker's way: hints of the replaced entries, the answer in pieces
          const hinted = createCheckSession();
          let files = start;
          let engines = ENGINE_SETS[engineSet];
          const first = checkSitemaps(files, { engines, now: NOW });
          expect(session.check(files, { engines, now: NOW })).toEqual(first);
          expect(hinted.checkChunks(files, { engines, now: NOW }).flat()).toEqual(first);
          // the worker prepares the next check when idle (here: after every other answer); the plain
          // session never does, so its updates make the hreflang reverse links themselves
          hinted.prepare();
          for (const [edit, numbers] of steps) {
            let n = 0;
            const pick = (count: number) => (count <= 0 ? 0 : numbers[n++ % numbers.length] % count);
            const before = files;
            files = EDITS[edit](files, pick);
            if (numbers[7] % 11 === 0) engines = ENGINE_SETS[numbers[6] % ENGINE_SETS.length];
            const expected = checkSitemaps(files, { engines, now: NOW });
            expect(session.check(files, { engines, now: NOW })).toEqual(expected);
            const hints = makeHints(before, files, numbers);
            expect(hinted.checkChunks(files, { engines, now: NOW }, hints).flat()).toEqual(expected);
            if (numbers[4] % 2 === 0) hinted.prepare();
          }
        },
      ),
      { numRuns: 120, seed: 20261129 },
    );
  });

  it("re-checks only the edited entry of a big file", () => {
    const file = makeHreflangFile("big.xml", 20_000);
    file.urls = file.urls.map((entry, i) => ({ ...entry, loc: `${HOST}/page-${i}`, alternates: [] }));
    const session = createCheckSession();
    session.check([file], { now: NOW });
    const urls = file.urls.slice();
    urls[5] = { ...urls[5], loc: urls[9].loc };
    const edited = { ...file, urls };
    const problems = session.check([edited], { now: NOW });
    expect(problems.filter((p) => p.code === "loc.duplicate")).toMatchObject([
      { entry: 9, params: { firstEntry: 5 } },
    ]);
    expect(problems).toEqual(checkSitemaps([edited], { now: NOW }));
  });

  it("answers a file with 150,000 problems (no spread of a huge list into one call)", () => {
    const file = makeHreflangFile("many.xml", 50_000);
    file.urls = file.urls.map((entry, i) => ({
      ...entry,
      loc: `${HOST}/many-${i}`,
      lastmod: "2024-01-02",
      changefreq: "Weekly",
      priority: "0,5",
      alternates: [],
    }));
    const session = createCheckSession();
    const problems = session.check([file], { now: NOW });
    expect(problems.length).toBeGreaterThan(100_000);
    expect(problems).toEqual(checkSitemaps([file], { now: NOW }));
  });

  it("keeps the pieces an edit did not touch (same arrays) and uses a fitting hint only", () => {
    const file = makeHreflangFile("pieces.xml", 5_000);
    file.urls = file.urls.map((entry, i) => ({ ...entry, loc: `${HOST}/piece-${i}`, alternates: [] }));
    const session = createCheckSession();
    const before = session.checkChunks([file], { now: NOW });
    const urls = file.urls.slice();
    urls[4_000] = { ...urls[4_000], loc: urls[10].loc };
    const edited = { ...file, urls };
    // a hint that does not name the replaced entry, from an array the session never checked: ignored
    const stale = { from: file.urls.slice(), to: urls, indexes: [] };
    const after = session.checkChunks([edited], { now: NOW }, () => stale);
    expect(after.flat()).toEqual(checkSitemaps([edited], { now: NOW }));
    const kept = after.filter((chunk) => before.includes(chunk));
    expect(kept.length).toBeGreaterThanOrEqual(after.length - 3);
    expect(after.length).toBeGreaterThan(10);
    // a hint whose index is out of range: ignored too
    const back = session.checkChunks([file], { now: NOW }, () => ({
      from: urls,
      to: file.urls,
      indexes: [9e9],
    }));
    expect(back.flat()).toEqual(checkSitemaps([file], { now: NOW }));
  });

  it("leaves the URL rules' answers as they were when only other fields of every entry change", () => {
    const shared = makeHreflangFile("a.xml", 3_000);
    shared.urls = shared.urls.map((entry, i) => {
      const placed: UrlEntry = { ...entry, loc: `${HOST}/same-${i % 2_000}`, line: 10 + 5 * i, column: 3 };
      setFieldPosition(placed, "loc", { line: 11 + 5 * i, column: 5 });
      return placed;
    });
    const other = { ...shared, name: "b.xml" };
    const session = createCheckSession();
    const before = session.checkChunks([shared, other], { now: NOW });
    const crossBefore = before.find((chunk) => chunk[0]?.code === "set.url-in-several-files");
    expect(crossBefore?.length).toBe(2_000);
    const files = [shared, other].map((file) => ({
      ...file,
      urls: file.urls.map((entry) => ({ ...entry, changefreq: "weekly" })),
    }));
    const after = session.checkChunks(files, { now: NOW });
    expect(after.flat()).toEqual(checkSitemaps(files, { now: NOW }));
    // not looked at again: the same answers, the very same arrays
    expect(after).toContain(crossBefore);
    const duplicates = (chunks: readonly (readonly Problem[])[]) =>
      chunks.flat().filter((problem) => problem.code === "loc.duplicate");
    expect(duplicates(after)).toHaveLength(2_000);
    expect(duplicates(after)[0]).toBe(duplicates(before)[0]);
    // the loc's place lost (its position dropped): the URL rules must give the entry's own place now
    const unplaced = files.map((file) => ({
      ...file,
      urls: file.urls.map((entry) => ({ ...entry, source: undefined })),
    }));
    const moved = session.checkChunks(unplaced, { now: NOW }).flat();
    expect(moved).toEqual(checkSitemaps(unplaced, { now: NOW }));
    expect(duplicates([moved])[0]).toMatchObject({ line: 10 + 5 * 2_000, column: 3 });
  });

  it("reset forgets the kept state", () => {
    const session = createCheckSession();
    const files = readCorpus();
    const first = session.check(files, { now: NOW });
    session.reset();
    expect(session.check(files, { now: NOW })).toEqual(first);
  });
});
