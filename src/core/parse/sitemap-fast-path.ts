/**
 * The reader's hot path: one `url` (or index `sitemap`) element of the common shape, read straight from the
 * text with no tag, attribute or frame objects (PERF.md: a reader within 4x of the scan limit cannot afford
 * them). Common shape: no attributes on the entry, `loc`, `lastmod`, `changefreq`, `priority` once each in
 * XSD order without attributes, then `xhtml:link rel="alternate"` and `image:image` (root-declared
 * prefixes), blank text between, text values without markup, references only if they decode cleanly.
 *
 * Anything else (a comment, CDATA, an attribute, an unknown or repeated child, a `loc` to trim or missing,
 * a bad reference, the end of the text) makes `readEntry` return -1 before anything is recorded, and the
 * general path (`xml-scanner.ts` + `sitemap-builder.ts`) reads the element from its `<` and reports what it
 * finds. So the fast path never reports a problem and gives exactly the entry the general path gives
 * (`sitemap-fast-path.test.ts` proves it on the shared corpus and cases). Thread-portable, no DOM.
 */
import type { ImageEntry, SitemapRef, UrlEntry } from "../model/types";
import { decodeXmlText, type EntityFaultSink } from "./xml-entities";
import { isXmlSpace, NS_IMAGE, NS_XHTML, trimXml } from "./xml-names";
import type { LineColumn } from "./xml-position";

/** What the fast path needs from the scanner and the builder. */
export interface FastPathHost {
  readonly text: string;
  position(index: number): LineColumn;
}

/** A protocol field of an entry: its start and end tags, model key and XSD rank. */
interface FieldTag {
  open: string;
  close: string;
  key: "loc" | "lastmod" | "changefreq" | "priority";
  rank: number;
}

const URL_FIELDS: readonly FieldTag[] = ["loc", "lastmod", "changefreq", "priority"].map((key, i) => ({
  open: `<${key}>`,
  close: `</${key}>`,
  key: key as FieldTag["key"],
  rank: i + 1,
}));
const INDEX_FIELDS = URL_FIELDS.slice(0, 2);
const IMAGE_KEYS = ["loc", "caption", "title", "geo_location", "license"] as const;
/** Mutable on purpose: tests switch the fast path off to compare it with the general path. */
const fastPathSwitch = { enabled: true };

/**
 * Switches the fast path on or off for readers created afterwards (default on). For tests that compare it
 * with the general path; the app never calls it.
 */
export function setSitemapFastPath(enabled: boolean): void {
  fastPathSwitch.enabled = enabled;
}

/** The first prefix (not the default) `declared` binds to `uri`, or undefined. */
function prefixOf(declared: Record<string, string>, uri: string): string | undefined {
  for (const prefix in declared) if (prefix !== "" && declared[prefix] === uri) return prefix;
  return undefined;
}

/** Reads common-shape entries of one urlset or sitemapindex; `readEntry` is called at each `<` in the root. */
export class SitemapFastPath {
  private readonly text: string;
  private readonly host: FastPathHost;
  private readonly list: (UrlEntry | SitemapRef)[];
  private readonly isIndex: boolean;
  private readonly fields: readonly FieldTag[];
  private readonly open: string;
  private readonly close: string;
  private readonly link: string;
  private readonly image: string;
  private readonly imageClose: string;
  private readonly imageFields: readonly FieldTag[];
  /** Next `&` at or after the last query (-1 = unknown, -2 = none left): one scan for the whole text. */
  private nextAmp = -1;
  private faulted = false;
  /** Index after the end tag of the last value read. */
  private end = 0;
  private readonly sink: EntityFaultSink = () => {
    this.faulted = true;
  };

