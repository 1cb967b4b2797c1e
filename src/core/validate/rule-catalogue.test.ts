import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { SHARED_DIR } from "../../test/shared-dir";
import { getRule, isRuleActive, RULES } from "./rule-catalogue";

/** code → severity as RULES.md's tables list them. */
function readRulesMd(): Map<string, string> {
  const text = readFileSync(resolve(SHARED_DIR, "docs/RULES.md"), "utf8");
  const rows = [...text.matchAll(/^\| `([a-z0-9.-]+)` \| (error|warning|info) \|/gm)];
  return new Map(rows.map((m) => [m[1], m[2]]));
}

/** Codes added for checks the product needs that RULES.md does not list yet (its first paragraph). */
const ADDED_CODES = ["file.too-many-elements"];

describe("rule catalogue", () => {
  it("has exactly the codes and severities of RULES.md, plus the listed additions", () => {
    const documented = readRulesMd();
    expect(documented.size).toBeGreaterThan(100);
    const fromRulesMd = RULES.filter((r) => documented.has(r.code));
    expect(new Map(fromRulesMd.map((r) => [r.code, r.severity]))).toEqual(documented);
    const added = RULES.filter((r) => !documented.has(r.code)).map((r) => r.code);
    expect(added.sort()).toEqual([...ADDED_CODES].sort());
  });

  it("keeps protocol rules on with no engine chosen", () => {
    expect(isRuleActive("loc.relative", [])).toBe(true);
    expect(isRuleActive("file.empty", [])).toBe(true);
  });

  it("switches engine rules by their engines", () => {
    expect(isRuleActive("yandex.value-too-long", ["google"])).toBe(false);
    expect(isRuleActive("yandex.value-too-long", ["yandex"])).toBe(true);
    expect(isRuleActive("lastmod.future", ["bing"])).toBe(true);
    expect(isRuleActive("lastmod.future", ["yandex"])).toBe(false);
  });

  it("gives every rule a source link except the reader's own cap", () => {
    const unlinked = RULES.filter((r) => !("link" in r)).map((r) => r.code);
    expect(unlinked.sort()).toEqual(["file.too-many-elements"]);
    // the tool's own notes on a set of files point at the protocol's page on index files
    expect(getRule("index.child-unlisted").link).toBe("https://www.sitemaps.org/protocol.html#index");
    expect(getRule("loc.relative").link).toBe("https://www.sitemaps.org/protocol.html");
    // the other formats (TXT, RSS, Atom) link to the protocol's section on them
    expect(getRule("feed.date-invalid").link).toBe("https://www.sitemaps.org/protocol.html#otherformats");
  });
});
