import { describe, expect, it } from "vitest";
import { makeSitemapFile } from "../../test/factories";
import { setUrlField } from "../edit/bulk-edit";
import type { NewsEntry, SitemapFile, UrlEntry } from "../model/types";
import { readSitemapFile } from "../parse/read-sitemap-file";
import { createCheckSession, type ReplacedHints } from "./check-session";
import { checkSitemaps } from "./check-sitemaps";

const NOW = new Date("2026-06-01T00:00:00Z");
const HOST = "https://www.example.com";

/**
 * 1,200 entries: every lastmod the same, priority on all, changefreq from entry 5, news on 1,001 entries
 * (one over Google's limit), zones mostly "+03:00" and a few lastmods without one.
 */
function makeFile(): SitemapFile {
  const urls: UrlEntry[] = [];
  for (let i = 0; i < 1_200; i++) {
    urls.push({
      loc: `${HOST}/n${i}`,
      line: 10 + i * 8,
      column: 3,
      lastmod: "2025-01-02T10:00:00+03:00",
      priority: "0.5",
      changefreq: i >= 5 ? "daily" : undefined,
      news:
        i >= 100 && i < 1_101
          ? { publication: { name: "P", language: "en" }, title: `T${i}`, line: 12 + i * 8, column: 5 }
          : undefined,
      images: [],
      videos: [],
      alternates: [],
    });
  }
  return makeSitemapFile({ name: "rules.xml", urls });
}

/** Each step replaces entries of the file (some in several blocks at once). */
const STEPS: [string, (urls: UrlEntry[]) => void][] = [
  ["entry 0 moves (the all-same problems' place)", (u) => (u[0] = { ...u[0], line: 2 })],
  ["first changefreq entry moves", (u) => (u[5] = { ...u[5], line: 3 })],
  ["a changefreq removed", (u) => (u[700] = { ...u[700], changefreq: undefined })],
  ["the first changefreq removed", (u) => (u[5] = { ...u[5], changefreq: undefined })],
  [
    "the news over the limit moves",
    (u) => (u[1_100] = { ...u[1_100], news: { ...(u[1_100].news as NewsEntry), line: 1 } }),
  ],
  ["a news removed (back at the limit)", (u) => (u[500] = { ...u[500], news: undefined })],
  ["a news added (over again)", (u) => (u[1_150] = { ...u[1_150], news: u[1_100].news })],
  ["one lastmod differs (no longer all the same)", (u) => (u[900] = { ...u[900], lastmod: "2025-01-03" })],
  [
    "lastmods without a zone in three blocks",
    (u) => {
      for (const i of [1, 300, 1_000]) u[i] = { ...u[i], lastmod: "2025-01-02T10:00:00" };
    },
  ],
  [
    "most zones become Z (every no-timezone problem's offset changes)",
    (u) => {
      for (let i = 0; i < 700; i++)
        if (i !== 1 && i !== 300) u[i] = { ...u[i], lastmod: "2025-01-02T10:00:00Z" };
    },
  ],
  ["one more lastmod without a zone", (u) => (u[1_199] = { ...u[1_199], lastmod: "2025-01-02T11:00:00" })],
  ["priorities removed from two entries", (u) => (u[0] = u[1_199] = { ...u[0], priority: undefined })],
];

