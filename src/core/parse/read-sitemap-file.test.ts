import { gzipSync as nodeGzipSync } from "node:zlib";
import fc from "fast-check";
import { gzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { sharedBytes } from "../../test/shared-dir";
import { GZIP_OUTPUT_CAP_BYTES, MAX_BYTES_PER_FILE } from "../limits";
import { checkSitemaps } from "../validate/check-sitemaps";
import { isRuleCode } from "../validate/rule-catalogue";
import { readSitemapFile } from "./read-sitemap-file";

const utf8 = (text: string) => new TextEncoder().encode(text);
const codes = (file: { problems: { code: string }[] }) => file.problems.map((p) => p.code);
const READER_CODES =
  /^(file\.(bom|not-utf8|invalid-utf8|gzip-.*|not-gzipped|too-large|unknown-format)|txt\.|robots\.)/;
/** The codes this reader itself emits (the XML reader's are its own tests' business). */
const readerCodes = (file: { problems: { code: string }[] }) =>
  codes(file).filter((c) => READER_CODES.test(c));

const URLSET =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
  "<url><loc>https://www.example.com/a</loc></url></urlset>\n";

describe("readSitemapFile: shared cases", () => {
  it("B02: reads UTF-16LE with a BOM as a urlset, encoding utf-16le, file.not-utf8", () => {
    const file = readSitemapFile("B02.xml", sharedBytes("cases/B02.xml"), {
      location: "https://www.example.com/sitemap.xml",
    });
    expect(file).toMatchObject({ format: "urlset", encoding: "utf-16le", gzip: false });
    expect(file.location).toBe("https://www.example.com/sitemap.xml");
    expect(file.urls.map((u) => u.loc)).toEqual(["https://www.example.com/a"]);
    expect(readerCodes(file)).toEqual(["file.not-utf8"]);
  });

  it("B23: a .gz name on plain XML is file.not-gzipped, gzip false, read as plain", () => {
    const file = readSitemapFile("B23.xml.gz", sharedBytes("cases/B23.xml.gz"));
    expect(file).toMatchObject({ format: "urlset", gzip: false, encoding: "utf-8" });
    expect(file.urls.map((u) => u.loc)).toEqual(["https://www.example.com/a"]);
    expect(codes(file)).toEqual(["file.not-gzipped"]);
  });

  it("an empty .gz file is not file.not-gzipped (it holds nothing, plain or packed; the check says file.empty)", () => {
    expect(codes(readSitemapFile("zero.xml.gz", new Uint8Array(0)))).toEqual([]);
    expect(codes(readSitemapFile("one.xml.gz", utf8(" ")))).toEqual(["file.not-gzipped"]);
  });

  it("B25: a gzipped TXT list", () => {
    const bytes = sharedBytes("cases/B25.txt.gz");
    const file = readSitemapFile("B25.txt.gz", bytes);
    expect(file).toMatchObject({ format: "txt", gzip: true, problems: [] });
    expect(file.byteLength).toBe(52);
    expect(file.urls.map((u) => u.loc)).toEqual(["https://www.example.com/a", "https://www.example.com/b"]);
  });

  it("counts lines that end in CR alone (classic Mac OS) as lines, in XML and in a TXT list", () => {
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      "<url><loc>https://www.example.com/a</loc></url>",
      "<url><loc>https://www.example.com/b</loc>",
      "<lastmod>yesterday</lastmod></url>",
      "</urlset>",
    ].join("\r");
    const file = readSitemapFile("mac.xml", new TextEncoder().encode(xml));
    expect(file.urls.map((u) => [u.loc, u.line])).toEqual([
      ["https://www.example.com/a", 3],
      ["https://www.example.com/b", 4],
    ]);
    const lastmod = checkSitemaps([file]).find((p) => p.code === "lastmod.invalid");
    expect([lastmod?.line, lastmod?.column]).toEqual([5, 1]);
    const txt = readSitemapFile("mac.txt", new TextEncoder().encode("https://e.ru/a\rhttps://e.ru/b\r"));
    expect(txt.urls.map((u) => [u.loc, u.line])).toEqual([
      ["https://e.ru/a", 1],
      ["https://e.ru/b", 2],
    ]);
  });

  it("B26: a CRLF TXT list", () => {
    const file = readSitemapFile("B26.txt", sharedBytes("cases/B26.txt"));
    expect(file).toMatchObject({
      format: "txt",
      gzip: false,
      encoding: "utf-8",
      byteLength: 54,
      problems: [],
    });
    expect(file.urls).toMatchObject([
      { loc: "https://www.example.com/a", line: 1, column: 1 },
      { loc: "https://www.example.com/b", line: 2, column: 1 },
    ]);
  });

  it("B35: 50,001 TXT lines give 50,001 entries (the count check is not the reader's)", () => {
    const file = readSitemapFile("B35.txt", sharedBytes("cases/B35.txt"));
    expect(file.format).toBe("txt");
    expect(file.urls).toHaveLength(50_001);
    expect(file.problems).toEqual([]);
  });
});

