/**
 * The small shared state of one `writeSitemaps` run: layout (pretty or compact) and the prefixes the entry
 * being written uses, plus the element helpers every writer file needs.
 *
 * Thread-portable, no DOM. NOTE: `used` is per-entry scratch state the writers mutate; the caller
 * resets it (`resetEntry`) before each entry.
 */
import { checkFragment } from "./extra-fragment";
import { EXTENSION_NAMESPACES, resolvePrefix } from "./namespaces";
import {
  escapeXmlAttribute,
  escapeXmlText,
  hasInvalidXmlChars,
  isPlainText,
  stripInvalidXmlChars,
} from "./xml-escape";

/** Layout and bookkeeping of one write run. */
export interface WriteContext {
  /** Indentation per depth: two spaces per level when pretty, all empty when compact. */
  readonly indent: readonly string[];
  /** Line end after each element: `"\n"` when pretty, `""` when compact. */
  readonly newline: string;
  /** Namespace prefixes the current entry uses (extension prefixes and prefixes of `extra` fragments). */
  readonly used: string[];
  /** Prefix to URI from the source files, for the prefixes `extra` fragments use (`WriteOptions.namespaces`). */
  readonly namespaces: Readonly<Record<string, string>> | undefined;
  /** NOTE: counts up as writers run. `extra` fragments left out (not one well-formed element, or a prefix
   * without a known URI) and kept foreign attributes left out (not a prefixed name, or no known URI). */
  droppedExtras: number;
  /** Prefixes of the dropped fragments and attributes that no known URI declares, in order of first use. */
  readonly unknownPrefixes: string[];
  /** NOTE: counts up as writers run. Values that held characters XML 1.0 cannot hold (written without
   * them, or left out when nothing remained). */
  alteredValues: number;
  /** NOTE: counts up as writers run. TXT lines left out because their `loc` holds a line break. */
  lineBreakLocs: number;
}

const MAX_DEPTH = 8;

/**
 * A fresh context for pretty (two-space indentation, one element per line) or compact output;
 * `namespaces` (prefix to URI) declares the prefixes of `extra` fragments.
 */
export function createWriteContext(
  pretty: boolean,
  namespaces?: Readonly<Record<string, string>>,
): WriteContext {
  const indent = Array.from({ length: MAX_DEPTH }, (_, depth) => (pretty ? "  ".repeat(depth) : ""));
  return {
    indent,
    newline: pretty ? "\n" : "",
    used: [],
    namespaces,
    droppedExtras: 0,
    unknownPrefixes: [],
    alteredValues: 0,
    lineBreakLocs: 0,
  };
}

/** Records that the current entry uses `prefix` (once). */
export function notePrefix(ctx: WriteContext, prefix: string): void {
  if (!ctx.used.includes(prefix)) ctx.used.push(prefix);
}

/** Forgets the previous entry's prefixes; call before writing an entry. */
export function resetEntry(ctx: WriteContext): void {
  ctx.used.length = 0;
}

/**
 * `value` without the characters XML 1.0 cannot hold (C0 controls but tab/LF/CR, lone surrogates, U+FFFE,
 * U+FFFF; no escape exists for them). A value that loses some is counted in `ctx.alteredValues`; when
 * nothing remains of it the result is undefined, so its element or attribute is left out (never written
 * empty). Values without such characters come back as they are.
 */
export function cleanValue(ctx: WriteContext, value: string | undefined): string | undefined {
  if (value === undefined || !hasInvalidXmlChars(value)) return value;
  ctx.alteredValues++;
  const cleaned = stripInvalidXmlChars(value);
  return cleaned === "" ? undefined : cleaned;
}

/** ` name="value"` with the value cleaned and escaped, or `""` when the value is undefined (or nothing remains). */
export function writeAttribute(ctx: WriteContext, name: string, value: string | undefined): string {
  const cleaned = cleanValue(ctx, value);
  return cleaned === undefined ? "" : ` ${name}="${escapeXmlAttribute(cleaned)}"`;
}

/**
 * One text-only element on its own line: `<name attrs>value</name>`. Written when the value is defined (even
 * empty: extension elements are kept as they were) or when it has attributes; else `""`. A value made only
 * of characters XML cannot hold counts as undefined (`cleanValue`).
 */
export function writeElement(
  ctx: WriteContext,
  depth: number,
  name: string,
  value: string | undefined,
  attributes = "",
): string {
  const text = value === undefined ? undefined : escapedText(ctx, value);
  if (text === undefined && attributes === "") return "";
  return `${ctx.indent[depth]}<${name}${attributes}>${text ?? ""}</${name}>${ctx.newline}`;
}

/**
 * `value` as element text: escaped, without the characters XML cannot hold (`cleanValue`), or undefined
 * when nothing remains of it. A plain value costs one regex test and comes back as it is.
 */
export function escapedText(ctx: WriteContext, value: string): string | undefined {
  if (isPlainText(value)) return value;
  const cleaned = cleanValue(ctx, value);
  return cleaned === undefined ? undefined : escapeXmlText(cleaned);
}

