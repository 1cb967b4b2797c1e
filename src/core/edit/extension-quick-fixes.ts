/**
 * The quick fixes of the extension rules (`quick-fixes.ts` picks them by problem code): remove a retired
 * image, video or news field (`image.deprecated`, `video.deprecated`, `news.deprecated`; Google, 2022), add
 * the page's own hreflang link (`hreflang.missing-self`), add a missing return link on the page linked to
 * (`hreflang.not-reciprocal`: the one fix that edits another entry than its problem's), write the hreflang code or Google News language
 * meant (`hreflang.invalid-code`, `news.language-invalid`). Pure: each `apply` returns a new entry.
 * Sources: Google's image, video and news sitemap docs; Google's hreflang doc. Thread-portable, no DOM.
 */
import { MAX_LOC_LENGTH } from "../limits";
import type { Problem, UrlEntry } from "../model/types";
import { getExtraLocalName } from "../validate/extension-helpers";
import { getHreflangFault, suggestHreflangCode, suggestNewsLanguage } from "../validate/language-codes";
import {
  addGroupAlternates,
  addReturnAlternates,
  addSelfAlternate,
  hasVideoElement,
  isDeprecatedImageField,
  isDeprecatedNewsField,
  removeImageField,
  removeNewsField,
  removeVideoElement,
  setAlternateHreflang,
  setNewsLanguage,
} from "./extension-fixes";
import { encodeWithinLimit, resolveAgainst } from "./loc-fix-values";
import type { QuickFix } from "./quick-fixes";

/** Removes the retired image field the problem names (`images[0].caption`). */
export function fixImage(problem: Problem, entry: UrlEntry): QuickFix | undefined {
  const match = /^images\[(\d+)\]\.(\w+)$/.exec(problem.field ?? "");
  if (!match || !isDeprecatedImageField(match[2])) return undefined;
  const item = Number(match[1]);
  const name = match[2];
  if (entry.images[item]?.[name] === undefined) return undefined;
  const label = `Remove image:${name} (ignored by Google since 2022)`;
  return { id: "image.remove-deprecated", label, apply: (current) => removeImageField(current, item, name) };
}

/** Removes the retired video element or attribute the problem names (`videos[0].price`, `videos[0].extra[2]`). */
export function fixVideo(problem: Problem, entry: UrlEntry): QuickFix | undefined {
  const match = /^videos\[(\d+)\]\.(.+)$/.exec(problem.field ?? "");
  const video = match ? entry.videos[Number(match[1])] : undefined;
  if (!match || !video) return undefined;
  const extra = /^extra\[(\d+)\]$/.exec(match[2]);
  const xml = extra ? video.extra?.[Number(extra[1])] : undefined;
  const name = extra ? getExtraLocalName(xml ?? "") : match[2];
  if (name === "" || !hasVideoElement(video, name)) return undefined;
  const item = Number(match[1]);
  const what = name.startsWith("player_loc_") ? `video:player_loc@${name.slice(11)}` : `video:${name}`;
  const label = `Remove ${what} (ignored by Google since 2022)`;
  return {
    id: "video.remove-deprecated",
    label,
    apply: (current) => removeVideoElement(current, item, name),
  };
}

/** Removes the retired news field the problem names (`news.keywords`). */
export function fixNews(problem: Problem, entry: UrlEntry): QuickFix | undefined {
  const name = /^news\.(\w+)$/.exec(problem.field ?? "")?.[1];
  if (name === undefined || !isDeprecatedNewsField(name) || entry.news?.[name] === undefined)
    return undefined;
  const label = `Remove news:${name} (not used by Google News)`;
  return { id: "news.remove-deprecated", label, apply: (current) => removeNewsField(current, name) };
}

/**
 * Adds the page's link to itself, with the code the pages linking to it give it; not when that code is
 * invalid (`en-UK`): the fix would add an `hreflang.invalid-code` error (fix the code on those pages first),
 * nor when the page has a link under that code to another URL (a second would be `hreflang.duplicate-code`).
 */