describe("readSitemapFile: gzip corpus files", () => {
  it.each([
    ["cc-xmlSitemap.gz", "urlset"],
    ["advertools-zipped-sitemap.xml.gz", "urlset"],
    ["cc-txt-sitemap.txt.gz", "txt"],
  ])("reads %s as %s by its magic bytes", (name, format) => {
    const bytes = sharedBytes(`corpus/${name}`);
    const file = readSitemapFile(name, bytes);
    expect(file).toMatchObject({ format, gzip: true });
    expect(file.byteLength).toBeGreaterThan(bytes.length);
    expect(file.urls.length).toBeGreaterThan(0);
    expect(readerCodes(file)).toEqual([]);
  });

  it("gives unknown with file.gzip-corrupt for gzip magic with bogus flags", () => {
    const file = readSitemapFile("c.gz", sharedBytes("corpus/aafeher-corrupted-not-gzip.gz"));
    expect(file).toMatchObject({ format: "unknown", gzip: true, byteLength: 0, urls: [], sitemaps: [] });
    expect(codes(file)).toEqual(["file.gzip-corrupt"]);
  });

  it("gives file.gzip-corrupt for the empty index with a CRC error", () => {
    const file = readSitemapFile("e.xml.gz", sharedBytes("corpus/aafeher-index-empty-crc-error.xml.gz"));
    expect(file).toMatchObject({ format: "unknown", gzip: true, urls: [] });
    expect(codes(file)).toEqual(["file.gzip-corrupt"]);
  });

  it.each(["aafeher-empty-file.xml", "aafeher-empty-file.xml.gz"])(
    "reads %s as unknown, no entries, no problem",
    (name) => {
      const file = readSitemapFile(name, sharedBytes(`corpus/${name}`));
      expect(file).toMatchObject({ format: "unknown", byteLength: 0, urls: [], sitemaps: [], problems: [] });
    },
  );

  it("passes gzip trailing bytes up and reads the data", () => {
    const gz = gzipSync(utf8(URLSET));
    const bytes = new Uint8Array(gz.length + 3);
    bytes.set(gz);
    const file = readSitemapFile("s.xml.gz", bytes);
    expect(file).toMatchObject({ format: "urlset", gzip: true, byteLength: utf8(URLSET).length });
    expect(file.problems).toMatchObject([
      { code: "file.gzip-trailing-bytes", severity: "warning", params: { count: 3 } },
    ]);
  });
});

