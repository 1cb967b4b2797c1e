/**
 * Unknown elements kept raw in `extra` (CONTRACT.md "Items"): only a complete, well-formed element is kept,
 * so export never writes a broken one back. A broken one is dropped with an xml.malformed that says so.
 */
import { XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { readSitemapFile } from "@/core/index";
import { exportSitemaps } from "@/core/serialize/write-sitemaps";

const SM = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
const LOC = "<loc>https://www.example.com/a</loc>";

function read(inner: string, root = `<urlset ${SM}>`) {
  const text = `${root}\n<url>${LOC}${inner}</url>\n<url><loc>https://www.example.com/b</loc></url>\n</urlset>\n`;
  return readSitemapFile("x.xml", new TextEncoder().encode(text));
}

function exported(file: ReturnType<typeof read>) {
  const { files, plan } = exportSitemaps(file.urls, { namespaces: file.namespaces });
  const xml = new TextDecoder().decode(files[0].bytes);
  return { xml, plan, valid: XMLValidator.validate(xml) };
}

describe("extra: only well-formed elements are kept", () => {
  it.each([
    ["an unclosed child", "<foo><bar>"],
    ["an unclosed CDATA section", "<foo><![CDATA[x"],
    ["a repeated attribute", '<foo a="1" a="2"/>'],
    ["an undeclared prefix", "<x:foo/>"],
    ["an undefined entity", "<foo>&nbsp;</foo>"],
    ["a raw ampersand", "<foo>a & b</foo>"],
    ["a DOCTYPE inside", "<foo><!DOCTYPE x></foo>"],
    ["a stray end tag inside", "<foo></bar></foo>"],
  ])("drops %s, says so, and exports well-formed XML", (_what, inner) => {
    const file = read(inner);
    expect(file.urls[0].loc).toBe("https://www.example.com/a");
    expect(file.urls[0].extra).toBeUndefined();
    const notKept = file.problems.filter((p) => p.code === "xml.malformed" && /not kept/.test(p.message));
    expect(notKept).toMatchObject([{ entry: 0, line: 2, column: 42 }]);
    const { valid, xml } = exported(file);
    expect(valid).toBe(true);
    expect(xml).not.toContain("foo");
  });

  it("keeps a well-formed unknown element verbatim, prefixed ones with the source's declaration", () => {
    const inner = '<foo a="1" b=\'&amp;\'><bar>x &lt; y</bar><![CDATA[<z>]]><!-- c --></foo><g:x g:a="1"/>';
    const file = read(inner, `<urlset ${SM} xmlns:g="urn:example:g">`);
    expect(file.urls[0].extra).toEqual([
      "<foo a=\"1\" b='&amp;'><bar>x &lt; y</bar><![CDATA[<z>]]><!-- c --></foo>",
      '<g:x g:a="1"/>',
    ]);
    expect(file.problems.some((p) => p.code === "xml.malformed")).toBe(false);
    const { valid, xml, plan } = exported(file);
    expect(valid).toBe(true);
    expect(xml).toContain('xmlns:g="urn:example:g"');
    expect(plan.droppedExtras).toBe(0);
  });

  it("reports an undeclared prefix as xml.malformed (a namespace-aware reader's fault)", () => {
    const file = read("<x:foo/>");
    const prefix = file.problems.filter((p) => /prefix "x" is not declared/.test(p.message));
    expect(prefix).toMatchObject([{ code: "xml.malformed", entry: 0 }]);
  });

  it("reads an undeclared image, video, news or xhtml prefix as its extension: one fault each, export declares it", () => {
    const image =
      "<image:image><image:loc>https://www.example.com/a.jpg</image:loc><image:caption>c</image:caption></image:image>";
    const link = '<xhtml:link rel="alternate" hreflang="en" href="https://www.example.com/a"/>';
    const video =
      "<video:video><video:thumbnail_loc>https://www.example.com/t.jpg</video:thumbnail_loc><video:title>T</video:title></video:video>";
    const file = read(`${image}${image}${link}${video}`);
    const faults = file.problems.filter((p) => p.code === "xml.malformed");
    expect(
      faults.map((p) => /prefix "(\w+)" is not declared \(add xmlns:\1="([^"]+)"/.exec(p.message)?.slice(1)),
    ).toEqual([
      ["image", "http://www.google.com/schemas/sitemap-image/1.1"],
      ["xhtml", "http://www.w3.org/1999/xhtml"],
      ["video", "http://www.google.com/schemas/sitemap-video/1.1"],
    ]);
    expect(faults.map((p) => [p.line, p.column])).toEqual([
      [2, 43], // the name of the first <image:image>
      [2, 265],
      [2, 341],
    ]);
    expect(file.problems.filter((p) => p.code !== "xml.malformed")).toEqual([]);
    const [entry] = file.urls;
    expect(entry.images.map((i) => [i.loc, i.caption])).toEqual([
      ["https://www.example.com/a.jpg", "c"],
      ["https://www.example.com/a.jpg", "c"],
    ]);
    expect(entry.alternates.map((a) => a.hreflang)).toEqual(["en"]);
    expect(entry.videos.map((v) => v.title)).toEqual(["T"]);
    expect(entry.extra).toBeUndefined();
    const { xml, valid, plan } = exported(file);
    expect(valid).toBe(true);
    expect(xml).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
    expect(xml).toContain('xmlns:video="http://www.google.com/schemas/sitemap-video/1.1"');
    expect(xml).toContain("<image:caption>c</image:caption>");
    expect(plan.undeclaredPrefixes).toEqual([]);
  });

  it("keeps an undeclared image prefix's element raw in an index's <sitemap>, and says it once, consistently", () => {
    const text = `<sitemapindex ${SM}><sitemap><loc>https://www.example.com/s.xml</loc><image:image><image:loc>https://www.example.com/a.jpg</image:loc></image:image></sitemap></sitemapindex>`;
    const file = readSitemapFile("i.xml", new TextEncoder().encode(text));
    expect(file.sitemaps[0].extra).toEqual([
      "<image:image><image:loc>https://www.example.com/a.jpg</image:loc></image:image>",
    ]);
    expect(file.problems.map((p) => p.code)).toEqual(["xml.malformed", "xml.unknown-element"]);
    expect(file.problems[0].message).toContain("export declares it");
    expect(file.namespaces?.image).toBe("http://www.google.com/schemas/sitemap-image/1.1");
  });

  it("keeps the swallowed rest out of extra when a CDATA section never closes", () => {
    const file = read("<foo><![CDATA[x</foo>");
    expect(file.urls).toHaveLength(1);
    expect(file.urls[0].extra).toBeUndefined();
    expect(exported(file).valid).toBe(true);
  });

  it("declares on a kept element the prefix its <url> declared, so export writes it and it means the same", () => {
    const pagemap = "http://www.google.com/schemas/sitemap-pagemap/1.0";
    const text = `<urlset ${SM}>\n<url xmlns:pm="${pagemap}">${LOC}<pm:PageMap><pm:DataObject type="doc"/></pm:PageMap><local:thing xmlns:local="urn:l"/></url>\n</urlset>\n`;
    const file = readSitemapFile("x.xml", new TextEncoder().encode(text));
    expect(file.urls[0].extra).toEqual([
      `<pm:PageMap xmlns:pm="${pagemap}"><pm:DataObject type="doc"/></pm:PageMap>`,
      '<local:thing xmlns:local="urn:l"/>',
    ]);
    const { xml, plan, valid } = exported(file);
    expect(valid).toBe(true);
    expect(plan.undeclaredPrefixes).toEqual([]);
    expect(xml).toContain(`<pm:PageMap xmlns:pm="${pagemap}">`);
    // read again, the same element
    expect(readSitemapFile("y.xml", new TextEncoder().encode(xml)).urls[0].extra).toEqual(file.urls[0].extra);
  });

  it("keeps a foreign attribute whose prefix its <url> declares, and export declares it on the root", () => {
    const text = `<urlset ${SM}>\n<url xmlns:foo="urn:foo" foo:id="7">${LOC}</url>\n</urlset>\n`;
    const file = readSitemapFile("x.xml", new TextEncoder().encode(text));
    expect(file.urls[0].attributes).toEqual({ "foo:id": "7" });
    expect(file.namespaces?.foo).toBe("urn:foo");
    const { xml, plan, valid } = exported(file);
    expect(valid).toBe(true);
    expect(plan.undeclaredPrefixes).toEqual([]);
    expect(xml).toContain('xmlns:foo="urn:foo"');
    expect(xml).toContain('<url foo:id="7">');
  });

  it("says an unknown element directly in the root, which the model has no place for, is not kept", () => {
    const text = `<urlset ${SM} xmlns:acme="urn:acme">\n<acme:generator>Acme</acme:generator><foo/>\n<url>${LOC}<acme:x/></url>\n</urlset>\n`;
    const file = readSitemapFile("x.xml", new TextEncoder().encode(text));
    const found = file.problems.map((p) => [p.code, p.params?.leftOut, p.line]);
    expect(found).toEqual([
      ["ext.unknown-namespace", "<urlset>", 2],
      ["xml.unknown-element", "<urlset>", 2],
      // the same namespace inside a url is kept, and said so apart
      ["ext.unknown-namespace", undefined, 3],
    ]);
    expect(file.urls[0].extra).toEqual(["<acme:x/>"]);
    expect(exported(file).xml).not.toContain("generator");
  });

  it("says a foreign element inside a value is left out of the value read, as an unknown one", () => {
    const text = `<urlset ${SM} xmlns:x="urn:x">\n<url><loc>https://www.example.com/a<x:b>c</x:b>d</loc></url>\n</urlset>\n`;
    const file = readSitemapFile("x.xml", new TextEncoder().encode(text));
    expect(file.urls[0].loc).toBe("https://www.example.com/ad");
    const [problem] = file.problems.filter((p) => p.code === "ext.unknown-namespace");
    expect(problem.params).toEqual({ value: "urn:x", parent: "loc", read: "https://www.example.com/ad" });
    expect(problem.field).toBe("loc");
  });
});
