/**
 * Writes entries into parts of at most `maxUrls` entries and `maxBytes` UTF-8 bytes (uncompressed), with a
 * string builder: each entry is written once, its byte length counted once, and a part's text is joined once.
 *
 * Thread-portable, no DOM. Limits: https://www.sitemaps.org/protocol.html#index (50,000 URLs, 50 MiB).
 */
import type { UrlEntry } from "../model/types";
import { resolvePrefix, writeUrlsetStartTag } from "./namespaces";
import { createWriteContext, resetEntry, type WriteContext } from "./write-context";
import { writeTxtLine, writeUrlEntry } from "./write-url-entry";
import { escapeXmlAttribute, utf8ByteLength } from "./xml-escape";

/** What the splitter needs to know. All sizes in bytes of UTF-8, uncompressed. */
export interface SplitSettings {
  format: "xml" | "txt";
  maxUrls: number;
  maxBytes: number;
  pretty: boolean;
  /** Prefix to URI for prefixes used by `extra` fragments (from the source files' declarations). */
  namespaces?: Readonly<Record<string, string>>;
}

/** One part as written: its body strings, counts and the namespaces it declares. */
export interface PartDraft {
  /** The `url` elements (or TXT lines), in order. */
  body: string[];
  urlCount: number;
  /** Size of the whole part (declaration, start tag, body, end tag), in UTF-8 bytes. */
  byteLength: number;
  /** Prefixes the part's `urlset` declares, prefix to URI, in order of first use. */
  prefixes: Map<string, string>;
}

