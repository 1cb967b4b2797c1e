/**
 * The reader's hot path: one `url` (or index `sitemap`) element of the common shape, read straight from the
 * text with no tag, attribute or frame objects (PERF.md: a reader within 4x of the scan limit cannot afford
 * them). Common shape: no attributes on the entry, `loc`, `lastmod`, `changefreq`, `priority` once each in
 * XSD order without attributes, then `xhtml:link rel="alternate"`, then `image:image` (root-declared
 * prefixes; links after images are left to the general path, which records that order in `UrlEntry.order`),
 * blank text between, text values without markup, references only if they decode cleanly. Its entries never
 * have `order`, `attributes` or `fieldAttributes`; their empty lists are the shared `NO_ITEMS`, their field
 * positions packed as they are read (`field-positions.ts`). Links and images: `sitemap-fast-items.ts`; the
 * entry's fields and the objects made of them: `sitemap-fast-entry.ts`; reading by the last entry's
 * skeleton: `sitemap-fast-template.ts`.
 *
 * Anything else (a comment, CDATA, an attribute, an unknown or repeated child, a `loc` to trim or missing,
 * a bad reference, the end of the text) makes `readEntry` return -1 before anything is recorded, and the
 * general path (`xml-scanner.ts` + `sitemap-builder.ts`) reads the element from its `<` and reports what it
 * finds. So the fast path never reports a problem and gives exactly the entry the general path gives
 * (`sitemap-fast-path.test.ts` proves it on the shared corpus and cases). Thread-portable, no DOM.
 */
import { MAX_ENTRIES_READ_PER_FILE, MAX_ITEMS_READ_PER_ENTRY, MAX_ITEMS_READ_PER_FILE } from "../limits";
import type { SitemapRef, UrlEntry } from "../model/types";
import { FastValues } from "./fast-values";
import { FastEntryFields, INDEX_FIELDS, URL_FIELDS } from "./sitemap-fast-entry";
import {
  type FastPathHost,
  type FieldTag,
  matchField,
  SitemapFastItems,
  skipCountedBlanks,
} from "./sitemap-fast-items";
import { EntryTemplate } from "./sitemap-fast-template";
import { isXmlSpace, NS_IMAGE, NS_XHTML } from "./xml-names";

