import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeXml } from "@/test/xml-read-back";
import { escapeXmlAttribute, escapeXmlText, stripInvalidXmlChars, utf8ByteLength } from "./xml-escape";

describe("escapeXmlText", () => {
  it("escapes &, <, >, quotes and apostrophes (the protocol's entity table) and keeps tabs and LFs", () => {
    expect(escapeXmlText(`a&b<c>d"e'f\tg\nh`)).toBe(`a&amp;b&lt;c&gt;d&quot;e&apos;f\tg\nh`);
    expect(escapeXmlText("https://x.com/it's")).toBe("https://x.com/it&apos;s");
  });

  it("writes CR as a character reference so a parser does not turn it into LF", () => {
    expect(escapeXmlText("a\r\nb\rc")).toBe("a&#13;\nb&#13;c");
  });

  it("returns plain ASCII and non-ASCII text as it is", () => {
    expect(escapeXmlText("https://example.com/a?b=c")).toBe("https://example.com/a?b=c");
    expect(escapeXmlText("Привет 😀 é")).toBe("Привет 😀 é");
  });

  it("removes characters XML 1.0 forbids and keeps the rest", () => {
    expect(escapeXmlText("a\u0000b\u0008c\u001Fd\uFFFEe\uFFFFf")).toBe("abcdef");
    // Word's line and page breaks stood between words: a space there, nothing at either end
    expect(escapeXmlText("\u000BМост \u000B ночью\u000C\u000Cдень\u000C")).toBe("Мост ночью день");
    // a URL has no words: a space there would be one more fault (the loc fix removes the character too)
    expect(escapeXmlText("https://n.example.com/a\u000Bb\u0001c")).toBe("https://n.example.com/abc");
    expect(escapeXmlText("x\uD800y\uDC00z")).toBe("xyz");
    expect(escapeXmlText("ok \uD83D\uDE00 & ok")).toBe("ok \uD83D\uDE00 &amp; ok");
  });

  it("does not escape an entity-looking value twice", () => {
    expect(escapeXmlText("&amp;")).toBe("&amp;amp;");
  });
});

describe("escapeXmlAttribute", () => {
  it("escapes &, <, >, quotes, apostrophes and writes tab, LF and CR as character references", () => {
    expect(escapeXmlAttribute(`a&b<c>d"e'f\tg\nh\ri`)).toBe(
      "a&amp;b&lt;c&gt;d&quot;e&apos;f&#9;g&#10;h&#13;i",
    );
  });

  it("removes forbidden characters", () => {
    expect(escapeXmlAttribute("a\u0001b\uFFFF")).toBe("ab");
  });
});

describe("stripInvalidXmlChars", () => {
  it("keeps tab, LF, CR, valid surrogate pairs and everything from U+0020", () => {
    const kept = "\t\n\r \u007F\u0080\uD7FF\uE000\uFFFD\uD83D\uDE00";
    expect(stripInvalidXmlChars(kept)).toBe(kept);
  });
});

describe("utf8ByteLength", () => {
  it("counts 1, 2, 3 and 4 byte characters", () => {
    expect(utf8ByteLength("a")).toBe(1);
    expect(utf8ByteLength("é")).toBe(2);
    expect(utf8ByteLength("€")).toBe(3);
    expect(utf8ByteLength("😀")).toBe(4);
    expect(utf8ByteLength("")).toBe(0);
  });

  it("equals TextEncoder's length for any text without lone surrogates", () => {
    const encoder = new TextEncoder();
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (raw) => {
        const value = stripInvalidXmlChars(raw);
        expect(utf8ByteLength(value)).toBe(encoder.encode(value).length);
      }),
    );
  });
});

describe("escaping survives decoding", () => {
  it("gives back any text minus forbidden characters, in text and in attributes", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (raw) => {
        const meant = stripInvalidXmlChars(raw);
        expect(decodeXml(escapeXmlText(raw))).toBe(meant);
        expect(decodeXml(escapeXmlAttribute(raw))).toBe(meant);
        expect(escapeXmlText(raw)).not.toMatch(/[<>\r]/);
        expect(escapeXmlAttribute(raw)).not.toMatch(/[<>"\t\n\r]/);
      }),
    );
  });
});
