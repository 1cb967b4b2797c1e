/**
 * The layer rules of STYLE.md §1 that Biome cannot express: `src/core` imports nothing of ours outside
 * itself and no React, Zustand or DOM globals; nothing imports `src/app`.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = fileURLToPath(new URL("..", import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const importsOf = (text: string) =>
  [...text.matchAll(/(?:import|export)[^'"]*?from\s+["']([^"']+)["']/g)].map((m) => m[1]);

describe("layering", () => {
  it("keeps src/core free of React, Zustand, DOM globals and other layers", () => {
    const offences = sourceFiles(join(SRC, "core")).flatMap((path) => {
      const text = readFileSync(path, "utf8");
      const bad = importsOf(text).filter(
        (spec) => /^(react|react-dom|zustand)(\/|$)/.test(spec) || spec.startsWith("@/"),
      );
      const globals = /\b(window|document)\./.test(text) ? ["window/document"] : [];
      return [...bad, ...globals].map((what) => `${relative(SRC, path)}: ${what}`);
    });
    expect(offences).toEqual([]);
  });

  it("imports src/app from nowhere but main.tsx", () => {
    const offences = sourceFiles(SRC)
      .filter((path) => !path.includes("/app/") && !path.endsWith("main.tsx"))
      .filter((path) => importsOf(readFileSync(path, "utf8")).some((spec) => spec.startsWith("@/app")))
      .map((path) => relative(SRC, path));
    expect(offences).toEqual([]);
  });
});
