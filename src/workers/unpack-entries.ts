/**
 * The page's half of `packed-entries.ts`: `unpackEntries` rebuilds the entries a worker packed, strings as
 * slices of the packed text (decoded from UTF-8 once), objects in the reader's key order. Thread-portable,
 * no DOM.
 */
import { type Alternate, type ImageEntry, NO_ITEMS, type UrlEntry } from "@/core/index";
import { MAX_SHARED_LENGTH, MAX_SHARED_VALUES, type PackedEntries, REFERENCE, Shape } from "./packed-entries";
import { decodeStrings } from "./packed-text";

/** Reads a `PackedEntries` in order. */
class EntryUnpacker {
  private string = 0;
  private at = 0;
  private shape = 0;
  private number = 0;
  private whole = 0;

  /** Short strings met so far (`changefreq`, `priority`, `hreflang` values): one object each, not one per entry. */
  private readonly short = new Map<string, string>();
  /** The long strings read so far, by their index in `lengths`, for the references to them. */
  private readonly long: string[];
  /** `packed.text` decoded: every string, one after another. */
  private readonly all: string;

  constructor(private readonly packed: PackedEntries) {
    this.long = new Array(packed.lengths.length);
    this.all = decodeStrings(packed.text);
  }

  private text(): string {
    const index = this.string++;
    const length = this.packed.lengths[index];
    if (length >= REFERENCE) return this.long[length - REFERENCE];
    const start = this.at;
    this.at += length;
    const value = this.all.slice(start, this.at);
    // V8 copies a slice this short instead of pointing into `text`: share one copy per value
    if (length > MAX_SHARED_LENGTH) {
      this.long[index] = value;
      return value;
    }
    const shared = this.short.get(value);
    if (shared !== undefined) return shared;
    if (this.short.size < MAX_SHARED_VALUES) this.short.set(value, value);
    return value;
  }

  private optionalText(flags: number, flag: number): string | undefined {
    return (flags & flag) === 0 ? undefined : this.text();
  }

  private optionalNumber(flags: number, flag: number): number | undefined {
    return (flags & flag) === 0 ? undefined : this.packed.numbers[this.number++];
  }

  private alternate(): Alternate {
    const hreflang = this.text();
    const href = this.text();
    const flags = this.packed.shapes[this.shape++];
    if ((flags & (Shape.LINE | Shape.COLUMN)) === (Shape.LINE | Shape.COLUMN)) {
      const line = this.packed.numbers[this.number++];
      return { hreflang, href, line, column: this.packed.numbers[this.number++] };
    }
    const alternate: Alternate = { hreflang, href };
    setPosition(alternate, this.optionalNumber(flags, Shape.LINE), this.optionalNumber(flags, Shape.COLUMN));
    return alternate;
  }

  private image(): ImageEntry {
    const loc = this.text();
    const flags = this.packed.shapes[this.shape++];
    if (flags === IMAGE_WITH_LOC_PLACED) {
      const line = this.packed.numbers[this.number++];
      const column = this.packed.numbers[this.number++];
      return { loc, line, column, source: { loc: this.packed.numbers[this.number++] } };
    }
    const image: ImageEntry = { loc };
    setPosition(image, this.optionalNumber(flags, Shape.LINE), this.optionalNumber(flags, Shape.COLUMN));
    const source = this.optionalNumber(flags, Shape.SOURCE);
    if (source !== undefined) image.source = { loc: source };
    return image;
  }

  private alternates(count: number): Alternate[] {
    if (count === 0) return NO_ITEMS;
    const alternates: Alternate[] = new Array(count);
    for (let i = 0; i < count; i++) alternates[i] = this.alternate();
    return alternates;
  }

  private images(count: number): ImageEntry[] {
    if (count === 0) return NO_ITEMS;
    const images: ImageEntry[] = new Array(count);
    for (let i = 0; i < count; i++) images[i] = this.image();
    return images;
  }

  /** True when every string, shape, number and whole entry was read, no more and no less. */
  isDone(): boolean {
    const { lengths, shapes, numbers, whole } = this.packed;
    return (
      this.string === lengths.length &&
      this.at === this.all.length &&
      this.shape === shapes.length &&
      this.number === numbers.length &&
      this.whole === whole.length
    );
  }

  entry(): UrlEntry {
    const { shapes } = this.packed;
    const flags = shapes[this.shape++];
    if (flags === Shape.WHOLE) return this.packed.whole[this.whole++];
    const loc = this.text();
    const lastmod = this.optionalText(flags, Shape.LASTMOD);
    const changefreq = this.optionalText(flags, Shape.CHANGEFREQ);
    const priority = this.optionalText(flags, Shape.PRIORITY);
    const line = this.optionalNumber(flags, Shape.LINE);
    const column = this.optionalNumber(flags, Shape.COLUMN);
    const source = this.optionalNumber(flags, Shape.SOURCE);
    const alternateCount = shapes[this.shape++];
    const imageCount = shapes[this.shape++];
    const alternates = this.alternates(alternateCount);
    const images = this.images(imageCount);
    const videos = NO_ITEMS;
    // the reader's key order, so entries of one shape share one hidden class
    if (flags === ALL_FIELDS)
      return { loc, images, videos, alternates, line, column, source, lastmod, changefreq, priority };
    const entry: UrlEntry = { loc, images, videos, alternates };
    setPosition(entry, line, column);
    if (source !== undefined) entry.source = source;
    if (lastmod !== undefined) entry.lastmod = lastmod;
    if (changefreq !== undefined) entry.changefreq = changefreq;
    if (priority !== undefined) entry.priority = priority;
    return entry;
  }
}

/** Sets the position fields that are present (absent ones stay unset, not `undefined`). */
function setPosition(item: { line?: number; column?: number }, line?: number, column?: number): void {
  if (line !== undefined) item.line = line;
  if (column !== undefined) item.column = column;
}

/** An image read with its position and its `loc`'s (the usual case). */
const IMAGE_WITH_LOC_PLACED = Shape.LINE | Shape.COLUMN | Shape.SOURCE;

/** An entry read with every protocol field and its positions (the usual case). */
const ALL_FIELDS =
  Shape.LASTMOD | Shape.CHANGEFREQ | Shape.PRIORITY | Shape.LINE | Shape.COLUMN | Shape.SOURCE;

/**
 * The entries `packEntries` was given, equal to them (`toEqual`): strings as slices of `packed.text` decoded,
 * empty lists as the model's shared `NO_ITEMS`, whole entries as they came. Throws only on a malformed
 * `packed` (a bug, not a file fault).
 */
export function unpackEntries(packed: PackedEntries): UrlEntry[] {
  const unpacker = new EntryUnpacker(packed);
  const urls: UrlEntry[] = new Array(packed.count);
  for (let i = 0; i < packed.count; i++) urls[i] = unpacker.entry();
  return urls;
}

/**
 * `unpackEntries` of a pack read back from storage (an autosaved entry chunk), which may have been damaged:
 * undefined unless the entries read use every part of it exactly (a cut or altered array), or when it
 * cannot be read at all. The caller still checks each entry's shape.
 */
export function unpackStoredEntries(packed: PackedEntries): UrlEntry[] | undefined {
  try {
    const unpacker = new EntryUnpacker(packed);
    const urls: UrlEntry[] = new Array(packed.count);
    for (let i = 0; i < packed.count; i++) urls[i] = unpacker.entry();
    return unpacker.isDone() ? urls : undefined;
  } catch {
    return undefined;
  }
}