/**
 * Raw XML fragments kept verbatim (unknown elements), one per line, in order. Characters XML forbids are
 * removed. A fragment is written only when it is one well-formed element (`checkFragment`) whose
 * undeclared prefixes all have a known URI (extension prefixes, `ctx.namespaces`); those are recorded in
 * `ctx.used` for the `urlset` to declare. Any other is left out and counted in `ctx.droppedExtras`, so
 * the export is always well-formed XML.
 */
export function writeExtras(ctx: WriteContext, depth: number, extras: readonly string[] | undefined): string {
  if (extras === undefined || extras.length === 0) return "";
  let out = "";
  for (const raw of extras) out += writeExtra(ctx, depth, raw);
  return out;
}

/** One raw fragment as `writeExtras` writes it, or `""` when it is left out. */
export function writeExtra(ctx: WriteContext, depth: number, raw: string): string {
  if (typeof raw !== "string") return "";
  const fragment = cleanValue(ctx, raw.trim());
  if (fragment === undefined || fragment === "") return "";
  const { ok, undeclared } = checkFragment(fragment);
  const unknown = undeclared.filter((prefix) => resolvePrefix(prefix, ctx.namespaces) === undefined);
  if (!ok || unknown.length > 0) {
    ctx.droppedExtras++;
    noteUnknownPrefixes(ctx, unknown);
    return "";
  }
  let kept = fragment;
  for (const prefix of undeclared) {
    // an extension's prefix the source bound to another namespace (a private schema, Google's retired
    // `sitemap-video/1.0`): declared on the element itself, so it stays in that namespace; the `urlset`'s
    // declaration of the prefix is Google's, which would have moved it there (RULES.md: kept verbatim)
    const own = ctx.namespaces?.[prefix];
    if (
      own !== undefined &&
      EXTENSION_NAMESPACES[prefix] !== undefined &&
      own !== EXTENSION_NAMESPACES[prefix]
    )
      kept = declareOnRoot(kept, prefix, own);
    else notePrefix(ctx, prefix);
  }
  return `${ctx.indent[depth]}${kept}${ctx.newline}`;
}

/** `fragment` (one element, `<name` first) with ` xmlns:prefix="uri"` after its root's name. */
function declareOnRoot(fragment: string, prefix: string, uri: string): string {
  const nameEnd = /^<[^\s/>]+/.exec(fragment)?.[0].length ?? 0;
  return `${fragment.slice(0, nameEnd)} xmlns:${prefix}="${escapeXmlAttribute(uri)}"${fragment.slice(nameEnd)}`;
}

function noteUnknownPrefixes(ctx: WriteContext, prefixes: readonly string[]): void {
  for (const prefix of prefixes) if (!ctx.unknownPrefixes.includes(prefix)) ctx.unknownPrefixes.push(prefix);
}

/** A prefixed XML name (`prefix:local`), Unicode letters allowed. */
const PREFIXED_NAME = /^[\p{L}_][\p{L}\p{N}\p{M}._\u00B7-]*:[\p{L}_][\p{L}\p{N}\p{M}._\u00B7-]*$/u;

/**
 * ` prefix:name="value"` for each attribute of another namespace kept on an element (`UrlEntry.attributes`
 * and the like), cleaned and escaped, its prefix recorded in `ctx.used` for the `urlset` to declare (`xml:`
 * needs no declaration). An attribute whose name is not a prefixed name, or whose prefix has no known URI
 * (extension prefixes, `ctx.namespaces`), is left out and counted in `ctx.droppedExtras`.
 */
export function writeForeignAttributes(
  ctx: WriteContext,
  attributes: Readonly<Record<string, string>> | undefined,
): string {
  if (attributes === undefined || attributes === null || typeof attributes !== "object") return "";
  let out = "";
  for (const name in attributes) {
    const value = attributes[name];
    if (typeof value !== "string") continue;
    const prefix = PREFIXED_NAME.test(name) ? name.slice(0, name.indexOf(":")) : "";
    if (prefix === "xml") {
      out += writeAttribute(ctx, name, value);
      continue;
    }
    if (
      prefix === "" ||
      prefix.toLowerCase().startsWith("xml") ||
      resolvePrefix(prefix, ctx.namespaces) === undefined
    ) {
      ctx.droppedExtras++;
      if (prefix !== "") noteUnknownPrefixes(ctx, [prefix]);
      continue;
    }
    notePrefix(ctx, prefix);
    out += writeAttribute(ctx, name, value);
  }
  return out;
}

/**
 * The kept foreign attributes of one typed child element (`fieldAttributes[key]` of its owner), as
 * `writeForeignAttributes` writes them; `""` when the field has no value (its element is not written).
 */
export function writeFieldAttributes(
  ctx: WriteContext,
  fieldAttributes: Readonly<Record<string, Readonly<Record<string, string>>>> | undefined,
  key: string,
  value: unknown,
): string {
  if (fieldAttributes === undefined || value === undefined) return "";
  return writeForeignAttributes(ctx, fieldAttributes[key]);
}
