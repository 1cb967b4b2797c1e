/**
 * hreflang rules across the entries of all loaded files (Google's localized versions, sitemap method):
 * - `hreflang.not-reciprocal`: A lists B, B is an entry of the workspace, and B's alternates do not list A;
 * - `hreflang.target-not-listed` (info): an alternate's href is the `loc` of no loaded entry;
 * - `hreflang.set-mismatch`: pages of one group (linked both ways) list different sets of alternates. The
 *   set most pages of the group list is taken as right; each page listing another set is reported, naming
 *   what it lacks and adds. A page without a link to itself is left to `hreflang.missing-self`.
 *
 * O(entries + alternates): one Map by URL (`hreflang-links.ts`), one Set of links, a union-find over
 * entry numbers, one Map of set signatures. Source:
 * https://developers.google.com/search/docs/specialty/international/localized-versions. Thread-portable,
 * no DOM.
 */
import type { Problem } from "../model/types";
import { report } from "./check-context";
import { placeOfItem } from "./extension-helpers";
import { buildLinkGraph, type LinkGraph, type LinkSource, locateEntry } from "./hreflang-links";
import type { FileScan } from "./rule.types";

/** Key of the link from entry `from` to entry `to` (canonical numbers). */
function linkKey(graph: LinkGraph, from: number, to: number): number {
  return from * graph.size + to;
}

/** Every link of the graph, by `linkKey`. */
function collectLinks(graph: LinkGraph): Set<number> {
  const links = new Set<number>();
  for (const source of graph.sources) {
    if (source.self < 0) continue;
    for (const target of source.targets) if (target >= 0) links.add(linkKey(graph, source.self, target));
  }
  return links;
}

/** How a problem names an entry of the set: `"loc" (file.xml, entry #3)`. */
function describeTarget(graph: LinkGraph, id: number): string {
  const { scan, index } = locateEntry(graph, id);
  return `"${scan.file.urls[index].loc}" (${scan.file.name}, entry #${index + 1})`;
}

/** `hreflang.not-reciprocal` and `hreflang.target-not-listed` of one source. NOTE: mutates `out`. */
function checkTargets(graph: LinkGraph, links: Set<number>, source: LinkSource, out: Problem[]): void {
  const { scan, index } = locateEntry(graph, source.id);
  const alternates = source.entry.alternates;
  for (let j = 0; j < alternates.length; j++) {
    const target = source.targets[j];
    const href = alternates[j].href;
    const place = placeOfItem(index, `alternates[${j}].href`, alternates[j], { value: href });
    if (target < 0) {
      if (source.keys[j] === undefined) continue;
      const message = `the alternate "${href}" (${alternates[j].hreflang}) is in none of the loaded files`;
      report(scan.ctx, out, "hreflang.target-not-listed", message, place);
    } else if (
      source.self >= 0 &&
      target !== source.self &&
      !links.has(linkKey(graph, target, source.self))
    ) {
      const other = locateEntry(graph, target);
      place.params = { value: href, otherFile: other.scan.file.name, otherEntry: other.index };
      const message = `"${source.entry.loc}" lists ${describeTarget(graph, target)} as "${alternates[j].hreflang}", but that page does not list it back`;
      report(scan.ctx, out, "hreflang.not-reciprocal", message, place);
    }
  }
}

/** The sorted, de-duplicated `code href` pairs a source lists: its set of alternates. */
function getSetParts(source: LinkSource): string[] {
  const parts = source.entry.alternates.map(
    (alternate, j) => `${alternate.hreflang.toLowerCase()}: ${source.keys[j] ?? alternate.href}`,
  );
  parts.sort();
  return parts.filter((part, i) => i === 0 || part !== parts[i - 1]);
}

/** Root of `id` in the union-find `parent` (path halving). NOTE: mutates `parent`. */
function findRoot(parent: Int32Array, id: number): number {
  let node = id;
  while (parent[node] !== node) {
    parent[node] = parent[parent[node]];
    node = parent[node];
  }
  return node;
}

