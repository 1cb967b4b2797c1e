import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import type { UrlEntry } from "@/core/model/types";
import { makeUrlEntries, makeUrlEntry } from "@/test/factories";
import { planExport, writeSitemaps } from "./write-sitemaps";

/** xmllint (Debian's libxml2-utils; `.ci/run` installs it): skipped where it is missing. */
const hasXmllint = spawnSync("xmllint", ["--version"]).status === 0;

/** xmllint's complaints about `bytes` (well-formedness and namespaces), or "" when it has none. */
function lint(bytes: Uint8Array): string {
  const run = spawnSync("xmllint", ["--noout", "--nonet", "-"], { input: bytes });
  return `${run.status === 0 ? "" : `exit ${run.status}\n`}${run.stderr.toString()}`;
}

const NASTY = `a & b < c > d " e ' f \t g \r\n h \u0001 \uD800 é 😀 ]]>`;

const rich: UrlEntry[] = [
  makeUrlEntry({
    loc: `https://x.com/?q=${NASTY}`,
    lastmod: NASTY,
    changefreq: NASTY,
    priority: NASTY,
    alternates: [{ hreflang: NASTY, href: NASTY }],
    images: [{ loc: NASTY, caption: NASTY, title: "", geo_location: NASTY, license: NASTY }],
    videos: [
      {
        title: NASTY,
        player_loc: NASTY,
        player_loc_allow_embed: NASTY,
        restriction_relationship: NASTY,
        tag: [NASTY, ""],
        extra: ["<video:tvshow><video:show_title>S</video:show_title></video:tvshow>"],
      },
    ],
    news: { publication: { name: NASTY, language: NASTY }, title: NASTY },
    extra: ['<mobile:mobile xmlns:mobile="http://www.google.com/schemas/sitemap-mobile/1.0"/>', "<geo:x/>"],
  }),
];

describe.skipIf(!hasXmllint)("writeSitemaps output checked by xmllint", () => {
  it("is well-formed and namespace-well-formed with every special character in every field", () => {
    for (const pretty of [true, false]) {
      const [file] = writeSitemaps(rich, { pretty, namespaces: { geo: "urn:example:geo" } });
      expect(lint(file.bytes)).toBe("");
    }
  });

  it("writes a well-formed index and parts when split, TXT index included", () => {
    for (const format of ["xml", "txt"] as const) {
      const files = writeSitemaps(makeUrlEntries(5), { maxUrls: 2, format, indexLastmod: NASTY });
      for (const file of files.filter((f) => f.kind !== "txt")) expect(lint(file.bytes), file.name).toBe("");
    }
  });

  it("leaves out an extra whose prefix has no known URI, and a broken one (planExport counts them)", () => {
    const urls = [makeUrlEntry({ extra: ["<zz:q/>", "<foo><bar>", '<ok a="1"/>'] })];
    const xml = writeSitemaps(urls)[0].bytes;
    expect(lint(xml)).toBe("");
    expect(new TextDecoder().decode(xml)).toContain('<ok a="1"/>');
    expect(planExport(urls)).toMatchObject({ undeclaredPrefixes: ["zz"], droppedExtras: 2 });
  });
});