  private constructor(
    host: FastPathHost,
    list: (UrlEntry | SitemapRef)[],
    isIndex: boolean,
    prefixes: string[],
  ) {
    this.text = host.text;
    this.host = host;
    this.list = list;
    this.isIndex = isIndex;
    this.fields = isIndex ? INDEX_FIELDS : URL_FIELDS;
    const child = isIndex ? "sitemap" : "url";
    this.open = `<${child}>`;
    this.close = `</${child}>`;
    const [xhtml, image] = prefixes;
    // "\0" never occurs after "<" in a text the scanner reads as markup, so an absent prefix never matches
    this.link = xhtml === "" ? "<\0" : `<${xhtml}:link`;
    this.image = image === "" ? "<\0" : `<${image}:image>`;
    this.imageClose = `</${image}:image>`;
    this.imageFields = IMAGE_KEYS.map((key, i) => ({
      open: `<${image}:${key}>`,
      close: `</${image}:${key}>`,
      key: key as FieldTag["key"],
      rank: i,
    }));
  }

  /**
   * The fast path for a root whose declarations are `declared` and whose default namespace makes `<url>`
   * (or `<sitemap>`) an entry, or undefined when it is switched off or cannot apply.
   */
  static create(
    host: FastPathHost,
    list: (UrlEntry | SitemapRef)[],
    isIndex: boolean,
    declared: Record<string, string>,
    entriesInDefault: boolean,
  ): SitemapFastPath | undefined {
    if (!fastPathSwitch.enabled || !entriesInDefault) return undefined;
    const prefixes = [prefixOf(declared, NS_XHTML) ?? "", prefixOf(declared, NS_IMAGE) ?? ""];
    return new SitemapFastPath(host, list, isIndex, prefixes);
  }

  /** Reads the entry whose `<` is at `lt` and returns the index after it, or -1 (nothing recorded). */
  readEntry(lt: number): number {
    const s = this.text;
    if (!s.startsWith(this.open, lt)) return -1;
    const { line, column } = this.host.position(lt);
    const entry: UrlEntry | SitemapRef = this.isIndex
      ? { loc: "", line, column, source: {} }
      : { loc: "", images: [], videos: [], alternates: [], line, column, source: {} };
    this.faulted = false;
    const end = this.readChildren(entry, lt + this.open.length);
    if (end < 0 || entry.loc === "" || this.faulted) return -1;
    this.list.push(entry);
    return end;
  }

  /** Reads the children of `entry` from `j`; returns the index after its end tag, or -1. */
  private readChildren(entry: UrlEntry | SitemapRef, j: number): number {
    const s = this.text;
    let lastRank = 0;
    let extensions = false;
    for (;;) {
      while (isXmlSpace(s.charCodeAt(j))) j++;
      if (s.charCodeAt(j) !== 60) return -1;
      if (s.charCodeAt(j + 1) === 47) return s.startsWith(this.close, j) ? j + this.close.length : -1;
      const field = extensions ? undefined : this.matchField(this.fields, j);
      if (field !== undefined) {
        if (field.rank <= lastRank || !this.readField(entry, field, j)) return -1;
        lastRank = field.rank;
        j = this.end;
        continue;
      }
      if (this.isIndex) return -1;
      extensions = true;
      if (s.startsWith(this.link, j)) j = this.readLink(entry as UrlEntry, j);
      else if (s.startsWith(this.image, j)) j = this.readImage(entry as UrlEntry, j);
      else return -1;
      if (j < 0 || this.faulted) return -1;
    }
  }

  /** The field whose start tag (no attributes) is at `j`, or undefined. */
  private matchField(fields: readonly FieldTag[], j: number): FieldTag | undefined {
    for (const field of fields) if (this.text.startsWith(field.open, j)) return field;
    return undefined;
  }

  /** Reads a protocol field into `entry` with its source position; false when it needs the general path. */
  private readField(entry: UrlEntry | SitemapRef, field: FieldTag, j: number): boolean {
    const position = this.host.position(j);
    const raw = this.readValue(j + field.open.length, field.close);
    if (raw === undefined) return false;
    const value = trimXml(raw);
    // a loc trimmed gets `loc.whitespace`, a problem only the general path reports
    if (field.rank === 1 && value !== raw) return false;
    (entry.source as Record<string, LineColumn>)[field.key] = position;
    entry[field.key as "loc"] = value;
    return true;
  }