/** Groups: entries joined by links that go both ways. Returns the union-find and who has such a link. */
function groupPages(graph: LinkGraph, links: Set<number>): { parent: Int32Array; linked: Uint8Array } {
  const parent = new Int32Array(graph.size);
  for (let i = 0; i < parent.length; i++) parent[i] = i;
  const linked = new Uint8Array(graph.size);
  for (const source of graph.sources) {
    const self = source.self;
    if (self < 0) continue;
    for (const target of source.targets) {
      if (target < 0 || target === self || !links.has(linkKey(graph, target, self))) continue;
      linked[self] = 1;
      parent[findRoot(parent, self)] = findRoot(parent, target);
    }
  }
  return { parent, linked };
}

/** A set of alternates in the vote: its pages' count per group and a page that lists it. */
interface SetVote {
  readonly sources: LinkSource[];
  readonly signature: number;
  readonly root: number;
}

/** Signature number of each voting source, and the winning signature of each group. */
function countVotes(graph: LinkGraph, links: Set<number>) {
  const { parent, linked } = groupPages(graph, links);
  const signatures = new Map<string, number>();
  const votes = new Map<number, SetVote>();
  const best = new Map<number, SetVote>();
  const voters: { source: LinkSource; vote: SetVote }[] = [];
  for (const source of graph.sources) {
    if (source.self < 0 || !source.hasSelf || linked[source.self] === 0) continue;
    const text = getSetParts(source).join("\n");
    let signature = signatures.get(text);
    if (signature === undefined) {
      signature = signatures.size;
      signatures.set(text, signature);
    }
    const root = findRoot(parent, source.self);
    const key = signature * graph.size + root;
    let vote = votes.get(key);
    if (!vote) {
      vote = { sources: [], signature, root };
      votes.set(key, vote);
    }
    vote.sources.push(source);
    const leader = best.get(root);
    if (!leader || vote.sources.length > leader.sources.length) best.set(root, vote);
    voters.push({ source, vote });
  }
  return { voters, best };
}

/** `hreflang.set-mismatch` for each page whose set differs from its group's most common one. */
function checkSets(graph: LinkGraph, links: Set<number>, out: Problem[]): void {
  if (!graph.scans.some((scan) => scan.ctx.active.has("hreflang.set-mismatch"))) return;
  const { voters, best } = countVotes(graph, links);
  for (const { source, vote } of voters) {
    const leader = best.get(vote.root) as SetVote;
    if (leader === vote) continue;
    const model = leader.sources[0];
    const own = new Set(getSetParts(source));
    const usual = getSetParts(model);
    const lacks = usual.filter((part) => !own.has(part));
    const usualSet = new Set(usual);
    const adds = [...own].filter((part) => !usualSet.has(part));
    const { scan, index } = locateEntry(graph, source.id);
    const params = { value: source.entry.loc, lacks: lacks.join(", "), adds: adds.join(", ") };
    const place = placeOfItem(index, "alternates", source.entry.alternates[0], params);
    const diff = [
      lacks.length ? `lacks ${lacks.join(", ")}` : "",
      adds.length ? `adds ${adds.join(", ")}` : "",
    ];
    const message = `the alternates of "${source.entry.loc}" differ from those of ${describeTarget(graph, model.id)} and ${leader.sources.length - 1} other page(s) of the group: ${diff.filter(Boolean).join("; ")}`;
    report(scan.ctx, out, "hreflang.set-mismatch", message, place);
  }
}

/**
 * The hreflang rules across all loaded files: `hreflang.not-reciprocal`, `hreflang.target-not-listed`,
 * `hreflang.set-mismatch` (see the file header). URLs compare WHATWG-serialised. NOTE: appends to `out`.
 */
export function checkHreflangAcrossFiles(scans: readonly FileScan[], out: Problem[]): void {
  const graph = buildLinkGraph(scans);
  if (graph.sources.length === 0) return;
  const links = collectLinks(graph);
  for (const source of graph.sources) checkTargets(graph, links, source, out);
  checkSets(graph, links, out);
}
