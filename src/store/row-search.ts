/**
 * The table's search box: whether an entry holds the text typed, in its protocol fields, its news, video
 * and image titles, or its URL as it reads (a Cyrillic word in a percent-encoded URL) or as a URL writes it
 * (a punycode host or a percent-encoding in a URL written in Cyrillic). Pure; no React.
 */
import { toUrlForm, type UrlEntry } from "@/core/index";
import { getReadableLoc } from "./readable-locs";

/**
 * True when a field of `entry` holds `needle` (lowercased), or, for a `needle` with non-ASCII characters
 * (`каталог`, `рф`), its `loc` as it reads (`getReadableLoc`): a Cyrillic URL is written percent-encoded
 * with a punycode host, and the table shows it decoded. An ASCII needle matches the two forms alike.
 */
export function matchesText(entry: UrlEntry, needle: string): boolean {
  for (const value of [entry.loc, entry.lastmod, entry.changefreq, entry.priority]) {
    if (value?.toLowerCase().includes(needle)) return true;
  }
  if (matchesItemText(entry, needle)) return true;
  if (isNonAscii(needle)) return getReadableLoc(entry.loc)?.toLowerCase().includes(needle) === true;
  // a punycode host or a percent-encoding typed (as Search Console shows a URL) finds a URL the file
  // writes in Cyrillic: its `loc` as a URL writes it
  return (
    (needle.includes("xn--") || needle.includes("%")) &&
    /\P{ASCII}/u.test(entry.loc) &&
    toUrlForm(entry.loc).toLowerCase().includes(needle)
  );
}

/** True when a title of the entry's news, videos or images (or its news's publication name) holds `needle`. */
function matchesItemText(entry: UrlEntry, needle: string): boolean {
  const { news, videos, images } = entry;
  if (news && (includes(news.title, needle) || includes(news.publication.name, needle))) return true;
  for (const video of videos) if (includes(video.title, needle)) return true;
  for (const image of images)
    if (includes(image.title, needle) || includes(image.caption, needle)) return true;
  return false;
}

const includes = (value: string | undefined, needle: string) =>
  value?.toLowerCase().includes(needle) === true;

/** True when `needle` has a character outside ASCII; remembered for the last needle (asked once per row). */
function isNonAscii(needle: string): boolean {
  if (needle !== lastNeedle.text) lastNeedle = { text: needle, nonAscii: /\P{ASCII}/u.test(needle) };
  return lastNeedle.nonAscii;
}

let lastNeedle = { text: "", nonAscii: false };
