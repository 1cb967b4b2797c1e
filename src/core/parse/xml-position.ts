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
}

/**
 * A tracker over `text`. Lines end at `\n` (a `\r\n` pair counts once; a lone `\r` is not a line end).
 * @example createPositionTracker("a\nbc").at(3) // { line: 2, column: 2 }
 */
export function createPositionTracker(text: string): PositionTracker {
  const astral = /[\uD800-\uDBFF]/.test(text);
  let cursor = 0;
  let line = 1;
  let lineStart = 0;
  // First "\n" at or after the cursor (-1 = none): keeps a one-line file from being rescanned per query.
  let nextNewline = text.indexOf("\n");

  function forward(index: number): void {
    while (nextNewline !== -1 && nextNewline < index) {
      line++;
      lineStart = nextNewline + 1;
      nextNewline = text.indexOf("\n", lineStart);
    }
  }

  function backward(index: number): void {
    let first = -1;
    for (let k = cursor - 1; k >= index; k--) {
      if (text.charCodeAt(k) === NEWLINE) {
        line--;
        first = k;
      }
    }
    if (first !== -1) nextNewline = first;
    if (index < lineStart) lineStart = text.lastIndexOf("\n", index - 1) + 1;
  }

  // Low surrogates counted on the current line up to `lowIndex`, so long lines are not recounted per query.
  let lowLineStart = 0;
  let lowIndex = 0;
  let lowCount = 0;

  function column(index: number): number {
    if (!astral) return index - lineStart + 1;
    if (lowLineStart !== lineStart || index < lowIndex) {
      lowLineStart = lineStart;
      lowIndex = lineStart;
      lowCount = 0;
    }
    for (let k = lowIndex; k < index; k++) {
      const c = text.charCodeAt(k);
      if (c >= 0xdc00 && c <= 0xdfff) lowCount++;
    }
    lowIndex = index;
    return index - lineStart + 1 - lowCount;
  }

  return {
    at(index: number): LineColumn {
      const target = Math.max(0, Math.min(index, text.length));
      if (target >= cursor) forward(target);
      else backward(target);
      cursor = target;
      return { line, column: column(target) };
    },
  };
}
