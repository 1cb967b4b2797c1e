/**
 * The quick fixes that remove an element an entry keeps as written. `xml.unknown-element`: the element removed from what the entry keeps of it
 * (`UrlEntry.extra`, written back as it was read), since no sitemap schema defines it and Yandex reports
 * it as an unknown tag ("Remove it", the rule's text says). Offered only for an element the entry keeps
 * (one in a value, or directly in the root, is not kept and has nothing to remove). Thread-portable, no DOM.
 * `xml.duplicate-element` of a copy kept as written (`params.kept`: a second `news:news` in a url, a
 * second `video:title` in a video; export writes them back, and the schemas allow one): that copy removed,
 * the first, which the entry reads, kept.
 * Sources: sitemaps.org XSD, Yandex Webmaster's sitemap errors, Google's video and news sitemap XSDs.
 */
import type { Problem, UrlEntry, VideoEntry } from "../model/types";
import type { QuickFix } from "./quick-fixes";

/** True when the raw element `raw` (`<title>Shop</title>`) is a `name` element. */
function isElement(raw: string, name: string): boolean {
  return raw.startsWith(`<${name}`) && /^[\s/>]/.test(raw.slice(name.length + 1));
}

/**
 * `entry` without its kept `name` elements, and without their places in `order` (the n-th `extra` of the
 * order is the n-th of `extra`), so the other children are written where they were; `entry` itself when
 * it keeps none.
 */
function withoutElement(entry: UrlEntry, name: string): UrlEntry {
  const extra = entry.extra ?? [];
  const removed = new Set<number>();
  extra.forEach((raw, i) => {
    if (isElement(raw, name)) removed.add(i);
  });
  if (removed.size === 0) return entry;
  const next: UrlEntry = { ...entry };
  const kept = extra.filter((_, i) => !removed.has(i));
  if (kept.length > 0) next.extra = kept;
  else delete next.extra;
  if (entry.order) {
    let n = -1;
    next.order = entry.order.filter((kind) => kind !== "extra" || !removed.has(++n));
  }
  return next;
}

/** The fix removing the unknown element `params.value` the entry keeps, or undefined when it keeps none. */
export function fixUnknownElement(problem: Problem, entry: UrlEntry): QuickFix | undefined {
  const name = problem.params?.value;
  if (typeof name !== "string" || name === "") return undefined;
  if (withoutElement(entry, name) === entry) return undefined;
  return {
    id: "xml.remove-unknown-element",
    label: `Remove <${name}>`,
    apply: (current) => withoutElement(current, name),
  };
}

/** `video` without its kept `name` elements (`VideoEntry.extra`); `video` itself when it keeps none. */
function withoutVideoElement(video: VideoEntry, name: string): VideoEntry {
  const extra = video.extra ?? [];
  if (!extra.some((raw) => isElement(raw, name))) return video;
  const next: VideoEntry = { ...video };
  const kept = extra.filter((raw) => !isElement(raw, name));
  if (kept.length > 0) next.extra = kept;
  else delete next.extra;
  return next;
}

/** `entry` without the kept copies of `name`, in the entry (`news:news`) and in its videos (`video:title`). */
function withoutCopies(entry: UrlEntry, name: string): UrlEntry {
  let next = withoutElement(entry, name);
  if (entry.videos.length > 0) {
    const videos = entry.videos.map((video) => withoutVideoElement(video, name));
    if (videos.some((video, i) => video !== entry.videos[i])) next = { ...next, videos };
  }
  return next;
}

/**
 * The fix removing the repeated element `params.kept` that the entry keeps as written (the first of its
 * kind stays), or undefined for a repeat the reader did not keep (a second `<loc>`: export never writes
 * it) and when the entry keeps none.
 */
export function fixDuplicateElement(problem: Problem, entry: UrlEntry): QuickFix | undefined {
  const name = problem.params?.kept;
  if (typeof name !== "string" || name === "") return undefined;
  if (withoutCopies(entry, name) === entry) return undefined;
  return {
    id: "xml.remove-duplicate-element",
    label: `Remove the second <${name}>`,
    apply: (current) => withoutCopies(current, name),
  };
}

/** The `extra` list a kept element's field names: `extra`, `news.extra`, `images[1].extra`, `videos[0].extra`. */
function getExtraList(entry: UrlEntry, field: string): readonly string[] | undefined {
  if (field === "extra") return entry.extra;
  if (field === "news.extra") return entry.news?.extra;
  const item = /^(images|videos)\[(\d+)\]\.extra$/.exec(field);
  if (!item) return undefined;
  const list: readonly { extra?: string[] }[] = item[1] === "images" ? entry.images : entry.videos;
  return list[Number(item[2])]?.extra;
}

/**
 * True when `entry` still keeps the unknown element an `xml.unknown-element` reading problem names
 * (`params.value`) in the `extra` list its field names: after a change of that part of the entry (a fix
 * that moved `news:name` into `news:publication`, an edit), the problem stays only while the element does.
 */
export function keepsUnknownElement(problem: Problem, entry: UrlEntry): boolean {
  const name = problem.params?.value;
  if (problem.code !== "xml.unknown-element" || typeof name !== "string" || problem.field === undefined)
    return false;
  return getExtraList(entry, problem.field)?.some((raw) => isElement(raw, name)) === true;
}
