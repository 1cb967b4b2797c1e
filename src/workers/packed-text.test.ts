import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeStrings, encodeStrings, hasLoneSurrogate } from "./packed-text";

const utf8 = (strings: string[]) => new TextEncoder().encode(strings.join(""));

describe("encodeStrings", () => {
  it("writes ASCII one byte a character, in a buffer of exactly its length", () => {
    const bytes = encodeStrings(["https://a.example/", "2024-01-02", "", "en"]) as Uint8Array;
    expect(bytes).toEqual(utf8(["https://a.example/", "2024-01-02", "", "en"]));
    expect(bytes.buffer.byteLength).toBe(30);
  });

  it("switches to wider bytes at the first character past ASCII, mid-string, and sizes the buffer to fit", () => {
    const strings = ["https://a.example/", "ru/каталог", "€", "😀/x", "\uFEFFtail"];
    const bytes = encodeStrings(strings) as Uint8Array;
    expect(bytes).toEqual(utf8(strings));
    expect(bytes.buffer.byteLength).toBe(utf8(strings).byteLength);
    expect(decodeStrings(bytes)).toBe(strings.join(""));
  });

  it("refuses a lone surrogate, a high half ending a string, and a low half alone", () => {
    expect(encodeStrings(["a", "b\uD800c"])).toBeUndefined();
    expect(encodeStrings(["ж", "b\uDC00"])).toBeUndefined();
    expect(encodeStrings(["ж\uDE00\uDE00"])).toBeUndefined();
    // a pair split over two strings: each string alone has a lone half
    expect(encodeStrings(["a\uD83D", "\uDE00b"])).toBeUndefined();
    expect(hasLoneSurrogate("a\uD83D")).toBe(true);
    expect(encodeStrings(["a\uD83D\uDE00b"])).toEqual(utf8(["a😀b"]));
  });

  it("writes what TextEncoder writes for any strings without a lone surrogate, refuses the others (property)", () => {
    const unit = fc.oneof(
      fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
      fc.constantFrom(
        "a",
        "/",
        "\u0080",
        "ж",
        "\u07FF",
        "\u0800",
        "€",
        "\uFFFF",
        "😀",
        "\uFEFF",
        "\uD83D",
        "\uDE00",
      ),
    );
    const strings = fc.array(fc.string({ unit, maxLength: 8 }), { maxLength: 12 });
    fc.assert(
      fc.property(strings, (list) => {
        const bytes = encodeStrings(list);
        if (list.some(hasLoneSurrogate)) expect(bytes).toBeUndefined();
        else {
          expect(bytes).toEqual(utf8(list));
          expect(bytes?.buffer.byteLength).toBe(bytes?.byteLength);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