describe("check session: whole-file rules after edits", () => {
  for (const hinted of [false, true]) {
    it(`follows each edit exactly${hinted ? " (with hints)" : ""}`, () => {
      const session = createCheckSession();
      let file = makeFile();
      expect(session.check([file], { now: NOW })).toEqual(checkSitemaps([file], { now: NOW }));
      for (const [name, step] of STEPS) {
        const urls = file.urls.slice();
        step(urls);
        const indexes = urls.map((entry, i) => (entry === file.urls[i] ? -1 : i)).filter((i) => i >= 0);
        const from = file.urls;
        const hints: ReplacedHints | undefined = hinted ? () => ({ from, to: urls, indexes }) : undefined;
        file = { ...file, urls };
        const expected = checkSitemaps([file], { now: NOW });
        expect(session.checkChunks([file], { now: NOW }, hints).flat(), name).toEqual(expected);
      }
    });
  }

  it("places the file-wide problems of an edited entry where a full check does (field positions)", () => {
    const rows = Array.from(
      { length: 300 },
      (_, i) =>
        `<url>\n  <loc>${HOST}/p${i}</loc>\n  <changefreq>daily</changefreq>\n  <priority>0.5</priority>\n</url>`,
    );
    const xml = `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${rows.join("\n")}\n</urlset>`;
    let file = readSitemapFile("placed.xml", new TextEncoder().encode(xml));
    const session = createCheckSession();
    expect(session.check([file], { now: NOW })).toEqual(checkSitemaps([file], { now: NOW }));
    const edits: [string, (entry: UrlEntry) => UrlEntry][] = [
      // the loc's position goes; changefreq.ignored stays at entry 0's changefreq
      ["loc of entry 0", (entry) => setUrlField(entry, "loc", `${HOST}/edited`)],
      // the changefreq's position goes: the problem moves to the entry's own line and column
      ["changefreq of entry 0", (entry) => setUrlField(entry, "changefreq", "weekly")],
      ["priority of entry 0", (entry) => setUrlField(entry, "priority", "0.7")],
    ];
    for (const [name, edit] of edits) {
      const urls = file.urls.slice();
      urls[0] = edit(urls[0]);
      const from = file.urls;
      file = { ...file, urls };
      const expected = checkSitemaps([file], { now: NOW });
      expect(
        session.check([file], { now: NOW }, () => ({ from, to: urls, indexes: [0] })),
        name,
      ).toEqual(expected);
    }
    expect(file.urls[0].source).toBeDefined();
  });

  it("suggests a missing news publication name from the file as it is, not as it was at the last whole check", () => {
    const news = (name: string): NewsEntry => ({ publication: { name, language: "ru" }, title: "T" });
    const entry = (i: number, withNews?: NewsEntry): UrlEntry => ({
      loc: `${HOST}/a${i}`,
      images: [],
      videos: [],
      alternates: [],
      ...(withNews ? { news: withNews } : {}),
    });
    let file = makeSitemapFile({ name: "news.xml", urls: [entry(0, news("Магазин Новости")), entry(1)] });
    const session = createCheckSession();
    expect(session.check([file], { now: NOW })).toEqual(checkSitemaps([file], { now: NOW }));
    // its only news removed, then a news added without a name (the detail pane's Remove, then Add news)
    for (const next of [entry(0), entry(0, news(""))]) {
      const from = file.urls;
      const urls = [next, file.urls[1]];
      file = { ...file, urls };
      const problems = session.check([file], { now: NOW }, () => ({ from, to: urls, indexes: [0] }));
      expect(problems).toEqual(checkSitemaps([file], { now: NOW }));
    }
    const missing = checkSitemaps([file], { now: NOW }).find(
      (problem) => problem.code === "news.required-missing" && problem.field === "news.publication.name",
    );
    expect(missing).toBeDefined();
    expect(missing?.params?.suggested).toBeUndefined();
    // another entry's news renamed: the suggestion on this one follows, as a full check gives it
    for (const name of ["P", "Q"]) {
      const from = file.urls;
      const urls = [file.urls[0], entry(1, news(name))];
      file = { ...file, urls };
      const problems = session.check([file], { now: NOW }, () => ({ from, to: urls, indexes: [1] }));
      expect(problems).toEqual(checkSitemaps([file], { now: NOW }));
      const suggested = problems.find((problem) => problem.field === "news.publication.name")?.params;
      expect(suggested?.suggested).toBe(name);
    }
  });

  it("recounts the most common host when a stale hint does not fit", () => {
    const entry = (loc: string): UrlEntry => ({ loc, images: [], videos: [], alternates: [] });
    const a = ["https://a.example/1", "https://a.example/2", "https://a.example/3"];
    const urls = [...a, "https://b.example/1", "https://b.example/2"].map(entry);
    let file = makeSitemapFile({ name: "hosts.xml", location: undefined, urls });
    const session = createCheckSession();
    session.check([file], { now: NOW });
    const next = urls.slice();
    next[0] = entry("https://b.example/3");
    next[1] = entry("https://b.example/4");
    // names no replaced entry and starts from an array the session never saw
    const stale = { from: urls.slice(), to: next, indexes: [] };
    file = { ...file, urls: next };
    const problems = session.check([file], { now: NOW }, () => stale);
    expect(problems).toEqual(checkSitemaps([file], { now: NOW }));
    expect(problems.some((p) => p.code === "loc.other-host" && p.entry === 2)).toBe(true);
  });
});
