/**
 * Line and column of an index in a decoded text, computed incrementally.
 *
 * Thread-portable, no DOM. Positions are 1-based; columns count characters (a surrogate pair is one).
 * Queries are expected in roughly increasing order (a parser's reading order): each moves a cursor and
 * counts only the newlines between the old and the new index, so a whole parse costs one pass over the
 * text even for an 11 MB file on one line. Moving backwards is allowed and costs the distance moved.
 */

/** A 1-based line and column. */
export interface LineColumn {
  line: number;
  column: number;
}

const NEWLINE = 10;

/** Incremental index → line/column mapper over one text. */
export interface PositionTracker {
  /** Line and column of `index` (0-based UTF-16 index into the text). */
  at(index: number): LineColumn;
  /**
   * Moves the cursor forward to `lineStart`, the index right after a newline, when the caller knows that
   * exactly `lines` newlines (at least one) lie between the cursor and `lineStart`, the last at
   * `lineStart - 1`: the fast path knows an entry's newlines from its skeleton and need not search them.
   * Wrong figures give wrong positions; a `lineStart` before the cursor is ignored.
   */
  skip(lines: number, lineStart: number): void;
  /**
   * `at(index)` when the caller knows that no newline lies between the cursor and `index` (at or after
   * it): no search. Wrong knowledge gives a wrong position.
   */
  atOnLine(index: number): LineColumn;
}

/** `nextNewline` before it is searched for (after `skip`: the caller may know more before it is needed). */
const NOT_SEARCHED = -2;

/**
 * The tracker as a class, not closures: optimised callers inline `at` once for every file. Closures made
 * per file would be new functions each time, and code inlining the first file's would be thrown away
 * when that file is collected (a "weak objects" deoptimisation on every read).
 */
class LineTracker implements PositionTracker {
  private readonly text: string;
  private readonly astral: boolean;
  private cursor = 0;
  private line = 1;
  private lineStart = 0;
  /**
   * First "\n" at or after the cursor (-1 = none, NOT_SEARCHED = not known yet): keeps a one-line file from
   * being rescanned per query.
   */
  private nextNewline: number;
  /** Low surrogates counted on the current line up to `lowIndex`, so long lines are not recounted. */
  private lowLineStart = 0;
  private lowIndex = 0;
  private lowCount = 0;

  constructor(text: string) {
    this.text = text;
    this.astral = /[\uD800-\uDBFF]/.test(text);
    this.nextNewline = text.indexOf("\n");
  }

  at(index: number): LineColumn {
    const target = Math.max(0, Math.min(index, this.text.length));
    if (target >= this.cursor) this.forward(target);
    else this.backward(target);
    this.cursor = target;
    return { line: this.line, column: this.column(target) };
  }

  skip(lines: number, lineStart: number): void {
    if (lineStart < this.cursor || lineStart > this.text.length) return;
    this.line += lines;
    this.lineStart = lineStart;
    this.cursor = lineStart;
    this.nextNewline = NOT_SEARCHED;
  }

  atOnLine(index: number): LineColumn {
    if (index < this.cursor || index > this.text.length) return this.at(index);
    this.cursor = index;
    return { line: this.line, column: this.column(index) };
  }

  private forward(index: number): void {
    const text = this.text;
    if (this.nextNewline === NOT_SEARCHED) this.nextNewline = text.indexOf("\n", this.cursor);
    while (this.nextNewline !== -1 && this.nextNewline < index) {
      this.line++;
      this.lineStart = this.nextNewline + 1;
      this.nextNewline = text.indexOf("\n", this.lineStart);
    }
  }

  private backward(index: number): void {
    const text = this.text;
    let first = -1;
    for (let k = this.cursor - 1; k >= index; k--) {
      if (text.charCodeAt(k) === NEWLINE) {
        this.line--;
        first = k;
      }
    }
    if (first !== -1) this.nextNewline = first;
    if (index < this.lineStart) this.lineStart = text.lastIndexOf("\n", index - 1) + 1;
  }

  private column(index: number): number {
    if (!this.astral) return index - this.lineStart + 1;
    if (this.lowLineStart !== this.lineStart || index < this.lowIndex) {
      this.lowLineStart = this.lineStart;
      this.lowIndex = this.lineStart;
      this.lowCount = 0;
    }
    for (let k = this.lowIndex; k < index; k++) {
      const c = this.text.charCodeAt(k);
      if (c >= 0xdc00 && c <= 0xdfff) this.lowCount++;
    }
    this.lowIndex = index;
    return index - this.lineStart + 1 - this.lowCount;
  }
}

/**
 * A tracker over `text`. Lines end at `\n` (a `\r\n` pair counts once; a lone `\r` is not a line end).
 * @example createPositionTracker("a\nbc").at(3) // { line: 2, column: 2 }
 */
export function createPositionTracker(text: string): PositionTracker {
  return new LineTracker(text);
}
