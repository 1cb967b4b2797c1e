import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Problem, SitemapFile, UrlEntry } from "@/core/index";
import { createMainThreadClient } from "@/workers/sitemap-client";
import { getReadableLoc } from "./readable-locs";
import { getPlainRowRuns } from "./row-runs";
import { matchesText } from "./row-search";
import { findRowIndex } from "./selection";
import {
  isRowShown,
  releaseSelectorCaches,
  rowKey,
  selectCanExport,
  selectCounts,
  selectEntry,
  selectExportSummary,
  selectProblemsByRow,
  selectRows,
  selectTotalSitemaps,
  selectTotalUrls,
} from "./selectors";
import { createSitemapStore } from "./sitemap-store";
import type { SitemapStore } from "./store-types";

function makeEntry(loc: string, fields: Partial<UrlEntry> = {}): UrlEntry {
  return { loc, images: [], videos: [], alternates: [], ...fields };
}

function makeFile(name: string, urls: UrlEntry[], format: SitemapFile["format"] = "urlset"): SitemapFile {
  return { name, format, gzip: false, encoding: "utf-8", byteLength: 100, urls, sitemaps: [], problems: [] };
}

function makeProblem(
  file: string,
  entry: number | undefined,
  code: Problem["code"],
  severity: Problem["severity"],
) {
  return { code, severity, message: code, file, entry } satisfies Problem;
}

function makeState() {
  const store = createSitemapStore({ client: createMainThreadClient() });
  const a = makeFile("a.xml", [
    makeEntry("https://x.com/b", { priority: "0.5", lastmod: "2024-01-02" }),
    makeEntry("https://x.com/a", { priority: "0,9" }),
    makeEntry("https://x.com/c", { changefreq: "Daily" }),
  ]);
  const b = makeFile("b.txt", [makeEntry("https://x.com/d")], "txt");
  const index = makeFile("index.xml", [], "sitemapindex");
  const problems = [
    makeProblem("a.xml", 1, "priority.invalid", "error"),
    makeProblem("a.xml", 2, "changefreq.invalid", "error"),
    makeProblem("a.xml", 2, "changefreq.ignored", "info"),
    makeProblem("b.txt", 0, "loc.duplicate", "warning"),
    makeProblem("index.xml", undefined, "file.empty", "warning"),
  ];
  store.setState({ files: [a, b, index], problems });
  return store;
}

const locs = (store: ReturnType<typeof makeState>) =>
  selectRows(store.getState()).map((row) => selectEntry(store.getState(), row)?.loc);

