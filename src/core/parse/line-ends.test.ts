/**
 * XML 1.0 section 2.11, "End-of-Line Handling": before parsing, CR LF and a lone CR are one LF; a CR
 * written as `&#13;` stays a CR. So a value written on several lines of a Windows file reads as every XML
 * parser reads it, and export does not turn its line ends into `&#13;`.
 */
import { describe, expect, it } from "vitest";
import { readSitemapFile, writeSitemaps } from "@/core/index";

const HEAD =
  '<?xml version="1.0"?>\r\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\r\n';
const read = (body: string) =>
  readSitemapFile("crlf.xml", new TextEncoder().encode(`${HEAD}${body}</urlset>\r\n`));

describe("line ends in values", () => {
  it("reads CR LF and a lone CR in a value as LF, in text and in CDATA", () => {
    const file = read(
      "<url><loc>https://a.example/</loc><image:image><image:loc>https://a.example/i.jpg</image:loc>" +
        "<image:caption>one\r\ntwo\rthree</image:caption><image:title><![CDATA[a\r\nb]]></image:title></image:image></url>\r\n",
    );
    expect(file.urls[0].images[0].caption).toBe("one\ntwo\nthree");
    expect(file.urls[0].images[0].title).toBe("a\nb");
    const written = new TextDecoder().decode(
      writeSitemaps(file.urls, { namespaces: file.namespaces })[0].bytes,
    );
    expect(written).toContain("<image:caption>one\ntwo\nthree</image:caption>");
    expect(written).not.toContain("&#13;");
  });

  it("keeps a CR written as a reference, which no line end is", () => {
    const file = read(
      "<url><loc>https://a.example/</loc><image:image><image:loc>https://a.example/i.jpg</image:loc>" +
        "<image:caption>one&#13;two&#xD;three</image:caption></image:image></url>\r\n",
    );
    expect(file.urls[0].images[0].caption).toBe("one\rtwo\rthree");
  });
});
