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

/** The least of the room after a cut URL's start that its query's start keeps (`fitMiddleCut`). */
const QUERY_SHARE = 0.4;

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
 * The parts of a text kept by a cut, as `[from, to, from, to, …]` character offsets in order; a "…" is shown
 * between two parts. `[0, text.length]` is the text whole.
 */
export type KeptParts = number[];

/** `text` as a cut shows it: its `parts` with "…" between them. */
export function showParts(text: string, parts: KeptParts): string {
  let shown = "";
  for (let k = 0; k < parts.length; k += 2) shown += (k > 0 ? "…" : "") + text.slice(parts[k], parts[k + 1]);
  return shown;
}

/** The most characters of `text`'s end (a surrogate pair kept whole) that fit in `room` after `before`. */
function fitEnd(text: string, before: string, room: number, measure: MeasureText): number {
  let low = 0;
  let high = text.length;
  while (low < high) {
    const keep = (low + high + 1) >> 1;
    if (measure(before + text.slice(text.length - keep)) <= room) low = keep;
    else high = keep - 1;
  }
  const code = low > 0 ? text.charCodeAt(text.length - low) : 0;
  return code >= 0xdc00 && code <= 0xdfff ? low - 1 : low;
}

/** The last word of a folder (`-b/` of `client-b/`, `_2024/`), with its `/`: what tells clients' folders apart. */
const FOLDER_WORD = /[-_.][^-_./\s]+\/$/;

/**
 * The parts of a file name in a folder (`client-b/sitemap-1.xml`, an archive's path) that fit in `room`:
 * the folder whole, as much of the file's start as fits, "…" and the tail (from `tailAt`): "client-b/…-1.xml";
 * when the folder does not fit whole, its first character, "…", its last word and the tail:
 * "c…-b/…-1.xml", or, narrower still, the tail cut at its end: "c…-b/…-produ…". Clients' folders differ at their end, so two clients' `sitemap-1.xml` no longer both read
 * "client…-1.xml". Undefined for a name with no folder, or when neither fits (the caller cuts it as a name).
 */
function fitFolderCut(
  text: string,
  tailAt: number,
  room: number,
  measure: MeasureText,
): KeptParts | undefined {
  const folderEnd = text.lastIndexOf("/", tailAt - 1) + 1;
  if (folderEnd <= 1) return undefined;
  const tail = text.slice(tailAt);
  const folder = text.slice(0, folderEnd);
  const fileRoom = room - measure(folder) - measure(tail);
  if (measure("…") <= fileRoom) {
    const count = fitStart(text.slice(folderEnd, tailAt), "…", fileRoom, measure, 0);
    return [0, folderEnd + count, tailAt, text.length];
  }
  const word = FOLDER_WORD.exec(folder);
  if (!word || word.index < 2) return undefined;
  const start = `${text.slice(0, 1)}…`;
  if (measure(`${start}${word[0]}…${tail}`) <= room)
    return [0, 1, word.index, folderEnd, tailAt, text.length];
  // narrower still: the folder's word stays, the tail is cut at its end ("c…-a/…-produ…"), since what
  // tells two clients' files of one name apart is the folder
  const kept = fitStart(tail, "…", room - measure(`${start}${word[0]}…`), measure);
  if (kept === 0) return undefined;
  return [0, 1, word.index, folderEnd, tailAt, tailAt + kept, text.length, text.length];
}

/** A copy's number and the name's endings, ` (2).xml.gz`: what tells a copy from the file beside it. */
const COPY_TAIL = / \(\d+\)(?:\.[A-Za-z0-9]{1,5}){1,2}$/;

