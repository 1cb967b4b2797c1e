import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { URL_ENTRY_RULES } from "./rule-registry";

describe("checkUrlEntryInto", () => {
  it("calls the registered url rules directly, in the registry's order", () => {
    const source = readFileSync(new URL("./entry-checks.ts", import.meta.url), "utf8");
    const body = source.slice(source.indexOf("export function checkUrlEntryInto"));
    const block = body.slice(0, body.indexOf("\n}\n"));
    const called = [...block.matchAll(/^ {2}(check\w+)\(entry, index, ctx, out(?:, url)?\);$/gm)].map(
      (m) => m[1],
    );
    expect(called).toEqual(URL_ENTRY_RULES.map((rule) => rule.name));
  });
});
