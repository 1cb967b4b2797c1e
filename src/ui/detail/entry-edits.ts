/**
 * Pure edits of one `UrlEntry` for the detail pane: each returns a new entry and copies only what it
 * touches (the entry, the one array, the one item); the entry given is never mutated.
 *
 * Clearing a field the protocol requires keeps it as `""` (the checks then say it is empty); clearing an
 * optional one removes it, so the export leaves the element out.
 */
import {
  type Alternate,
  getVideoAttributeFields,
  type ImageEntry,
  type NewsEntry,
  type UrlEntry,
  type VideoEntry,
} from "@/core/index";

/** The item lists of an entry that the pane edits. */
export type ItemList = "images" | "videos" | "alternates";
type ItemOf<L extends ItemList> = UrlEntry[L][number];

/** Video keys Google requires; cleared, they stay as `""`. */
const REQUIRED_VIDEO_KEYS = new Set(["thumbnail_loc", "title", "description"]);

/** `item` with `key` set to `value`, or without `key` when `value` is "" and the key is optional. */
function withValue<T extends object>(item: T, key: string, value: string, required: boolean): T {
  if (value !== "" || required) return { ...item, [key]: value };
  const { [key as keyof T]: _removed, ...rest } = item;
  return rest as T;
}

/** `list` with `list[index]` replaced by `update(list[index])`. */
function replaceAt<T>(list: readonly T[], index: number, update: (item: T) => T): T[] {
  const next = list.slice();
  next[index] = update(list[index]);
  return next;
}

/** Sets one field of image `index`; `loc` is required, the rest optional. */
export function setImageField(
  entry: UrlEntry,
  index: number,
  key: keyof ImageEntry,
  value: string,
): UrlEntry {
  const images = replaceAt(entry.images, index, (image) => withValue(image, key, value, key === "loc"));
  return { ...entry, images };
}

/**
 * Sets one field of video `index` (`tag` takes one tag per line; an empty list removes it). An optional
 * element's value cleared removes the element with its attributes (`restriction` with its
 * `restriction_relationship`).
 */
export function setVideoField(
  entry: UrlEntry,
  index: number,
  key: keyof VideoEntry,
  value: string,
): UrlEntry {
  const videos = replaceAt(entry.videos, index, (video): VideoEntry => {
    if (key !== "tag") {
      const next = withValue(video, key, value, REQUIRED_VIDEO_KEYS.has(key));
      if (key in next) return next;
      // a value cleared takes its element's attributes along: export would write the element for them
      // alone (`<video:restriction relationship="allow"/>`, an allow-list of no country)
      let bare = next;
      for (const field of getVideoAttributeFields(key)) bare = withValue(bare, field, "", false);
      return bare;
    }
    const tags = value
      .split("\n")
      .map((tag) => tag.trim())
      .filter((tag) => tag !== "");
    return tags.length > 0 ? { ...video, tag: tags } : withValue(video, "tag", "", false);
  });
  return { ...entry, videos };
}

/** The news keys the pane edits: the publication's two, and the article's own. */
export type NewsKey = "publication.name" | "publication.language" | Exclude<keyof NewsEntry, "publication">;

/** Sets one field of the entry's news (no-op without news); every required one stays when cleared. */
export function setNewsField(entry: UrlEntry, key: NewsKey, value: string): UrlEntry {
  const news = entry.news;
  if (!news) return entry;
  if (key === "publication.name" || key === "publication.language") {
    const publication = { ...news.publication, [key.slice(12)]: value };
    return { ...entry, news: { ...news, publication } };
  }
  const required = key === "publication_date" || key === "title";
  return { ...entry, news: withValue(news, key, value, required) };
}

/** Sets the hreflang or href of alternate `index` (both required). */
export function setAlternateField(
  entry: UrlEntry,
  index: number,
  key: "hreflang" | "href",
  value: string,
): UrlEntry {
  return { ...entry, alternates: replaceAt(entry.alternates, index, (alt) => ({ ...alt, [key]: value })) };
}

const EMPTY_ITEMS: { [L in ItemList]: () => ItemOf<L> } = {
  images: (): ImageEntry => ({ loc: "" }),
  videos: (): VideoEntry => ({ thumbnail_loc: "", title: "", description: "" }),
  alternates: (): Alternate => ({ hreflang: "", href: "" }),
};

/** Appends an empty item (the required fields as `""`) to one list. */
export function addItem(entry: UrlEntry, list: ItemList): UrlEntry {
  return { ...entry, [list]: [...entry[list], EMPTY_ITEMS[list]()] };
}

/** Removes item `index` of one list. */
export function removeItem(entry: UrlEntry, list: ItemList, index: number): UrlEntry {
  return { ...entry, [list]: entry[list].filter((_, i) => i !== index) };
}

/**
 * Gives the entry a `news:news`: the publication `usual` gives (`getUsualNewsPublication`: the file's other
 * news), the other required fields as `""`.
 */
export function addNews(entry: UrlEntry, usual = { name: "", language: "" }): UrlEntry {
  return { ...entry, news: { publication: { ...usual }, publication_date: "", title: "" } };
}

/** Removes the entry's `news:news`. */
export function removeNews(entry: UrlEntry): UrlEntry {
  const { news: _removed, ...rest } = entry;
  return rest;
}
