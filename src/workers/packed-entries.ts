/**
 * Read entries packed for the trip from the worker to the page: a few flat typed arrays instead of a
 * structured clone of every entry, alternate and image object. Measured in headless Chromium on a 2-core
 * machine (50,000 urls with 3 `xhtml:link` and 1-2 images each): cloning the entries took 590 ms in the
 * worker and about 500 ms of the page's main thread to unpack, in tasks of up to 60 ms.
 *
 * The packed form holds every string value of the entries one after another as UTF-8 bytes in `text`
 * with their lengths, every number (positions) in one `Float64Array`, and the shape of each entry and
 * item (which fields it has, how many alternates and images) in one `Uint32Array`. All four are buffers
 * of their own, transferred to the page, not copied (`getPackedBuffers`; the text's figures in
 * `packed-text.ts`).
 * Unpacked, the strings are slices of the decoded text and the objects have the reader's key order (one
 * hidden class per shape). Entries of another shape (videos, news, unknown children or attributes, a
 * child order, positions as a list) cross whole, as they are, and so does an entry with a lone surrogate.
 *
 * A URL met again in the same pack (an hreflang cluster lists the locs of its members, and each member
 * lists the cluster again; one image on many pages) crosses once: later ones are references to the first,
 * and unpack to the same string. With 3 alternates per entry this halves the text to copy and keep.
 *
 * This module holds the packed form and `packEntries` (the worker's half); `unpack-entries.ts` the page's.
 *
 * Thread-portable, no DOM: plain data (structured clone) only.
 */
import type { Alternate, ImageEntry, ItemFieldPositions, UrlEntry } from "@/core/index";
import { encodeStrings, hasLoneSurrogate } from "./packed-text";

/** Entries packed by `packEntries`; `unpackEntries` gives them back. */
export interface PackedEntries {
  /** How many entries, packed and whole. */
  count: number;
  /**
   * Every string of the packed entries, one after another, in the order `unpackEntries` reads them, as
   * UTF-8 bytes (bytes, not characters): a buffer of its own, transferred to the page, not copied.
   */
  text: Uint8Array;
  /**
   * Per string, in the order read: its length (UTF-16 code units of `text` decoded), or `REFERENCE` plus
   * the index of an earlier string it repeats (that string's own entry here, which is a length).
   */
  lengths: Uint32Array;
  /** Per entry its flags (`Shape`), then for a packed one its alternates' and images' counts and their flags. */
  shapes: Uint32Array;
  /**
   * The numbers present: `line`, `column`, `source` of each entry, `line`, `column` of each item and the
   * position of each image's `loc` (its `source`, `item-positions.ts`).
   */
  numbers: Float64Array;
  /** The entries flagged `Shape.WHOLE`, as they are, in order. */
  whole: UrlEntry[];
}

/** Flags of an entry or item in `PackedEntries.shapes`: which optional fields it has. */
export const Shape = {
  LASTMOD: 1,
  CHANGEFREQ: 2,
  PRIORITY: 4,
  LINE: 8,
  COLUMN: 16,
  SOURCE: 32,
  WHOLE: 64,
} as const;

/**
 * Every key of a url entry, and whether the packed form carries it: an entry with any other key set
 * crosses whole. Typed as a `Record` of every key, so a new `UrlEntry` field does not compile until it is
 * listed here (and packed, or left to the whole entries).
 */
const URL_KEYS: Record<keyof UrlEntry, boolean> = {
  loc: true,
  lastmod: true,
  changefreq: true,
  priority: true,
  images: true,
  videos: true, // only when empty
  alternates: true,
  line: true,
  column: true,
  source: true, // only as a number
  news: false,
  extra: false,
  attributes: false,
  order: false,
  fieldAttributes: false,
};
const IMAGE_KEYS: Record<keyof ImageEntry, boolean> = {
  loc: true,
  line: true,
  column: true,
  source: true, // only the position of `loc`
  caption: false,
  title: false,
  geo_location: false,
  license: false,
  extra: false,
  attributes: false,
  fieldAttributes: false,
};
const ALTERNATE_KEYS: Record<keyof Alternate, boolean> = {
  hreflang: true,
  href: true,
  line: true,
  column: true,
  attributes: false,
};