export function fixMissingSelf(problem: Problem, entry: UrlEntry): QuickFix | undefined {
  const code = problem.params?.selfHreflang;
  if (typeof code !== "string" || code === "" || entry.loc === "") return undefined;
  if (getHreflangFault(code) !== "") return undefined;
  if (entry.alternates.some((alternate) => alternate.href === entry.loc)) return undefined;
  // a link under that code to another URL already: a second one would be hreflang.duplicate-code
  if (entry.alternates.some((alternate) => alternate.hreflang.toLowerCase() === code.toLowerCase()))
    return undefined;
  const label = `Add the page itself as hreflang "${code}"`;
  return { id: "hreflang.add-self", label, apply: (current) => addSelfAlternate(current, code) };
}

/**
 * Adds the missing return link on the page linked to (`hreflang.not-reciprocal` of page A listing page B):
 * on B (`params.otherFile`, `params.otherEntry`, the fix's `target`), a link to A under each code A gives
 * itself that B does not use yet (`params.returnHreflang`, set by the check: `en`, or `en,x-default`). Not
 * offered when A has no link to itself (`hreflang.missing-self` first: the code is unknown) or a code is
 * invalid. Source: Google's hreflang doc ("each language version must list itself as well as all other
 * language versions"; "if page X links to page Y, page Y must link back to page X").
 */
export function fixReturnLink(problem: Problem, entry: UrlEntry): QuickFix | undefined {
  const { returnHreflang, otherFile, otherEntry } = problem.params ?? {};
  if (typeof returnHreflang !== "string" || typeof otherFile !== "string" || typeof otherEntry !== "number")
    return undefined;
  const codes = returnHreflang.split(",").filter((code) => code !== "");
  const href = entry.loc;
  if (codes.length === 0 || href === "" || codes.some((code) => getHreflangFault(code) !== ""))
    return undefined;
  const label = `Add the return link to this page (hreflang "${codes.join('", "')}") on the page it lists`;
  return {
    id: "hreflang.add-return",
    label,
    target: { file: otherFile, entry: otherEntry },
    apply: (current) => addReturnAlternates(current, codes, href),
  };
}

/**
 * Adds to a page the alternates most pages of its hreflang group list and it lacks (`hreflang.set-mismatch`,
 * `params.addable`: `code: href` lines the check found, each under a code the page does not use yet): not
 * offered when it lacks none of those, or a code is invalid. The links it adds besides the group's are left
 * (which side is right is not known). Source: Google's hreflang doc ("each language version must list itself
 * as well as all other language versions").
 */
export function fixGroupLinks(problem: Problem, entry: UrlEntry): QuickFix | undefined {
  const addable = problem.params?.addable;
  if (typeof addable !== "string" || addable === "") return undefined;
  const links = addable.split("\n").map((line) => {
    const at = line.indexOf(": ");
    return { hreflang: line.slice(0, at), href: line.slice(at + 2) };
  });
  if (links.some(({ hreflang, href }) => hreflang === "" || href === "" || getHreflangFault(hreflang) !== ""))
    return undefined;
  if (addGroupAlternates(entry, links) === entry) return undefined;
  const label = `Add the ${links.length === 1 ? "alternate" : `${links.length} alternates`} most pages of its group list`;
  return { id: "hreflang.add-group-links", label, apply: (current) => addGroupAlternates(current, links) };
}

/** Writes the valid code the check suggests (`params.suggestion`: `ua` → `uk`) in the alternate named. */
export function fixHreflangCode(problem: Problem, entry: UrlEntry): QuickFix | undefined {
  const index = Number(/^alternates\[(\d+)\]\.hreflang$/.exec(problem.field ?? "")?.[1] ?? -1);
  const suggestion = problem.params?.suggestion;
  const from = entry.alternates[index]?.hreflang;
  if (typeof suggestion !== "string" || from === undefined || from === suggestion) return undefined;
  if (suggestHreflangCode(from) !== suggestion) return undefined;
  // another link of the page has the code already (`ua` beside `uk`): renaming would give it two URLs
  // (`hreflang.duplicate-code`); which of the two is right is the user's to say
  const wanted = suggestion.toLowerCase();
  if (entry.alternates.some((other, k) => k !== index && other.hreflang.toLowerCase() === wanted))
    return undefined;
  const label = `Write hreflang "${suggestion}" instead of "${from}"`;
  return {
    id: "hreflang.suggested-code",
    label,
    apply: (current) => setAlternateHreflang(current, index, from, suggestion),
  };
}

