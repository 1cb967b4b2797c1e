/**
 * No script from data (issue #7): the UI renders file content only as React text. This fails on HTML and
 * script sinks in src/ui and src/app, and on a link whose `href` is not a constant or the rule catalogue's
 * source link. (The built app's Trusted Types policy blocks the sinks at run time too.)
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = fileURLToPath(new URL("..", import.meta.url));
const SINKS =
  /dangerouslySetInnerHTML|\.innerHTML|\.outerHTML|insertAdjacentHTML|document\.write|\beval\(|new Function\(|srcDoc/;
/** `href`s allowed: string literals, the catalogue's `link`, and the object URL of a download. */
const SAFE_HREF = /href=("[^"]*"|\{link\})|link\.href = url;/;

function uiFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return uiFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const lines = () =>
  ["ui", "app"].flatMap((layer) =>
    uiFiles(join(SRC, layer)).flatMap((path) =>
      readFileSync(path, "utf8")
        .split("\n")
        .map((line, i) => ({ where: `${relative(SRC, path)}:${i + 1}`, line }))
        .filter(({ line }) => !/^\s*(\*|\/\/|\/\*)/.test(line)),
    ),
  );

describe("no script from data", () => {
  it("uses no HTML or script sink in src/ui and src/app", () => {
    expect(
      lines()
        .filter(({ line }) => SINKS.test(line))
        .map(({ where }) => where),
    ).toEqual([]);
  });

  it("builds no link from file data", () => {
    const links = lines().filter(({ line }) => /\bhref=|\.href\s*=[^=]/.test(line) && !SAFE_HREF.test(line));
    expect(links.map(({ where, line }) => `${where} ${line.trim()}`)).toEqual([]);
  });
});