/** The keys of `keys` that the packed form does not carry. */
const otherKeys = <T>(keys: Record<keyof T, boolean>) =>
  Object.keys(keys).filter((key) => !keys[key as keyof T]) as (keyof T)[];

/** The keys whose presence sends an entry whole, of the entry, its images and alternates (for tests). */
export const UNPACKED_KEYS = {
  url: otherKeys<UrlEntry>(URL_KEYS),
  image: otherKeys<ImageEntry>(IMAGE_KEYS),
  alternate: otherKeys<Alternate>(ALTERNATE_KEYS),
} as const;

/**
 * True when the packed form carries every field of `entry`. The keys are read by name, not from the
 * lists above (`UNPACKED_KEYS`): a named load is one inline-cached access, a keyed one a lookup per key, and
 * this runs for every entry, alternate and image read (a test holds it to those lists).
 */
function isPackable(entry: UrlEntry): boolean {
  if (
    entry.news !== undefined ||
    entry.extra !== undefined ||
    entry.attributes !== undefined ||
    entry.order !== undefined ||
    entry.fieldAttributes !== undefined ||
    entry.videos.length > 0 ||
    (entry.source !== undefined && typeof entry.source !== "number")
  )
    return false;
  for (const image of entry.images) {
    if (
      image.caption !== undefined ||
      image.title !== undefined ||
      image.geo_location !== undefined ||
      image.license !== undefined ||
      image.extra !== undefined ||
      image.attributes !== undefined ||
      image.fieldAttributes !== undefined ||
      (image.source !== undefined && !isLocOnly(image.source))
    )
      return false;
  }
  for (const alternate of entry.alternates) if (alternate.attributes !== undefined) return false;
  return true;
}

/** True when `source` holds the position of an image's `loc` and nothing else (the usual image). */
function isLocOnly(source: ItemFieldPositions): boolean {
  for (const key in source) if (key !== "loc") return false;
  return source.loc !== undefined;
}

/** Strings up to this length are shared by value (V8 copies slices under 13 characters). */
export const MAX_SHARED_LENGTH = 12;
/** At most this many short values are shared per unpacking (a file of unique short values costs no more). */
export const MAX_SHARED_VALUES = 1024;

/** A `PackedEntries.lengths` value from this on is a reference to an earlier string, not a length. */
export const REFERENCE = 0x8000_0000;

/** True when a string the packed form carries of `entry` holds a lone surrogate (`hasLoneSurrogate`). */
function hasLoneSurrogateIn(entry: UrlEntry): boolean {
  const strings = [entry.loc, entry.lastmod, entry.changefreq, entry.priority];
  for (const alternate of entry.alternates) strings.push(alternate.hreflang, alternate.href);
  for (const image of entry.images) strings.push(image.loc);
  return strings.some((value) => value !== undefined && hasLoneSurrogate(value));
}

/** The growing arrays of `packEntries`. */
class EntryPacker {
  /** The strings that go into `text`, in order. */
  readonly strings: string[] = [];
  /** Per string read: its length, or a reference (`PackedEntries.lengths`). */
  readonly lengths: number[] = [];
  readonly shapes: number[] = [];
  readonly numbers: number[] = [];
  readonly whole: UrlEntry[] = [];
  /** The index in `lengths` of each URL put in `text`, for the references to it. */
  private readonly urls = new Map<string, number>();

  /** `careful`: send an entry whole when one of its strings holds a lone surrogate (`encodeStrings`). */
  constructor(private readonly careful: boolean) {}

  private text(value: string): void {
    this.strings.push(value);
    this.lengths.push(value.length);
  }

  /** A URL of an entry with alternates or images: a reference when it is in the pack already. */
  private url(value: string): void {
    if (value.length <= MAX_SHARED_LENGTH) {
      this.text(value);
      return;
    }
    const earlier = this.urls.get(value);
    if (earlier !== undefined) {
      this.lengths.push(REFERENCE + earlier);
      return;
    }
    this.urls.set(value, this.lengths.length);
    this.text(value);
  }

