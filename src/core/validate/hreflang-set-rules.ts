/**
 * hreflang rules across the entries of all loaded files (Google's localized versions, sitemap method):
 * - `hreflang.missing-self` (`hreflang-self-rule.ts`): a page's alternates do not include itself;
 * - `hreflang.not-reciprocal`: A lists B, B is an entry of the workspace, and B's alternates do not list A;
 * - `hreflang.target-not-listed` (info): an alternate's href is the `loc` of no loaded entry;
 * - `hreflang.set-mismatch`: pages of one group (pages linked both ways, transitively) list different sets
 *   of alternates. The set most pages of the group list is taken as right; each page listing another set
 *   is reported, naming what it lacks and adds. When no set is listed by more pages than every other (two
 *   pages, two sets), none is taken as right: every page of the group is reported, naming nothing, so the
 *   verdict does not hang on which page comes first. A page without a link to itself is left to
 *   `hreflang.missing-self`, an alternate with an empty code or href is no member of a set, and a page
 *   or model set with an invalid code waits for `hreflang.invalid-code` (one fault, one code).
 *
 * Time: O(entries + links × k), k = alternates of the target page (a few; bounded by the file size), with
 * one Map by URL (`hreflang-links.ts`), a union-find over entry numbers, and sets compared by an
 * order-independent hash, so a group whose pages agree allocates nothing. Source:
 * https://developers.google.com/search/docs/specialty/international/localized-versions. Thread-portable,
 * no DOM.
 */
import type { Problem } from "../model/types";
import { report } from "./check-context";
import { placeOfItem } from "./extension-helpers";
import { buildLinkGraph, getSourceEntry, hasLink, type LinkGraph, locateEntry } from "./hreflang-links";
import { checkMissingSelf } from "./hreflang-self-rule";
import { getSetHash, getSetParts, hasInvalidCode } from "./hreflang-set-hash";
import type { FileScan } from "./rule.types";
import { ScratchArrays } from "./scratch-arrays";

/** How a problem names an entry of the set: `"loc" (file.xml, entry #3)`. */
function describeEntry(graph: LinkGraph, id: number): string {
  const { scan, index } = locateEntry(graph, id);
  return `"${scan.file.urls[index].loc}" (${scan.file.name}, entry #${index + 1})`;
}

/** The arrays of the graph and of these rules, kept from one check to the next (`scratch-arrays.ts`). */
const CHECK_ARRAYS = new ScratchArrays();

/** `[0, 1, ..., size - 1]`, kept to be copied: a native copy, not a loop that runs once per check. */
let identity = new Int32Array(0);

