/**
 * The reader's hot path: one `url` (or index `sitemap`) element of the common shape, read straight from the
 * text with no tag, attribute or frame objects (PERF.md: a reader within 4x of the scan limit cannot afford
 * them). Common shape: no attributes on the entry, `loc`, `lastmod`, `changefreq`, `priority` once each in
 * XSD order without attributes, then `xhtml:link rel="alternate"`, then `image:image` (root-declared
 * prefixes; links after images are left to the general path, which records that order in `UrlEntry.order`),
 * blank text between, text values without markup, references only if they decode cleanly. Its entries never
 * have `order`, `attributes` or `fieldAttributes`; their empty lists are the shared `NO_ITEMS`, their field
 * positions packed as they are read (`field-positions.ts`).
 *
 * Anything else (a comment, CDATA, an attribute, an unknown or repeated child, a `loc` to trim or missing,
 * a bad reference, the end of the text) makes `readEntry` return -1 before anything is recorded, and the
 * general path (`xml-scanner.ts` + `sitemap-builder.ts`) reads the element from its `<` and reports what it
 * finds. So the fast path never reports a problem and gives exactly the entry the general path gives
 * (`sitemap-fast-path.test.ts` proves it on the shared corpus and cases). Thread-portable, no DOM.
 */
import { MAX_ENTRIES_READ_PER_FILE, MAX_ITEMS_READ_PER_ENTRY, MAX_ITEMS_READ_PER_FILE } from "../limits";
import { encodeFieldPositions, getPositionSlot, packPositionSlots } from "../model/field-positions";
import {
  type Alternate,
  type FieldPositions,
  type ImageEntry,
  NO_ITEMS,
  type SitemapRef,
  type UrlEntry,
} from "../model/types";
import { FastValues, flatLiteral, isAt } from "./fast-values";
import { isXmlSpace, NS_IMAGE, NS_XHTML } from "./xml-names";
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
  open: flatLiteral(`<${key}>`),
  close: flatLiteral(`</${key}>`),
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

