/**
 * The item children of an entry on the reader's fast path (`sitemap-fast-path.ts`): `xhtml:link`
 * alternates and `image:image` images of the common shape, read straight from the text. Same contract as
 * the fast path: anything else returns -1 before the item is recorded, and the general path reads the
 * whole entry. Thread-portable, no DOM.
 */
import { setItemFieldPosition } from "../model/item-positions";
import { type Alternate, type ImageEntry, NO_ITEMS } from "../model/types";
import { type FastValues, flatLiteral, type PackedLiteral, packLiteral } from "./fast-values";
import { isXmlSpace } from "./xml-names";
import type { LineColumn } from "./xml-position";

/** What the fast path needs from the scanner and the builder. */
export interface FastPathHost {
  readonly text: string;
  /** The bytes `text` was decoded from when each is one character (ASCII UTF-8), else undefined. */
  readonly codes: Uint8Array | undefined;
  position(index: number): LineColumn;
  /** `PositionTracker.skip`: moves the positions' cursor over `lines` newlines the caller knows of. */
  skipLines(lines: number, lineStart: number): void;
  /** `PositionTracker.atOnLine`: the position of an index no newline separates from the last one asked. */
  positionOnLine(index: number): LineColumn;
}

/** A field of an entry or an image: its start and end tags, model key and rank (order). */
export interface FieldTag {
  open: string;
  close: string;
  key: string;
  rank: number;
}

/**
 * The field of `fields` whose start tag (no attributes) is at `j` in `text`, trying `fields[after]` first;
 * undefined when none.
 */
export function matchField(
  reader: FastValues,
  fields: readonly FieldTag[],
  j: number,
  after: number,
): FieldTag | undefined {
  const next = fields[after];
  if (next !== undefined && reader.at(j, next.open)) return next;
  for (const field of fields) if (reader.at(j, field.open)) return field;
  return undefined;
}

const IMAGE_KEYS = ["loc", "caption", "title", "geo_location", "license"] as const;

/** Reads the links and images of one entry at a time; `reset` before each entry. */
export class SitemapFastItems {
  private readonly text: string;
  private readonly host: FastPathHost;
  private readonly reader: FastValues;
  /** Start tags of a link and an image, and the image's end tag, packed for `FastValues.atPacked`. */
  private readonly link: PackedLiteral;
  private readonly image: PackedLiteral;
  private readonly imageClose: PackedLiteral;
  private readonly imageFields: readonly FieldTag[];
  private readonly alternates: Alternate[] = [];
  private alternateCount = 0;
  private readonly images: ImageEntry[] = [];
  private imageCount = 0;
  /** True when the last item `readItem` read holds no newline (a link written the usual way). */
  flat = false;
  /** Values of the last link `readUsualLink` read. */
  private usualHreflang = "";
  private usualHref = "";

  /** `prefixes`: the root's prefixes of the xhtml and image namespaces, "" when not declared. */
  constructor(host: FastPathHost, reader: FastValues, prefixes: readonly string[]) {
    this.text = host.text;
    this.host = host;
    this.reader = reader;
    const [xhtml, image] = prefixes;
    // "\0" never follows "<" in markup the scanner gets to, so an absent prefix never matches
    this.link = packLiteral(xhtml === "" ? "<\0" : `<${xhtml}:link`);
    this.image = packLiteral(image === "" ? "<\0" : `<${image}:image>`);
    this.imageClose = packLiteral(`</${image}:image>`);
    this.imageFields = IMAGE_KEYS.map((key, i) => ({
      open: flatLiteral(`<${image}:${key}>`),
      close: flatLiteral(`</${image}:${key}>`),
      key,
      rank: i,
    }));
  }

  /** Forgets the items of the last entry. */
  reset(): void {
    this.alternateCount = 0;
    this.imageCount = 0;
  }

  /** True when alternates were read since `reset`. */
  hasAlternates(): boolean {
    return this.alternateCount > 0;
  }

  /** Items read since `reset`. */
  count(): number {
    return this.imageCount + this.alternateCount;
  }

  /** The images read since `reset`, as a new list (the shared, frozen `NO_ITEMS` when none). */
  takeImages(): ImageEntry[] {
    // shared, frozen: a list of the model is never changed in place (types.ts, UrlEntry)
    return this.imageCount === 0 ? NO_ITEMS : copyList(this.images, this.imageCount);
  }

  /** The alternates read since `reset`, as a new list (the shared, frozen `NO_ITEMS` when none). */
  takeAlternates(): Alternate[] {
    return this.alternateCount === 0 ? NO_ITEMS : copyList(this.alternates, this.alternateCount);
  }

  /**
   * Reads the link or image whose `<` is at `j`; returns the index after it, or -1 (nothing recorded).
   * `onLine`: no newline lies between the positions' cursor and `j` (`FastPathHost.positionOnLine`).
   */
  readItem(j: number, onLine: boolean): number {
    this.flat = false;
    // a link after an image is not the default order: the general path records `UrlEntry.order`
    if (this.reader.atPacked(j, this.link)) return this.imageCount > 0 ? -1 : this.readLink(j, onLine);
    if (this.reader.atPacked(j, this.image)) return this.readImage(j, onLine);
    return -1;
  }

