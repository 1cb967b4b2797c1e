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

  it("writes the same bytes for the same files and time", () => {
    const files = writeSitemaps(makeUrlEntries(5), { maxUrls: 2 });
    const at = new Date(2026, 11, 5, 14, 30, 20);
    expect(zipOutputFiles(files, at)).toEqual(zipOutputFiles(files, new Date(at)));
  });

  it("dates every entry when it is exported, in local time (a fixed 1980 became servers' Last-Modified)", () => {
    const files = writeSitemaps(makeUrlEntries(5), { maxUrls: 2 });
    const stamps = readDosStamps(zipOutputFiles(files, new Date(2026, 11, 5, 14, 30, 20)));
    // 3 parts + the index, each in a local header and in the central directory
    expect(stamps).toHaveLength(8);
    // DOS time: hours << 11 | minutes << 5 | seconds / 2; date: (year - 1980) << 9 | month << 5 | day
    for (const stamp of stamps)
      expect(stamp).toEqual({
        time: (14 << 11) | (30 << 5) | 10,
        date: ((2026 - 1980) << 9) | (12 << 5) | 5,
      });
    // by default, now
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2027, 0, 2, 3, 4, 6));
    const now = readDosStamps(zipOutputFiles(files));
    vi.useRealTimers();
    expect(now[0]).toEqual({ time: (3 << 11) | (4 << 5) | 3, date: ((2027 - 1980) << 9) | (1 << 5) | 2 });
  });

  it("marks each entry as made on Unix, a rw-r--r-- file with a UTF-8 name, so unzip reads a Cyrillic name", () => {
    const [file] = writeSitemaps(makeUrlEntries(1));
    const zip = zipOutputFiles([{ ...file, name: "карта-сайта-1.xml" }]);
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    const central = zip.findIndex((_, at) => at + 4 <= zip.length && view.getUint32(at, true) === 0x02014b50);
    expect(central).toBeGreaterThan(0);
    // version made by: the system in its high byte (APPNOTE 4.4.2.2: 0 MS-DOS, whose code page `unzip` used)
    expect(view.getUint8(central + 5)).toBe(3);
    // general purpose flag bit 11: the name is UTF-8
    expect(view.getUint16(central + 8, true) & 0x800).toBe(0x800);
    // external attributes: a regular file, rw-r--r--, in the high 16 bits
    expect(view.getUint32(central + 38, true) >>> 16).toBe(0o100644);
    expect(Object.keys(unzipSync(zip))).toEqual(["карта-сайта-1.xml"]);
  });

  it("refuses two files with the same name", () => {
    const [file] = writeSitemaps(makeUrlEntries(1));
    expect(() => zipOutputFiles([file, file])).toThrow("two files named sitemap.xml");
  });
});