/**
 * The parts of a file name `text` shown in `width` CSS pixels: the whole name when it fits, else its start cut
 * to the most characters that fit with "…" and `tail` (its end: `getNameTail`, `-pages.xml.gz`) after it;
 * when not even one character, its "…" and the tail fit, the first character, "…" and the tail cut at its
 * end with a "…" of its own ("s…-electronics.x…": its first word tells a site's files apart, its ending
 * less), but a copy's number and endings whole ("s… (2).xml", "s…-el… (2).xml"); a start of one or two
 * characters is kept whole then, the rest cut at its end ("c1-excel.x…"). A
 * name in a folder keeps the folder, or its last word, first (`fitFolderCut`: "client-b/…-1.xml").
 * Undefined when the name does not end with `tail` or the width holds no character and "…".
 * @example showParts(name, fitNameCut(name, "-pages.xml", 80, (t) => 7 * t.length)) // "s…-pages.xml"
 */
export function fitNameCut(
  text: string,
  tail: string,
  width: number,
  measure: MeasureText,
): KeptParts | undefined {
  if (!(width > 0) || !text.endsWith(tail)) return undefined;
  const room = width - SLACK;
  if (measure(text) <= room) return [0, text.length];
  const head = text.slice(0, text.length - tail.length);
  const inFolder = fitFolderCut(text, head.length, room, measure);
  if (inFolder !== undefined) return inFolder;
  const count = fitStart(head, "…", room - measure(tail), measure);
  if (count > 0 && !(head.length <= 2 && count < head.length)) return [0, count, head.length, text.length];
  // a start of one or two characters ("c1" of "c1-excel.xml") is kept whole: "c…" would say less
  if (head.length <= 2) {
    const whole = fitStart(text, "…", room, measure, head.length);
    return whole > 0 ? [0, whole, text.length, text.length] : undefined;
  }
  const start = `${head.slice(0, 1)}…`;
  if (measure(start) > room) return undefined;
  // a copy (`ru-shop-1251 (2).xml`) keeps its number and ending before the word ("r… (2).xml", not
  // "r…-1251 (…", which read as the original beside it)
  const copyAt = text.search(COPY_TAIL);
  if (copyAt > head.length && measure(`${start}${text.slice(copyAt)}`) <= room) {
    const word = fitStart(
      text.slice(head.length, copyAt),
      "…",
      room - measure(start + text.slice(copyAt)),
      measure,
    );
    return word > 0
      ? [0, 1, head.length, head.length + word, copyAt, text.length]
      : [0, 1, copyAt, text.length];
  }
  const kept = fitStart(tail, "…", room - measure(start), measure);
  return kept > 0
    ? [0, 1, head.length, head.length + kept, text.length, text.length]
    : [0, 1, text.length, text.length];
}

/**
 * The parts of `text` shown in `width` CSS pixels: the whole text when it fits, else its start cut to the
 * most characters that fit with "…" and `tail` (its end: `getUrlTail`) after it. When that start would take
 * less than `MIN_HEAD_SHARE` of the width (a long tail), the start keeps that share and the tail loses its
 * own start instead, as much as needed ("https://ww…ncorporated/Land/": the end of a URL, its id or query,
 * tells rows apart), but for its first `lead` characters (a locale, `/en`), kept with a "…" of their own
 * when they fit ("https…/en…/item-0": a page's language versions read apart); a tail with a query keeps
 * its path's end up to the `?` and the query's start in what is left ("https…slug-0?color=red…": the
 * end of a query, `&utm_source=feed`, is often every row's). Undefined when the text does not end with
 * `tail` or the width holds no character and "…".
 * @example showParts(url, fitMiddleCut(url, "/page", 100, (t) => 7 * t.length)) // "https://…/page"
 */
