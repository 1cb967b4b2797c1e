import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { makeUrlEntries } from "@/test/factories";
import { writeSitemaps } from "./write-sitemaps";
import { zipOutputFiles } from "./zip-output";

describe("zipOutputFiles", () => {
  it("holds every file under its name with the same bytes", () => {
    for (const gzip of [false, true]) {
      const files = writeSitemaps(makeUrlEntries(5), { maxUrls: 2, gzip });
      const unzipped = unzipSync(zipOutputFiles(files));
      expect(Object.keys(unzipped)).toEqual(files.map((f) => f.name));
      for (const file of files) expect(unzipped[file.name]).toEqual(file.bytes);
    }
  });

  it("makes a valid empty archive from no files", () => {
    expect(unzipSync(zipOutputFiles([]))).toEqual({});
  });

  it("refuses two files with the same name", () => {
    const [file] = writeSitemaps(makeUrlEntries(1));
    expect(() => zipOutputFiles([file, file])).toThrow("two files named sitemap.xml");
  });
});
