import { describe, expect, it } from "vitest";
import { checkSitemaps, createCheckSession, readSitemapFile, type SitemapFile } from "@/core/index";
import { sharedBytes } from "@/test/shared-dir";
import { createPageCheck } from "./page-check";

const read = (name: string): SitemapFile => readSitemapFile(name, sharedBytes(`corpus/${name}`));

/** `files` with entry `index` of the first file given `loc`. */
function withLoc(files: SitemapFile[], index: number, loc: string): SitemapFile[] {
  const [first, ...rest] = files;
  const urls = first.urls.slice();
  urls[index] = { ...urls[index], loc };
  return [{ ...first, urls }, ...rest];
}

describe("the page's check of small edits", () => {
  const files = [read("cc-xhtml-hreflang-links.xml"), read("webignition-large-8497-urls.xml")];
  const engines = ["google", "yandex"] as const;

  it("answers nothing until a small edit asked and the session caught up; then a full check's answer", () => {
    const idle: (() => void)[] = [];
    const pageCheck = createPageCheck({ whenIdle: (task) => idle.push(task) });
    // a worker check before any edit: nothing is built on the page
    pageCheck.warm(files, [...engines], 1, () => true);
    expect(idle).toHaveLength(0);
    // the first edit finds the page cold (the worker checks it), and from then on the page keeps up
    const edited = withLoc(files, 1, "http://www.example.com/deutsch-neu/");
    expect(pageCheck.check(edited, [...engines], 2, 1)).toBeUndefined();
    pageCheck.warm(edited, [...engines], 2, () => true);
    expect(idle).toHaveLength(1);
    idle[0]();
    const next = withLoc(edited, 2, files[0].urls[0].loc);
    const problems = pageCheck.check(next, [...engines], 3, 2);
    expect(problems).toEqual(checkSitemaps(next, { engines: [...engines] }));
    expect(problems?.some((p) => p.code === "hreflang.not-reciprocal")).toBe(true);
    expect(problems?.some((p) => p.code === "loc.duplicate")).toBe(true);
  });

  it("makes the hreflang reverse links in the idle catch-up, not in an edit's check", () => {
    const idle: (() => void)[] = [];
    const calls: string[] = [];
    const createSession = () => {
      const session = createCheckSession();
      return {
        ...session,
        check: (...args: Parameters<typeof session.check>) => {
          calls.push("check");
          return session.check(...args);
        },
        prepare: () => {
          calls.push("prepare");
          session.prepare();
        },
      };
    };
    const pageCheck = createPageCheck({ whenIdle: (task) => idle.push(task), createSession });
    const edited = withLoc(files, 1, "http://www.example.com/deutsch-neu/");
    expect(pageCheck.check(edited, [...engines], 2, 1)).toBeUndefined();
    pageCheck.warm(edited, [...engines], 2, () => true);
    idle[0]();
    expect(calls).toEqual(["check", "prepare"]);
    const next = withLoc(edited, 2, files[0].urls[0].loc);
    expect(pageCheck.check(next, [...engines], 3, 2)).toEqual(checkSitemaps(next, { engines: [...engines] }));
    expect(calls).toEqual(["check", "prepare", "check"]);
  });

  it("answers only for the revision it last checked and the same engines", () => {
    const pageCheck = createPageCheck({ whenIdle: (task) => task() });
    expect(pageCheck.check(files, [...engines], 1, 0)).toBeUndefined();
    pageCheck.warm(files, [...engines], 1, () => true);
    const edited = withLoc(files, 1, "https://elsewhere.example/");
    // a change the page did not see came between (revision 2): the worker checks
    expect(pageCheck.isWarm(edited, [...engines], 2)).toBe(false);
    expect(pageCheck.check(edited, [...engines], 3, 2)).toBeUndefined();
    expect(pageCheck.isWarm(edited, ["yandex"], 1)).toBe(false);
    expect(pageCheck.check(edited, ["yandex"], 2, 1)).toBeUndefined();
    expect(pageCheck.isWarm(edited, [...engines], 1)).toBe(true);
    expect(pageCheck.check(edited, [...engines], 2, 1)).toEqual(
      checkSitemaps(edited, { engines: [...engines] }),
    );
    // a newer change by the time the page is idle: the catch-up is skipped
    pageCheck.warm(files, [...engines], 4, () => false);
    expect(pageCheck.check(files, [...engines], 5, 4)).toBeUndefined();
  });

  it("leaves workspaces over its limit to the worker", () => {
    const pageCheck = createPageCheck({ maxEntries: 1_000, whenIdle: (task) => task() });
    expect(pageCheck.check(files, [...engines], 1, 0)).toBeUndefined();
    pageCheck.warm(files, [...engines], 1, () => true);
    expect(pageCheck.isWarm(files, [...engines], 1)).toBe(false);
    expect(pageCheck.check(withLoc(files, 0, "https://a.example/"), [...engines], 2, 1)).toBeUndefined();
    const small = [files[0]];
    pageCheck.warm(small, [...engines], 3, () => true);
    const edited = withLoc(small, 0, "https://a.example/");
    expect(pageCheck.check(edited, [...engines], 4, 3)).toEqual(
      checkSitemaps(edited, { engines: [...engines] }),
    );
  });
});
