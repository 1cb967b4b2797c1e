import { unzipSync } from "fflate";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeUrlEntries } from "@/test/factories";
import { writeSitemaps } from "./write-sitemaps";
import { zipOutputFiles } from "./zip-output";

const ZONE = process.env.TZ;

/** The DOS time and date of every local file header and central directory header of a zip. */
function readDosStamps(zip: Uint8Array): { time: number; date: number }[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const stamps: { time: number; date: number }[] = [];
  for (let at = 0; at + 4 <= zip.length; at++) {
    const signature = view.getUint32(at, true);
    // local header: time at +10; central directory header: time at +12
    const offset = signature === 0x04034b50 ? 10 : signature === 0x02014b50 ? 12 : -1;
    if (offset < 0) continue;
    stamps.push({ time: view.getUint16(at + offset, true), date: view.getUint16(at + offset + 2, true) });
  }
  return stamps;
}

describe("zipOutputFiles", () => {
  afterEach(() => {
    vi.useRealTimers();
    if (ZONE === undefined) delete process.env.TZ;
    else process.env.TZ = ZONE;
  });

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

  it("writes the same bytes for the same files, also when the clock moves between two exports", () => {
    const files = writeSitemaps(makeUrlEntries(5), { maxUrls: 2 });
    expect(zipOutputFiles(files)).toEqual(zipOutputFiles(files));
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2024-05-01T10:00:00Z"));
    const before = zipOutputFiles(files);
    vi.setSystemTime(new Date("2031-11-29T17:43:11Z"));
    expect(zipOutputFiles(files)).toEqual(before);
  });

  it("stamps every entry 1980-01-01 00:00:00 in DOS time, whatever the time zone", () => {
    const files = writeSitemaps(makeUrlEntries(5), { maxUrls: 2 });
    const zips = ["UTC", "America/Los_Angeles", "Asia/Kamchatka", "Pacific/Kiritimati"].map((zone) => {
      process.env.TZ = zone;
      return zipOutputFiles(files);
    });
    for (const zip of zips.slice(1)) expect(zip).toEqual(zips[0]);
    const stamps = readDosStamps(zips[0]);
    // 3 parts + the index, each in a local header and in the central directory
    expect(stamps).toHaveLength(8);
    // time 00:00:00 is 0; date (1980 - 1980) << 9 | 1 << 5 | 1 is 0x21
    for (const stamp of stamps) expect(stamp).toEqual({ time: 0, date: 0x21 });
  });

  it("refuses two files with the same name", () => {
    const [file] = writeSitemaps(makeUrlEntries(1));
    expect(() => zipOutputFiles([file, file])).toThrow("two files named sitemap.xml");
  });
});