export function fitMiddleCut(
  text: string,
  tail: string,
  width: number,
  measure: MeasureText,
  lead = 0,
): KeptParts | undefined {
  if (!(width > 0) || !text.endsWith(tail)) return undefined;
  const room = width - SLACK;
  if (measure(text) <= room) return [0, text.length];
  const head = text.slice(0, text.length - tail.length);
  const headRoom = room - measure(tail);
  if (headRoom >= width * MIN_HEAD_SHARE) {
    const count = withoutCutSeparator(head, fitStart(head, "…", headRoom, measure));
    if (count > 0) return [0, count, head.length, text.length];
  }
  const count = withoutCutSeparator(
    head,
    fitStart(head, "…", Math.max(width * MIN_HEAD_SHARE, measure("…")), measure),
  );
  if (count === 0) return undefined;
  const start = `${head.slice(0, count)}…`;
  // a query's end is often the same on every row (`&utm_source=feed`) while its first parameters name the
  // page (`?item=74&…`, `?color=red&…`): the path's end up to the `?` is kept in at most `1 - QUERY_SHARE`
  // of what is left after the start, then as much of the query's start as fits
  // ("https…name-slug-0?color=red…", "http…catalog?item=74&d…", not "https…xl&utm_source=feed" on every row)
  const query = lead === 0 ? tail.indexOf("?") : -1;
  if (query > 0 && query < tail.length - 1) {
    const body = head.length + query + 1;
    const left = room - measure(start);
    const pathEnd = fitEnd(tail.slice(0, query + 1), "", left * (1 - QUERY_SHARE), measure);
    const kept = `${start}${text.slice(body - pathEnd, body)}`;
    if (pathEnd > 0 && measure(`${kept}${text.slice(body)}`) <= room)
      return [0, count, body - pathEnd, text.length];
    const queryStart = pathEnd > 0 ? fitStart(text.slice(body), "…", room - measure(kept), measure) : 0;
    if (queryStart > 0) return [0, count, body - pathEnd, body + queryStart, text.length, text.length];
  }
  if (lead > 0 && lead < tail.length) {
    const kept = `${start}${tail.slice(0, lead)}…`;
    const end = fitEnd(tail.slice(lead), kept, room, measure);
    if (end > 0) return [0, count, head.length, head.length + lead, text.length - end, text.length];
  }
  return [0, count, text.length - fitEnd(tail, start, room, measure), text.length];
}

/**
 * `count`, the characters of `head` a cut keeps, less a `.` or `-` it would end with: right before the
 * "…" they read as a typo ("https://www.globalnews-shop.…/a" looked like "…./a"); `/` stays ("https://…").
 * Never below 1 (a start of separators alone is kept as it is).
 */
function withoutCutSeparator(head: string, count: number): number {
  let kept = count;
  while (kept > 1 && (head[kept - 1] === "." || head[kept - 1] === "-")) kept--;
  return kept;
}

/**
 * The parts of a W3C datetime `text` shown in `width` CSS pixels: the whole text when it fits, else its date
 * (`dateEnd` characters), as much of its time as fits, "…" and its timezone (from `zoneStart`):
 * "2025-03-01T10…+03:00", so a narrow Last modified keeps the offset the timezone rules check in sight.
 * Undefined when not even the date, "…" and the timezone fit (the caller cuts the end, as before).
 * @example showParts(v, fitDateTime(v, 10, 19, 130, (t) => 7 * t.length)) // "2025-03-01T1…+03:00"
 */
export function fitDateTime(
  text: string,
  dateEnd: number,
  zoneStart: number,
  width: number,
  measure: MeasureText,
): KeptParts | undefined {
  if (!(width > 0)) return undefined;
  const room = width - SLACK;
  if (measure(text) <= room) return [0, text.length];
  const zone = text.slice(zoneStart);
  const date = text.slice(0, dateEnd);
  const left = room - measure(date) - measure(zone);
  if (measure("…") > left) return undefined;
  let time = fitStart(text.slice(dateEnd, zoneStart), "…", left, measure, 0);
  // no separator left before the "…" (`…41.…+03:00` of a Bitrix `18:22:41.000+03:00`)
  while (time > 1 && (text[dateEnd + time - 1] === "." || text[dateEnd + time - 1] === ":")) time--;
  return [0, dateEnd + time, zoneStart, text.length];
}
