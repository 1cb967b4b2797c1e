import { describe, expect, it } from "vitest";
import { getReadableLoc, peekReadableLoc } from "./readable-locs";

describe("peekReadableLoc", () => {
  it("reads a URL as getReadableLoc does, kept or not", () => {
    const encoded = "https://xn--e1afmkfd.xn--p1ai/%D0%BA%D0%BD%D0%B8%D0%B3%D0%B8?q=%D0%B0%26b";
    // not kept yet: made anew
    expect(peekReadableLoc(encoded)).toBe("https://пример.рф/книги?q=а%26b");
    // kept by getReadableLoc, then read from there
    expect(getReadableLoc(encoded)).toBe("https://пример.рф/книги?q=а%26b");
    expect(peekReadableLoc(encoded)).toBe("https://пример.рф/книги?q=а%26b");
    // upper-case punycode, and URLs that read as written
    expect(peekReadableLoc("https://XN--E1AFMKFD.XN--P1AI/a")).toBe("https://пример.рф/a");
    expect(peekReadableLoc("https://example.com/a%20b")).toBeUndefined();
    expect(peekReadableLoc("https://пример.рф/книги")).toBeUndefined();
  });
});
