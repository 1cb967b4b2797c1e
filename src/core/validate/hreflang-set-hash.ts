/**
 * A page's set of alternates as a comparable value: an order-independent 53-bit hash of its
 * (code, target) pairs for the vote, and the readable pairs for the message. Codes compare
 * case-insensitively, targets by canonical entry number (or WHATWG href when no loaded entry has it).
 *
 * Thread-portable, no DOM.
 */
import { getSourceEntry, type LinkGraph } from "./hreflang-links";
import { getHreflangFault } from "./language-codes";
import { getHttpUrlKey } from "./url-key";

/**
 * Hash of each hreflang as written (lower-cased before hashing), -1 for a code that is not valid
 * (`hreflang.invalid-code`, an empty one too); a file repeats a few codes.
 */
const CODE_HASHES = new Map<string, number>();

/** Scratch space for one source's pair hashes (reused: no allocation per page). */
let pairs = new Uint32Array(64);

/** True when `pairs[j]` occurred before it: a pair listed twice is one member of the set. */
function isRepeated(j: number): boolean {
  for (let k = 0; k < j; k++) if (pairs[k] === pairs[j]) return true;
  return false;
}

/** murmur3's 32-bit finaliser: spreads every input bit over the output. */
function mix(value: number): number {
  let h = value | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** FNV-1a of a string, then mixed. */
function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return mix(h);
}

/** The last codes hashed and their hashes, looked at before the Map: a file repeats the same few codes. */
const RECENT_CODES = 8;
// every slot holds a real pair from the start: "" and its hash (not a valid code: -1)
const recentCodes: string[] = new Array<string>(RECENT_CODES).fill("");
const recentHashes = new Float64Array(RECENT_CODES).fill(-1);
let nextRecent = 0;

/** Hash of an hreflang code, case-insensitive; -1 when the code is not valid. */
function hashCode(code: string): number {
  // the reader makes one string of each short value: `===` is mostly an identity test here
  for (let k = 0; k < RECENT_CODES; k++) if (recentCodes[k] === code) return recentHashes[k];
  const hash = hashCodeOnce(code);
  recentCodes[nextRecent] = code;
  recentHashes[nextRecent] = hash;
  nextRecent = (nextRecent + 1) & (RECENT_CODES - 1);
  return hash;
}

/** `hashCode` by the Map of codes. */
function hashCodeOnce(code: string): number {
  let hash = CODE_HASHES.get(code);
  if (hash === undefined) {
    hash = getHreflangFault(code) === "" ? hashText(code.toLowerCase()) : -1;
    if (CODE_HASHES.size < 10_000) CODE_HASHES.set(code, hash);
  }
  return hash;
}

/**
 * An alternate left out of the page's set: one still being written (an empty code or href, as "Add
 * alternate" leaves it), which `hreflang.set-mismatch` named as ": ", or one whose code is not valid
 * (`ua`, `en-UK`), which it told the pages with the right code to add. Each has its own fault
 * (`hreflang.invalid-code`, `hreflang.href-invalid`); once fixed, it counts.
 */
function isLeftOut(alternate: { hreflang: string; href: string }): boolean {
  // values are kept trimmed (reader, editors): a length test, no trim per alternate of a 150,000-link check
  return alternate.href.length === 0 || hashCode(alternate.hreflang) < 0;
}

/**
 * True when source `s` lists an alternate whose code is written but not valid (`ua`, `en-UK`): its set
 * cannot be compared yet (`hreflang.set-mismatch` waits for `hreflang.invalid-code` to be fixed, else it
 * tells the pages with the right code they lack the wrong one, or add the right one).
 */
export function hasInvalidCode(graph: LinkGraph, s: number): boolean {
  return getSourceEntry(graph, s).alternates.some((a) => a.hreflang !== "" && hashCode(a.hreflang) < 0);
}

/** The pair slot of an alternate left out: not in the sums (a real pair equal to it is as rare). */
const UNFINISHED = 0xffffffff;

/**
 * The set hash of source `s` (alternates being written or with an invalid code left out, `isLeftOut`): two 32-bit sums of mixed (code, target) pair hashes, packed into 53 bits.
 * Equal sets give equal hashes whatever the order; a listed page hashes by its number, any other href
 * by its text.
 */
export function getSetHash(graph: LinkGraph, s: number): number {
  const alternates = getSourceEntry(graph, s).alternates;
  if (pairs.length < alternates.length) pairs = new Uint32Array(alternates.length * 2);
  let low = 0;
  let high = 0;
  for (let j = 0; j < alternates.length; j++) {
    const href = alternates[j].href;
    // `isLeftOut`, with the code's hash kept for the pair
    const codeHash = hashCode(alternates[j].hreflang);
    if (codeHash < 0 || href.length === 0) {
      pairs[j] = UNFINISHED;
      continue;
    }
    const target = graph.targets[graph.start[s] + j];
    const targetHash = target >= 0 ? mix(target + 0x9e3779b9) : hashText(getHttpUrlKey(href) ?? href);
    const pair = mix(codeHash ^ Math.imul(targetHash, 0x9e3779b1));
    pairs[j] = pair;
    if (isRepeated(j)) continue;
    low = (low + pair) >>> 0;
    high = (high + mix(pair ^ 0x5bd1e995)) >>> 0;
  }
  return low * 0x200000 + (high >>> 11);
}

/**
 * The sorted, de-duplicated `code: href` pairs source `s` lists (for messages), codes lowercased and hrefs
 * WHATWG-serialised as compared, `isLeftOut` alternates left out; with `sorted` false, one per alternate in
 * the entry's order, every one (to find the alternate a pair came from).
 */
export function getSetParts(graph: LinkGraph, s: number, sorted = true): string[] {
  const alternates = getSourceEntry(graph, s).alternates;
  const parts = alternates.map((alternate, j) => {
    const target = graph.targets[graph.start[s] + j];
    const href =
      target >= 0 ? getCanonicalHref(graph, target) : (getHttpUrlKey(alternate.href) ?? alternate.href);
    return `${alternate.hreflang.toLowerCase()}: ${href}`;
  });
  if (!sorted) return parts;
  const finished = parts.filter((_, j) => !isLeftOut(alternates[j]));
  finished.sort();
  return finished.filter((part, i) => i === 0 || part !== finished[i - 1]);
}

/** The WHATWG href of entry number `id`. */
function getCanonicalHref(graph: LinkGraph, id: number): string {
  const s = graph.scanOf[id];
  return graph.scans[s].urlHrefs[id - graph.base[s]] ?? "";
}
