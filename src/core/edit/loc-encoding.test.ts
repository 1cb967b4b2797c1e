import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MUST_ENCODE } from "../validate/loc-text-rules";
import { encodeLoc, encodeUnsafeChars } from "./loc-encoding";

/** The encoding character by character, as it was before runs were encoded at once: the oracle. */
function oneByOne(text: string): string {
  let out = "";
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 128 && MUST_ENCODE[c] === 0) continue;
    const pair = c >= 0xd800 && c <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
    const char = pair ? text.slice(i, i + 2) : text[i];
    const lone = !pair && c >= 0xd800 && c <= 0xdfff;
    out += text.slice(from, i) + encodeURIComponent(lone ? "\ufffd" : char);
    if (pair) i++;
    from = i + 1;
  }
  return from === 0 ? text : out + text.slice(from);
}

describe("encodeUnsafeChars", () => {
  it("encodes runs of characters as each one alone would be (property)", () => {
    const char = fc.constantFrom(
      ...["a", "/", "%", "%D0", "к", "Ж", " ", '"', "<", "|", "\\", "^", "`", "{", "}", "\u007f", "\u0000"],
      ...["\t", "\ud83d\ude00", "\ud800", "\udc00", "\u00a0", "€", "~", "?", "#", "&", "'", "*"],
    );
    fc.assert(
      fc.property(fc.array(char, { maxLength: 20 }), (chars) => {
        const text = chars.join("");
        expect(encodeUnsafeChars(text)).toBe(oneByOne(text));
      }),
      { numRuns: 3000 },
    );
  });

  it("writes a Cyrillic URL with its host in punycode, the same host each time", () => {
    expect(encodeLoc("https://магазин.рф/стул 1")).toBe(
      "https://xn--80aairftm.xn--p1ai/%D1%81%D1%82%D1%83%D0%BB%201",
    );
    expect(encodeLoc("https://магазин.рф/стол")).toBe(
      "https://xn--80aairftm.xn--p1ai/%D1%81%D1%82%D0%BE%D0%BB",
    );
    expect(encodeLoc("http://пользователь@магазин.рф:8080/а")).toBe(
      "http://%D0%BF%D0%BE%D0%BB%D1%8C%D0%B7%D0%BE%D0%B2%D0%B0%D1%82%D0%B5%D0%BB%D1%8C@xn--80aairftm.xn--p1ai:8080/%D0%B0",
    );
  });
});
