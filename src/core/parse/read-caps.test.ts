/**
 * The readers' entry cap (MAX_ENTRIES_READ_PER_FILE): every reader stops after 200,000 entries with one
 * problem for the whole file, and checkSitemaps reports the file's too-many code once, not twice.
 */
import { afterEach, describe, expect, it } from "vitest";
import { checkSitemaps, MAX_ENTRIES_READ_PER_FILE, readSitemapFile, type SitemapFile } from "@/core/index";
import { setSitemapFastPath } from "./sitemap-fast-path";

const CAP = MAX_ENTRIES_READ_PER_FILE;
const SM = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
const utf8 = (text: string) => new TextEncoder().encode(text);
const URL_ONE = "<url><loc>https://www.example.com/</loc></url>";
const capped = { stoppedAt: 200_000, limit: 50_000 };

function urlset(count: number): Uint8Array {
  return utf8(`<urlset ${SM}>\n${URL_ONE.repeat(count)}\n</urlset>\n`);
}

const only = (file: SitemapFile, code: string) => file.problems.filter((p) => p.code === code);

afterEach(() => setSitemapFastPath(true));

describe("the entry cap", () => {
  it.each([true, false])("stops a urlset at 200,000 entries (fast path %s)", (fast) => {
    setSitemapFastPath(fast);
    const file = readSitemapFile("big.xml", urlset(CAP + 5));
    expect(file.urls).toHaveLength(CAP);
    const [problem, ...more] = only(file, "file.too-many-urls");
    expect(more).toEqual([]);
    expect(problem).toMatchObject({ params: capped, line: 2 });
    expect(problem.entry).toBeUndefined();
    expect(problem.message).toMatch(/stopped at 200,000.*rest of the file was not read/);
    // no "file ends before </urlset>": reading stopped, the file did not end early
    expect(file.problems.map((p) => p.code)).toEqual(["file.too-many-urls"]);
    const checked = checkSitemaps([file]).filter((p) => p.code === "file.too-many-urls");
    expect(checked).toEqual([problem]);
  });

  it("keeps a urlset of exactly 200,000 entries whole, and the check gives the count", () => {
    const file = readSitemapFile("big.xml", urlset(CAP));
    expect(file.urls).toHaveLength(CAP);
    expect(file.problems).toEqual([]);
    const checked = checkSitemaps([file]).filter((p) => p.code === "file.too-many-urls");
    expect(checked.map((p) => p.params)).toEqual([{ count: CAP, limit: 50_000 }]);
  });

  it("stops a sitemap index with index.too-many-sitemaps, once", () => {
    const entry = "<sitemap><loc>https://www.example.com/s.xml</loc></sitemap>";
    const text = `<sitemapindex ${SM}>${entry.repeat(CAP + 1)}</sitemapindex>`;
    const file = readSitemapFile("index.xml", utf8(text));
    expect(file.sitemaps).toHaveLength(CAP);
    expect(only(file, "index.too-many-sitemaps")).toMatchObject([{ params: capped }]);
    const checked = checkSitemaps([file]).filter((p) => p.code === "index.too-many-sitemaps");
    expect(checked).toHaveLength(1);
  });

  it("stops a TXT list and a robots.txt", () => {
    const txt = readSitemapFile("list.txt", utf8("https://www.example.com/a\n".repeat(CAP + 3)));
    expect(txt.urls).toHaveLength(CAP);
    expect(only(txt, "file.too-many-urls")).toMatchObject([{ params: capped, line: CAP + 1, column: 1 }]);
    expect(checkSitemaps([txt]).filter((p) => p.code === "file.too-many-urls")).toHaveLength(1);
    const robots = readSitemapFile(
      "robots.txt",
      utf8(`User-agent: *\nDisallow: /x\n${"Sitemap: https://www.example.com/s.xml\n".repeat(CAP + 1)}`),
    );
    expect(robots.sitemaps).toHaveLength(CAP);
    expect(only(robots, "file.too-many-urls")).toMatchObject([{ params: capped }]);
  });

  it("stops an RSS feed and an Atom feed", () => {
    const item = "<item><link>https://www.example.com/a</link></item>";
    const rss = readSitemapFile("feed.xml", utf8(`<rss><channel>${item.repeat(CAP + 1)}</channel></rss>`));
    expect(rss.urls).toHaveLength(CAP);
    expect(only(rss, "file.too-many-urls")).toMatchObject([{ params: capped }]);
    expect(checkSitemaps([rss]).filter((p) => p.code === "file.too-many-urls")).toHaveLength(1);
    const entry = '<entry><link href="https://www.example.com/a"/></entry>';
    const atom = readSitemapFile(
      "atom.xml",
      utf8(`<feed xmlns="http://www.w3.org/2005/Atom">${entry.repeat(CAP + 1)}</feed>`),
    );
    expect(atom.urls).toHaveLength(CAP);
    expect(only(atom, "file.too-many-urls")).toHaveLength(1);
  });
});
