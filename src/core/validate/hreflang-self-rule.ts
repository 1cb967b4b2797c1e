/**
 * `hreflang.missing-self`: a `url` with alternates that do not include the page itself (Google: "each
 * language version must list itself as well as all other language versions"). A set rule, not an entry
 * rule, because the other pages tell which code the page has: when the pages that link to it agree on
 * one code, the problem carries it as `params.selfHreflang`, so the quick fix can add the missing link.
 *
 * Source: https://developers.google.com/search/docs/specialty/international/localized-versions.
 * O(links). Thread-portable, no DOM.
 */
import type { Problem, UrlEntry } from "../model/types";
import { report } from "./check-context";
import { placeOfItem } from "./extension-helpers";
import { getSourceEntry, type LinkGraph, locateEntry } from "./hreflang-links";

/** Marks for a page's own code: not seen yet, or seen with different codes. */
const AMBIGUOUS = "";

/** The code other pages give each page in `needed` ("" when they disagree), by canonical number. */
function collectInboundCodes(graph: LinkGraph, needed: Uint8Array): Map<number, string> {
  const codes = new Map<number, string>();
  for (let s = 0; s < graph.sourceId.length; s++) {
    const alternates = getSourceEntry(graph, s).alternates;
    for (let j = 0; j < alternates.length; j++) {
      const target = graph.targets[graph.start[s] + j];
      if (target < 0 || needed[target] === 0) continue;
      const code = alternates[j].hreflang;
      const known = codes.get(target);
      if (known === undefined) codes.set(target, code);
      else if (known !== AMBIGUOUS && known.toLowerCase() !== code.toLowerCase())
        codes.set(target, AMBIGUOUS);
    }
  }
  return codes;
}

/**
 * Reports `hreflang.missing-self` for each page whose `loc` parsed and whose alternates do not include it,
 * with `params.selfHreflang` when the pages linking to it agree on its code. NOTE: mutates `out`.
 */
export function checkMissingSelf(graph: LinkGraph, out: Problem[]): void {
  const needed = graph.scratch.uint8("needed", graph.size);
  let count = 0;
  for (let s = 0; s < graph.sourceId.length; s++) {
    const self = graph.canonical[graph.sourceId[s]];
    if (self < 0 || graph.hasSelf[s] === 1) continue;
    needed[self] = 1;
    count++;
  }
  if (count === 0) return;
  const codes = collectInboundCodes(graph, needed);
  for (let s = 0; s < graph.sourceId.length; s++) {
    const self = graph.canonical[graph.sourceId[s]];
    if (self < 0 || graph.hasSelf[s] === 1) continue;
    const { scan, index } = locateEntry(graph, graph.sourceId[s]);
    const entry = scan.file.urls[index];
    // a relative href that is the page itself (`/каталог/стулья`) has its `hreflang.href-invalid`, whose fix
    // writes it in full: one fault, one code (the advice to add a link to the page would add a second one)
    if (hasRelativeSelf(entry)) continue;
    const params: Record<string, string | number> = { value: entry.loc, count: entry.alternates.length };
    const code = codes.get(self);
    if (code) params.selfHreflang = code;
    const hint = code ? ` (other pages list it as "${code}")` : "";
    const message = `the alternates of "${entry.loc}" do not include the page itself${hint}`;
    report(
      scan.ctx,
      out,
      "hreflang.missing-self",
      message,
      placeOfItem(index, "alternates", entry.alternates[0], params),
    );
  }
}

/** True when an alternate of `entry` is a relative href that, resolved against its `loc`, is the page itself. */
function hasRelativeSelf(entry: UrlEntry): boolean {
  let page: string;
  try {
    page = new URL(entry.loc).href;
  } catch {
    return false;
  }
  return entry.alternates.some(({ href }) => {
    const text = href.trim();
    if (text === "" || URL.canParse(text)) return false;
    try {
      return new URL(text, page).href === page;
    } catch {
      return false;
    }
  });
}
