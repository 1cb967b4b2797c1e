import { describe, expect, it } from "vitest";
import { makeSitemapFile, makeUrlEntry } from "@/test/factories";
import type { Alternate, SitemapFile } from "../model/types";
import { addLocMove, addLocMoves, findMovedLinks, followMovedLinks } from "./moved-links";

const page = (path: string) => `https://www.example.com/${path}`;

/** A cluster of en / ru / de pages, each linking all three (itself included), in one urlset. */
function cluster(name = "a.xml", locs = [page("en/a"), page("ru/a"), page("de/a")]): SitemapFile {
  const links: Alternate[] = locs.map((href, i) => ({ hreflang: ["en", "ru", "de"][i], href }));
  return makeSitemapFile({
    name,
    urls: locs.map((loc) => makeUrlEntry({ loc, alternates: links.map((link) => ({ ...link })) })),
  });
}

/** `file` with entry `index`'s loc set to `loc` (as a hand edit leaves it: links untouched). */
function renamed(file: SitemapFile, index: number, loc: string): SitemapFile {
  return { ...file, urls: file.urls.map((entry, i) => (i === index ? { ...entry, loc } : entry)) };
}

describe("addLocMove", () => {
  it("joins a chain, drops a move back and replaces a second move of one URL", () => {
    const ab = { from: "a", to: "b" };
    expect(addLocMove([], ab)).toEqual([ab]);
    expect(addLocMove([ab], { from: "b", to: "c" })).toEqual([{ from: "a", to: "c" }]);
    expect(addLocMove([ab], { from: "b", to: "a" })).toEqual([]);
    expect(addLocMove([ab], { from: "a", to: "d" })).toEqual([{ from: "a", to: "d" }]);
    expect(addLocMove([ab], { from: "x", to: "y" })).toEqual([ab, { from: "x", to: "y" }]);
    expect(addLocMove([ab], { from: "", to: "y" })).toEqual([ab]);
  });

  it("takes many renames at once, chains among them joined", () => {
    const added = Array.from({ length: 20 }, (_, i) => ({ from: `u${i}`, to: `v${i}` }));
    expect(addLocMoves([], added)).toEqual(added);
    const back = added.map(({ from, to }) => ({ from: to, to: from }));
    expect(addLocMoves(added, back)).toEqual([]);
    expect(
      addLocMoves(
        [{ from: "a", to: "b" }],
        [
          { from: "b", to: "c" },
          { from: "c", to: "d" },
        ],
      ),
    ).toEqual([{ from: "a", to: "d" }]);
  });
});

describe("findMovedLinks", () => {
  it("counts the links, in every file, written as a renamed page's old URL", () => {
    const a = renamed(cluster(), 1, page("ru/b"));
    // a second file links the Russian page too
    const b = makeSitemapFile({
      name: "b.xml",
      urls: [makeUrlEntry({ loc: page("x"), alternates: [{ hreflang: "ru", href: page("ru/a") }] })],
    });
    const move = { from: page("ru/a"), to: page("ru/b") };
    expect(findMovedLinks([a, b], [move])).toEqual({ moves: [move], links: 4 });
  });

  it("keeps no move whose old URL is still a row, whose new URL is none, or that nothing links", () => {
    const file = cluster();
    const move = { from: page("ru/a"), to: page("ru/b") };
    // not renamed (an undone rename): the old URL is still a row
    expect(findMovedLinks([file], [move])).toEqual({ moves: [], links: 0 });
    // renamed, then renamed again: the new URL is no row
    expect(findMovedLinks([renamed(file, 1, page("ru/c"))], [move]).links).toBe(0);
    // renamed, but a duplicate row still has the old URL
    const twice = renamed(file, 1, page("ru/b"));
    twice.urls.push(makeUrlEntry({ loc: page("ru/a") }));
    expect(findMovedLinks([twice], [move]).links).toBe(0);
    // a page without links
    const plain = makeSitemapFile({ urls: [makeUrlEntry({ loc: page("ru/b") })] });
    expect(findMovedLinks([plain], [move]).links).toBe(0);
  });

  it("finds the links of many moves at once (a Find & replace in the locs alone)", () => {
    // 12 clusters of 3, every Russian page moved to /ru-new/
    const files = Array.from({ length: 12 }, (_, c) =>
      renamed(
        cluster(`c${c}.xml`, [page(`en/${c}`), page(`ru/${c}`), page(`de/${c}`)]),
        1,
        page(`ru-new/${c}`),
      ),
    );
    const moves = files.map((_, c) => ({ from: page(`ru/${c}`), to: page(`ru-new/${c}`) }));
    expect(findMovedLinks(files, moves)).toEqual({ moves, links: 36 });
    const changes = followMovedLinks(files, moves);
    expect(changes).toHaveLength(36);
    expect(changes[4].after.alternates.map((link) => link.href)).toEqual([
      page("en/1"),
      page("ru-new/1"),
      page("de/1"),
    ]);
    // one of them put back: the other 11 still hold
    files[5] = renamed(files[5], 1, page("ru/5"));
    expect(findMovedLinks(files, moves).links).toBe(33);
  });

  it("keeps no move to another page's URL (a duplicate: its links would join two hreflang groups)", () => {
    const file = cluster();
    file.urls.push(makeUrlEntry({ loc: page("ru/other") }));
    const move = { from: page("ru/a"), to: page("ru/other") };
    expect(findMovedLinks([renamed(file, 1, page("ru/other"))], [move])).toEqual({ moves: [], links: 0 });
  });

  it("does not count an index's entries as pages", () => {
    const index = makeSitemapFile({ name: "index.xml", format: "sitemapindex" });
    index.urls = [makeUrlEntry({ loc: page("ru/a") })];
    const move = { from: page("ru/a"), to: page("ru/b") };
    const a = renamed(cluster(), 1, page("ru/b"));
    expect(findMovedLinks([a, index], [move]).links).toBe(3);
  });
});

describe("followMovedLinks", () => {
  it("writes every link to the old URL as the new one and leaves the other links as they were", () => {
    const a = renamed(cluster(), 1, page("ru/b"));
    const changes = followMovedLinks([a], [{ from: page("ru/a"), to: page("ru/b") }]);
    expect(changes.map((change) => [change.file, change.entry])).toEqual([
      ["a.xml", 0],
      ["a.xml", 1],
      ["a.xml", 2],
    ]);
    for (const change of changes) {
      expect(change.after.alternates.map((link) => link.href)).toEqual([
        page("en/a"),
        page("ru/b"),
        page("de/a"),
      ]);
      const before = a.urls[change.entry];
      expect(change.after.alternates[0]).toBe(before.alternates[0]);
      expect(change.after.loc).toBe(before.loc);
    }
  });

  it("changes nothing for a move that no longer holds", () => {
    expect(followMovedLinks([cluster()], [{ from: page("ru/a"), to: page("ru/b") }])).toEqual([]);
  });
});
