import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getLocOrigin, type LastOrigin } from "./write-sitemap-index";

describe("getLocOrigin with the last loc's prefix", () => {
  it("gives every loc of a run the origin it has alone (property)", () => {
    // hosts that differ only after the prefix of another, blanks, ports, cases, hosts no DNS name can be
    const scheme = fc.constantFrom("https://", "http://", "HTTPS://", "ftp://", "https:/", "");
    const host = fc.constantFrom(
      "e.com",
      "E.com",
      "e.com:443",
      "e.com.ru",
      "e.co",
      "exa mple.com",
      "example..com",
      "xn--80aswg.xn--p1ai",
      "",
    );
    const rest = fc.constantFrom("", "/", "/a", "?q=1", "#x", " ", "/a b", "\t", ".ru/a", ":8080/a");
    const lead = fc.constantFrom("", " ");
    const loc = fc.tuple(lead, scheme, host, rest).map((parts) => parts.join(""));
    fc.assert(
      fc.property(fc.array(loc, { maxLength: 30 }), (locs) => {
        const cache = new Map<string, string>();
        const last: LastOrigin = { prefix: "", origin: "" };
        for (const text of locs) expect(getLocOrigin(text, cache, last)).toBe(getLocOrigin(text));
      }),
      { numRuns: 2000 },
    );
  });

  it("reads a host that merely starts like the last one anew", () => {
    const last: LastOrigin = { prefix: "", origin: "" };
    expect(getLocOrigin("https://e.com/a", undefined, last)).toBe("https://e.com");
    expect(getLocOrigin("https://e.com.ru/a", undefined, last)).toBe("https://e.com.ru");
    expect(getLocOrigin("https://e.com.ru exa/a", undefined, last)).toBeUndefined();
  });
});