/** `mask` bits of an entry with all four protocol fields (bit = rank). */
const ALL_URL_FIELDS = 0b11110;
const LOC_AND_LASTMOD = 0b110;

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
  private readonly reader: FastValues;
  /** The entry being read: protocol values and positions by rank, which ranks were read, its items. */
  private readonly values: string[] = ["", "", "", "", ""];
  /** Line and column of the entry read, and of each field read by rank (index 0 unused). */
  private line = 0;
  private column = 0;
  private readonly lines = [0, 0, 0, 0, 0];
  private readonly columns = [0, 0, 0, 0, 0];
  /** Packed position slots of the fields read, by rank (0 when not read); `fits` false once one is -1. */
  private readonly slots = [0, 0, 0, 0, 0];
  private fits = true;
  /** Where an entry was last declined: the scanner asks again there and the answer is the same. */
  private declinedAt = -1;
  private mask = 0;
  private readonly alternates: Alternate[] = [];
  private alternateCount = 0;
  private readonly images: ImageEntry[] = [];
  private imageCount = 0;
  /** Values of the last link `readUsualLink` read. */
  private usualHreflang = "";
  private usualHref = "";
  /** Child items kept in the file, shared with the builder (MAX_ITEMS_READ_PER_FILE). */
  private readonly items: { kept: number };

  private constructor(
    host: FastPathHost,
    list: (UrlEntry | SitemapRef)[],
    isIndex: boolean,
    prefixes: string[],
    items: { kept: number },
  ) {
    this.text = host.text;
    this.items = items;
    this.host = host;
    this.list = list;
    this.isIndex = isIndex;
    this.reader = new FastValues(host.text);
    this.fields = isIndex ? INDEX_FIELDS : URL_FIELDS;
    const child = isIndex ? "sitemap" : "url";
    this.open = `<${child}>`;
    this.close = `</${child}>`;
    const [xhtml, image] = prefixes;
    // "\0" never follows "<" in markup the scanner gets to, so an absent prefix never matches
    this.link = xhtml === "" ? "<\0" : flatLiteral(`<${xhtml}:link`);
    this.image = image === "" ? "<\0" : flatLiteral(`<${image}:image>`);
    this.imageClose = flatLiteral(`</${image}:image>`);
    this.imageFields = IMAGE_KEYS.map((key, i) => ({
      open: flatLiteral(`<${image}:${key}>`),
      close: flatLiteral(`</${image}:${key}>`),
      key: key as FieldTag["key"],
      rank: i,
    }));
  }

  /**
   * The fast path for a root whose declarations are `declared` and whose default namespace makes `<url>`
   * (or `<sitemap>`) an entry, or undefined when it is switched off or cannot apply. `items` counts the
   * child items kept in the file, with the builder: an entry that would pass an item cap
   * (MAX_ITEMS_READ_PER_ENTRY, MAX_ITEMS_READ_PER_FILE) is left to the general path, which reports it.
   */
  static create(
    host: FastPathHost,
    list: (UrlEntry | SitemapRef)[],
    isIndex: boolean,
    declared: Record<string, string>,
    entriesInDefault: boolean,
    items: { kept: number },
  ): SitemapFastPath | undefined {
    if (!fastPathSwitch.enabled || !entriesInDefault) return undefined;
    const prefixes = [prefixOf(declared, NS_XHTML) ?? "", prefixOf(declared, NS_IMAGE) ?? ""];
    return new SitemapFastPath(host, list, isIndex, prefixes, items);
  }

  /**
   * Reads the entry whose `<` is at `lt`, and the entries right after it with only whitespace between;
   * returns the index after the last one read, or -1 when the first needs the general path (nothing
   * recorded). Whitespace between entries is skipped: in the root it means nothing.
   */
  readEntry(lt: number): number {
    if (lt === this.declinedAt) return -1;
    let end = this.readOne(lt);
    if (end < 0) return -1;
    const s = this.text;
    for (;;) {
      let j = end;
      while (isXmlSpace(s.charCodeAt(j))) j++;
      if (s.charCodeAt(j) !== 60) return end;
      const next = this.readOne(j);
      if (next < 0) {
        this.declinedAt = j;
        return j;
      }
      end = next;
    }
  }

  /** Reads one entry whose `<` is at `lt`; returns the index after it, or -1 (nothing recorded). */
  private readOne(lt: number): number {
    // at the entry cap the general path reports it and stops reading
    if (!isAt(this.text, lt, this.open) || this.list.length >= MAX_ENTRIES_READ_PER_FILE) return -1;
    const { line, column } = this.host.position(lt);
    this.line = line;
    this.column = column;
    this.reader.faulted = false;
    this.mask = 0;
    this.fits = true;
    this.alternateCount = 0;
    this.imageCount = 0;
    const end = this.readChildren(lt + this.open.length);
    if (end < 0 || this.reader.faulted || (this.mask & 2) === 0 || this.values[1] === "") return -1;
    this.list.push(this.isIndex ? this.makeRef() : this.makeUrl());
    this.items.kept += this.imageCount + this.alternateCount;
    return end;
  }

  /** Reads the children of the entry from `j`; returns the index after its end tag, or -1. */
  private readChildren(j: number): number {
    const s = this.text;
    let lastRank = 0;
    for (;;) {
      while (isXmlSpace(s.charCodeAt(j))) j++;
      if (s.charCodeAt(j) !== 60) return -1;
      if (s.charCodeAt(j + 1) === 47) return isAt(s, j, this.close) ? j + this.close.length : -1;
      // every protocol tag starts `<l`, `<c` or `<p`: other children skip the field comparisons
      const c1 = s.charCodeAt(j + 1);
      const field =
        lastRank < 0 || (c1 !== 108 && c1 !== 99 && c1 !== 112)
          ? undefined
          : this.matchField(this.fields, j, lastRank);
      if (field !== undefined) {
        if (field.rank <= lastRank || !this.readField(field, j)) return -1;
        lastRank = field.rank;
        j = this.reader.end;
        continue;
      }
      if (this.isIndex) return -1;
      lastRank = -1; // after an extension element a protocol field is out of order
      // one more item past a cap is the general path's to skip and report
      const count = this.imageCount + this.alternateCount;
      if (count >= MAX_ITEMS_READ_PER_ENTRY || this.items.kept + count >= MAX_ITEMS_READ_PER_FILE) return -1;
      // a link after an image is not the default order: the general path records `UrlEntry.order`
      if (isAt(s, j, this.link)) j = this.imageCount > 0 ? -1 : this.readLink(j);
      else if (isAt(s, j, this.image)) j = this.readImage(j);
      else return -1;
      if (j < 0 || this.reader.faulted) return -1;
    }
  }

  /** The field whose start tag (no attributes) is at `j`, trying the one after `after` first. */
  private matchField(fields: readonly FieldTag[], j: number, after: number): FieldTag | undefined {
    const next = fields[after];
    if (next !== undefined && isAt(this.text, j, next.open)) return next;
    for (const field of fields) if (isAt(this.text, j, field.open)) return field;
    return undefined;
  }

  /** Reads a protocol field and its position; false when it needs the general path. */
  private readField(field: FieldTag, j: number): boolean {
    const { line, column } = this.host.position(j);
    // a loc to trim gets `loc.whitespace`, a problem only the general path reports
    const value = this.reader.elementText(j + field.open.length, field.close, field.rank === 1);
    if (value === undefined) return false;
    this.values[field.rank] = value;
    this.lines[field.rank] = line;
    this.columns[field.rank] = column;
    const slot = getPositionSlot(this.line, this.column, line, column);
    this.slots[field.rank] = slot;
    if (slot < 0) this.fits = false;
    this.mask |= 1 << field.rank;
    return true;
  }

  /** The positions of the fields read (`mask`): packed when they fit, else listed. */
  private fieldPositions(): FieldPositions {
    const mask = this.mask;
    const p = this.slots;
    if (this.fits) {
      // a slot of a field not read may be left from an earlier entry
      const at = (rank: number) => ((mask & (1 << rank)) === 0 ? 0 : p[rank]);
      return packPositionSlots(at(1), at(2), at(3), at(4));
    }
    const pairs = [0, 0, 0, 0, 0, 0, 0, 0];
    for (let rank = 1; rank < 5; rank++) {
      if ((mask & (1 << rank)) === 0) continue;
      pairs[2 * rank - 2] = this.lines[rank];
      pairs[2 * rank - 1] = this.columns[rank];
    }
    return encodeFieldPositions(this.line, this.column, pairs);
  }

  /** The url entry read, in the general path's shape (its key order too). */
  private makeUrl(): UrlEntry {
    const v = this.values;
    const { line, column } = this;
    const source = this.fieldPositions();
    // shared, frozen: a list of the model is never changed in place (types.ts, UrlEntry)
    const images = this.imageCount === 0 ? NO_ITEMS : this.images.slice(0, this.imageCount);
    const alternates = this.alternateCount === 0 ? NO_ITEMS : this.alternates.slice(0, this.alternateCount);
    if (this.mask === ALL_URL_FIELDS) {
      const videos = NO_ITEMS;
      return {
        loc: v[1],
        images,
        videos,
        alternates,
        line,
        column,
        source,
        lastmod: v[2],
        changefreq: v[3],
        priority: v[4],
      };
    }
    const entry: UrlEntry = { loc: v[1], images, videos: NO_ITEMS, alternates, line, column, source };
    this.fill(entry);
    return entry;
  }

  /** The index entry read, in the general path's shape. */
  private makeRef(): SitemapRef {
    const v = this.values;
    const { line, column } = this;
    const source = this.fieldPositions();
    if (this.mask === LOC_AND_LASTMOD) return { loc: v[1], line, column, source, lastmod: v[2] };
    const ref: SitemapRef = { loc: v[1], line, column, source };
    this.fill(ref);
    return ref;
  }

  /** Sets the protocol fields read (all but `loc`), in XSD order. */
  private fill(entry: UrlEntry | SitemapRef): void {
    const target = entry as unknown as Record<string, string>;
    for (const field of this.fields) {
      if ((this.mask & (1 << field.rank)) === 0) continue;
      if (field.rank > 1) target[field.key] = this.values[field.rank];
    }
  }

  /** Reads one `image:image` of the common shape; returns the index after it, or -1. */
  private readImage(lt: number): number {
    const s = this.text;
    const { line, column } = this.host.position(lt);
    const image: ImageEntry = { loc: "", line, column };
    let seen = 0;
    let j = lt + this.image.length;
    for (;;) {
      while (isXmlSpace(s.charCodeAt(j))) j++;
      if (isAt(s, j, this.imageClose)) break;
      const field = this.matchField(this.imageFields, j, 0);
      if (field === undefined || (seen & (1 << field.rank)) !== 0) return -1;
      seen |= 1 << field.rank;
      const value = this.reader.elementText(j + field.open.length, field.close, false);
      if (value === undefined) return -1;
      image[field.key as "loc"] = value;
      j = this.reader.end;
    }
    this.images[this.imageCount++] = image;
    return j + this.imageClose.length;
  }

  /**
   * Reads one self-closing `xhtml:link` with only `rel="alternate"`, `hreflang` and `href` (each at most
   * once, quoted) into the alternates; returns the index after it, or -1.
   */
  private readLink(lt: number): number {
    const s = this.text;
    let j = lt + this.link.length;
    if (!isXmlSpace(s.charCodeAt(j))) return -1;
    const end = this.readUsualLink(j);
    if (end >= 0) {
      this.pushAlternate(lt, this.usualHreflang, this.usualHref);
      return end;
    }
    let rel: string | undefined;
    let hreflang: string | undefined;
    let href: string | undefined;
    for (;;) {
      while (isXmlSpace(s.charCodeAt(j))) j++;
      if (s.charCodeAt(j) === 47 && s.charCodeAt(j + 1) === 62) break;
      const slot = attributeSlot(s, j);
      if (slot < 0) return -1;
      const value = this.reader.attributeValue(j + ATTRIBUTES[slot].length);
      if (value === undefined) return -1;
      if (slot === 0 && rel === undefined) rel = value;
      else if (slot === 1 && hreflang === undefined) hreflang = value;
      else if (slot === 2 && href === undefined) href = value;
      else return -1; // a repeated attribute is a fault the general path reports
      j = this.reader.end;
    }
    if (rel !== "alternate" || hreflang === undefined) return -1;
    this.pushAlternate(lt, hreflang, href ?? "");
    return j + 2;
  }

  /**
   * Reads the attributes of the usual link, ` rel="alternate" hreflang="…" href="…"/>` exactly so, from
   * `j` (after the tag name) into `usualHreflang` and `usualHref`: two native comparisons instead of a
   * match per attribute. Returns the index after `/>`, or -1 when written otherwise (then the attribute
   * loop reads it: a value that needed trimming or decoding gives the same result either way).
   */
  private readUsualLink(j: number): number {
    const s = this.text;
    if (!s.startsWith(USUAL_LINK_START, j)) return -1;
    const hreflang = this.reader.attributeValue(j + USUAL_LINK_START.length - 1);
    if (hreflang === undefined) return -1;
    const k = this.reader.end - 1; // the closing quote of hreflang
    if (!s.startsWith(USUAL_LINK_HREF, k)) return -1;
    const href = this.reader.attributeValue(k + USUAL_LINK_HREF.length - 1);
    if (href === undefined) return -1;
    const end = this.reader.end;
    if (s.charCodeAt(end) !== 47 || s.charCodeAt(end + 1) !== 62) return -1;
    this.usualHreflang = hreflang;
    this.usualHref = href;
    return end + 2;
  }

  /** Records an alternate of the link at `lt`. */
  private pushAlternate(lt: number, hreflang: string, href: string): void {
    const { line, column } = this.host.position(lt);
    this.alternates[this.alternateCount++] = { hreflang, href, line, column };
  }
}

/** The usual link's attributes up to the opening quote of `hreflang`, then from its closing quote to `href`'s. */
const USUAL_LINK_START = flatLiteral(' rel="alternate" hreflang="');
const USUAL_LINK_HREF = flatLiteral('" href="');

/** The attributes the fast path reads on `xhtml:link`, with their `=`; the slot is the index. */
const ATTRIBUTES = ["rel=", "hreflang=", "href="] as const;

/** Slot of the attribute (with `=` right after its name) at `j`, or -1 for any other. */
function attributeSlot(s: string, j: number): number {
  for (let slot = 0; slot < ATTRIBUTES.length; slot++) if (isAt(s, j, ATTRIBUTES[slot])) return slot;
  return -1;
}
