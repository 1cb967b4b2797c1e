import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeHighRuns, isLookAlikeHost, toReadableUrl } from "./readable-url";

describe("toReadableUrl", () => {
  it("decodes encoded Cyrillic paths and queries and a punycode host, as browsers show them", () => {
    expect(toReadableUrl("https://shop.xn--p1ai/%D0%BA%D0%B0%D1%82%D0%B0%D0%BB%D0%BE%D0%B3/?q=%d0%b0")).toBe(
      "https://shop.рф/каталог/?q=а",
    );
    expect(toReadableUrl("https://xn--80aswg.xn--p1ai/")).toBe("https://сайт.рф/");
  });

  it("keeps ASCII escapes, bytes that are not UTF-8 and invisible characters encoded", () => {
    // a space, a slash, a percent sign, a newline: decoding them would show another URL
    expect(toReadableUrl("https://e.com/a%20b%2Fc%25d%0A")).toBeUndefined();
    // windows-1251 "каталог": not UTF-8
    expect(toReadableUrl("https://e.com/%EA%E0%F2%E0%EB%EE%E3")).toBeUndefined();
    // a right-to-left override and a no-break space would make the URL read otherwise
    expect(toReadableUrl("https://e.com/%E2%80%AEgpj.exe")).toBeUndefined();
    expect(toReadableUrl("https://e.com/a%C2%A0b")).toBeUndefined();
    // a run that is cut (half a character) stays, the whole one beside it is decoded
    expect(toReadableUrl("https://e.com/%D0%BA-%D0")).toBe("https://e.com/к-%D0");
  });

  it("shows the punycode host of a protocol-relative URL as it reads", () => {
    // Find & replace's preview showed an image's `//cdn.xn--…` beside every other URL decoded
    expect(toReadableUrl("//cdn.xn--80aairftm.xn--p1ai/%D0%BB%D0%BE%D0%B3%D0%BE.png")).toBe(
      "//cdn.магазин.рф/лого.png",
    );
    expect(toReadableUrl("/xn--80aairftm/a")).toBeUndefined();
  });

  it("keeps in punycode a host that would pass for another, as browsers do", () => {
    // Cyrillic letters that read as "apple.com", a Cyrillic "а" inside "paypal"
    expect(toReadableUrl("https://xn--80ak6aa92e.com/%D0%BA")).toBe("https://xn--80ak6aa92e.com/к");
    expect(toReadableUrl("https://xn--pypal-4ve.com/")).toBeUndefined();
    expect(isLookAlikeHost("аррӏе.com")).toBe(true);
    expect(isLookAlikeHost("pаypal.com")).toBe(true);
    // Russian words read as written, on .com too; the look-alike letters under a Cyrillic TLD as well
    expect(toReadableUrl("https://xn--80aairftm.com/")).toBe("https://магазин.com/");
    expect(toReadableUrl("https://xn--80ak6aa92e.xn--p1ai/")).toBe("https://аррӏе.рф/");
    expect(isLookAlikeHost("сосна.com")).toBe(false);
    expect(isLookAlikeHost("αβγ.com")).toBe(false);
    expect(isLookAlikeHost("αρριε.com")).toBe(true);
    expect(isLookAlikeHost("ελλάδα.com")).toBe(false);
  });

  it("says nothing for a URL that reads as written", () => {
    expect(toReadableUrl("https://example.com/books?x=1")).toBeUndefined();
    expect(toReadableUrl("https://example.com/xn--e1afmkfd/")).toBeUndefined();
    expect(toReadableUrl("https://xn--zz.example/")).toBeUndefined();
  });
});

describe("decodeHighRuns", () => {
  /** The reading run by run, as `toReadableUrl` did before its whole-URL shortcut: the oracle. */
  const byRuns = (loc: string) =>
    loc.replace(/(?:%[89a-f][0-9a-f])+/gi, (run) => {
      try {
        const text = decodeURIComponent(run);
        return /[\p{C}\p{Z}]/u.test(text) ? run : text;
      } catch {
        return run;
      }
    });

  it("reads a URL of high escapes whole as run by run would, and falls back where they differ", () => {
    expect(decodeHighRuns("/%D0%BA%D0%B0/%d1%82")).toBe("/ка/т");
    // an ASCII escape, a cut run, an invisible character, a literal space: run by run
    expect(decodeHighRuns("/%D0%BA%20")).toBe("/к%20");
    expect(decodeHighRuns("/%D0%BA-%D0")).toBe("/к-%D0");
    // one run holding a no-break space stays encoded whole, as before
    expect(decodeHighRuns("/%D0%BA%C2%A0")).toBe("/%D0%BA%C2%A0");
    expect(decodeHighRuns("/%D0%BA-%C2%A0")).toBe("/к-%C2%A0");
    expect(decodeHighRuns("/a b/%D0%BA")).toBe("/a b/к");
  });

  it("gives the run-by-run reading for any mix of escapes and characters (property)", () => {
    const token = fc.constantFrom(
      ...["%D0", "%BA", "%d1", "%82", "%C2", "%A0", "%E2", "%80", "%AE", "%F0", "%9F", "%98"],
      ...["%20", "%2F", "%25", "%0A", "%zz", "%8", "%", "a", "/", "к", " ", "\u0000", "\u200e", "?q="],
    );
    fc.assert(
      fc.property(fc.array(token, { maxLength: 12 }), (tokens) => {
        const loc = `https://e.com/${tokens.join("")}`;
        expect(decodeHighRuns(loc)).toBe(byRuns(loc));
      }),
      { numRuns: 2000 },
    );
  });
});

describe("the visible-text shortcut of toReadableUrl", () => {
  it("keeps encoded every control, format mark and space from U+0080 to U+05FF, as the Unicode classes say", () => {
    // the shortcut's ranges must hold no character the Unicode classes keep encoded: every code point of them
    const keep = /[\p{C}\p{Z}]/u;
    const wrong: string[] = [];
    for (let code = 0x80; code <= 0x5ff; code++) {
      const char = String.fromCodePoint(code);
      const loc = `https://e.com/${encodeURIComponent(char)}`;
      const shown = toReadableUrl(loc) ?? loc;
      if (shown.endsWith(char) === keep.test(char)) wrong.push(code.toString(16));
    }
    expect(wrong).toEqual([]);
    expect(toReadableUrl("https://e.com/%C2%AD")).toBeUndefined();
  });
});