describe("readSitemapFile: text formats", () => {
  it("reads the corpus robots.txt: format robots, its Sitemap: URL", () => {
    const file = readSitemapFile("robots.txt", sharedBytes("corpus/advertools-robots-with-sitemap.txt"));
    expect(file.format).toBe("robots");
    expect(file.sitemaps).toEqual([
      { loc: "https://advertools.readthedocs.io/sitemap.xml", line: 12, column: 10 },
    ]);
    expect(file.problems).toEqual([]);
  });

  it("marks a windows-1251 robots.txt's file.not-utf8 as a robots.txt's, which export does not write", () => {
    // "Disallow: /корзина/" in windows-1251: к о р з и н а
    const head = new TextEncoder().encode("User-agent: *\nDisallow: /");
    const tail = new TextEncoder().encode("/\nSitemap: https://shop.ru/sitemap.xml\n");
    const bytes = new Uint8Array([...head, 0xea, 0xee, 0xf0, 0xe7, 0xe8, 0xed, 0xe0, ...tail]);
    const file = readSitemapFile("robots.txt", bytes);
    expect(file.format).toBe("robots");
    expect(file.problems.map((problem) => [problem.code, problem.params?.robots])).toEqual([
      ["file.not-utf8", "robots.txt"],
    ]);
    // a sitemap's keeps no such mark: export writes it as UTF-8
    const list = readSitemapFile(
      "list.txt",
      new Uint8Array([...new TextEncoder().encode("https://shop.ru/"), 0xea]),
    );
    expect(list.problems.find((problem) => problem.code === "file.not-utf8")?.params?.robots).toBeUndefined();
  });

  it("calls the corpus's prose .txt unknown with file.unknown-format", () => {
    const file = readSitemapFile("plain.txt", sharedBytes("corpus/webignition-plain-not-urls.txt"));
    expect(file.format).toBe("unknown");
    expect(codes(file)).toEqual(["file.unknown-format"]);
  });

  it("reads a TXT list after a UTF-8 BOM, with file.bom", () => {
    const file = readSitemapFile("bom.txt", sharedBytes("corpus/cc-txt-with-utf8-bom.txt"));
    expect(file.format).toBe("txt");
    expect(file.urls[0]).toMatchObject({ line: 1, column: 1 });
    expect(file.urls[0].loc.startsWith("http")).toBe(true);
    expect(codes(file)).toEqual(["file.bom"]);
  });

  it("reads the 21,753-line corpus TXT", () => {
    const file = readSitemapFile("perf.txt", sharedBytes("corpus/sitemapjs-perf-data-21753-urls.txt"));
    expect(file.format).toBe("txt");
    expect(file.urls).toHaveLength(21_753);
    expect(readerCodes(file)).toEqual([]);
  });

  it("reports invalid UTF-8 in a TXT list, not file.not-utf8", () => {
    const bytes = new Uint8Array([...utf8("https://www.example.com/se"), 0xf1, ...utf8("or\n")]);
    const file = readSitemapFile("bad.txt", bytes);
    expect(file.urls[0].loc).toBe("https://www.example.com/se\uFFFDor");
    expect(file.problems).toMatchObject([
      { code: "file.invalid-utf8", line: 1, column: 27, params: { offset: 26 } },
    ]);
  });
});

describe("readSitemapFile: hostile and large input", () => {
  it("calls 1 MB of random bytes unknown with file.unknown-format only, without hanging", () => {
    let seed = 12345;
    const bytes = new Uint8Array(1_000_000).map(() => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed >> 16;
    });
    bytes[0] = 0x00;
    const file = readSitemapFile("random.xml", bytes);
    expect(file.format).toBe("unknown");
    expect(codes(file)).toEqual(["file.unknown-format"]);
    expect(file.urls).toEqual([]);
  });

  it("stops a gzip bomb at the cap with file.gzip-too-large, not file.too-large as well", () => {
    const bomb = new Uint8Array(nodeGzipSync(new Uint8Array(300 * 1024 * 1024), { level: 9 }));
    const file = readSitemapFile("bomb.xml.gz", bomb);
    expect(file).toMatchObject({ format: "unknown", gzip: true, byteLength: GZIP_OUTPUT_CAP_BYTES });
    expect(codes(file)).toEqual(["file.gzip-too-large", "file.unknown-format"]);
  });

  it("reads a plain file past the cap up to its last line end before it", () => {
    const bytes = new Uint8Array(GZIP_OUTPUT_CAP_BYTES + 100).fill(0x61);
    bytes.set(utf8("https://www.example.com/\n"));
    bytes[GZIP_OUTPUT_CAP_BYTES - 10] = 0x0a;
    const file = readSitemapFile("huge.txt", bytes);
    expect(file).toMatchObject({ format: "txt", byteLength: GZIP_OUTPUT_CAP_BYTES + 100 });
    expect(file.urls.map((u) => u.loc)).toEqual(["https://www.example.com/"]);
    expect(codes(file)).toEqual(["file.too-large", "txt.not-a-url"]);
    expect(file.problems[0].message).toMatch(`only the first ${GZIP_OUTPUT_CAP_BYTES - 9} bytes were read`);
  });

  it("reads a file over 52,428,800 bytes whole, with file.too-large", () => {
    const text = `https://www.example.com/${"a".repeat(MAX_BYTES_PER_FILE)}\n`;
    const file = readSitemapFile("huge.txt", utf8(text));
    expect(file.byteLength).toBe(text.length);
    expect(file.urls).toHaveLength(1);
    expect(codes(file)).toEqual(["file.too-large"]);
  });

  it("copies the location and leaves it out when not given", () => {
    expect(
      readSitemapFile("s.xml", utf8(URLSET), { location: "https://www.example.com/s.xml" }).location,
    ).toBe("https://www.example.com/s.xml");
    expect("location" in readSitemapFile("s.xml", utf8(URLSET))).toBe(false);
  });
});

