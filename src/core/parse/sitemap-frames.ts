/**
 * Frame kinds of the sitemap builder: what each open element is to it.
 *
 * Thread-portable, no DOM. `as const` objects instead of enums (STYLE.md).
 */
import type { UrlChildKind } from "../model/types";

/** What an open element is to the builder. */
export const FRAME = {
  ignore: 0,
  root: 1,
  entry: 2,
  leaf: 3,
  extra: 4,
  image: 5,
  video: 6,
  news: 7,
  publication: 8,
  alternate: 9,
} as const;
/** One of `FRAME`. */
export type Frame = (typeof FRAME)[keyof typeof FRAME];

/** How a leaf's text is stored when it closes: set a field, push to a list, set an entry's protocol field. */
export const LEAF = { set: 0, push: 1, field: 2 } as const;
/** One of `LEAF`. */
export type LeafMode = (typeof LEAF)[keyof typeof LEAF];

/** Per-entry reading state: the XSD order and duplicates of the protocol fields. */
export interface EntryState {
  lastRank: number;
  sawOther: boolean;
  orderReported: boolean;
  /** Bit `1 << rank` set for each protocol field read. */
  seen: number;
  /** Rank (`URL_CHILD`) of the last extension or unknown child read, while they come in default order. */
  lastKind: number;
}

/** Ranks of the kinds of `url` children in the default export order (`UrlEntry.order`). */
export const URL_CHILD = { alternate: 0, image: 1, video: 2, news: 3, extra: 4 } as const;
/** `UrlEntry.order` kinds by rank (`URL_CHILD`). */
export const CHILD_KINDS: readonly UrlChildKind[] = ["alternate", "image", "video", "news", "extra"];
