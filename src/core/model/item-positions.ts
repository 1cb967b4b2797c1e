/**
 * Reading and writing `source` of an extension item (`ImageEntry`, `VideoEntry`, `NewsEntry`): where each of
 * its child elements was written, so a problem of `videos[0].description` names the line of
 * `<video:description>`, not the `<video:video>` seven lines above it. Only this file knows the numbers'
 * form: everything else goes through `setItemFieldPosition` and `getItemFieldPosition`.
 *
 * Thread-portable, no DOM. Format (`ItemFieldPositions`): the item's field name as the model names it
 * within the item (`loc`, `caption`, `title`, `player_loc`, `tag[2]`, `publication`, `publication.name`) to
 * one number, `(line - item.line) * 2 ** 28 + column`: the child's start tag, its line relative to the
 * item's own (0 to 2 ** 24 - 1) and its column as is (1 to 2 ** 28 - 1, more than the longest line of a
 * 209,715,200-byte file). A position that does not fit, or of an item without a line, is not recorded:
 * the problem then names the item's own position, as before. A video attribute's value
 * (`player_loc_allow_embed`) is recorded under its own key at its element's position.
 * The record is new on every change, never mutated once the item is read (a copy of the item may share it).
 */
import type { FieldPosition } from "./field-positions";
import type { ItemFieldPositions, SourcePosition } from "./types";

export type { ItemFieldPositions } from "./types";

/** What holds child positions: an image, video or news item (its own position is the base). */
export interface PositionedItem extends SourcePosition {
  source?: ItemFieldPositions;
}

const LINE_WEIGHT = 2 ** 28;
const MAX_LINE_DELTA = 2 ** 24 - 1;

/**
 * The number `setItemFieldPosition` stores for a child at `line`, `column` of an item at `baseLine`;
 * undefined when it does not fit (the item has no line, the child is above it, too far below or right).
 */
export function encodeItemPosition(
  baseLine: number | undefined,
  line: number,
  column: number,
): number | undefined {
  if (baseLine === undefined) return undefined;
  const delta = line - baseLine;
  if (!(delta >= 0 && delta <= MAX_LINE_DELTA && column >= 1 && column < LINE_WEIGHT)) return undefined;
  return delta * LINE_WEIGHT + column;
}

/**
 * Records that the child element of `item` read into `key` starts at `line`, `column`; a position that does
 * not fit (`encodeItemPosition`) is left out. For the reader, while the item is being read.
 * NOTE: mutates `item` (adds or extends its `source`).
 */
export function setItemFieldPosition(item: PositionedItem, key: string, line: number, column: number): void {
  const value = encodeItemPosition(item.line, line, column);
  if (value === undefined) return;
  // an image's usual one child by a literal of one shape (the reader's fast path makes 75,000 of them)
  if (item.source === undefined) item.source = key === "loc" ? { loc: value } : { [key]: value };
  else (item.source as Record<string, number>)[key] = value;
}

/**
 * Where the child element of `item` read into `key` was written, or undefined when not recorded (an item
 * made in the app, a child absent from the source, a position that did not fit).
 * @example getItemFieldPosition(video, "description") // { line: 14, column: 7 }
 */
export function getItemFieldPosition(item: PositionedItem, key: string): FieldPosition | undefined {
  const value = item.source?.[key];
  if (typeof value !== "number" || item.line === undefined) return undefined;
  const delta = Math.floor(value / LINE_WEIGHT);
  return { line: item.line + delta, column: value - delta * LINE_WEIGHT };
}

/** A video attribute's model field (`<element>_<attribute>`, `types.ts`): group 1 is the element's. */
const ATTRIBUTE_FIELD =
  /^(player_loc|restriction|gallery_loc|price|uploader|platform)_(?:relationship|allow_embed|autoplay|title|currency|type|resolution|info)$/;

/**
 * Where the problem of an item's `field` path sits (`videos[0].duration`, `news.publication.language`,
 * `images[1].loc`): its child element's position when recorded, else that of the nearest enclosing child
 * recorded (`publication` for a missing `publication.name`), else the item's own. The path's item part
 * (`videos[0].`, `news.`) is skipped; a path naming the whole item (`images`, `news`) gives the item's.
 */
export function getItemProblemPosition(item: PositionedItem, field: string): SourcePosition {
  if (item.source !== undefined) {
    const dot = field.indexOf(".");
    let key = dot < 0 ? "" : field.slice(dot + 1);
    while (key !== "") {
      const at = getItemFieldPosition(item, key);
      if (at !== undefined) return at;
      // a video attribute's field not written (`restriction_relationship`): the element it belongs on
      // (`restriction`, `player_loc` for `player_loc_allow_embed`), where the attribute is missing
      const element = ATTRIBUTE_FIELD.exec(key)?.[1];
      if (element !== undefined) {
        key = element;
        continue;
      }
      const parent = key.lastIndexOf(".");
      key = parent < 0 ? "" : key.slice(0, parent);
    }
  }
  return { line: item.line, column: item.column };
}
