/**
 * Small helpers shared by the extension rules (image, video, news, hreflang): where a problem of an item
 * sits, and value shapes the extensions' schemas use. Thread-portable, no DOM.
 */

import { getItemProblemPosition, type PositionedItem } from "../model/item-positions";
import type { ProblemPlace } from "../model/problem";
import { classifyW3cDatetime } from "./w3c-datetime";

/**
 * Where a problem of an extension item sits: the entry, the item's field (`videos[0].duration`), and the
 * line and column of that field's child element in the source when the reader recorded it, else of the
 * nearest enclosing one, else of the item itself (`getItemProblemPosition`).
 */
export function placeOfItem(
  index: number,
  field: string,
  item: PositionedItem | undefined,
  params: Record<string, string | number>,
): ProblemPlace {
  if (item?.source === undefined)
    return { entry: index, field, line: item?.line, column: item?.column, params };
  const { line, column } = getItemProblemPosition(item, field);
  return { entry: index, field, line, column, params };
}

/**
 * Length of `text` in characters (Unicode code points, as XSD length facets count), computed only when the
 * UTF-16 length could exceed `limit`; returns the UTF-16 length otherwise.
 */
export function getCharCount(text: string, limit: number): number {
  if (text.length <= limit) return text.length;
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/** True for one or more ASCII digits and nothing else (an unsigned integer as written; no sign, no dot). */
export function isDigits(text: string): boolean {
  if (text === "") return false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/**
 * True when `value` is a full W3C date or date-time: `YYYY-MM-DD`, or with a time to the second and a time
 * zone. `YYYY` and `YYYY-MM` are not; with `allowMinutes`, `YYYY-MM-DDThh:mmTZD` is (Google News).
 */
export function isFullW3cDate(value: string, allowMinutes: boolean): boolean {
  const kind = classifyW3cDatetime(value);
  if (kind === "date" || kind === "datetime") return true;
  // "imprecise" with a day is a time without seconds (`YYYY-MM-DDThh:mmTZD`)
  return allowMinutes && kind === "imprecise" && value.length > 10;
}

/** The local name of a raw XML element (`<video:tvshow>...` → `tvshow`), or "". */
export function getExtraLocalName(xml: string): string {
  return /^<(?:[\w.-]+:)?([\w.-]+)/.exec(xml)?.[1] ?? "";
}
