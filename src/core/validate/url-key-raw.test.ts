import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getHttpUrlKey, toUpperPercentHex } from "./url-key";

/** The key as the URL parser gives it: the oracle of the raw-URL shortcut. */
function parsedKey(text: string): string | undefined {
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:" ? toUpperPercentHex(url.href) : undefined;
  } catch {
    return undefined;
  }
}

describe("getHttpUrlKey of URLs written raw", () => {
  it("gives a Cyrillic URL the key the parser gives, host in punycode and the path encoded", () => {
    expect(getHttpUrlKey("https://магазин.рф/каталог/стулья?цвет=синий")).toBe(
      "https://xn--80aairftm.xn--p1ai/%D0%BA%D0%B0%D1%82%D0%B0%D0%BB%D0%BE%D0%B3/%D1%81%D1%82%D1%83%D0%BB%D1%8C%D1%8F?%D1%86%D0%B2%D0%B5%D1%82=%D1%81%D0%B8%D0%BD%D0%B8%D0%B9",
    );
    expect(getHttpUrlKey("https://МАГАЗИН.РФ/каталог/д")).toBe(getHttpUrlKey("https://магазин.рф/каталог/д"));
    expect(getHttpUrlKey("http://Example.COM/a/%d0%ba")).toBe("http://example.com/a/%D0%BA");
  });

  it("equals the parser's key for any mix of hosts, paths, escapes and characters (property)", () => {
    const host = fc.constantFrom(
      "магазин.рф",
      "МАГАЗИН.РФ",
      "xn--80aairftm.xn--p1ai",
      "Example.COM",
      "e.com",
      "127.0.0.1",
      "0x7f.1",
      "a..b",
      "xn--zz.example",
      "e.com.",
      "ex ample.com",
      "",
    );
    const piece = fc.constantFrom(
      ...[
        "/",
        "/a",
        "/к",
        "/Каталог",
        "?",
        "?q=д",
        "&",
        "=",
        ".",
        "/.",
        "/..",
        "%2e",
        "%2E",
        "%d0%ba",
        "%D0%BA",
      ],
      ...["%", "%zz", "%C0%80", "#x", " ", "'", "|", "\\\\", "\t", "\ud800", "😀", "~", "+", ";", "@", ":80"],
    );
    const scheme = fc.constantFrom("https://", "http://", "HTTPS://", "ftp://");
    const url = fc
      .tuple(scheme, host, fc.array(piece, { maxLength: 8 }))
      .map(([s, h, parts]) => `${s}${h}${parts.join("")}`);
    fc.assert(
      fc.property(url, (text) => {
        expect(getHttpUrlKey(text)).toBe(parsedKey(text));
      }),
      { numRuns: 3000 },
    );
  });
});
