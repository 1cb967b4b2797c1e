/**
 * `SharedSlices` gives the text's slice whatever its table holds: equal values, colliding values, values
 * read again after their slot was taken, with and without the bytes of an ASCII text.
 */
import { describe, expect, it } from "vitest";
import { SharedSlices } from "./fast-shared-slices";

const encoder = new TextEncoder();

/** Shared slices of `text`, on its bytes when it is ASCII (as the reader makes them). */
function slicesOf(text: string, withBytes: boolean): SharedSlices {
  if (!withBytes) return new SharedSlices(text, undefined, undefined);
  const codes = encoder.encode(text);
  return new SharedSlices(text, codes, new DataView(codes.buffer));
}

/** A text of hreflang-like URLs, repeated and varied near their ends and in their middles. */
function makeText(nonAscii: boolean): { text: string; ranges: [number, number][] } {
  const parts: string[] = [];
  for (let i = 0; i < 3_000; i++) {
    const lang = ["en", "de", "fr"][i % 3];
    const page = nonAscii ? "книги" : "%D0%BA";
    parts.push(`https://www.example.com/${lang}/catalog/${page}/item-${i >> 2}`);
    parts.push(`https://www.example.com/${i % 7}${lang}/x/${"y".repeat(i % 40)}/z`);
    parts.push(`2024-01-${String(1 + (i % 28)).padStart(2, "0")}T00:00:00+03:00`);
  }
  let text = "";
  const ranges: [number, number][] = [];
  for (const part of parts) {
    ranges.push([text.length + 1, text.length + 1 + part.length]);
    text += `<${part}>`;
  }
  return { text, ranges };
}

describe("SharedSlices", () => {
  for (const [name, nonAscii, withBytes] of [
    ["ASCII with bytes", false, true],
    ["ASCII without bytes", false, false],
    ["non-ASCII", true, false],
  ] as const) {
    it(`returns the text's slice for every range (${name})`, () => {
      const { text, ranges } = makeText(nonAscii);
      const slices = slicesOf(text, withBytes);
      for (let round = 0; round < 2; round++) {
        for (const [a, b] of ranges) expect(slices.slice(a, b)).toBe(text.slice(a, b));
        // ranges that differ from a neighbour by one character at either end
        for (const [a, b] of ranges) expect(slices.slice(a, b - 1)).toBe(text.slice(a, b - 1));
        for (const [a, b] of ranges) expect(slices.slice(a + 1, b)).toBe(text.slice(a + 1, b));
      }
    });
  }
});