/** Writes the Google News language meant (`en-US` → `en`, `zh-Hant` → `zh-tw`: `suggestNewsLanguage`). */
export function fixNewsLanguage(_problem: Problem, entry: UrlEntry): QuickFix | undefined {
  const from = entry.news?.publication.language;
  const suggestion = from === undefined ? undefined : suggestNewsLanguage(from);
  if (from === undefined || suggestion === undefined) return undefined;
  const label = `Write news:language "${suggestion}" instead of "${from}"`;
  return {
    id: "news.suggested-language",
    label,
    apply: (current) => setNewsLanguage(current, from, suggestion),
  };
}

/**
 * Endings a first path segment with a dot holds more often than a top-level domain (`page.html`,
 * `index.php/about`, `a.jpg`): such a segment is a path, not a host written without its scheme.
 */
const FILE_ENDING =
  /\.(?:s?html?|php\d?|aspx?|jsp|cgi|pl|xml|rss|atom|json|txt|pdf|jpe?g|png|gif|webp|avif|svg|ico|bmp|tiff?|mp4|webm|mov|css|js)$/i;
/** A top-level domain as written: letters only (`ua`, `com`, `рф`), or its punycode (`xn--p1ai`). */
const TLD = /^(?:\p{L}{2,}|xn--[a-z0-9-]+)$/iu;

/**
 * An item URL written host first without its scheme (`магазин.рф/ua/`, `cdn.example.com/a.jpg`, also on
 * another host than the page's: an alternate is often on a country's site, an image on a CDN) in full,
 * with the page's scheme, as written otherwise (`https://магазин.рф/ua/`; its encoding is another fix's).
 * Undefined for a relative path (`img/a.jpg`, `page.html`, `index.php/about`) or when the page's `loc` is
 * no absolute http(s) URL. Resolved as a relative path, the host became a folder under the page's
 * (`https://магазин.рф/ru/магазин.рф/ua/`).
 */