  /**
   * The text from `j` up to the end tag `close` with references decoded, untrimmed; sets `end` after the
   * end tag. Undefined when markup other than `close` comes first.
   */
  private readValue(j: number, close: string): string | undefined {
    const s = this.text;
    const lt = s.indexOf("<", j);
    if (lt === -1 || !s.startsWith(close, lt)) return undefined;
    this.end = lt + close.length;
    if (this.nextAmp !== -2 && this.nextAmp < j) {
      const found = s.indexOf("&", j);
      this.nextAmp = found === -1 ? -2 : found;
    }
    return this.nextAmp >= 0 && this.nextAmp < lt ? decodeXmlText(s, j, lt, this.sink) : s.slice(j, lt);
  }

  /** Reads one `image:image` of the common shape into `entry.images`; returns the index after it, or -1. */
  private readImage(entry: UrlEntry, lt: number): number {
    const s = this.text;
    const { line, column } = this.host.position(lt);
    const image: ImageEntry = { loc: "", line, column };
    let seen = 0;
    let j = lt + this.image.length;
    for (;;) {
      while (isXmlSpace(s.charCodeAt(j))) j++;
      if (s.startsWith(this.imageClose, j)) break;
      const field = this.matchField(this.imageFields, j);
      if (field === undefined || (seen & (1 << field.rank)) !== 0) return -1;
      seen |= 1 << field.rank;
      const raw = this.readValue(j + field.open.length, field.close);
      if (raw === undefined) return -1;
      image[field.key as "loc"] = trimXml(raw);
      j = this.end;
    }
    entry.images.push(image);
    return j + this.imageClose.length;
  }

  /**
   * Reads one self-closing `xhtml:link` with only `rel="alternate"`, `hreflang` and `href` (each once, quoted,
   * no control characters) into `entry.alternates`; returns the index after it, or -1.
   */
  private readLink(entry: UrlEntry, lt: number): number {
    const s = this.text;
    let j = lt + this.link.length;
    if (!isXmlSpace(s.charCodeAt(j))) return -1;
    const values: (string | undefined)[] = [undefined, undefined, undefined];
    for (;;) {
      while (isXmlSpace(s.charCodeAt(j))) j++;
      if (s.charCodeAt(j) === 47 && s.charCodeAt(j + 1) === 62) break;
      const slot = attributeSlot(s, j);
      if (slot < 0 || values[slot] !== undefined) return -1;
      j += ATTRIBUTES[slot].length;
      const value = this.readAttributeValue(j);
      if (value === undefined) return -1;
      values[slot] = value;
      j = this.end;
    }
    const [rel, hreflang, href] = values;
    if (rel !== "alternate" || hreflang === undefined) return -1;
    const { line, column } = this.host.position(lt);
    entry.alternates.push({ hreflang: trimXml(hreflang), href: trimXml(href ?? ""), line, column });
    return j + 2;
  }

  /** The quoted value at `j` (just after `name=`), decoded; sets `end` after the closing quote. */
  private readAttributeValue(j: number): string | undefined {
    const s = this.text;
    const quote = s.charCodeAt(j);
    if (quote !== 34 && quote !== 39) return undefined;
    let amp = false;
    let k = j + 1;
    for (;;) {
      const c = s.charCodeAt(k);
      if (c === quote) break;
      // "<", a control character (normalised to a space) or the end of the text: the general path decides
      if (c === 60 || c < 32 || Number.isNaN(c)) return undefined;
      if (c === 38) amp = true;
      k++;
    }
    this.end = k + 1;
    return amp ? decodeXmlText(s, j + 1, k, this.sink) : s.slice(j + 1, k);
  }
}

/** The attributes the fast path reads on `xhtml:link`, with their `=`; the slot is the index. */
const ATTRIBUTES = ["rel=", "hreflang=", "href="] as const;

/** Slot of the attribute (with `=` right after its name) at `j`, or -1 for any other or a longer name. */
function attributeSlot(s: string, j: number): number {
  for (let slot = 0; slot < ATTRIBUTES.length; slot++) if (s.startsWith(ATTRIBUTES[slot], j)) return slot;
  return -1;
}