/** The parts and what was left out or could not be done. Indexes are into the input `urls`. */
export interface SplitResult {
  parts: PartDraft[];
  written: number;
  /** Entries left out: no `loc` (empty once trimmed, forbidden characters removed); for TXT also a `loc`
   * with a line break. */
  skipped: number[];
  /** Entries that alone exceed `maxBytes`; each is written in a part of its own. */
  oversized: number[];
  /** Prefixes used by `extra` fragments with no known URI (those fragments were left out). */
  undeclaredPrefixes: string[];
  /** `extra` fragments left out: not one well-formed element, or a prefix with no known URI. */
  droppedExtras: number;
  /** Values written without characters XML 1.0 cannot hold, or left out when nothing remained. */
  alteredValues: number;
  /** Of `skipped`, the TXT lines whose `loc` holds a line break (they have a URL, which no line can hold). */
  lineBreakLocs: number;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_END = "</urlset>\n";

/** Start of a part: XML declaration and `urlset` start tag (plus newline when pretty). Empty for TXT. */
export function writePartHeader(settings: SplitSettings, prefixes: ReadonlyMap<string, string>): string {
  if (settings.format === "txt") return "";
  return `${XML_DECLARATION}${writeUrlsetStartTag(prefixes)}${settings.pretty ? "\n" : ""}`;
}

/** End of a part: the `urlset` end tag, empty for TXT. */
export function writePartFooter(settings: SplitSettings): string {
  return settings.format === "txt" ? "" : URLSET_END;
}

function newPart(settings: SplitSettings): PartDraft {
  const empty = new Map<string, string>();
  const byteLength = utf8ByteLength(writePartHeader(settings, empty) + writePartFooter(settings));
  return { body: [], urlCount: 0, byteLength, prefixes: empty };
}

/**
 * The declarations an entry adds to `part`: prefixes in `used` the part does not declare yet and whose URI is
 * known. Unknown prefixes go to `undeclared`.
 */
function newDeclarations(
  part: PartDraft,
  used: readonly string[],
  settings: SplitSettings,
  undeclared: Set<string>,
): [string, string][] {
  const added: [string, string][] = [];
  for (const prefix of used) {
    if (part.prefixes.has(prefix)) continue;
    const uri = resolvePrefix(prefix, settings.namespaces);
    if (uri === undefined) undeclared.add(prefix);
    else added.push([prefix, uri]);
  }
  return added;
}

function declarationBytes(declarations: readonly [string, string][]): number {
  let bytes = 0;
  for (const [prefix, uri] of declarations)
    bytes += utf8ByteLength(` xmlns:${prefix}="${escapeXmlAttribute(uri)}"`);
  return bytes;
}

/** The text of one entry (its prefixes in `ctx.used`), or undefined when it cannot be written. */
function writeEntry(ctx: WriteContext, settings: SplitSettings, entry: UrlEntry): string | undefined {
  resetEntry(ctx);
  if (settings.format === "txt") return writeTxtLine(ctx, entry);
  return writeUrlEntry(ctx, entry);
}

/**
 * Writes every entry that has a `loc` into parts, splitting before an entry that would make the part exceed
 * `maxUrls` entries or `maxBytes` bytes. Always returns at least one part (empty when nothing is written).
 * An entry too big for any part gets a part of its own and is listed in `oversized`.
 */
export function splitIntoParts(urls: readonly UrlEntry[], settings: SplitSettings): SplitResult {
  const ctx = createWriteContext(settings.pretty, settings.namespaces);
  const result: SplitResult = {
    parts: [],
    written: 0,
    skipped: [],
    oversized: [],
    undeclaredPrefixes: [],
    droppedExtras: 0,
    alteredValues: 0,
    lineBreakLocs: 0,
  };
  const undeclared = new Set<string>();
  const emptyPartBytes = newPart(settings).byteLength;
  let part = newPart(settings);
  for (let i = 0; i < urls.length; i++) {
    const text = writeEntry(ctx, settings, urls[i]);
    if (text === undefined) {
      result.skipped.push(i);
      continue;
    }
    // measured per entry: a part's text is never encoded twice (NOTE: the scan also flattens the
    // concatenated string early, which keeps garbage collection cheap)
    const bytes = utf8ByteLength(text);
    let added = newDeclarations(part, ctx.used, settings, undeclared);
    const full = part.urlCount >= settings.maxUrls;
    if (
      part.urlCount > 0 &&
      (full || part.byteLength + declarationBytes(added) + bytes > settings.maxBytes)
    ) {
      result.parts.push(part);
      part = newPart(settings);
      added = newDeclarations(part, ctx.used, settings, undeclared);
    }
    const addedBytes = declarationBytes(added);
    for (const [prefix, uri] of added) part.prefixes.set(prefix, uri);
    if (emptyPartBytes + addedBytes + bytes > settings.maxBytes) result.oversized.push(i);
    part.body.push(text);
    part.urlCount++;
    part.byteLength += addedBytes + bytes;
    result.written++;
  }
  result.parts.push(part);
  result.undeclaredPrefixes = [...new Set([...ctx.unknownPrefixes, ...undeclared])];
  result.droppedExtras = ctx.droppedExtras;
  result.alteredValues = ctx.alteredValues;
  result.lineBreakLocs = ctx.lineBreakLocs;
  return result;
}

/** The whole text of a part: header, body, footer. */
export function joinPart(settings: SplitSettings, part: PartDraft): string {
  return writePartHeader(settings, part.prefixes) + part.body.join("") + writePartFooter(settings);
}

/** Body strings joined per `encodeInto` call: one call per short entry string costs more than the copy. */
const ENCODE_BATCH = 256;
const encoder = new TextEncoder();

/**
 * The UTF-8 bytes of `joinPart(settings, part)`, encoded batch by batch into one buffer of the part's
 * counted `byteLength`, without building the part's whole text (joining 11 MB of entries and encoding it
 * took 4-8x longer, in Node and in Chromium's worker). Falls back to encoding the joined text when the count
 * and the bytes disagree (never expected).
 */
export function encodePart(settings: SplitSettings, part: PartDraft): Uint8Array {
  const out = new Uint8Array(part.byteLength);
  let at = 0;
  const put = (text: string): boolean => {
    const { read, written } = encoder.encodeInto(text, at === 0 ? out : out.subarray(at));
    at += written;
    return read === text.length;
  };
  let whole = put(writePartHeader(settings, part.prefixes));
  const { body } = part;
  for (let i = 0; whole && i < body.length; i += ENCODE_BATCH) {
    whole = put(body.length <= ENCODE_BATCH ? body.join("") : body.slice(i, i + ENCODE_BATCH).join(""));
  }
  whole &&= put(writePartFooter(settings));
  if (whole && at === out.length) return out;
  return encoder.encode(joinPart(settings, part));
}