function getSchemelessItemUrl(value: string, pageLoc: string): string | undefined {
  const text = value.trim();
  const first = /^[^/?#\s]+/.exec(text)?.[0];
  if (first === undefined || first.startsWith(".") || FILE_ENDING.test(first)) return undefined;
  const host = first.replace(/:\d+$/, "");
  const dot = host.lastIndexOf(".");
  if (dot <= 0 || !TLD.test(host.slice(dot + 1))) return undefined;
  let protocol: string;
  try {
    protocol = new URL(pageLoc).protocol;
    if (protocol !== "http:" && protocol !== "https:") return undefined;
    const full = `${protocol}//${text}`;
    // a host the URL parser takes, and a URL within the protocol's length
    return new URL(full).hostname !== "" && full.length <= MAX_LOC_LENGTH ? full : undefined;
  } catch {
    return undefined;
  }
}

/** The item URL fields a relative reference is resolved in: an image's `loc`, an alternate's `href`. */
const ITEM_URL_FIELD = /^(images|alternates)\[(\d+)\]\.(loc|href)$/;

/**
 * `entry` with the URL field `field` (`images[0].loc`, `alternates[2].href`) written in full, resolved
 * against the page's own `loc` (`resolveAgainst`) as its `<img src>` or `<link href>` is; `entry` itself
 * when the field is gone, holds an absolute URL already, or cannot be resolved.
 */
function resolveItemUrl(entry: UrlEntry, list: "images" | "alternates", index: number): UrlEntry {
  const items = entry[list];
  const item = items[index];
  if (item === undefined) return entry;
  const key = list === "images" ? "loc" : "href";
  const value =
    list === "images"
      ? (item as (typeof entry.images)[number]).loc
      : (item as (typeof entry.alternates)[number]).href;
  const fixed = getSchemelessItemUrl(value, entry.loc) ?? resolveAgainst(value, entry.loc);
  if (fixed === undefined || fixed === value) return entry;
  const next = items.slice();
  next[index] = { ...item, [key]: fixed };
  return { ...entry, [list]: next };
}

/** `entry` with the URL of its image or alternate at `index` percent-encoded (`encodeWithinLimit`). */
function encodeItemUrl(entry: UrlEntry, list: "images" | "alternates", index: number): UrlEntry {
  const item = entry[list][index];
  if (item === undefined) return entry;
  const key = list === "images" ? "loc" : "href";
  const value = "loc" in item ? item.loc : item.href;
  const fixed = encodeWithinLimit(value);
  if (fixed === undefined || fixed === value) return entry;
  const next = entry[list].slice();
  next[index] = { ...item, [key]: fixed };
  return { ...entry, [list]: next };
}

/**
 * The fix of an `image.loc-invalid` or `hreflang.href-invalid` of an absolute URL with a character that
 * must be percent-encoded (`params.offset`; `https://shop.ru/img/a b.jpg`): the URL encoded as the `loc`'s
 * own fix encodes it (`encodeWithinLimit`: `a%20b.jpg`; a non-ASCII host in punycode). None when encoding
 * would pass the URL length limit.
 */
function fixUnencodedItemUrl(
  entry: UrlEntry,
  list: "images" | "alternates",
  index: number,
): QuickFix | undefined {
  const after = encodeItemUrl(entry, list, index);
  if (after === entry) return undefined;
  const fixed = list === "images" ? after.images[index].loc : after.alternates[index].href;
  return {
    id: `${list === "images" ? "image" : "hreflang"}.percent-encode`,
    label: `Percent-encode the URL: ${fixed}`,
    apply: (current) => encodeItemUrl(current, list, index),
  };
}

/**
 * The fix of an `image.loc-invalid` or `hreflang.href-invalid` that is a relative reference (`/img/a.jpg`,
 * `img/a.jpg`, `//cdn.example.ru/a.jpg`, `/en/page`): the URL written in full, resolved against the page's
 * `loc` as the browser resolves the page's own image or link (Google wants absolute URLs in both); one
 * written host first without its scheme (`example.ua/ua/`) gets the page's scheme (`*.add-scheme`); an
 * absolute URL with characters to encode (`params.offset`) is percent-encoded (`fixUnencodedItemUrl`). None
 * for an empty value, another scheme (`ftp:`, `data:`) or a page whose `loc` is no absolute http(s) URL.
 */
export function fixRelativeItemUrl(problem: Problem, entry: UrlEntry): QuickFix | undefined {
  const match = ITEM_URL_FIELD.exec(problem.field ?? "");
  if (!match) return undefined;
  const list = match[1] as "images" | "alternates";
  const index = Number(match[2]);
  if (typeof problem.params?.offset === "number") return fixUnencodedItemUrl(entry, list, index);
  const after = resolveItemUrl(entry, list, index);
  if (after === entry) return undefined;
  const [value, fixed] =
    list === "images"
      ? [entry.images[index].loc, after.images[index].loc]
      : [entry.alternates[index].href, after.alternates[index].href];
  const kind = getSchemelessItemUrl(value, entry.loc) === undefined ? "resolve-relative" : "add-scheme";
  return {
    id: `${list === "images" ? "image" : "hreflang"}.${kind}`,
    label: `Write the full URL: ${fixed}`,
    apply: (current) => resolveItemUrl(current, list, index),
  };
}

/**
 * `image.loc-missing`: the entry's images without an `image:loc` removed (all of them at once, so a Fix all
 * over one page's two such images removes both whatever the order); Google's image sitemap reads an image
 * by its `loc` alone, and one without it (left, say, after its deprecated caption was dropped) is written
 * as an empty `<image:image>`. None when the entry has no such image.
 */
export function fixImageWithoutLoc(_problem: Problem, entry: UrlEntry): QuickFix | undefined {
  const apply = (current: UrlEntry): UrlEntry => {
    const images = current.images.filter((image) => image.loc.trim() !== "");
    return images.length === current.images.length ? current : { ...current, images };
  };
  if (apply(entry) === entry) return undefined;
  return { id: "image.remove-without-loc", label: "Remove the image without image:loc", apply };
}