  /** Adds the flag of each optional field present and its value (`text` fields, then the numbers). */
  private optional(flags: number, value: string | number | undefined, flag: number): number {
    if (value === undefined) return flags;
    if (typeof value === "string") this.text(value);
    else this.numbers.push(value);
    return flags | flag;
  }

  /** Adds one item's position flags and numbers. */
  private position(item: { line?: number; column?: number }): number {
    return this.optional(this.optional(0, item.line, Shape.LINE), item.column, Shape.COLUMN);
  }

  add(entry: UrlEntry): void {
    if (!isPackable(entry) || (this.careful && hasLoneSurrogateIn(entry))) {
      this.shapes.push(Shape.WHOLE);
      this.whole.push(entry);
      return;
    }
    // a plain entry's loc is not looked up: nothing in a plain sitemap repeats it (a duplicate is rare)
    const linked = entry.alternates.length > 0 || entry.images.length > 0;
    if (linked) this.url(entry.loc);
    else this.text(entry.loc);
    let flags = this.optional(0, entry.lastmod, Shape.LASTMOD);
    flags = this.optional(flags, entry.changefreq, Shape.CHANGEFREQ);
    flags = this.optional(flags, entry.priority, Shape.PRIORITY);
    flags |= this.position(entry);
    flags = this.optional(flags, entry.source as number | undefined, Shape.SOURCE);
    this.shapes.push(flags, entry.alternates.length, entry.images.length);
    for (const alternate of entry.alternates) {
      this.text(alternate.hreflang);
      this.url(alternate.href);
      this.shapes.push(this.position(alternate));
    }
    for (const image of entry.images) {
      this.url(image.loc);
      this.shapes.push(this.optional(this.position(image), image.source?.loc, Shape.SOURCE));
    }
  }

  /** The packed entries; undefined when a string cannot be carried as UTF-8 (`encodeStrings`). */
  finish(count: number): PackedEntries | undefined {
    const text = encodeStrings(this.strings);
    if (text === undefined) return undefined;
    const lengths = new Uint32Array(this.lengths);
    const shapes = new Uint32Array(this.shapes);
    const numbers = new Float64Array(this.numbers);
    return { count, text, lengths, shapes, numbers, whole: this.whole };
  }
}

/**
 * `urls` packed for `postMessage`. Never throws; entries the packed form cannot carry go whole. The
 * entries are not changed. O(entries + items), about a tenth of the time a structured clone of them takes.
 */
export function packEntries(urls: readonly UrlEntry[]): PackedEntries {
  return packWith(urls, false) ?? (packWith(urls, true) as PackedEntries);
}

/** `urls` packed, or undefined when not `careful` and a string cannot be carried (`EntryPacker`). */
function packWith(urls: readonly UrlEntry[], careful: boolean): PackedEntries | undefined {
  const packer = new EntryPacker(careful);
  for (const entry of urls) packer.add(entry);
  return packer.finish(urls.length);
}

/**
 * True when `value` has the shape of `PackedEntries` (a stored entry chunk, `persist-record.ts`, is one):
 * the typed arrays and lists it reads. Says nothing of whether their content fits together.
 */
export function isPackedEntries(value: unknown): value is PackedEntries {
  if (typeof value !== "object" || value === null) return false;
  const packed = value as Partial<PackedEntries>;
  return (
    typeof packed.count === "number" &&
    packed.text instanceof Uint8Array &&
    packed.lengths instanceof Uint32Array &&
    packed.shapes instanceof Uint32Array &&
    packed.numbers instanceof Float64Array &&
    Array.isArray(packed.whole)
  );
}

/** The buffers of `packed` to transfer with it instead of copying (each its own, none shared). */
export function getPackedBuffers(packed: PackedEntries): ArrayBuffer[] {
  const { text, lengths, shapes, numbers } = packed;
  return [text.buffer, lengths.buffer, shapes.buffer, numbers.buffer] as ArrayBuffer[];
}