describe("readSitemapFile: never throws", () => {
  const prefixes = [
    [],
    [0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0, 0xff],
    [0xef, 0xbb, 0xbf],
    [0xff, 0xfe],
    [0x3c],
    [...new TextEncoder().encode('<?xml version="1.0" encoding="windows-1251"?><urlset><url><loc>')],
    [...new TextEncoder().encode("User-agent: *\nSitemap: ")],
  ];

  it("returns a file with catalogue codes for any bytes after any prefix", () => {
    fc.assert(
      fc.property(fc.constantFrom(...prefixes), fc.uint8Array({ maxLength: 300 }), (prefix, tail) => {
        const file = readSitemapFile("f.xml.gz", new Uint8Array([...prefix, ...tail]));
        expect(file.problems.every((p) => isRuleCode(p.code))).toBe(true);
        expect(file.byteLength).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 500, seed: 20261129 },
    );
  });

  it("reads UTF-16LE TXT lists", () => {
    const text = "\uFEFFhttps://www.example.com/a\r\nhttps://www.example.com/b\r\n";
    const bytes = new Uint8Array(new Uint16Array(Array.from(text, (c) => c.charCodeAt(0))).buffer);
    const file = readSitemapFile("u.txt", bytes);
    expect(file).toMatchObject({ format: "txt", encoding: "utf-16le" });
    expect(file.urls.map((u) => u.loc)).toEqual(["https://www.example.com/a", "https://www.example.com/b"]);
    expect(codes(file)).toEqual(["file.not-utf8"]);
  });
});

describe("readSitemapFile progress", () => {
  it("tells how far reading is, growing from the decoded text to the scanned share", () => {
    const urls = Array.from({ length: 12_000 }, (_, i) => `<url><loc>https://example.com/p${i}</loc></url>`);
    const xml = `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join("\n")}</urlset>`;
    const seen: number[] = [];
    const file = readSitemapFile("big.xml", new TextEncoder().encode(xml), {
      onProgress: (p) => seen.push(p),
    });
    expect(file.urls).toHaveLength(12_000);
    expect(seen[0]).toBe(0.1);
    expect(seen.length).toBeGreaterThan(3);
    expect(seen.every((p, i) => p > 0 && p < 1 && (i === 0 || p > seen[i - 1]))).toBe(true);
    expect(seen.at(-1)).toBeGreaterThan(0.8);
  });
});

describe("feeds cut short", () => {
  const head = '<?xml version="1.0"?><rss version="2.0"><channel><title>t</title>\n';
  const whole =
    "<item><link>https://example.com/a</link><pubDate>Mon, 06 May 2024 10:00:00 +0300</pubDate></item>\n";
  const details = (file: ReturnType<typeof readSitemapFile>) =>
    file.problems.filter((p) => p.code === "xml.malformed").map((p) => p.params?.detail);

  it("leaves out an RSS item whose link the end cuts, and keeps those before it", () => {
    const file = readSitemapFile("f.rss", utf8(`${head}${whole}<item><link>https://example.com/catalog/sa`));
    expect(file.urls.map((url) => url.loc)).toEqual(["https://example.com/a"]);
    expect(details(file)).toEqual([
      "the file ends before </link>; the <item> it cuts is left out (its link may be cut short)",
    ]);
  });

  it("keeps an Atom entry with its whole link, without the date the end cuts", () => {
    const atom =
      '<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>t</title>\n' +
      '<entry><link href="https://example.com/b"/><updated>2024-05-0';
    const file = readSitemapFile("f.atom", utf8(atom));
    expect(file.urls.map((url) => url.loc)).toEqual(["https://example.com/b"]);
    expect(file.urls[0].lastmod).toBeUndefined();
    expect(details(file)).toEqual(["the file ends before </updated>; the value it cuts is not kept"]);
  });
});

describe("readSitemapFile: text printed before the XML declaration", () => {
  const SM = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
  const read = (text: string) => readSitemapFile("sitemap.xml", new TextEncoder().encode(text));

  it("reads the sitemap after a PHP warning, reports file.leading-whitespace once with the text, keeps positions", () => {
    const warning =
      "\n<br />\n<b>Warning</b>:  Cannot modify header information - headers already sent in <b>/var/www/x.php</b><br />\n";
    const file = read(
      `${warning}<?xml version="1.0" encoding="UTF-8"?><?xml-stylesheet type="text/xsl" href="s.xsl"?>\n<urlset ${SM}>\n<url><loc>https://shop.ru/a</loc></url>\n</urlset>\n`,
    );
    expect(file.format).toBe("urlset");
    expect(file.urls.map((url) => [url.loc, url.line, url.column])).toEqual([["https://shop.ru/a", 6, 1]]);
    expect(file.problems.map((p) => [p.code, p.line, p.column, p.params?.text])).toEqual([
      [
        "file.leading-whitespace",
        1,
        1,
        // blanks joined, cut at 100 characters
        "<br /> <b>Warning</b>: Cannot modify header information - headers already sent in <b>/var/www/x.php<…",
      ],
    ]);
  });

  it("also after plain text (not starting with <), and not for a page whose declaration starts no sitemap", () => {
    const plain = read(
      `Warning: x\n<?xml version="1.0"?>\n<urlset ${SM}><url><loc>https://shop.ru/a</loc></url></urlset>`,
    );
    expect([plain.format, plain.urls.length, plain.problems.map((p) => p.code)]).toEqual([
      "urlset",
      1,
      ["file.leading-whitespace"],
    ]);
    const page = read('<html><body><?xml version="1.0"?>hello</body></html>');
    expect([page.format, page.problems.map((p) => p.code)]).toEqual(["unknown", ["file.unknown-format"]]);
    const list = read("https://shop.ru/a\nhttps://shop.ru/b <?xml version\n");
    expect(list.format).toBe("txt");
    // a long warning (20 KB), and one that quotes a root element's name
    const sitemap = `<?xml version="1.0"?>\n<urlset ${SM}><url><loc>https://shop.ru/a</loc></url></urlset>`;
    for (const warning of [
      `<b>Warning</b>: ${"x".repeat(20_000)}<br />\n`,
      "<b>Warning</b>: unexpected <urlset> in x.php<br />\n",
    ]) {
      const file = read(`${warning}${sitemap}`);
      expect([file.format, file.urls.length, file.problems.map((p) => p.code)]).toEqual([
        "urlset",
        1,
        ["file.leading-whitespace"],
      ]);
    }
  });
});

describe("readSitemapFile: gzip data that breaks off before the root element", () => {
  it("is file.gzip-corrupt alone, not also the XML it cut and 'not a sitemap'", () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<url><loc>https://e.com/a</loc></url>\n</urlset>\n`;
    const whole = nodeGzipSync(new TextEncoder().encode(xml));
    const seen = new Set<string>();
    // every cut from inside the declaration to inside the root's start tag
    for (let n = 40; n < whole.length - 20; n++) {
      const file = readSitemapFile("g.xml.gz", new Uint8Array(whole.subarray(0, n)));
      if (file.format === "unknown") seen.add(file.problems.map((p) => p.code).join(","));
    }
    expect([...seen]).toEqual(["file.gzip-corrupt"]);
    // a cut inside an entry still says what it cut, after the gzip fault
    const cut = readSitemapFile("g.xml.gz", new Uint8Array(whole.subarray(0, whole.length - 12)));
    expect(cut.format).toBe("urlset");
  });
});

describe("readSitemapFile: a gzipped TXT list that breaks off", () => {
  it("leaves out the line the break cuts (its URL may be cut short) and keeps the lines before it", () => {
    const lines = Array.from({ length: 400 }, (_, i) => `https://example.com/p${(i * 7919) % 10007}-${i}`);
    const whole = nodeGzipSync(new TextEncoder().encode(`${lines.join("\n")}\n`));
    const file = readSitemapFile("list.txt.gz", new Uint8Array(whole.subarray(0, whole.length >> 1)));
    expect(file.format).toBe("txt");
    expect(file.problems.map((p) => p.code)).toEqual(["file.gzip-corrupt"]);
    expect(file.urls.length).toBeGreaterThan(10);
    // every URL read is one of the list's, whole
    expect(file.urls.filter((url) => !lines.includes(url.loc))).toEqual([]);
  });
});
