import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getChangeParts } from "./change-parts";

describe("getChangeParts", () => {
  it("marks the part a replace changed", () => {
    expect(getChangeParts("https://a.com/x", "https://b.com/x")).toEqual({
      prefix: "https://",
      removed: "a",
      added: "b",
      suffix: ".com/x",
    });
    expect(getChangeParts("http://example.com/", "https://example.com/")).toEqual({
      prefix: "http",
      removed: "",
      added: "s",
      suffix: "://example.com/",
    });
    // a repeated letter at the seam: the start takes what it can, the end never overlaps it
    expect(getChangeParts("aa", "aaa")).toEqual({ prefix: "aa", removed: "", added: "a", suffix: "" });
    expect(getChangeParts("same", "same")).toEqual({ prefix: "same", removed: "", added: "", suffix: "" });
  });

  it("never splits a surrogate pair", () => {
    // 😀 and 😃 share their high surrogate
    expect(getChangeParts("a😀b", "a😃b")).toEqual({ prefix: "a", removed: "😀", added: "😃", suffix: "b" });
  });

  it("puts the values back together, whatever they are", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), fc.string({ unit: "binary" }), (before, after) => {
        const { prefix, removed, added, suffix } = getChangeParts(before, after);
        expect(prefix + removed + suffix).toBe(before);
        expect(prefix + added + suffix).toBe(after);
      }),
      { seed: 5 },
    );
  });
});
