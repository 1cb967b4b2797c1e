import { gzipSync as nodeGzipSync } from "node:zlib";
import { gzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { sharedBytes } from "../../test/shared-dir";
import { GZIP_OUTPUT_CAP_BYTES } from "../limits";
import { updateCrc32 } from "./crc32";
import { gunzipCapped } from "./gunzip-capped";
import { readGzipHeader } from "./gzip-header";

const encode = (text: string) => new TextEncoder().encode(text);
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const codes = (result: { problems: { code: string }[] }) => result.problems.map((p) => p.code);

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const TEXT = "https://www.example.com/a\nhttps://www.example.com/b\n".repeat(50);
const gz = gzipSync(encode(TEXT));

describe("updateCrc32", () => {
  it("gives the standard check value of 123456789", () => {
    expect(updateCrc32(0, encode("123456789"))).toBe(0xcbf43926);
  });

  it("gives the same value fed in chunks of any length", () => {
    const bytes = encode("The quick brown fox jumps over the lazy dog");
    const whole = updateCrc32(0, bytes);
    expect(whole).toBe(0x414fa339);
    expect(updateCrc32(updateCrc32(0, bytes.subarray(0, 7)), bytes.subarray(7))).toBe(whole);
  });
});

describe("readGzipHeader", () => {
  it("reads the length of a header with a file name", () => {
    const withName = gzipSync(encode("x"), { filename: "a.xml" });
    expect(readGzipHeader(withName, 0)).toEqual({ length: 16 });
  });

  it("refuses reserved flags and short headers", () => {
    expect(readGzipHeader(new Uint8Array([0x1f, 0x8b, 8, 0x63, 0, 0, 0, 0, 0, 0]), 0).error).toMatch(
      /reserved/,
    );
    expect(readGzipHeader(gz.subarray(0, 6), 0).error).toMatch(/cut short/);
  });
});

describe("gunzipCapped", () => {
  it("decompresses a single member and reports nothing", () => {
    const result = gunzipCapped(gz, "a.gz");
    expect(decode(result.bytes)).toBe(TEXT);
    expect(result.problems).toEqual([]);
  });

  it("joins the output of several members", () => {
    const result = gunzipCapped(concat(gzipSync(encode("first\n")), gzipSync(encode("second\n"))), "m.gz");
    expect(decode(result.bytes)).toBe("first\nsecond\n");
    expect(result.problems).toEqual([]);
  });

  it("reports bytes after the last member and how many, keeping the data", () => {
    const junk = gunzipCapped(concat(gz, encode("garbage!!")), "t.gz");
    expect(decode(junk.bytes)).toBe(TEXT);
    expect(codes(junk)).toEqual(["file.gzip-trailing-bytes"]);
    expect(junk.problems[0].params).toMatchObject({ count: 9, offset: gz.length });
    const zeros = gunzipCapped(concat(gz, new Uint8Array(2)), "t.gz");
    expect(zeros.problems[0]).toMatchObject({ code: "file.gzip-trailing-bytes", params: { count: 2 } });
  });

  it("counts zero padding after an empty member, whose trailer is all zeros too", () => {
    const result = gunzipCapped(concat(gzipSync(new Uint8Array(0)), new Uint8Array(4)), "e.gz");
    expect(result.bytes.length).toBe(0);
    expect(result.problems).toMatchObject([{ code: "file.gzip-trailing-bytes", params: { count: 4 } }]);
  });

  it("reports a CRC-32 mismatch in the last member", () => {
    const bad = gz.slice();
    bad[bad.length - 8] ^= 0xff;
    const result = gunzipCapped(bad, "crc.gz");
    expect(decode(result.bytes)).toBe(TEXT);
    expect(codes(result)).toEqual(["file.gzip-corrupt"]);
    expect(result.problems[0].message).toMatch(/CRC-32/);
  });

  it("reports a CRC-32 mismatch in an inner member", () => {
    const first = gzipSync(encode("first\n"));
    first[first.length - 5] ^= 0x01;
    const result = gunzipCapped(concat(first, gzipSync(encode("second\n"))), "m.gz");
    expect(decode(result.bytes)).toBe("first\nsecond\n");
    expect(codes(result)).toEqual(["file.gzip-corrupt"]);
  });

  it("reports a wrong length (ISIZE)", () => {
    const bad = gz.slice();
    bad[bad.length - 4] ^= 0x01;
    expect(codes(gunzipCapped(bad, "len.gz"))).toEqual(["file.gzip-corrupt"]);
  });

  it("keeps what was read from a truncated stream", () => {
    const cut = gunzipCapped(gz.subarray(0, Math.floor(gz.length / 2)), "cut.gz");
    expect(codes(cut)).toEqual(["file.gzip-corrupt"]);
    expect(TEXT.startsWith(decode(cut.bytes))).toBe(true);
    const noTrailer = gunzipCapped(gz.subarray(0, gz.length - 3), "cut.gz");
    expect(decode(noTrailer.bytes)).toBe(TEXT);
    expect(codes(noTrailer)).toEqual(["file.gzip-corrupt"]);
    expect(codes(gunzipCapped(gz.subarray(0, 10), "header-only.gz"))).toEqual(["file.gzip-corrupt"]);
  });

  it("reports broken deflate data", () => {
    const bad = gz.slice();
    bad[10] = 0xff; // block type 3 is invalid
    expect(codes(gunzipCapped(bad, "bad.gz"))).toEqual(["file.gzip-corrupt"]);
  });

  it("refuses the corpus file with gzip magic but bogus flags without inflating", () => {
    const result = gunzipCapped(sharedBytes("corpus/aafeher-corrupted-not-gzip.gz"), "c.gz");
    expect(result.bytes.length).toBe(0);
    expect(codes(result)).toEqual(["file.gzip-corrupt"]);
    expect(result.problems[0].message).toMatch(/reserved/);
  });

  it("finds the CRC error of the corpus's empty sitemap index", () => {
    const result = gunzipCapped(sharedBytes("corpus/aafeher-index-empty-crc-error.xml.gz"), "e.xml.gz");
    expect(result.bytes.length).toBe(0);
    expect(codes(result)).toEqual(["file.gzip-corrupt"]);
  });

  it("reads the corpus's valid gzip files without problems", () => {
    expect(gunzipCapped(sharedBytes("corpus/aafeher-empty-file.xml.gz"), "e.gz")).toEqual({
      bytes: new Uint8Array(0),
      problems: [],
    });
    for (const name of ["cc-xmlSitemap.gz", "cc-txt-sitemap.txt.gz", "advertools-zipped-sitemap.xml.gz"]) {
      const result = gunzipCapped(sharedBytes(`corpus/${name}`), name);
      expect(result.problems, name).toEqual([]);
      expect(result.bytes.length, name).toBeGreaterThan(100);
    }
  });

  it("stops a small cap with file.gzip-too-large and keeps exactly the cap", () => {
    const result = gunzipCapped(gz, "big.gz", 1000);
    expect(result.bytes.length).toBe(1000);
    expect(decode(result.bytes)).toBe(TEXT.slice(0, 1000));
    expect(codes(result)).toEqual(["file.gzip-too-large"]);
    expect(codes(gunzipCapped(gz, "exact.gz", TEXT.length))).toEqual([]);
  });

  it("stops a 300 MB gzip bomb at the cap without allocating it", () => {
    // node:zlib makes the bomb in under a second; fflate's level 9 takes several on zeros.
    const bomb = new Uint8Array(nodeGzipSync(new Uint8Array(300 * 1024 * 1024), { level: 9 }));
    expect(bomb.length).toBeLessThan(1_000_000);
    const result = gunzipCapped(bomb, "bomb.xml.gz");
    expect(result.bytes.length).toBe(GZIP_OUTPUT_CAP_BYTES);
    expect(codes(result)).toEqual(["file.gzip-too-large"]);
    // written in place into one buffer of the cap's size: no chunk list, no joined copy
    expect(result.bytes.buffer.byteLength).toBe(GZIP_OUTPUT_CAP_BYTES);
  });
});

describe("gunzipCapped: the output buffer", () => {
  it("is sized from the trailer's ISIZE when it is true", () => {
    const big = encode("https://www.example.com/page\n".repeat(30_000));
    const result = gunzipCapped(new Uint8Array(nodeGzipSync(big)), "a.gz");
    expect(Buffer.compare(result.bytes, big)).toBe(0); // toEqual walks 870 KB element by element
    expect(result.bytes.buffer.byteLength).toBe(big.length);
  });

  it("never trusts a lying ISIZE past what deflate can make of the input", () => {
    const lying = gz.slice();
    lying.set([0xff, 0xff, 0xff, 0xff], lying.length - 4);
    const result = gunzipCapped(lying, "lie.gz");
    expect(decode(result.bytes)).toBe(TEXT);
    expect(codes(result)).toEqual(["file.gzip-corrupt"]);
    expect(result.bytes.buffer.byteLength).toBeLessThanOrEqual(lying.length * 1_032 + 65_536);
  });

  it("grows by doubling when the hint is short (several members), up to the cap", () => {
    const part = encode("x".repeat(300_000));
    const members = concat(gzipSync(part), gzipSync(part), gzipSync(encode("end")));
    const result = gunzipCapped(members, "m.gz");
    expect(result.bytes.length).toBe(600_003);
    expect(decode(result.bytes.subarray(599_990))).toBe("xxxxxxxxxxend");
    expect(codes(result)).toEqual([]);
    const capped = gunzipCapped(members, "m.gz", 400_000);
    expect(capped.bytes.length).toBe(400_000);
    expect(capped.bytes.buffer.byteLength).toBeLessThanOrEqual(400_000);
  });
});
