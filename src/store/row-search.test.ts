import { describe, expect, it } from "vitest";
import { makeUrlEntry } from "@/test/factories";
import { matchesText } from "./row-search";

describe("matchesText", () => {
  const cyrillic = makeUrlEntry({ loc: "https://магазин.рф/каталог/" });
  const encoded = makeUrlEntry({
    loc: "https://xn--80aairftm.xn--p1ai/%D0%BA%D0%B0%D1%82%D0%B0%D0%BB%D0%BE%D0%B3/",
  });

  it("finds a URL in either form by a word as it reads", () => {
    expect(matchesText(cyrillic, "каталог")).toBe(true);
    expect(matchesText(encoded, "каталог")).toBe(true);
    expect(matchesText(encoded, "магазин.рф")).toBe(true);
  });

  it("finds a URL written in Cyrillic by its punycode host or percent-encoding, as Search Console shows it", () => {
    expect(matchesText(cyrillic, "xn--80aairftm")).toBe(true);
    expect(matchesText(cyrillic, "%d0%ba%d0%b0")).toBe(true);
    expect(matchesText(encoded, "xn--80aairftm")).toBe(true);
    // not every URL with a % or xn--
    expect(matchesText(cyrillic, "xn--e1afmkfd")).toBe(false);
    expect(matchesText(makeUrlEntry({ loc: "https://e.com/a" }), "%d0")).toBe(false);
  });
});
