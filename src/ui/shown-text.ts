/**
 * Values as the page shows them, however long the file wrote them. A browser lays out and shapes every
 * character it is given, in a cell, a tooltip, an accessible name or an input alike: one URL of 40 MB (a
 * text file of one line) held the page for 25 s at each render of its row, on the drop and after every
 * reload. So a value is shown up to `SHOWN_CHARS` characters, then "…", and put in an editor only up to
 * `EDITABLE_CHARS`. The workspace keeps every value whole: it is checked (`loc.too-long`), saved and
 * exported as written.
 */
/** Characters of one value shown at most: twice the longest URL the protocol allows (2,048). */
export const SHOWN_CHARS = 4096;

/** Characters of a value an editor is given at most (about 10 ms of layout in Chromium). */
export const EDITABLE_CHARS = 65_536;

/** `text` cut to `SHOWN_CHARS` characters with "…" after it, or `text` itself when not longer. */
export function clipShown(text: string): string {
  if (text.length <= SHOWN_CHARS) return text;
  // a surrogate pair is not cut in two
  const end = isHighSurrogate(text.charCodeAt(SHOWN_CHARS - 1)) ? SHOWN_CHARS - 1 : SHOWN_CHARS;
  return `${text.slice(0, end)}…`;
}

/** `text` with only its last `SHOWN_CHARS` characters after "…", or `text` itself when not longer. */
export function clipShownStart(text: string): string {
  if (text.length <= SHOWN_CHARS) return text;
  const start = text.length - SHOWN_CHARS;
  // a surrogate pair is not cut in two
  return `…${text.slice(isLowSurrogate(text.charCodeAt(start)) ? start + 1 : start)}`;
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** True when `value` is too long to put in an editor (`EDITABLE_CHARS`): the editor starts empty instead. */
export function isTooLongToEdit(value: string): boolean {
  return value.length > EDITABLE_CHARS;
}
