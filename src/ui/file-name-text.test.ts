import { describe, expect, it } from "vitest";
import { getNameTail } from "./file-name-text";

describe("getNameTail", () => {
  it("keeps what tells a file from its namesake: the copy number and the endings", () => {
    expect(getNameTail("sitemap.xml")).toBe(".xml");
    expect(getNameTail("sitemap (2).xml")).toBe(" (2).xml");
    expect(getNameTail("products (12).xml.gz")).toBe(" (12).xml.gz");
    expect(getNameTail("pasted-1.txt")).toBe(".txt");
    expect(getNameTail("a.b.c.xml")).toBe(".c.xml");
    // nothing to keep apart from the rest: no ending, or the name is all ending
    expect(getNameTail("robots")).toBeUndefined();
    expect(getNameTail(".xml")).toBeUndefined();
    expect(getNameTail("list.verylongending")).toBeUndefined();
  });
});
