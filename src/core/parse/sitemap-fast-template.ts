/**
 * The markup skeleton of the last entry the reader's fast path read field by field (`sitemap-fast-path.ts`):
 * the text from the entry's `<` to its first value, and from each value's end tag to the next value, for
 * example `<url>\n    <loc>`, `</loc>\n    <lastmod>`, ..., `</priority>`. Entries of one file are nearly
 * always written alike, so the next entry is read by comparing each piece at once (one native `startsWith`)
 * instead of skipping whitespace and matching tags one by one. A piece that differs means the entry is read
 * field by field again, and its skeleton is learned instead.
 *
 * The skeleton also gives the fields' positions when each piece after the first holds a newline (one field
 * a line, the usual layout) and the values read hold none: a field's line is then the entry's plus the
 * pieces' newlines so far, its column what follows the piece's last newline. So the fast path neither asks
 * the position tracker for them nor makes it search the entry's newlines (`PositionTracker.skip`): a
 * twentieth to a tenth of reading a plain 50,000-URL file (issue #5, A/B in one process). Thread-portable,
 * no DOM.
 */
import { getPositionSlot } from "../model/field-positions";
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
   * True when the skeleton gives every field's position (see the module comment): then `slots` holds them,
   * by place in the skeleton, as position slots relative to the entry's `<` (`getPositionSlot`).
   */
  fixed = false;
  readonly slots: number[] = [];
  /** Newlines in all pieces; the last is in piece `lastPiece`, `lastLineStart` the index after it there. */
  lines = 0;
  lastPiece = -1;
  lastLineStart = 0;

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
    this.fixed = true;
    this.lines = 0;
    this.lastPiece = -1;
    let from = lt;
    for (let i = 0; i < ranks.length; i++) {
      const rank = ranks[i];
      const to = tagAt[rank] + openLengths[rank];
      if (to - from > MAX_PIECE_LENGTH) return;
      const piece = text.slice(from, to);
      this.pieces[i] = packLiteral(piece);
      this.ranks[i] = rank;
      this.openLengths[i] = openLengths[rank];
      this.slots[i] = this.placeField(i, piece, openLengths[rank]);
      if (this.slots[i] < 0) this.fixed = false;
      from = closeAt[rank];
    }
    if (this.last.text !== lastClose) this.last = packLiteral(lastClose);
    this.size = ranks.length;
  }

  /**
   * The position slot of field `i`, whose start tag (`openLength` long) ends `piece`, from the pieces
   * alone, or -1 when it depends on a value's length (no newline in a piece after the first) or does not
   * fit a slot. Counts the piece's newlines into `lines`. Pieces are markup and blanks only: one character
   * each is one column.
   */
  private placeField(i: number, piece: string, openLength: number): number {
    const tag = piece.length - openLength;
    let newlines = 0;
    for (let k = 0; k < tag; k++) if (piece.charCodeAt(k) === 10) newlines++;
    if (newlines === 0) return i === 0 ? getPositionSlot(0, 0, 0, tag) : -1;
    this.lines += newlines;
    this.lastPiece = i;
    this.lastLineStart = piece.lastIndexOf("\n", tag) + 1;
    return getPositionSlot(0, 0, this.lines, tag - this.lastLineStart + 1);
  }
}
