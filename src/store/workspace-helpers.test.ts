import { describe, expect, it } from "vitest";
import type { Problem } from "@/core/index";
import { makeSitemapFile, makeUrlEntry } from "@/test/factories";
import {
  getUnreadableNoticeKey,
  isExportSource,
  makeIndexMap,
  makeUniqueName,
  remapProblems,
} from "./workspace-helpers";

describe("workspace helpers", () => {
  it("numbers clashing names before the extensions", () => {
    const taken = new Set(["sitemap.xml", "sitemap.xml.gz"]);
    expect(makeUniqueName("sitemap.xml", taken)).toBe("sitemap (2).xml");
    expect(makeUniqueName("sitemap.xml", taken)).toBe("sitemap (3).xml");
    expect(makeUniqueName("sitemap.xml.gz", taken)).toBe("sitemap (2).xml.gz");
    expect(makeUniqueName("robots", taken)).toBe("robots");
    // a copy's copy is the next copy, not `sitemap (2) (2).xml`; a free name stays as it is
    expect(makeUniqueName("sitemap (2).xml", taken)).toBe("sitemap (4).xml");
    expect(makeUniqueName("client-b/sitemap-1 (2).xml", new Set(["client-b/sitemap-1 (2).xml"]))).toBe(
      "client-b/sitemap-1 (3).xml",
    );
    expect(makeUniqueName("notes (2).xml", new Set())).toBe("notes (2).xml");
  });

  it("drops problems of removed entries and shifts later ones", () => {
    const problem = (entry: number) => ({
      code: "loc.missing" as const,
      severity: "error" as const,
      message: "",
      file: "a",
      entry,
    });
    const map = makeIndexMap(4, new Set([1]));
    expect(remapProblems([problem(0), problem(1), problem(3)], "a", map).map((p) => p.entry)).toEqual([0, 2]);
  });

  it("says why an unusable file could not be used, from its problems' codes", () => {
    const problem = (code: Problem["code"]) => ({ code, severity: "error" as const, message: "", file: "f" });
    const unknown = (...codes: Problem["code"][]) => ({
      format: "unknown" as const,
      problems: codes.map(problem),
    });
    expect(getUnreadableNoticeKey(unknown("file.gzip-corrupt", "xml.malformed", "file.unknown-format"))).toBe(
      "notice.gzip-corrupt",
    );
    // unpacked past the safety limit with no root element in it: too large, not "not a sitemap"
    expect(getUnreadableNoticeKey(unknown("file.gzip-too-large", "file.unknown-format"))).toBe(
      "notice.gzip-too-large",
    );
    // as the reader gives 300 MB of spaces gzipped (no root element before the stop)
    expect(getUnreadableNoticeKey(unknown("file.gzip-too-large"))).toBe("notice.gzip-too-large");
    // an empty (or blank) file: the read reports nothing, the check adds file.empty
    expect(getUnreadableNoticeKey(unknown())).toBe("notice.file-empty");
    expect(getUnreadableNoticeKey(unknown("file.empty"))).toBe("notice.file-empty");
    expect(getUnreadableNoticeKey(unknown("file.not-gzipped", "file.unknown-format"))).toBe(
      "notice.not-a-sitemap",
    );
    const page = { ...problem("file.unknown-format"), params: { element: "HTML" } };
    expect(getUnreadableNoticeKey({ format: "unknown", problems: [page] })).toBe("notice.html-page");
    // a Yandex Market catalog is named as one, as its problem names it (it read "not recognised")
    const yml = { ...problem("file.unknown-format"), params: { element: "yml_catalog" } };
    expect(getUnreadableNoticeKey({ format: "unknown", problems: [yml] })).toBe("notice.yml-catalog");
    expect(getUnreadableNoticeKey({ format: "urlset", problems: [problem("file.gzip-corrupt")] })).toBe(
      undefined,
    );
  });
});

describe("isExportSource", () => {
  it("takes a file with at least one URL that has a loc, never one that would come out empty", () => {
    const withLoc = makeSitemapFile({ urls: [makeUrlEntry({ loc: "" }), makeUrlEntry()] });
    expect(isExportSource(withLoc, false)).toBe(true);
    // the only entry has no loc (a malformed file): it is never written, so neither is the file
    expect(isExportSource(makeSitemapFile({ urls: [makeUrlEntry({ loc: "  " })] }), true)).toBe(false);
    expect(isExportSource(makeSitemapFile({ urls: [] }), true)).toBe(false);
    const index = makeSitemapFile({
      format: "sitemapindex",
      urls: [],
      sitemaps: [{ loc: "https://www.example.com/a.xml" }],
    });
    expect([isExportSource(index, true), isExportSource(index, false)]).toEqual([true, false]);
  });
});