export type { FastPathHost } from "./sitemap-fast-items";

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
  /** The entry's `xhtml:link` and `image:image` children (counts, lists). */
  private readonly children: SitemapFastItems;
  private readonly reader: FastValues;
  /** The protocol fields of the entry being read, with their positions. */
  private readonly entry: FastEntryFields;
  /** Where the start tag and the end tag's `<` of each field read field by field were, by rank. */
  private readonly tagAt = [0, 0, 0, 0, 0];
  private readonly closeAt = [0, 0, 0, 0, 0];
  /** Length of each field's start tag, by rank. */
  private readonly openLengths: number[];
  /**
   * True while the position tracker knows every newline before the index being read (skeleton positions,
   * counted blanks, usual links): positions need no search of the text. Within one `readEntry` call.
   */
  private counted = false;
  /** Where the start tag of each field read by the skeleton is, by place in it. */
  private readonly fieldAt = [0, 0, 0, 0];
  /** The skeleton of the last entry read field by field. */
  private readonly template = new EntryTemplate();
  /** Where an entry was last declined: the scanner asks again there and the answer is the same. */
  private declinedAt = -1;
  /**
   * Rank of the field whose values are made one string with equal hrefs and locs read before: 1 (`loc`)
   * once an entry had alternates, 0 (none) before, so files without alternates do not hash every `loc`.
   */
  private sharedRank = 0;
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
    this.reader = new FastValues(host.text, host.codes);
    this.fields = isIndex ? INDEX_FIELDS : URL_FIELDS;
    this.openLengths = [0, ...this.fields.map((field) => field.open.length)];
    this.entry = new FastEntryFields(this.fields.map((field) => field.key));
    const child = isIndex ? "sitemap" : "url";
    this.open = `<${child}>`;
    this.close = `</${child}>`;
    this.children = new SitemapFastItems(host, this.reader, prefixes);
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
   * Reads the entry whose `<` is at `lt`, and the entries right after it with only whitespace between,
   * until one ends at or past `stopAt` (the scanner's next progress report); returns the index after the
   * last one read, or -1 when the first needs the general path (nothing recorded). Whitespace between
   * entries is skipped: in the root it means nothing.
   */
  readEntry(lt: number, stopAt: number): number {
    if (lt === this.declinedAt) return -1;
    this.counted = false;
    let end = this.readOne(lt);
    if (end < 0) return -1;
    const s = this.text;
    // back to the scanner past `stopAt`, so it can say how far reading is
    while (end < stopAt) {
      let j = end;
      if (this.counted) j = skipCountedBlanks(this.host, s, j);
      else while (isXmlSpace(s.charCodeAt(j))) j++;
      if (s.charCodeAt(j) !== 60) return end;
      const next = this.readOne(j);
      if (next < 0) {
        this.declinedAt = j;
        return j;
      }
      end = next;
    }
    return end;
  }

  /** Reads one entry whose `<` is at `lt`; returns the index after it, or -1 (nothing recorded). */
  private readOne(lt: number): number {
    // at the entry cap the general path reports it and stops reading
    if (!this.reader.at(lt, this.open) || this.list.length >= MAX_ENTRIES_READ_PER_FILE) return -1;
    const { line, column } = this.counted ? this.host.positionOnLine(lt) : this.host.position(lt);
    this.counted = true;
    this.children.reset();
    this.startEntry(line, column);
    let end = this.readByTemplate(lt);
    const learn = end < 0;
    if (learn) {
      if (this.entry.mask !== 0) {
        // the skeleton matched in part: read again from the start
        this.reader.rewind(lt);
        this.startEntry(line, column);
      }
      end = this.readChildren(lt + this.open.length, 0);
    } else end = this.readChildren(end, this.template.ranks[this.template.size - 1]);
    if (end < 0 || this.reader.faulted || !this.entry.hasLoc()) return -1;
    if (learn) this.learnTemplate(lt);
    const children = this.children;
    this.list.push(
      this.isIndex
        ? this.entry.makeRef()
        : this.entry.makeUrl(children.takeImages(), children.takeAlternates()),
    );
    this.items.kept += this.children.count();
    // from the first alternate on, a loc may be the href of one read before (`FastValues` `share`)
    if (this.sharedRank === 0 && this.children.hasAlternates()) this.sharedRank = 1;
    return end;
  }

  /** Forgets the fields of the last entry; the next is at `line`, `column`. */
  private startEntry(line: number, column: number): void {
    this.reader.faulted = false;
    this.entry.start(line, column);
  }

  /**
   * Reads the entry's fields at `lt` by the skeleton of the last entry read field by field (`template`);
   * returns the index after the last field's end tag, or -1 when a piece differs (fields read up to there
   * are in `mask`).
   */
  private readByTemplate(lt: number): number {
    const t = this.template;
    const s = this.text;
    if (t.size === 0 || !this.reader.atPacked(lt, t.pieces[0])) return -1;
    let start = lt + t.pieces[0].text.length;
    // positions from the skeleton while no value holds a newline (`EntryTemplate.fixed`)
    let fixed = t.fixed;
    let lineStart = lt + t.lastLineStart;
    for (let i = 0; i < t.size; i++) {
      const end = s.indexOf("<", start);
      const next = i + 1 < t.size ? t.pieces[i + 1] : t.last;
      if (end === -1 || !this.reader.atPacked(end, next)) return -1;
      const field = this.fields[t.ranks[i] - 1];
      // a loc to trim gets `loc.whitespace`, a problem only the general path reports
      const value = this.reader.textBetween(start, end, field.rank === 1, field.rank === this.sharedRank);
      if (value === undefined) return -1;
      this.entry.recordValue(field.rank, value);
      this.fieldAt[i] = start - t.openLengths[i];
      if (fixed && this.reader.hasNewline(start, end)) fixed = false;
      if (i + 1 === t.lastPiece) lineStart = end + t.lastLineStart;
      start = end + next.text.length;
    }
    if (fixed) {
      for (let i = 0; i < t.size; i++) this.entry.placeSlot(t.ranks[i], t.slots[i]);
      if (t.lines > 0) this.host.skipLines(t.lines, lineStart);
    } else {
      this.counted = false;
      for (let i = 0; i < t.size; i++) {
        const { line, column } = this.host.position(this.fieldAt[i]);
        this.entry.place(t.ranks[i], line, column);
      }
    }
    return start;
  }

  /** Learns the skeleton of the entry at `lt`, just read field by field (`readField` kept where). */
  private learnTemplate(lt: number): void {
    const ranks: number[] = [];
    for (let rank = 1; rank < 5; rank++) if ((this.entry.mask & (1 << rank)) !== 0) ranks.push(rank);
    const last = this.fields[ranks[ranks.length - 1] - 1].close;
    this.template.learn(this.text, lt, ranks, this.tagAt, this.closeAt, this.openLengths, last);
  }

  /** Reads the children of the entry from `j`, after a field of rank `lastRank` (0: none yet). */
  private readChildren(j: number, lastRank: number): number {
    const s = this.text;
    for (;;) {
      if (this.counted) j = skipCountedBlanks(this.host, s, j);
      else while (isXmlSpace(s.charCodeAt(j))) j++;
      if (s.charCodeAt(j) !== 60) return -1;
      if (s.charCodeAt(j + 1) === 47) return this.reader.at(j, this.close) ? j + this.close.length : -1;
      // every protocol tag starts `<l`, `<c` or `<p`: other children skip the field comparisons
      const c1 = s.charCodeAt(j + 1);
      const field =
        lastRank < 0 || (c1 !== 108 && c1 !== 99 && c1 !== 112)
          ? undefined
          : matchField(this.reader, this.fields, j, lastRank);
      if (field !== undefined) {
        if (field.rank <= lastRank || !this.readField(field, j)) return -1;
        lastRank = field.rank;
        j = this.reader.end;
        continue;
      }
      if (this.isIndex) return -1;
      lastRank = -1; // after an extension element a protocol field is out of order
      // one more item past a cap is the general path's to skip and report
      const count = this.children.count();
      if (count >= MAX_ITEMS_READ_PER_ENTRY || this.items.kept + count >= MAX_ITEMS_READ_PER_FILE) return -1;
      j = this.children.readItem(j, this.counted);
      if (j < 0 || this.reader.faulted) return -1;
      if (!this.children.flat) this.counted = false;
    }
  }

  /** Reads a protocol field and its position; false when it needs the general path. */
  private readField(field: FieldTag, j: number): boolean {
    // a loc to trim gets `loc.whitespace`, a problem only the general path reports
    const value = this.reader.elementText(
      j + field.open.length,
      field.close,
      field.rank === 1,
      field.rank === this.sharedRank,
    );
    if (value === undefined) return false;
    this.tagAt[field.rank] = j;
    this.closeAt[field.rank] = this.reader.end - field.close.length;
    const { line, column } = this.host.position(j);
    this.entry.record(field.rank, line, column, value);
    // its value may hold newlines
    this.counted = false;
    return true;
  }
}
