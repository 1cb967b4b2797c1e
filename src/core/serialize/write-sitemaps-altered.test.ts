/**
 * Values with characters XML 1.0 cannot hold (NUL, other C0 controls, lone surrogates, U+FFFE/U+FFFF):
 * written without them when something remains, else their element (or attribute) is left out, never
 * written empty; planExport counts them in `alteredValues` for the export dialog.
 */
import { XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { makeUrlEntries, makeUrlEntry } from "@/test/factories";
import { exportSitemaps, planExport } from "./write-sitemaps";

function write(urls: Parameters<typeof exportSitemaps>[0], format: "xml" | "txt" = "xml") {
  const { files, plan } = exportSitemaps(urls, { format });
  const text = new TextDecoder().decode(files[0].bytes);
  if (format === "xml") expect(XMLValidator.validate(text)).toBe(true);
  return { text, plan };
}

describe("values XML cannot hold", () => {
  it("leaves out a lastmod that is only a NUL (no empty <lastmod>) and counts it", () => {
    const { text, plan } = write([makeUrlEntry({ lastmod: "\u0000", changefreq: " \u0001 " })]);
    expect(text).not.toContain("lastmod");
    expect(text).not.toContain("changefreq");
    expect(plan.alteredValues).toBe(2);
  });

  it("writes what remains of a loc, a lastmod and extension values, and counts each", () => {
    const entry = makeUrlEntry({
      loc: "https://www.example.com/a\u0001b",
      lastmod: "2024-01-01\u0000",
      images: [{ loc: "https://www.example.com/i.jpg\uFFFE", caption: "\u0001", title: "" }],
      alternates: [{ hreflang: "\u0000", href: "https://www.example.com/\uD800" }],
      extra: ["<foo>\u0002x</foo>"],
    });
    const { text, plan } = write([entry]);
    expect(text).toContain("<loc>https://www.example.com/ab</loc>");
    expect(text).toContain("<lastmod>2024-01-01</lastmod>");
    expect(text).toContain("<image:loc>https://www.example.com/i.jpg</image:loc>");
    expect(text).not.toContain("image:caption"); // nothing remained
    expect(text).toContain("<image:title></image:title>"); // empty as the user has it: kept
    expect(text).toContain('<xhtml:link rel="alternate" href="https://www.example.com/"/>');
    expect(text).toContain("<foo>x</foo>");
    expect(plan.alteredValues).toBe(7);
  });

  it("skips an entry whose loc is only such characters (skipped, not altered)", () => {
    const plan = planExport([makeUrlEntry({ loc: "\u0001" }), makeUrlEntry()]);
    expect(plan).toMatchObject({ skipped: [0], written: 1, alteredValues: 0 });
  });

  it("counts TXT locs too, and nothing in a clean export", () => {
    const { text, plan } = write([makeUrlEntry({ loc: "https://www.example.com/\u0001a" })], "txt");
    expect(text).toBe("https://www.example.com/a\n");
    expect(plan.alteredValues).toBe(1);
    expect(planExport(makeUrlEntries(100))).toMatchObject({ alteredValues: 0, droppedExtras: 0 });
  });
});
