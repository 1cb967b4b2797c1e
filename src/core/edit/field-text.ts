/**
 * Reading and writing one text field of an entry by the path problems name it with (`lastmod`,
 * `news.title`, `news.publication.name`, `images[0].caption`, `videos[1].title`, `videos[0].tag[2]`,
 * `alternates[0].href`), for
 * the quick fixes that rewrite a value wherever it sits. Immutable: `setFieldText` returns a new entry
 * with new objects along the path only. Thread-portable, no DOM.
 */
import type { UrlEntry } from "../model/types";

/** The path split: the item list and index when in an image, video or alternate, then the keys to the value. */
interface FieldPath {
  list?: "images" | "videos" | "alternates";
  item?: number;
  keys: string[];
  /** Index into an array value (`tag[2]`). */
  at?: number;
}

const PATH = /^(?:(images|videos|alternates)\[(\d+)\]\.)?([a-z_]+(?:\.[a-z_]+)*)(?:\[(\d+)\])?$/i;

function parsePath(field: string): FieldPath | undefined {
  const match = PATH.exec(field);
  if (!match) return undefined;
  const [, list, item, keys, at] = match;
  return {
    list: list as FieldPath["list"],
    item: item === undefined ? undefined : Number(item),
    keys: keys.split("."),
    at: at === undefined ? undefined : Number(at),
  };
}

type Node = Record<string, unknown>;

/** The object the path's keys start from: the entry, or its image or video. */
function getRoot(entry: UrlEntry, path: FieldPath): Node | undefined {
  if (path.list === undefined) return entry as unknown as Node;
  return entry[path.list][path.item as number] as unknown as Node | undefined;
}

/** The text at `field` of `entry`, or undefined when the path names no text there. */
export function getFieldText(entry: UrlEntry, field: string): string | undefined {
  const path = parsePath(field);
  let node: unknown = path && getRoot(entry, path);
  for (const key of path?.keys ?? [])
    node = node && typeof node === "object" ? (node as Node)[key] : undefined;
  if (path?.at !== undefined) node = Array.isArray(node) ? node[path.at] : undefined;
  return typeof node === "string" ? node : undefined;
}

/** `node` with `value` at `keys` (and index `at`), copying each object on the way. */
function setIn(node: Node, keys: readonly string[], value: string, at: number | undefined): Node {
  const [key, ...rest] = keys;
  const child = node[key];
  if (rest.length > 0) return { ...node, [key]: setIn(child as Node, rest, value, at) };
  if (at === undefined) return { ...node, [key]: value };
  const list = (child as string[]).slice();
  list[at] = value;
  return { ...node, [key]: list };
}

/**
 * `entry` with `value` at `field`; the entry itself when the path names no text there (see
 * `getFieldText`) or the text is already `value`.
 */
export function setFieldText(entry: UrlEntry, field: string, value: string): UrlEntry {
  const before = getFieldText(entry, field);
  if (before === undefined || before === value) return entry;
  const path = parsePath(field) as FieldPath;
  if (path.list === undefined)
    return setIn(entry as unknown as Node, path.keys, value, path.at) as unknown as UrlEntry;
  const items = entry[path.list].slice() as unknown as Node[];
  items[path.item as number] = setIn(items[path.item as number], path.keys, value, path.at);
  return { ...entry, [path.list]: items };
}