/** A fresh union-find of `size` singletons, `parent[i] === i`, in the graph's scratch arrays. */
function createIdentity(graph: LinkGraph): Int32Array {
  const size = graph.size;
  if (identity.length < size) {
    identity = new Int32Array(size);
    for (let i = 0; i < size; i++) identity[i] = i;
  }
  const parent = graph.scratch.int32("parent", size);
  parent.set(identity.subarray(0, size));
  return parent;
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

/**
 * The codes the return links from page `target` to source `s` would carry, comma-separated, for the quick
 * fix that adds them there (`params.returnHreflang`): each code `s` gives itself (its links to itself,
 * `en` and `x-default` both when it has both) that the target's entry does not already use for another
 * page. Empty when `s` has no link to itself, or the target is not the first entry with alternates of its
 * URL (a later duplicate's alternates are not the ones checked), or every code is taken.
 */
function getReturnCodes(graph: LinkGraph, s: number, target: number): string {
  const targetSource = graph.sourceOf[target];
  if (graph.hasSelf[s] === 0 || targetSource < 0 || graph.sourceId[targetSource] !== target) return "";
  const self = graph.canonical[graph.sourceId[s]];
  const taken = new Set(getSourceEntry(graph, targetSource).alternates.map((a) => a.hreflang.toLowerCase()));
  const codes: string[] = [];
  const alternates = getSourceEntry(graph, s).alternates;
  for (let j = 0; j < alternates.length; j++) {
    const code = alternates[j].hreflang;
    if (graph.targets[graph.start[s] + j] !== self || taken.has(code.toLowerCase()) || code.includes(","))
      continue;
    taken.add(code.toLowerCase());
    codes.push(code);
  }
  return codes.join(",");
}

/**
 * The link of page `target` that holds a code source `s` lists itself under (its self link's code), to
 * another URL than `s`: why no return link can be added (a second link under the code would be
 * `hreflang.duplicate-code`). Undefined when `s` lists no self link or `target` is no source.
 */
function getTakenCode(
  graph: LinkGraph,
  s: number,
  target: number,
): { hreflang: string; href: string } | undefined {
  const targetSource = graph.sourceOf[target];
  if (graph.hasSelf[s] === 0 || targetSource < 0 || graph.sourceId[targetSource] !== target) return undefined;
  const self = graph.canonical[graph.sourceId[s]];
  const own = new Set<string>();
  const alternates = getSourceEntry(graph, s).alternates;
  for (let j = 0; j < alternates.length; j++)
    if (graph.targets[graph.start[s] + j] === self) own.add(alternates[j].hreflang.toLowerCase());
  const links = getSourceEntry(graph, targetSource).alternates;
  for (let j = 0; j < links.length; j++) {
    if (!own.has(links[j].hreflang.toLowerCase())) continue;
    if (graph.targets[graph.start[targetSource] + j] === self) return undefined;
    return { hreflang: links[j].hreflang, href: links[j].href };
  }
  return undefined;
}

/**
 * `hreflang.not-reciprocal` and `hreflang.target-not-listed` of source `s`; joins `s` with each page that
 * links back in `parent` and marks it in `linked`. NOTE: mutates `out`, `parent`, `linked`.
 */
function checkLinks(
  graph: LinkGraph,
  s: number,
  parent: Int32Array,
  linked: Uint8Array,
  out: Problem[],
): void {
  const self = graph.canonical[graph.sourceId[s]];
  const alternates = getSourceEntry(graph, s).alternates;
  for (let j = 0; j < alternates.length; j++) {
    const target = graph.targets[graph.start[s] + j];
    if (target === -2 || target === self) continue;
    if (target >= 0 && self >= 0 && hasLink(graph, target, self)) {
      linked[self] = 1;
      parent[findRoot(parent, self)] = findRoot(parent, target);
      continue;
    }
    const { scan, index } = locateEntry(graph, graph.sourceId[s]);
    const { href, hreflang } = alternates[j];
    if (target === -1) {
      const place = placeOfItem(index, `alternates[${j}].href`, alternates[j], { value: href });
      const message = `the alternate "${href}" (${hreflang}) is in none of the loaded files`;
      report(scan.ctx, out, "hreflang.target-not-listed", message, place);
    } else if (self >= 0) {
      const other = locateEntry(graph, target);
      const params: Record<string, string | number> = {
        value: href,
        // the code it is listed under: a page listed as "en" and as "x-default" gets two problems
        hreflang,
        otherFile: other.scan.file.name,
        otherEntry: other.index,
      };
      const returnHreflang = getReturnCodes(graph, s, target);
      if (returnHreflang !== "") params.returnHreflang = returnHreflang;
      else {
        // no return link to add: the other page gives this page's code to another URL (it lists its own
        // "en" version, and this page says it is that "en" too): the message says so, no Fix is offered
        const taken = getTakenCode(graph, s, target);
        if (taken) Object.assign(params, { takenCode: taken.hreflang, takenBy: taken.href });
      }
      const place = placeOfItem(index, `alternates[${j}].href`, alternates[j], params);
      const message = `"${scan.file.urls[index].loc}" lists ${describeEntry(graph, target)} as "${hreflang}", but that page does not list it back`;
      report(scan.ctx, out, "hreflang.not-reciprocal", message, place);
    }
  }
}

/** The sources that vote on their group's set (a link to themselves and one both ways), and their hashes. */
function collectVoters(graph: LinkGraph, parent: Int32Array, linked: Uint8Array) {
  // typed arrays sized for every source: no growing arrays of 50,000 numbers
  const sources = graph.sourceId.length;
  const { scratch } = graph;
  const voters = scratch.int32("voters", sources);
  const hashes = scratch.float64("hashes", sources);
  const roots = scratch.int32("roots", sources);
  const first = scratch.int32("first", graph.size, -1);
  const mixed = scratch.uint8("mixed", graph.size);
  let count = 0;
  for (let s = 0; s < sources; s++) {
    const self = graph.canonical[graph.sourceId[s]];
    if (self < 0 || graph.hasSelf[s] === 0 || linked[self] === 0) continue;
    const hash = getSetHash(graph, s);
    const root = findRoot(parent, self);
    if (first[root] < 0) first[root] = count;
    else if (hashes[first[root]] !== hash) mixed[root] = 1;
    voters[count] = s;
    hashes[count] = hash;
    roots[count] = root;
    count++;
  }
  return {
    voters: voters.subarray(0, count),
    hashes: hashes.subarray(0, count),
    roots: roots.subarray(0, count),
    mixed,
  };
}

/**
 * Per group with more than one set: the winning hash and the first voter that has it, `tied` when another
 * set has as many voters (no set is the most common), and how many different sets the group has.
 */
function electSets(
  votes: ReturnType<typeof collectVoters>,
): Map<number, { hash: number; voter: number; tied: boolean; sets: number }> {
  const tallies = new Map<number, Map<number, { count: number; voter: number }>>();
  const winners = new Map<
    number,
    { hash: number; voter: number; count: number; tied: boolean; sets: number }
  >();
  for (let v = 0; v < votes.voters.length; v++) {
    const root = votes.roots[v];
    if (votes.mixed[root] === 0) continue;
    let tally = tallies.get(root);
    if (!tally) {
      tally = new Map();
      tallies.set(root, tally);
    }
    const hash = votes.hashes[v];
    const entry = tally.get(hash) ?? { count: 0, voter: v };
    entry.count++;
    tally.set(hash, entry);
    const best = winners.get(root);
    if (!best || entry.count > best.count)
      winners.set(root, { hash, voter: entry.voter, count: entry.count, tied: false, sets: tally.size });
    else if (entry.count === best.count && hash !== best.hash) best.tied = true;
    const now = winners.get(root);
    if (now) now.sets = tally.size;
  }
  return winners;
}

/**
 * The `code: href` pairs `parts` (of source `s`, as `getSetParts` compares them) with each code as the
 * page writes it (`en-GB: …`), the first alternate that gives the pair; a pair none gives stays as it is.
 */
function asWritten(graph: LinkGraph, s: number, parts: readonly string[]): string[] {
  const compared = getSetParts(graph, s, false);
  const alternates = getSourceEntry(graph, s).alternates;
  return parts.map((part) => {
    const j = compared.indexOf(part);
    return j < 0 ? part : `${alternates[j].hreflang.trim()}${part.slice(part.indexOf(": "))}`;
  });
}

/** `hreflang.set-mismatch` for each page whose set differs from its group's most common one. */
function checkSets(graph: LinkGraph, parent: Int32Array, linked: Uint8Array, out: Problem[]): void {
  if (!graph.scans.some((scan) => scan.ctx.active.has("hreflang.set-mismatch"))) return;
  const votes = collectVoters(graph, parent, linked);
  const winners = electSets(votes);
  for (let v = 0; v < votes.voters.length; v++) {
    const winner = winners.get(votes.roots[v]);
    if (!winner || (!winner.tied && winner.hash === votes.hashes[v])) continue;
    const s = votes.voters[v];
    const model = votes.voters[winner.voter];
    // a set with a code written wrong is compared once `hreflang.invalid-code` is fixed (one fault, one code)
    if (winner.tied) {
      if (!hasInvalidCode(graph, s)) reportTie(graph, s, winner.sets, out);
      continue;
    }
    if (hasInvalidCode(graph, s) || hasInvalidCode(graph, model)) continue;
    const own = getSetParts(graph, s);
    const usual = getSetParts(graph, model);
    const lacks = usual.filter((part) => !own.includes(part));
    const adds = own.filter((part) => !usual.includes(part));
    const { scan, index } = locateEntry(graph, graph.sourceId[s]);
    const entry = getSourceEntry(graph, s);
    // said with the codes as the pages write them (`en-GB`), not as compared (`en-gb`)
    const params: Record<string, string> = {
      value: entry.loc,
      lacks: asWritten(graph, model, lacks).join(", "),
      adds: asWritten(graph, s, adds).join(", "),
    };
    // what the quick fix adds: the lacking links as the model page writes them (`en-US`, not the
    // compared `en-us`), under a code the page does not use yet, one `code: href` per line
    const used = new Set(entry.alternates.map((alternate) => alternate.hreflang.toLowerCase()));
    const modelParts = getSetParts(graph, model, false);
    const modelLinks = getSourceEntry(graph, model).alternates;
    const addable = new Map<string, string>();
    for (const [j, part] of modelParts.entries()) {
      const code = modelLinks[j].hreflang;
      if (lacks.includes(part) && !used.has(code.toLowerCase()) && !addable.has(code.toLowerCase()))
        addable.set(code.toLowerCase(), `${code}: ${modelLinks[j].href}`);
    }
    if (addable.size > 0) params.addable = [...addable.values()].join("\n");
    const diff = [lacks.length ? `lacks ${params.lacks}` : "", adds.length ? `adds ${params.adds}` : ""];
    const message = `the alternates of "${entry.loc}" differ from those of ${describeEntry(graph, graph.sourceId[model])}, the set most pages of its group list: ${diff.filter(Boolean).join("; ")}`;
    report(
      scan.ctx,
      out,
      "hreflang.set-mismatch",
      message,
      placeOfItem(index, "alternates", entry.alternates[0], params),
    );
  }
}

/**
 * `hreflang.set-mismatch` of a page whose group has no most common set (`electSets`' `tied`): its set
 * differs from others of the group, and none is right by number; nothing is named, no fix offered.
 */
function reportTie(graph: LinkGraph, s: number, sets: number, out: Problem[]): void {
  const { scan, index } = locateEntry(graph, graph.sourceId[s]);
  const entry = getSourceEntry(graph, s);
  const message = `the alternates of "${entry.loc}" differ from those of other pages of its group, and none of its ${sets} sets is listed by more of them than the others`;
  const place = placeOfItem(index, "alternates", entry.alternates[0], { value: entry.loc, sets });
  report(scan.ctx, out, "hreflang.set-mismatch", message, place);
}

/**
 * The hreflang rules across all loaded files: `hreflang.missing-self`, `hreflang.not-reciprocal`, `hreflang.target-not-listed`,
 * `hreflang.set-mismatch` (see the file header). URLs compare WHATWG-serialised. NOTE: appends to `out`.
 */
export function checkHreflangAcrossFiles(scans: readonly FileScan[], out: Problem[]): void {
  // Most sets have no alternate at all: skip numbering every entry of every file (a Map of all URLs)
  if (!scans.some(hasAlternates)) return;
  // arrays kept from the last check: an edit's check visits a few entries but numbers all of them
  const graph = buildLinkGraph(scans, CHECK_ARRAYS);
  if (graph.sourceId.length === 0) return;
  checkMissingSelf(graph, out);
  const parent = createIdentity(graph);
  const linked = graph.scratch.uint8("linked", graph.size);
  for (let s = 0; s < graph.sourceId.length; s++) checkLinks(graph, s, parent, linked, out);
  checkSets(graph, parent, linked, out);
}

/** True when `scan`'s hreflang rules are on and one of its urls (of `only`, when set) has alternates. */
function hasAlternates({ file, ctx, only }: FileScan): boolean {
  if (!ctx.active.has("hreflang.not-reciprocal")) return false;
  const count = only === undefined ? file.urls.length : only.length;
  for (let k = 0; k < count; k++)
    if (file.urls[only === undefined ? k : only[k]].alternates.length > 0) return true;
  return false;
}