  /** Reads one `image:image` of the common shape; returns the index after it, or -1. */
  private readImage(lt: number, onLine: boolean): number {
    const s = this.text;
    const { line, column } = onLine ? this.host.positionOnLine(lt) : this.host.position(lt);
    const image: ImageEntry = { loc: "", line, column };
    let seen = 0;
    let j = lt + this.image.text.length;
    for (;;) {
      while (isXmlSpace(s.charCodeAt(j))) j++;
      if (this.reader.atPacked(j, this.imageClose)) break;
      const field = matchField(this.reader, this.imageFields, j, 0);
      if (field === undefined || (seen & (1 << field.rank)) !== 0) return -1;
      seen |= 1 << field.rank;
      // where the child starts, for its problems (the general path's `placeChild`)
      const at = this.host.position(j);
      setItemFieldPosition(image, field.key, at.line, at.column);
      const value = this.reader.elementText(j + field.open.length, field.close, false);
      if (value === undefined) return -1;
      // the usual field stored by name: one shape, no keyed store
      if (field.rank === 0) image.loc = value;
      else image[field.key as "caption"] = value;
      j = this.reader.end;
    }
    this.images[this.imageCount++] = image;
    return j + this.imageClose.text.length;
  }

  /**
   * Reads one self-closing `xhtml:link` with only `rel="alternate"`, `hreflang` and `href` (each at most
   * once, quoted) into the alternates; returns the index after it, or -1.
   */
  private readLink(lt: number, onLine: boolean): number {
    const s = this.text;
    let j = lt + this.link.text.length;
    if (!isXmlSpace(s.charCodeAt(j))) return -1;
    const end = this.readUsualLink(j);
    if (end >= 0) {
      // its one blank is a space and its values stop at newlines (`FastValues.attributeValue`)
      this.pushAlternate(lt, this.usualHreflang, this.usualHref, onLine);
      this.flat = true;
      return end;
    }
    let rel: string | undefined;
    let hreflang: string | undefined;
    let href: string | undefined;
    for (;;) {
      while (isXmlSpace(s.charCodeAt(j))) j++;
      if (s.charCodeAt(j) === 47 && s.charCodeAt(j + 1) === 62) break;
      const slot = attributeSlot(this.reader, j);
      if (slot < 0) return -1;
      const value = this.reader.attributeValue(j + ATTRIBUTES[slot].length, slot === 2);
      if (value === undefined) return -1;
      if (slot === 0 && rel === undefined) rel = value;
      else if (slot === 1 && hreflang === undefined) hreflang = value;
      else if (slot === 2 && href === undefined) href = value;
      else return -1; // a repeated attribute is a fault the general path reports
      j = this.reader.end;
    }
    if (rel !== "alternate" || hreflang === undefined) return -1;
    this.pushAlternate(lt, hreflang, href ?? "", onLine);
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
    if (!this.reader.atPacked(j, USUAL_LINK_START)) return -1;
    const hreflang = this.reader.attributeValue(j + USUAL_LINK_START.text.length - 1);
    if (hreflang === undefined) return -1;
    const k = this.reader.end - 1; // the closing quote of hreflang
    if (!this.reader.atPacked(k, USUAL_LINK_HREF)) return -1;
    const href = this.reader.attributeValue(k + USUAL_LINK_HREF.text.length - 1, true);
    if (href === undefined) return -1;
    const end = this.reader.end;
    if (s.charCodeAt(end) !== 47 || s.charCodeAt(end + 1) !== 62) return -1;
    this.usualHreflang = hreflang;
    this.usualHref = href;
    return end + 2;
  }

  /** Records an alternate of the link at `lt` (`onLine` as for `readItem`). */
  private pushAlternate(lt: number, hreflang: string, href: string, onLine: boolean): void {
    const { line, column } = onLine ? this.host.positionOnLine(lt) : this.host.position(lt);
    this.alternates[this.alternateCount++] = { hreflang, href, line, column };
  }
}

/**
 * Skips the blanks (`isXmlSpace`) of `text` from `j`, telling `host`'s position tracker their newlines;
 * returns the index after them. The tracker must know every newline before `j` (else its lines go wrong).
 */
export function skipCountedBlanks(host: FastPathHost, text: string, j: number): number {
  let lines = 0;
  let last = 0;
  for (;;) {
    const c = text.charCodeAt(j);
    if (c === 10) {
      lines++;
      last = j;
    } else if (c !== 32 && c !== 9 && c !== 13) break;
    j++;
  }
  if (lines > 0) host.skipLines(lines, last + 1);
  return j;
}

/**
 * `list.slice(0, count)`, by array literals up to four items. A literal has an allocation site, which V8 may
 * learn to allocate straight in the old generation when (as here) nearly all its arrays outlive the next
 * scavenge (allocation-site pretenuring); `slice` always allocates young, and a kept list is copied twice by
 * the collector. Measured: somewhat fewer scavenges per read of 50k-ext, on a noisy machine.
 */
function copyList<T>(list: readonly T[], count: number): T[] {
  switch (count) {
    case 1:
      return [list[0]];
    case 2:
      return [list[0], list[1]];
    case 3:
      return [list[0], list[1], list[2]];
    case 4:
      return [list[0], list[1], list[2], list[3]];
    default:
      return list.slice(0, count);
  }
}

/** The usual link's attributes up to the opening quote of `hreflang`, then from its closing quote to `href`'s. */
const USUAL_LINK_START = packLiteral(' rel="alternate" hreflang="');
const USUAL_LINK_HREF = packLiteral('" href="');

/** The attributes the fast path reads on `xhtml:link`, with their `=`; the slot is the index. */
const ATTRIBUTES = ["rel=", "hreflang=", "href="] as const;

/** Slot of the attribute (with `=` right after its name) at `j`, or -1 for any other. */
function attributeSlot(reader: FastValues, j: number): number {
  for (let slot = 0; slot < ATTRIBUTES.length; slot++) if (reader.at(j, ATTRIBUTES[slot])) return slot;
  return -1;
}
