/**
 * A URL cut in the middle to the width of its cell, measured: "https://www.exa…/Unincorporated/" with the
 * "…" right against the kept end. CSS alone (`text-overflow` on the start part, the end beside it) cuts at
 * a glyph's edge inside a box that the flex layout sized, so a blank of up to a glyph's width was left
 * between the "…" and the end, different on every row.
 *
 * Widths are CSS pixels, measured with a 2D canvas in the cell's font (Chromium shapes canvas text as it
 * shapes the page's). Where no canvas is available (jsdom, an old browser) `createTextMeasurer` gives
 * undefined and the cell keeps the CSS cut.
 */

/** The width of `text` in CSS pixels in one font. */
export type MeasureText = (text: string) => number;

/** The most widths a measurer keeps (URLs shown on screen, re-rendered while scrolling). */
const MAX_CACHED = 4096;

/**
 * A measurer of texts in `font` (a CSS font shorthand, `"400 14px system-ui"`), its widths cached; undefined
 * when the platform has no `OffscreenCanvas` with a 2D context.
 */
export function createTextMeasurer(font: string): MeasureText | undefined {
  if (typeof OffscreenCanvas === "undefined") return undefined;
  const context = new OffscreenCanvas(1, 1).getContext("2d");
  if (!context) return undefined;
  context.font = font;
  const widths = new Map<string, number>();
  return (text) => {
    let width = widths.get(text);
    if (width === undefined) {
      if (widths.size >= MAX_CACHED) widths.clear();
      width = context.measureText(text).width;
      widths.set(text, width);
    }
    return width;
  };
}

/** The least share of the width the start keeps, its "…" included ("https://www.ex…"), as the CSS cut does. */
export const MIN_HEAD_SHARE = 0.25;

/** Subpixel slack: a text measured this close to the width is taken as not fitting. */
const SLACK = 0.5;

/**
 * The longest start of `text` (from `min` characters, a surrogate pair kept whole) that fits in `room`
 * CSS pixels with `after` appended, as a count of characters; 0 when not even `min` fits. Widths grow with
 * the count, so a binary search finds it.
 */
function fitStart(text: string, after: string, room: number, measure: MeasureText, min = 1): number {
  let fits = 0;
  let low = min;
  let high = text.length;
  while (low <= high) {
    const count = (low + high) >> 1;
    if (measure(text.slice(0, count) + after) <= room) {
      fits = count;
      low = count + 1;
    } else high = count - 1;
  }
  const code = fits > 0 ? text.charCodeAt(fits - 1) : 0;
  return code >= 0xd800 && code <= 0xdbff ? fits - 1 : fits;
}

/**
 * `text` as shown in `width` CSS pixels: whole when it fits, else its start cut to the most characters that
 * fit with "…" and `tail` (its end: `getUrlTail`) after it. When that start would take less than
 * `MIN_HEAD_SHARE` of the width (a long tail), the start keeps that share and the tail loses its own start
 * instead, as much as needed ("https://ww…ncorporated/Land/": the end of a URL, its id or query, tells rows
 * apart). Undefined when the text does not end with `tail` or the width holds no character and "…".
 * @example fitMiddleCut("https://www.example.com/a/page", "/page", 100, (t) => 7 * t.length) // "https://…/page"
 */
export function fitMiddleCut(
  text: string,
  tail: string,
  width: number,
  measure: MeasureText,
): string | undefined {
  if (!(width > 0) || !text.endsWith(tail)) return undefined;
  const room = width - SLACK;
  if (measure(text) <= room) return text;
  const head = text.slice(0, text.length - tail.length);
  const headRoom = room - measure(tail);
  if (headRoom >= width * MIN_HEAD_SHARE) {
    const count = fitStart(head, "…", headRoom, measure);
    if (count > 0) return `${head.slice(0, count)}…${tail}`;
  }
  const count = fitStart(head, "…", Math.max(width * MIN_HEAD_SHARE, measure("…")), measure);
  if (count === 0) return undefined;
  const start = `${head.slice(0, count)}…`;
  // the tail's end that fits after the start: the longest suffix, found as a start of the reversed tail
  const tailRoom = room - measure(start);
  let low = 0;
  let high = tail.length;
  while (low < high) {
    const keep = (low + high + 1) >> 1;
    if (measure(tail.slice(tail.length - keep)) <= tailRoom) low = keep;
    else high = keep - 1;
  }
  // not from the second half of a surrogate pair
  let from = tail.length - low;
  const code = tail.charCodeAt(from);
  if (code >= 0xdc00 && code <= 0xdfff) from++;
  return start + tail.slice(from);
}
