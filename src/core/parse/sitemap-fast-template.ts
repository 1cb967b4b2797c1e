/**
 * The markup skeleton of the last entry the reader's fast path read field by field (`sitemap-fast-path.ts`):
 * the text from the entry's `<` to its first value, and from each value's end tag to the next value, for
 * example `<url>\n    <loc>`, `</loc>\n    <lastmod>`, ..., `</priority>`. Entries of one file are nearly
 * always written alike, so the next entry is read by comparing each piece at once (one native `startsWith`)
 * instead of skipping whitespace and matching tags one by one. A piece that differs means the entry is read
 * field by field again, and its skeleton is learned instead. Thread-portable, no DOM.
 */
import { type PackedLiteral, packLiteral } from "./fast-values";

/** The pieces of a skeleton are at most this long (longer ones are not worth learning). */
const MAX_PIECE_LENGTH = 200;

/** A learned skeleton: `pieces[i]` ends with the start tag of field `ranks[i]`; `last` is the last end tag. */
export class EntryTemplate {
  /** Number of fields in the skeleton; 0 = nothing learned. */
  size = 0;
  /** Ranks of its fields, in order. */
  readonly ranks: number[] = [];
  /** Length of each field's start tag, by position in the skeleton. */
  readonly openLengths: number[] = [];
  /** The pieces before each field's value (packed for `FastValues.atPacked`). */
  readonly pieces: PackedLiteral[] = [];
  /** The end tag of the last field. */
  last = packLiteral("");

  /**
   * Learns the skeleton of the entry whose `<` is at `lt` in `text`: fields of `ranks` (increasing), each
   * with its start tag at `tagAt[rank]` (`openLengths[rank]` long) and its end tag's `<` at `closeAt[rank]`;
   * `lastClose` is the last field's end tag. Only whitespace separates them (the fast path read them so).
   */
  learn(
    text: string,
    lt: number,
    ranks: readonly number[],
    tagAt: readonly number[],
    closeAt: readonly number[],
    openLengths: readonly number[],
    lastClose: string,
  ): void {
    this.size = 0;
    let from = lt;
    for (let i = 0; i < ranks.length; i++) {
      const rank = ranks[i];
      const to = tagAt[rank] + openLengths[rank];
      if (to - from > MAX_PIECE_LENGTH) return;
      this.pieces[i] = packLiteral(text.slice(from, to));
      this.ranks[i] = rank;
      this.openLengths[i] = openLengths[rank];
      from = closeAt[rank];
    }
    if (this.last.text !== lastClose) this.last = packLiteral(lastClose);
    this.size = ranks.length;
  }
}