describe("selectors", () => {
  it("lists every url entry except those of indexes, in file order", () => {
    const store = makeState();
    expect(locs(store)).toEqual(["https://x.com/b", "https://x.com/a", "https://x.com/c", "https://x.com/d"]);
    expect(selectTotalUrls(store.getState())).toBe(4);
  });

  it("filters by text over loc and the other fields, case-insensitively", () => {
    const store = makeState();
    store.getState().setFilter({ text: "daily" });
    expect(locs(store)).toEqual(["https://x.com/c"]);
    store.getState().setFilter({ text: "0,9" });
    expect(locs(store)).toEqual(["https://x.com/a"]);
  });

  it("finds a Cyrillic word or host in URLs written percent-encoded and in punycode, as the table shows them", () => {
    const store = createSitemapStore({ client: createMainThreadClient() });
    const encoded =
      "https://shop.xn--p1ai/%D0%BA%D0%B0%D1%82%D0%B0%D0%BB%D0%BE%D0%B3/%D0%BE%D0%B1%D1%83%D0%B2%D1%8C/";
    const file = makeFile("ru.xml", [
      makeEntry(encoded),
      makeEntry("https://shop.xn--p1ai/about/"),
      makeEntry("https://other.example/каталог-raw/"),
    ]);
    store.setState({ files: [file], problems: [] });
    const shown = (text: string) => {
      store.getState().setFilter({ text });
      return locs(store as ReturnType<typeof makeState>);
    };
    expect(shown("КАТАЛОГ")).toEqual([encoded, "https://other.example/каталог-raw/"]);
    expect(shown("каталог/обувь")).toEqual([encoded]);
    expect(shown("shop.рф")).toEqual([encoded, "https://shop.xn--p1ai/about/"]);
    // the encoded form finds both ways of writing the URL, and an ASCII word as before
    expect(shown("%d0%ba%d0%b0")).toEqual([encoded, "https://other.example/каталог-raw/"]);
    expect(shown("about")).toEqual(["https://shop.xn--p1ai/about/"]);
  });

  it("finds an entry by its news title or publication, its video title, or its image title or caption", () => {
    const store = createSitemapStore({ client: createMainThreadClient() });
    const news = {
      publication: { name: "Новости города", language: "ru" },
      publication_date: "",
      title: "Открыт мост",
    };
    const file = makeFile("news.xml", [
      makeEntry("https://e.ru/1", { news }),
      makeEntry("https://e.ru/2", {
        videos: [{ thumbnail_loc: "", title: "Итоги недели", description: "" }],
      }),
      makeEntry("https://e.ru/3", { images: [{ loc: "https://e.ru/3.jpg", caption: "Мост ночью" }] }),
      makeEntry("https://e.ru/4"),
    ]);
    store.setState({ files: [file], problems: [] });
    const shown = (text: string) => {
      store.getState().setFilter({ text });
      return locs(store as ReturnType<typeof makeState>);
    };
    expect(shown("мост")).toEqual(["https://e.ru/1", "https://e.ru/3"]);
    expect(shown("ИТОГИ")).toEqual(["https://e.ru/2"]);
    expect(shown("новости города")).toEqual(["https://e.ru/1"]);
  });

  it("finds a row of the plain rows by where its file begins, as a pass over the rows does", () => {
    const store = makeState();
    const rows = selectRows(store.getState());
    // a.xml's 3 rows, then b.txt's; the index has none
    expect(getPlainRowRuns(rows)).toEqual(
      new Map([
        ["a.xml", { start: 0, length: 3 }],
        ["b.txt", { start: 3, length: 1 }],
      ]),
    );
    const copy = rows.slice();
    expect(getPlainRowRuns(copy)).toBeUndefined();
    for (const [index, row] of rows.entries()) {
      expect(findRowIndex(rows, row)).toBe(index);
      expect(findRowIndex(copy, row)).toBe(index);
    }
    for (const gone of [
      { file: "a.xml", entry: 3 },
      { file: "a.xml", entry: -1 },
      { file: "a.xml", entry: 0.5 },
      { file: "index.xml", entry: 0 },
      { file: "c.xml", entry: 0 },
    ]) {
      expect(findRowIndex(rows, gone)).toBe(-1);
      expect(findRowIndex(copy, gone)).toBe(-1);
    }
    // one file shown: its rows begin at 0
    store.getState().setFilter({ file: "b.txt" });
    const only = selectRows(store.getState());
    expect(findRowIndex(only, { file: "b.txt", entry: 0 })).toBe(0);
    expect(findRowIndex(only, { file: "a.xml", entry: 0 })).toBe(-1);
    // sorted: found through the sort's order, as a pass over the sorted rows finds it
    store.getState().setFilter({ file: undefined });
    for (const sort of [
      { column: "loc", desc: true },
      { column: "priority", desc: false },
    ] as const) {
      store.getState().setSort(sort);
      const sorted = selectRows(store.getState());
      expect(getPlainRowRuns(sorted)).toBeUndefined();
      // by loc, newest letter first: d (b.txt), c, b, a
      if (sort.column === "loc") expect(sorted.map((row) => row.entry)).toEqual([0, 2, 0, 1]);
      const passed = sorted.slice();
      for (const [index, row] of sorted.entries()) {
        expect(findRowIndex(sorted, row)).toBe(index);
        expect(findRowIndex(passed, row)).toBe(index);
      }
      expect(findRowIndex(sorted, { file: "a.xml", entry: 3 })).toBe(-1);
      expect(findRowIndex(sorted, { file: "index.xml", entry: 0 })).toBe(-1);
    }
    store.getState().setSort(undefined);
    // filtered by text: not plain, found by a pass
    store.getState().setFilter({ file: undefined, text: "x.com/c" });
    const found = selectRows(store.getState());
    expect(getPlainRowRuns(found)).toBeUndefined();
    expect(findRowIndex(found, { file: "a.xml", entry: 2 })).toBe(0);
    expect(findRowIndex(found, { file: "a.xml", entry: 0 })).toBe(-1);
  });

  it("lets go of the workspace it last saw on Start over (releaseSelectorCaches)", () => {
    const store = makeState();
    const rows = selectRows(store.getState());
    const counts = selectCounts(store.getState());
    expect(selectRows(store.getState())).toBe(rows);
    releaseSelectorCaches();
    // computed again from the state: equal, but not the arrays held before
    expect(selectRows(store.getState())).not.toBe(rows);
    expect(selectRows(store.getState())).toEqual(rows);
    expect(selectCounts(store.getState())).not.toBe(counts);
    store.getState().startOver();
    expect(selectRows(store.getState())).toEqual([]);
  });

  it("says of one row what the filtered rows say of all (isRowShown)", () => {
    const store = makeState();
    const every = [0, 1, 2].map((entry) => ({ file: "a.xml", entry })).concat({ file: "b.txt", entry: 0 });
    const filters = [
      {},
      { text: "DAILY" },
      { severity: "error" as const },
      { code: "changefreq.ignored" },
      { severity: "warning" as const, code: "loc.duplicate" },
      { severity: "info" as const, code: "priority.invalid" },
      { file: "b.txt" },
      { file: "a.xml", text: "x.com/a" },
    ];
    for (const filter of filters) {
      store
        .getState()
        .setFilter({ text: "", severity: undefined, code: undefined, file: undefined, ...filter });
      const shown = new Set(selectRows(store.getState()).map(rowKey));
      for (const row of every)
        expect(isRowShown(store.getState(), row), JSON.stringify(filter)).toBe(shown.has(rowKey(row)));
    }
    // gone entries and index files are never shown
    expect(isRowShown(store.getState(), { file: "a.xml", entry: 9 })).toBe(false);
    expect(isRowShown(store.getState(), { file: "index.xml", entry: 0 })).toBe(false);
  });

  it("filters by severity, code and file", () => {
    const store = makeState();
    store.getState().setFilter({ severity: "error" });
    expect(locs(store)).toEqual(["https://x.com/a", "https://x.com/c"]);
    store.getState().setFilter({ severity: undefined, code: "loc.duplicate" });
    expect(locs(store)).toEqual(["https://x.com/d"]);
    store.getState().setFilter({ code: undefined, file: "a.xml" });
    expect(locs(store)).toHaveLength(3);
  });

  it("keeps file and entry order when the problems come in another, once per row, and skips stale ones", () => {
    const store = makeState();
    const a = store.getState().files[0];
    const problems = [
      makeProblem("b.txt", 0, "loc.duplicate", "warning"),
      makeProblem("a.xml", 2, "changefreq.invalid", "error"),
      makeProblem("a.xml", 0, "loc.duplicate", "warning"),
      makeProblem("a.xml", 2, "changefreq.invalid", "error"),
      makeProblem("a.xml", 0, "lastmod.invalid", "error"),
      // an entry gone since the check, and a problem of the file as a whole
      makeProblem("a.xml", 7, "loc.duplicate", "warning"),
      makeProblem("a.xml", undefined, "file.empty", "warning"),
    ];
    store.setState({ problems });
    store.getState().setFilter({ severity: "error" });
    expect(selectRows(store.getState())).toEqual([
      { file: "a.xml", entry: 0 },
      { file: "a.xml", entry: 2 },
    ]);
    store.getState().setFilter({ severity: "warning" });
    expect(selectRows(store.getState())).toEqual([
      { file: "a.xml", entry: 0 },
      { file: "b.txt", entry: 0 },
    ]);
    // with a search too: both must hold
    store.getState().setFilter({ severity: "error", text: "x.com/c" });
    expect(selectRows(store.getState())).toEqual([{ file: "a.xml", entry: 2 }]);
    expect(a.urls[2].loc).toBe("https://x.com/c");
  });

  it("sorts by loc, priority and problems", () => {
    const store = makeState();
    store.getState().setSort({ column: "loc", desc: false });
    expect(locs(store)).toEqual(["https://x.com/a", "https://x.com/b", "https://x.com/c", "https://x.com/d"]);
    store.getState().setSort({ column: "loc", desc: true });
    expect(locs(store)[0]).toBe("https://x.com/d");
    store.getState().setSort({ column: "problems", desc: true });
    expect(locs(store).slice(0, 2)).toEqual(["https://x.com/c", "https://x.com/a"]);
  });

  it("sorts lastmod by the instant it names, empty values last in either direction", () => {
    const store = createSitemapStore({ client: createMainThreadClient() });
    const dated: [string, string | undefined][] = [
      ["a", "2025-03-02T09:15:00+03:00"], // 06:15 UTC
      ["b", "2025-03-02T07:00:00Z"],
      ["c", "2025-03-02"],
      ["d", undefined],
      ["e", "2025-03-01T23:30:00-05:00"], // 04:30 UTC on the 2nd
      ["f", "2024"],
      ["g", "08/05/2024"], // names no instant: after the dates, before the empty
      ["h", "2025-03-02T05:00:00"], // no zone (lastmod.no-timezone): read as UTC
    ];
    const urls = dated.map(([name, lastmod]) =>
      makeEntry(`https://x.com/${name}`, lastmod ? { lastmod } : {}),
    );
    store.setState({ files: [makeFile("a.xml", urls)], problems: [] });
    const names = () => locs(store).map((loc) => loc?.slice(-1));
    store.getState().setSort({ column: "lastmod", desc: false });
    expect(names()).toEqual(["f", "c", "e", "h", "a", "b", "g", "d"]);
    // newest first: it began with the row that has none, and ordered "+03:00" against "Z" as text
    store.getState().setSort({ column: "lastmod", desc: true });
    expect(names()).toEqual(["b", "a", "h", "e", "c", "f", "g", "d"]);
    // priority: numbers, then what is no number ("0,8" too: not 0), then none, either way
    store.setState({
      files: [
        makeFile(
          "p.xml",
          ["0.5", "", "1.0", "x", "0.1", "0,8"].map((priority, i) =>
            makeEntry(`https://x.com/${i}`, priority ? { priority } : {}),
          ),
        ),
      ],
    });
    store.getState().setSort({ column: "priority", desc: true });
    expect(locs(store).map((loc) => loc?.slice(-1))).toEqual(["2", "0", "4", "3", "5", "1"]);
    store.getState().setSort({ column: "priority", desc: false });
    expect(locs(store).map((loc) => loc?.slice(-1))).toEqual(["4", "0", "2", "5", "3", "1"]);
    // change frequency: from always to never (not the alphabet), "Daily" with the unreadable, none last
    store.setState({
      files: [
        makeFile(
          "c.xml",
          ["weekly", "daily", "", "never", "Daily", "always", "monthly", "hourly", "yearly"].map(
            (changefreq, i) => makeEntry(`https://x.com/${i}`, changefreq ? { changefreq } : {}),
          ),
        ),
      ],
    });
    store.getState().setSort({ column: "changefreq", desc: false });
    expect(locs(store).map((loc) => loc?.slice(-1))).toEqual(["5", "7", "1", "0", "6", "8", "3", "4", "2"]);
    store.getState().setSort({ column: "changefreq", desc: true });
    expect(locs(store).map((loc) => loc?.slice(-1))).toEqual(["3", "8", "6", "0", "1", "7", "5", "4", "2"]);
  });

  it("keeps a sorted table's order through edits until the sort or a filter changes", () => {
    const store = makeState();
    store.getState().setSort({ column: "loc", desc: false });
    const sorted = selectRows(store.getState());
    // "a" becomes "z": it stays first, where the user is working, and the array is the same one
    store.getState().editField({ file: "a.xml", entry: 1 }, "loc", "https://x.com/z");
    expect(selectRows(store.getState())).toBe(sorted);
    expect(locs(store)).toEqual(["https://x.com/z", "https://x.com/b", "https://x.com/c", "https://x.com/d"]);
    // the same sort again (a new sort object) puts it in its place
    store.getState().setSort({ column: "loc", desc: false });
    expect(locs(store)).toEqual(["https://x.com/b", "https://x.com/c", "https://x.com/d", "https://x.com/z"]);
  });

  it("drops rows an edit filters out of a sorted table and puts rows it lets in at their sorted place", () => {
    const store = makeState();
    store.getState().setSort({ column: "loc", desc: true });
    store.getState().setFilter({ text: "x.com/b" });
    expect(locs(store)).toEqual(["https://x.com/b"]);
    store.getState().editField({ file: "a.xml", entry: 2 }, "loc", "https://x.com/b3");
    store.getState().editField({ file: "b.txt", entry: 0 }, "loc", "https://x.com/b1");
    expect(locs(store)).toEqual(["https://x.com/b3", "https://x.com/b1", "https://x.com/b"]);
    // an edit of the first row keeps its place; one that no longer matches goes
    store.getState().editField({ file: "a.xml", entry: 2 }, "loc", "https://x.com/b0");
    store.getState().editField({ file: "b.txt", entry: 0 }, "loc", "https://x.com/e");
    expect(locs(store)).toEqual(["https://x.com/b0", "https://x.com/b"]);
  });

  it("returns the same rows array while nothing it reads changed", () => {
    const store = makeState();
    const first = selectRows(store.getState());
    store.getState().setActiveRow({ file: "a.xml", entry: 0 });
    expect(selectRows(store.getState())).toBe(first);
    store.getState().setFilter({ text: "x.com" });
    const filtered = selectRows(store.getState());
    expect(filtered).not.toBe(first);
    expect(selectRows(store.getState())).toBe(filtered);
  });

  it("keeps the unfiltered rows array through an edit and new problems, not through a new row", () => {
    const store = makeState();
    store.getState().setFilter({ text: "" });
    const first = selectRows(store.getState());
    store.getState().editField({ file: "a.xml", entry: 1 }, "priority", "0.7");
    store.setState({ problems: [makeProblem("a.xml", 0, "loc.duplicate", "error")] });
    expect(selectRows(store.getState())).toBe(first);
    store.getState().addRow("a.xml");
    const grown = selectRows(store.getState());
    expect(grown).not.toBe(first);
    expect(grown).toHaveLength(first.length + 1);
  });

  it("extends the plain rows when files are added, with the rows a fresh build gives", () => {
    const store = makeState();
    store.getState().setFilter({ text: "" });
    const before = selectRows(store.getState());
    const added = makeFile("z.xml", [makeEntry("https://x.com/z1"), makeEntry("https://x.com/z2")]);
    store.setState((state) => ({ files: [...state.files, added] }));
    const extended = selectRows(store.getState());
    expect(extended.slice(0, before.length)).toEqual(before);
    expect(extended.slice(before.length)).toEqual([
      { file: "z.xml", entry: 0 },
      { file: "z.xml", entry: 1 },
    ]);
    // a sort rebuilds from scratch: the same rows in file order once unsorted again
    store.getState().setSort({ column: "loc", desc: false });
    store.getState().setSort(undefined);
    expect(selectRows(store.getState())).toEqual(extended);
  });

  it("gives each row its problems in check order, files interleaved, as a filter of the list would", () => {
    const problems: Problem[] = [];
    for (let i = 0; i < 600; i++) {
      const file = ["a.xml", "b.xml", "c.xml"][(i * 7) % 3];
      const entry = i % 5 === 0 ? undefined : (i * 13) % 40;
      problems.push({ code: "loc.missing", severity: "error", message: `m${i}`, file, entry });
    }
    const byRow = selectProblemsByRow({ problems } as SitemapStore);
    for (const file of ["a.xml", "b.xml", "c.xml", "d.xml"]) {
      for (let entry = 0; entry < 45; entry++) {
        const expected = problems.filter((p) => p.file === file && p.entry === entry);
        const row = { file, entry };
        expect(byRow.of(row), `${file} #${entry}`).toEqual(expected.length > 0 ? expected : undefined);
        // the same array each time, and by key
        expect(byRow.get(rowKey(row))).toBe(byRow.of(row));
      }
    }
  });

  it("groups problems by row and counts them", () => {
    const store = makeState();
    const byRow = selectProblemsByRow(store.getState());
    expect(byRow.get(rowKey({ file: "a.xml", entry: 2 }))?.map((p) => p.code)).toEqual([
      "changefreq.invalid",
      "changefreq.ignored",
    ]);
    expect(selectProblemsByRow(store.getState())).toBe(byRow);
    const counts = selectCounts(store.getState());
    expect([counts.errors, counts.warnings, counts.infos]).toEqual([2, 2, 1]);
    expect(counts.byCode.get("priority.invalid")).toEqual({ count: 1, severity: "error" });
    expect(counts.byFile.get("a.xml")).toEqual({ errors: 2, warnings: 0 });
    expect(selectCounts(store.getState())).toBe(counts);
  });

  it("summarises an export: URLs, skipped entries and the common origin", () => {
    const store = makeState();
    store.getState().addRow("a.xml");
    const summary = selectExportSummary(store.getState());
    expect(summary).toMatchObject({ urls: 4, skipped: 1, baseUrl: "https://x.com/" });
    // the header's cheap answers agree with the summary
    expect(selectCanExport(store.getState())).toBe(true);
    expect(selectTotalUrls(store.getState())).toBe(summary.urls + summary.skipped);
  });

  it("cannot export entries without a loc", () => {
    const store = createSitemapStore({ client: createMainThreadClient() });
    expect(selectCanExport(store.getState())).toBe(false);
    store.setState({ files: [makeFile("empty.xml", [makeEntry("")])] });
    expect(selectCanExport(store.getState())).toBe(false);
  });

  it("can export a workspace holding only a sitemap index, not one holding only robots.txt", () => {
    const store = createSitemapStore({ client: createMainThreadClient() });
    const ref = (loc: string) => ({ loc });
    const index = makeFile("index.xml", [], "sitemapindex");
    const robots = { ...makeFile("robots.txt", [], "robots"), sitemaps: [ref("https://x.com/a.xml")] };
    store.setState({ files: [{ ...index, sitemaps: [ref(" ")] }, robots] });
    expect(selectCanExport(store.getState())).toBe(false);
    store.setState({ files: [{ ...index, sitemaps: [ref("https://x.com/a.xml")] }, robots] });
    expect(selectCanExport(store.getState())).toBe(true);
  });

  it("counts the sitemaps indexes and robots.txt list (with a loc) apart from the URLs of URL files", () => {
    const store = createSitemapStore({ client: createMainThreadClient() });
    const ref = (loc: string) => ({ loc });
    store.setState({
      files: [
        makeFile("a.xml", [makeEntry("https://x.com/a")]),
        { ...makeFile("index.xml", [], "sitemapindex"), sitemaps: [ref("https://x.com/a.xml"), ref("")] },
        { ...makeFile("robots.txt", [], "robots"), sitemaps: [ref("https://x.com/index.xml")] },
        // a second robots.txt naming the same index and the index's child: still two sitemaps
        {
          ...makeFile("robots-copy.txt", [], "robots"),
          sitemaps: [ref("https://x.com/index.xml"), ref(" https://x.com/a.xml")],
        },
        // the same URLs written otherwise: host case, default port, punycode for Cyrillic
        {
          ...makeFile("cyrillic-index.xml", [], "sitemapindex"),
          sitemaps: [ref("https://X.COM:443/index.xml"), ref("https://магазин.рф/s.xml")],
        },
        {
          ...makeFile("robots-ru.txt", [], "robots"),
          sitemaps: [ref("https://xn--80aairftm.xn--p1ai/s.xml"), ref("https://x.com/%d0%ba/c.xml")],
        },
        { ...makeFile("robots-up.txt", [], "robots"), sitemaps: [ref("https://x.com/%D0%BA/c.xml")] },
      ],
    });
    expect(selectTotalUrls(store.getState())).toBe(1);
    // the index's <sitemap> without a loc lists nothing, and a sitemap listed twice counts once, however
    // it is written
    expect(selectTotalSitemaps(store.getState())).toBe(4);
  });

  it("gives a search typed on, deleted and typed again the rows a search from scratch gives", () => {
    // kept searches narrow the next: typing on looks among the last rows only, a needle seen is given back
    const pieces = ["о", "О", "%D0%BE", "%d0%be", "xn--p1ai", "рф", "a", "A", "/", "-", "1", "%", "ß", "ẞ"];
    const loc = fc
      .array(fc.constantFrom(...pieces), { maxLength: 6 })
      .chain((path) =>
        fc
          .constantFrom(
            "https://xn--p1ai.xn--e1afmkfd.xn--p1ai/",
            "https://магазин.рф/",
            "https://a.example/",
          )
          .map((host) => host + path.join("")),
      );
    const step = fc.oneof(
      fc.record({ add: fc.constantFrom(...pieces) }),
      fc.record({ remove: fc.integer({ min: 1, max: 3 }) }),
    );
    fc.assert(
      fc.property(
        fc.array(loc, { minLength: 1, maxLength: 12 }),
        fc.array(step, { minLength: 1, maxLength: 12 }),
        fc.boolean(),
        (written, steps, sorted) => {
          releaseSelectorCaches();
          const store = createSitemapStore({ client: createMainThreadClient() });
          const entries = written.map((text) => makeEntry(text));
          store.setState({ files: [makeFile("s.xml", entries)], problems: [] });
          if (sorted) store.getState().setSort({ column: "loc", desc: true });
          let text = "";
          for (const change of steps) {
            text = "add" in change ? text + change.add : [...text].slice(0, -change.remove).join("");
            store.getState().setFilter({ text });
            const shown = selectRows(store.getState()).map((row) => row.entry);
            const needle = text.trim().toLowerCase();
            const expected = entries.flatMap((entry, i) =>
              !needle || matchesText(entry, needle) ? [i] : [],
            );
            expect([...shown].sort((x, y) => x - y)).toEqual(expected);
            if (sorted) {
              // by the URL as it reads: `…/%d0%be` and `…/о` are the same URL to the sort
              const shownLocs = shown.map((i) => getReadableLoc(entries[i].loc) ?? entries[i].loc);
              expect(shownLocs).toEqual([...shownLocs].sort().reverse());
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("searches again after an edit or a new problem filter, not among the rows kept", () => {
    const store = makeState();
    store.getState().setFilter({ text: "x.com/" });
    expect(locs(store)).toHaveLength(4);
    // an edit: the files change, and the kept rows no longer hold what the search finds
    const [a, ...rest] = store.getState().files;
    const edited = {
      ...a,
      urls: a.urls.map((url, i) => (i === 0 ? { ...url, loc: "https://y.com/b" } : url)),
    };
    store.setState({ files: [edited, ...rest] });
    store.getState().setFilter({ text: "x.com/b" });
    expect(locs(store)).toEqual([]);
    store.getState().setFilter({ text: "y.com/" });
    expect(locs(store)).toEqual(["https://y.com/b"]);
    // a severity filter reads the problems: another set of them is searched again
    store.getState().setFilter({ text: "x.com", severity: "error" });
    expect(locs(store)).toEqual(["https://x.com/a", "https://x.com/c"]);
    store.setState({ problems: [makeProblem("b.txt", 0, "loc.invalid", "error")] });
    store.getState().setFilter({ text: "x.com/" });
    expect(locs(store)).toEqual(["https://x.com/d"]);
  });

  it("counts the sitemaps an index lists once per URL however written, as the URL parser writes them", () => {
    // the key of a URL written as the parser writes it is the URL itself (no parse for 50,000 entries):
    // the same count as parsing each
    const piece = fc.constantFrom(
      "a",
      "Z",
      "0",
      "-",
      ".",
      "_",
      "~",
      "'",
      "(",
      "%2e",
      "%2E",
      "%d0",
      "%D0",
      "/",
      "/.",
      "/..",
      "?",
      "#",
      " ",
      "é",
      "\\",
      ":",
      "@",
      "|",
    );
    const host = fc.constantFrom(
      "a.com",
      "A.com",
      "www.a.com",
      "1.2.3.4",
      "a.1",
      "a.com.",
      "a.com:443",
      "xn--80aairftm.xn--p1ai",
    );
    const loc = fc
      .tuple(fc.constantFrom("https://", "http://", "HTTPS://"), host, fc.array(piece, { maxLength: 6 }))
      .map(([scheme, name, path]) => `${scheme}${name}/${path.join("")}`);
    fc.assert(
      fc.property(fc.array(loc, { minLength: 1, maxLength: 8 }), (locs) => {
        releaseSelectorCaches();
        const store = createSitemapStore({ client: createMainThreadClient() });
        const index = {
          ...makeFile("index.xml", [], "sitemapindex"),
          sitemaps: locs.map((text) => ({ loc: text })),
        };
        store.setState({ files: [index], problems: [] });
        const key = (text: string) => {
          try {
            return new URL(text.trim()).href.replace(/%[0-9a-f]{2}/gi, (p) => p.toUpperCase());
          } catch {
            return text.trim();
          }
        };
        const expected = new Set(
          locs
            .map((text) => text.trim())
            .filter(Boolean)
            .map(key),
        ).size;
        expect(selectTotalSitemaps(store.getState())).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });
});
