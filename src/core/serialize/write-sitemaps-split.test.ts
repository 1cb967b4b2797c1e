import { gunzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { MAX_URLS_PER_FILE } from "@/core/limits";
import type { OutputFile } from "@/core/model/types";
import { makeUrlEntries, makeUrlEntry } from "@/test/factories";
import { readIndexBack, readUrlsetBack } from "@/test/xml-read-back";
import { exportSitemaps, getOutputNames, planExport, writeSitemaps } from "./write-sitemaps";

const decoder = new TextDecoder("utf-8", { fatal: true });
const text = (file: OutputFile) => decoder.decode(file.bytes);
const summary = (files: OutputFile[]) => files.map((f) => [f.name, f.kind]);

describe("writeSitemaps: splitting at maxUrls", () => {
  it("keeps 50,000 entries in one sitemap.xml", () => {
    const files = writeSitemaps(makeUrlEntries(MAX_URLS_PER_FILE));
    expect(summary(files)).toEqual([["sitemap.xml", "urlset"]]);
    expect(text(files[0]).match(/<url>/g)).toHaveLength(50_000);
  });

  it("splits 50,001 entries into two parts and an index", () => {
    const files = writeSitemaps(makeUrlEntries(MAX_URLS_PER_FILE + 1));
    expect(summary(files)).toEqual([
      ["sitemap-1.xml", "urlset"],
      ["sitemap-2.xml", "urlset"],
      ["sitemap-index.xml", "sitemapindex"],
    ]);
    expect(text(files[0]).match(/<url>/g)).toHaveLength(50_000);
    expect(readUrlsetBack(text(files[1])).urls.map((u) => u.loc)).toEqual([
      "https://www.example.com/page-50000",
    ]);
  });

  it("splits at a smaller maxUrls, keeping entry order across parts", () => {
    const urls = makeUrlEntries(5);
    const files = writeSitemaps(urls, { maxUrls: 2 });
    expect(files.map((f) => f.name)).toEqual([
      "sitemap-1.xml",
      "sitemap-2.xml",
      "sitemap-3.xml",
      "sitemap-index.xml",
    ]);
    const read = files.slice(0, 3).flatMap((f) => readUrlsetBack(text(f)).urls.map((u) => u.loc));
    expect(read).toEqual(urls.map((u) => u.loc));
  });

  it("counts only written entries towards maxUrls", () => {
    const urls = [makeUrlEntry({ loc: "" }), ...makeUrlEntries(2), makeUrlEntry({ loc: "" })];
    expect(planExport(urls, { maxUrls: 2 }).files.map((f) => f.urlCount)).toEqual([2]);
  });
});

describe("writeSitemaps: splitting at maxBytes", () => {
  const urls = makeUrlEntries(10, (i) => ({ loc: `https://www.example.com/p${i}` })); // all the same size
  const emptyPart = planExport([]).files[0].byteLength;
  const entryBytes = (planExport(urls.slice(0, 1)).files[0].byteLength - emptyPart) as number;

  it("fills a part up to exactly maxBytes", () => {
    const plan = planExport(urls, { maxBytes: emptyPart + 3 * entryBytes });
    expect(plan.files.map((f) => f.urlCount)).toEqual([3, 3, 3, 1, 4]);
    expect(plan.files[0].byteLength).toBe(emptyPart + 3 * entryBytes);
  });

  it("starts a new part one byte earlier", () => {
    const plan = planExport(urls, { maxBytes: emptyPart + 3 * entryBytes - 1 });
    expect(plan.files.slice(0, -1).map((f) => f.urlCount)).toEqual([2, 2, 2, 2, 2]);
  });

  it("measures UTF-8 bytes, not characters, and matches the bytes written", () => {
    const cyrillic = makeUrlEntries(40, (i) => ({
      loc: `https://пример.рф/страница-${i}`,
      images: i % 7 ? [] : [{ loc: "https://пример.рф/i.png", title: "Ёж 😀" }],
    }));
    const maxBytes = 2_000;
    const { files, plan } = exportSitemaps(cyrillic, { maxBytes });
    for (const [i, file] of files.entries()) {
      expect(file.bytes.length).toBe(plan.files[i].byteLength);
      expect(file.bytes.length).toBeLessThanOrEqual(maxBytes);
    }
    const parts = files.filter((f) => f.kind === "urlset");
    expect(parts.flatMap((f) => readUrlsetBack(text(f)).urls.map((u) => u.loc))).toEqual(
      cyrillic.map((u) => u.loc),
    );
  });

  it("declares in each part only the namespaces its entries use", () => {
    const mixed = [
      makeUrlEntry({ images: [{ loc: "https://x.com/i.png" }] }),
      makeUrlEntry(),
      makeUrlEntry(),
    ];
    const files = writeSitemaps(mixed, { maxUrls: 1 });
    expect(text(files[0])).toContain("xmlns:image=");
    expect(text(files[1])).not.toContain("xmlns:image=");
  });

  it("counts a declaration an entry adds towards the part's size", () => {
    const plain = makeUrlEntry({ loc: "https://x.com/aaaa" });
    const withImage = makeUrlEntry({ loc: "https://x.com/b", images: [{ loc: "https://x.com/i.png" }] });
    const both = planExport([plain, withImage]).files[0].byteLength;
    expect(planExport([plain, withImage], { maxBytes: both }).files).toHaveLength(1);
    expect(planExport([plain, withImage], { maxBytes: both - 1 }).files.map((f) => f.urlCount)).toEqual([
      1, 1, 2,
    ]);
  });

  it("gives an entry too big for any part a part of its own and says so", () => {
    const plan = planExport(makeUrlEntries(3), { maxBytes: 100 });
    expect(plan.files.map((f) => f.urlCount)).toEqual([1, 1, 1, 3]);
    expect(plan.oversized).toEqual([0, 1, 2]);
  });
});

describe("writeSitemaps: the index", () => {
  const urls = [
    makeUrlEntry({ loc: "https://a.com/1" }),
    makeUrlEntry({ loc: "HTTPS://WWW.B.COM:443/1" }),
    makeUrlEntry({ loc: "https://www.b.com/2" }),
    makeUrlEntry({ loc: "/relative" }),
  ];

  it("uses the most common scheme and host of the entries without baseUrl", () => {
    const files = writeSitemaps(urls, { maxUrls: 2 });
    expect(readIndexBack(text(files[2]))).toEqual([
      { loc: "https://www.b.com/sitemap-1.xml" },
      { loc: "https://www.b.com/sitemap-2.xml" },
    ]);
    expect(planExport(urls, { maxUrls: 2 }).indexBaseUrl).toBe("https://www.b.com/");
  });

  it("uses baseUrl (adding a final slash) and indexLastmod when given", () => {
    const files = writeSitemaps(urls, {
      maxUrls: 3,
      baseUrl: "https://cdn.x.com/maps",
      indexLastmod: "2026-11-29",
    });
    expect(readIndexBack(text(files[2]))).toEqual([
      { loc: "https://cdn.x.com/maps/sitemap-1.xml", lastmod: "2026-11-29" },
      { loc: "https://cdn.x.com/maps/sitemap-2.xml", lastmod: "2026-11-29" },
    ]);
    expect(text(files[2])).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n {2}<sitemap>\n/,
    );
  });

  it("writes an internationalised base URL as a loc must be: punycode host, percent-encoded path", () => {
    const files = writeSitemaps(urls, { maxUrls: 3, baseUrl: " https://пример.рф/карта " });
    expect(readIndexBack(text(files[2])).map((ref) => ref.loc)).toEqual([
      "https://xn--e1afmkfd.xn--p1ai/%D0%BA%D0%B0%D1%80%D1%82%D0%B0/sitemap-1.xml",
      "https://xn--e1afmkfd.xn--p1ai/%D0%BA%D0%B0%D1%80%D1%82%D0%B0/sitemap-2.xml",
    ]);
    // a base that is no http(s) URL is kept as typed
    const bare = writeSitemaps(urls, { maxUrls: 3, baseUrl: "maps" });
    expect(readIndexBack(text(bare[2]))[0].loc).toBe("maps/sitemap-1.xml");
  });

  it("falls back to bare names when no entry has an absolute URL", () => {
    const files = writeSitemaps([makeUrlEntry({ loc: "/a" }), makeUrlEntry({ loc: "/b" })], { maxUrls: 1 });
    expect(readIndexBack(text(files[2])).map((s) => s.loc)).toEqual(["sitemap-1.xml", "sitemap-2.xml"]);
  });

  it("percent-encodes a part name in the index's locs", () => {
    const files = writeSitemaps(urls, { maxUrls: 2, name: "карта #1" });
    expect(files.map((f) => f.name)).toEqual(["карта #1-1.xml", "карта #1-2.xml", "карта #1-index.xml"]);
    expect(readIndexBack(text(files[2]))[0].loc).toBe(
      "https://www.b.com/%D0%BA%D0%B0%D1%80%D1%82%D0%B0%20%231-1.xml",
    );
  });

  it("names files after `name`", () => {
    expect(writeSitemaps(urls, { name: "products" }).map((f) => f.name)).toEqual(["products.xml"]);
    expect(writeSitemaps(urls, { name: "products.xml", maxUrls: 2 }).map((f) => f.name)).toEqual([
      "products-1.xml",
      "products-2.xml",
      "products-index.xml",
    ]);
  });

  it("tells the names it writes before writing: getOutputNames gives the names of the files written", () => {
    for (const options of [
      {},
      { gzip: true },
      { format: "txt" as const },
      { format: "txt" as const, gzip: true },
      { gzip: true, indexKeepsName: true },
      { format: "txt" as const, indexKeepsName: true },
    ])
      for (const count of [1, 3]) {
        const written = writeSitemaps(makeUrlEntries(count), {
          ...options,
          name: "Products.xml",
          maxUrls: 1,
        });
        expect(getOutputNames("Products.xml", count, options)).toEqual(written.map((f) => f.name));
      }
    expect(getOutputNames("products", 2, { format: "txt", gzip: true })).toEqual([
      "products-1.txt.gz",
      "products-2.txt.gz",
      "products-index.xml.gz",
    ]);
    // the index under the file's own name: its submitted URL keeps working
    expect(getOutputNames("products.xml", 2, { gzip: true, indexKeepsName: true })).toEqual([
      "products-1.xml.gz",
      "products-2.xml.gz",
      "products.xml.gz",
    ]);
  });
});

