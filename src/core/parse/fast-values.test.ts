/**
 * `FastValues` interning of short values: with bytes (ASCII text) values of 4 to 12 characters are hashed and
 * compared as three overlapping words; every value read must still be exactly its text.
 */
import { describe, expect, it } from "vitest";
import { FastValues } from "./fast-values";

/** Reads every `<v>...</v>` of `text` with and without bytes; returns both lists of values. */
function readAll(text: string): { withBytes: string[]; withoutBytes: string[] } {
  const codes = new TextEncoder().encode(text);
  const lists = [new FastValues(text, codes), new FastValues(text)].map((reader) => {
    const values: string[] = [];
    for (let j = text.indexOf("<v>"); j !== -1; j = text.indexOf("<v>", j + 1)) {
      values.push(reader.elementText(j + 3, "</v>", false) as string);
    }
    return values;
  });
  return { withBytes: lists[0], withoutBytes: lists[1] };
}

describe("FastValues interning", () => {
  it("gives each short value its own text, equal ones as one string", () => {
    // lengths 1 to 13; pairs that differ in one byte only, at the start, the middle and the end
    const values = [
      "a",
      "ab",
      "abc",
      "abcd",
      "abcde",
      "weekly",
      "weeklx",
      "xeekly",
      "monthly",
      "0.50000",
      "2024-01-01",
      "2024-01-02",
      "2024-11-01",
      "3024-01-01",
      "abcdefghijk",
      "abcdefghijkl",
      "abcdefXhijkl",
      "abcdefghijklm",
      "weekly",
      "2024-01-01",
      "abcdefghijkl",
    ];
    const text = values.map((value) => `<v>${value}</v>`).join("\n");
    const { withBytes, withoutBytes } = readAll(text);
    expect(withBytes).toEqual(values);
    expect(withoutBytes).toEqual(values);
  });
});
