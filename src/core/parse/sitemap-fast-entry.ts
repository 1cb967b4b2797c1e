/**
 * The protocol fields of the entry the reader's fast path is reading (`sitemap-fast-path.ts`): values and
 * positions by rank (`loc` = 1, `lastmod`, `changefreq`, `priority` = 4), made into a `UrlEntry` or
 * `SitemapRef` of the general path's shape once the entry is read. Thread-portable, no DOM.
 */
import { encodeFieldPositions, getPositionSlot, packPositionSlots } from "../model/field-positions";
import {
  type Alternate,
  type FieldPositions,
  type ImageEntry,
  NO_ITEMS,
  type SitemapRef,
  type UrlEntry,
} from "../model/types";
import { flatLiteral } from "./fast-values";
import type { FieldTag } from "./sitemap-fast-items";

/** The protocol fields of a `url`, in XSD order, with their tags (rank = place, from 1). */
export const URL_FIELDS: readonly FieldTag[] = ["loc", "lastmod", "changefreq", "priority"].map((key, i) => ({
  open: flatLiteral(`<${key}>`),
  close: flatLiteral(`</${key}>`),
  key,
  rank: i + 1,
}));
/** The protocol fields of an index's `sitemap`. */
export const INDEX_FIELDS = URL_FIELDS.slice(0, 2);

/** `mask` bits of an entry with all four protocol fields (bit = rank). */
const ALL_URL_FIELDS = 0b11110;
const LOC_AND_LASTMOD = 0b110;

/** One entry's fields at a time: `start`, `record` each field, then `makeUrl` or `makeRef`. */
export class FastEntryFields {
  /** Which ranks were recorded (bit = rank). */
  mask = 0;
  /** Model keys by rank - 1: `loc`, `lastmod`, ... (two for an index entry, four for a url). */
  private readonly keys: readonly string[];
  /** Values by rank (index 0 unused). */
  private readonly values: string[] = ["", "", "", "", ""];
  /** Line and column of the entry, and of each field recorded by rank. */
  private line = 0;
  private column = 0;
  private readonly lines = [0, 0, 0, 0, 0];
  private readonly columns = [0, 0, 0, 0, 0];
  /** Packed position slots of the fields recorded, by rank; `fits` false once one is -1. */
  private readonly slots = [0, 0, 0, 0, 0];
  private fits = true;

  constructor(keys: readonly string[]) {
    this.keys = keys;
  }

  /** Forgets the last entry; the next one starts at `line`, `column`. */
  start(line: number, column: number): void {
    this.line = line;
    this.column = column;
    this.mask = 0;
    this.fits = true;
  }

  /** Records the field of `rank` with its `value`, its start tag at `line`, `column`. */
  record(rank: number, line: number, column: number, value: string): void {
    this.recordValue(rank, value);
    this.place(rank, line, column);
  }

  /** Records the `value` of the field of `rank`; its position must follow (`place` or `placeSlot`). */
  recordValue(rank: number, value: string): void {
    this.values[rank] = value;
    this.mask |= 1 << rank;
  }

  /** Sets the position of the field of `rank`: its start tag at `line`, `column`. */
  place(rank: number, line: number, column: number): void {
    this.lines[rank] = line;
    this.columns[rank] = column;
    const slot = getPositionSlot(this.line, this.column, line, column);
    this.slots[rank] = slot;
    if (slot < 0) this.fits = false;
  }

  /** Sets the position of the field of `rank` as a slot known to fit (`getPositionSlot`, not -1). */
  placeSlot(rank: number, slot: number): void {
    this.slots[rank] = slot;
  }

  /** True when a non-empty `loc` was recorded (else the general path reports `loc.missing`). */
  hasLoc(): boolean {
    return (this.mask & 2) !== 0 && this.values[1] !== "";
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

  /** The url entry read with `images` and `alternates`, in the general path's shape (its key order too). */
  makeUrl(images: ImageEntry[], alternates: Alternate[]): UrlEntry {
    const v = this.values;
    const { line, column } = this;
    const source = this.fieldPositions();
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
  makeRef(): SitemapRef {
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
    for (let rank = 2; rank < this.keys.length + 1; rank++)
      if ((this.mask & (1 << rank)) !== 0) target[this.keys[rank - 1]] = this.values[rank];
  }
}
