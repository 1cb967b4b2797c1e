import { describe, expect, it } from "vitest";
import { getProblemText } from "@/ui/messages";
import { getShownLoc } from "./shown-loc";
import { clipShown, clipShownStart, EDITABLE_CHARS, isTooLongToEdit, SHOWN_CHARS } from "./shown-text";

const HOST = "https://example.com/";

describe("clipShown", () => {
  it("leaves a value up to SHOWN_CHARS as it is and cuts a longer one, with an ellipsis", () => {
    const fits = HOST + "a".repeat(SHOWN_CHARS - HOST.length);
    expect(clipShown(fits)).toBe(fits);
    const huge = HOST + "a".repeat(40 * 1024 * 1024);
    const shown = clipShown(huge);
    expect(shown).toHaveLength(SHOWN_CHARS + 1);
    expect(shown.startsWith(HOST)).toBe(true);
    expect(shown.endsWith("a…")).toBe(true);
  });

  it("never cuts a surrogate pair in two", () => {
    const text = `${"a".repeat(SHOWN_CHARS - 1)}😀${"b".repeat(10)}`;
    expect(clipShown(text)).toBe(`${"a".repeat(SHOWN_CHARS - 1)}…`);
    const start = `${"b".repeat(10)}😀${"a".repeat(SHOWN_CHARS - 1)}`;
    expect(clipShownStart(start)).toBe(`…${"a".repeat(SHOWN_CHARS - 1)}`);
  });

  it("clipShownStart keeps the end of a long text", () => {
    const text = `${"x".repeat(10_000)}/tail`;
    const shown = clipShownStart(text);
    expect(shown).toHaveLength(SHOWN_CHARS + 1);
    expect(shown.startsWith("…x")).toBe(true);
    expect(shown.endsWith("/tail")).toBe(true);
    expect(clipShownStart("short")).toBe("short");
  });
});

describe("isTooLongToEdit", () => {
  it("is true only past EDITABLE_CHARS", () => {
    expect(isTooLongToEdit("a".repeat(EDITABLE_CHARS))).toBe(false);
    expect(isTooLongToEdit("a".repeat(EDITABLE_CHARS + 1))).toBe(true);
  });
});

describe("getShownLoc", () => {
  it("decodes a readable loc and gives the written form in the tooltip", () => {
    const loc = "https://www.example.com/%D0%BA%D0%BD%D0%B8%D0%B3%D0%B8";
    const shown = getShownLoc(loc);
    expect(shown.text).toBe("https://www.example.com/книги");
    expect(shown.title).toContain(loc);
  });

  it("cuts a huge loc in the text and the tooltip", () => {
    const loc = `${HOST}%D0%BA${"a".repeat(5_000_000)}`;
    const shown = getShownLoc(loc);
    expect(shown.text.length).toBeLessThanOrEqual(SHOWN_CHARS + 1);
    expect(shown.text.startsWith("https://example.com/к")).toBe(true);
    expect(shown.title.length).toBeLessThan(3 * SHOWN_CHARS);
  });
});

describe("getProblemText", () => {
  it("cuts a huge value named in a problem's message", () => {
    const value = `Daily${"y".repeat(1_000_000)}`;
    const text = getProblemText({
      code: "changefreq.invalid",
      severity: "error",
      file: "a.xml",
      entry: 0,
      field: "changefreq",
      params: { value },
      message: "",
    });
    expect(text).toContain("Dailyyy");
    expect(text.length).toBeLessThan(SHOWN_CHARS + 500);
  });
});
