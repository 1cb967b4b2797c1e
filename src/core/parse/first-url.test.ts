import { gzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { listAllSharedFiles, sharedBytes } from "../../test/shared-dir";
import { getSiteHost } from "../validate/url-key";
import { FIRST_URL_HEAD_BYTES, findFirstUrl } from "./first-url";
import { readSitemapFile } from "./read-sitemap-file";

const encode = (text: string) => new TextEncoder().encode(text);
const URLSET = '<?xml version="1.0"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">';

describe("findFirstUrl", () => {
  it("gives a urlset's first loc, not a namespace's URL", () => {
    expect(findFirstUrl(encode(`${URLSET}<url><loc> https://shop-b.com/a </loc></url></urlset>`))).toBe(
      "https://shop-b.com/a",
    );
  });

  it("reads a prefixed loc, CDATA, an index's first child, an RSS link and an Atom link", () => {
    expect(findFirstUrl(encode('<sm:urlset xmlns:sm="x"><sm:url><sm:loc>http://a.ru/</sm:loc>'))).toBe(
      "http://a.ru/",
    );
    expect(findFirstUrl(encode("<urlset><url><loc><![CDATA[ https://c.com/x ]]></loc>"))).toBe(
      "https://c.com/x",
    );
    expect(findFirstUrl(encode('<sitemapindex xmlns="x"><sitemap><loc>https://i.com/s-1.xml</loc>'))).toBe(
      "https://i.com/s-1.xml",
    );
    expect(findFirstUrl(encode("<rss><channel><title>T</title><link>https://news.ru/</link>"))).toBe(
      "https://news.ru/",
    );
    expect(
      findFirstUrl(
        encode('<feed xmlns="http://www.w3.org/2005/Atom"><link rel="alternate" href="https://blog.io/"/>'),
      ),
    ).toBe("https://blog.io/");
  });

  it("takes a feed's first item's link over its channel's (a feed service's site), and decodes references", () => {
    const rss =
      "<rss><channel><link>https://feeds.service.com/shop</link><item><title>A</title><link>https://shop.ru/a</link></item>";
    expect(findFirstUrl(encode(rss))).toBe("https://shop.ru/a");
    const atom =
      '<feed><link href="https://hub.io/"/><entry><title>A</title><link rel="alternate" href="https://blog.io/a"/></entry>';
    expect(findFirstUrl(encode(atom))).toBe("https://blog.io/a");
    expect(findFirstUrl(encode("<urlset><url><loc>https://q.com/?a=1&amp;b=&#50;</loc>"))).toBe(
      "https://q.com/?a=1&b=2",
    );
  });

  it("gives a text list's first URL after a BOM and blank lines, and a CSV table's first URL cell", () => {
    expect(findFirstUrl(encode("\uFEFF\n\n https://t.com/1\nhttps://t.com/2\n"))).toBe("https://t.com/1");
    expect(findFirstUrl(encode('"Address";"Status Code"\n"https://crawl.ru/a";"200"\n'))).toBe(
      "https://crawl.ru/a",
    );
  });

  it("names none for markup whose head holds only namespaces, for empty bytes, and for text without a URL", () => {
    expect(findFirstUrl(encode(`${URLSET}<url><lastmod>2024-01-01</lastmod>`))).toBeUndefined();
    expect(findFirstUrl(new Uint8Array())).toBeUndefined();
    expect(findFirstUrl(encode("no urls here\n"))).toBeUndefined();
  });

  it("reads UTF-16 by its BOM", () => {
    const text = `${URLSET}<url><loc>https://utf16.com/</loc>`;
    const bytes = new Uint8Array(2 + text.length * 2);
    bytes.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i++) bytes[2 + i * 2] = text.charCodeAt(i);
    expect(findFirstUrl(bytes)).toBe("https://utf16.com/");
  });

  it("decompresses a gzipped head, also cut short, and gives what came before a corrupt stream's fault", () => {
    const body = `${URLSET}${"<!-- padding -->".repeat(2000)}<url><loc>https://gz.com/p</loc></url>${"<url><loc>https://gz.com/q</loc></url>".repeat(20000)}</urlset>`;
    const gz = gzipSync(encode(body));
    expect(findFirstUrl(gz)).toBe("https://gz.com/p");
    // the opener passes only the file's first bytes: a stream cut in its middle
    expect(findFirstUrl(gz.subarray(0, 4096))).toBe("https://gz.com/p");
    const broken = gz.slice(0, 4096);
    broken.fill(0xff, 3000);
    expect(findFirstUrl(broken)).toBe("https://gz.com/p");
    expect(findFirstUrl(new Uint8Array([0x1f, 0x8b, 8, 0, 1, 2, 3]))).toBeUndefined();
  });

  it("looks no further than its head: a URL past FIRST_URL_HEAD_BYTES is not found", () => {
    const far = `${URLSET}${" ".repeat(FIRST_URL_HEAD_BYTES)}<url><loc>https://far.com/</loc>`;
    expect(findFirstUrl(encode(far))).toBeUndefined();
  });

  it("names the site of the first entry the reader reads, for every shared file with an absolute one", () => {
    let compared = 0;
    const differing: string[] = [];
    for (const path of listAllSharedFiles()) {
      const bytes = sharedBytes(path);
      const file = readSitemapFile(path, bytes);
      const firstLoc = [...file.urls, ...file.sitemaps]
        .map((entry) => entry.loc.trim())
        .find((loc) => /^https?:\/\//i.test(loc));
      if (firstLoc === undefined) continue;
      compared++;
      const found = findFirstUrl(bytes.subarray(0, FIRST_URL_HEAD_BYTES));
      if (getSiteHost(found ?? "") !== getSiteHost(firstLoc))
        differing.push(`${path}: ${found} / ${firstLoc}`);
    }
    expect(compared).toBeGreaterThan(50);
    expect(differing).toEqual([]);
  });
});