describe("writeSitemaps: gzip and TXT parts", () => {
  it("gzips every file, and each gunzips to the plain output", () => {
    const urls = makeUrlEntries(5);
    const options = { maxUrls: 2, indexLastmod: "2026-01-01", baseUrl: "https://x.com/" };
    const plain = writeSitemaps(urls, options);
    const gz = writeSitemaps(urls, { ...options, gzip: true });
    expect(gz.map((f) => f.name)).toEqual([
      "sitemap-1.xml.gz",
      "sitemap-2.xml.gz",
      "sitemap-3.xml.gz",
      "sitemap-index.xml.gz",
    ]);
    for (const [i, file] of gz.entries()) {
      expect([...file.bytes.slice(0, 2)]).toEqual([0x1f, 0x8b]);
      if (file.kind === "urlset") expect(gunzipSync(file.bytes)).toEqual(plain[i].bytes);
    }
    // the index is the same but for the part names it lists
    const index = decoder.decode(gunzipSync(gz[3].bytes));
    expect(index).toBe(text(plain[3]).replaceAll(".xml<", ".xml.gz<"));
    expect(readIndexBack(index).map((s) => s.loc)).toEqual(
      [1, 2, 3].map((n) => `https://x.com/sitemap-${n}.xml.gz`),
    );
  });

  it("splits TXT into .txt parts listed by an XML index", () => {
    const files = writeSitemaps(makeUrlEntries(3), { format: "txt", maxUrls: 2, gzip: true });
    expect(summary(files)).toEqual([
      ["sitemap-1.txt.gz", "txt"],
      ["sitemap-2.txt.gz", "txt"],
      ["sitemap-index.xml.gz", "sitemapindex"],
    ]);
    expect(decoder.decode(gunzipSync(files[1].bytes))).toBe("https://www.example.com/page-2\n");
  });
});

describe("writeSitemaps: options", () => {
  it.each([{ maxUrls: 0 }, { maxUrls: 1.5 }, { maxBytes: -1 }, { maxBytes: Number.NaN }])(
    "rejects %o",
    (options) => {
      expect(() => writeSitemaps([makeUrlEntry()], options)).toThrow(RangeError);
    },
  );

  it("returns the same plan from exportSitemaps as from planExport", () => {
    const urls = [...makeUrlEntries(3), makeUrlEntry({ loc: "" })];
    expect(exportSitemaps(urls, { maxUrls: 2 }).plan).toEqual(planExport(urls, { maxUrls: 2 }));
  });
});
