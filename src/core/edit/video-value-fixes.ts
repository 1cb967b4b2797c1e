/**
 * Quick fixes of video values written the way people, not the schema, write them (Google's video sitemap
 * doc): `video.yes-no-invalid` (`Да`, `true`, `1` → `yes`; `Нет`, `false`, `0` → `no`) and
 * `video.duration-invalid` for an ISO 8601 duration (`PT10M30S` → `630`, the whole seconds the schema
 * wants), offered only when the seconds are within Google's 1 to 28,800; `video.rating-invalid` written with
 * a decimal comma (`4,5` → `4.5`, as Russian spreadsheets write it), when that is from 0 to 5; the
 * `relationship` of `video:restriction` / `video:platform` in another case (`ALLOW` → `allow`; the XSD's
 * values are lower case); `video.content-loc-not-media`, a watch page given as the video file, moved to
 * `player_loc` when the video has none (Google: a page that plays the video is its `player_loc`).
 * Thread-portable, no DOM.
 */
import type { Problem, UrlEntry } from "../model/types";
import { MAX_VIDEO_DURATION, MIN_VIDEO_DURATION } from "../validate/video-value-rules";
import { getFieldText, setFieldText } from "./field-text";
import type { QuickFix } from "./quick-fixes";

const YES = new Set(["да", "yes", "true", "1", "y", "д"]);
const NO = new Set(["нет", "no", "false", "0", "n", "н"]);

/** `yes` or `no` for the ways of writing them above (any case, spaces around), else undefined. */
export function toYesNo(value: string): "yes" | "no" | undefined {
  const lower = value.trim().toLowerCase();
  if (YES.has(lower)) return "yes";
  return NO.has(lower) ? "no" : undefined;
}

const ISO_DURATION = /^P(?:(\d+)D)?T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?$/i;

/**
 * Whole seconds (rounded) of an ISO 8601 duration (`PT1H2M3S`, `PT90S`), a player's clock (`10:05`,
 * `1:02:03`) or seconds with a fraction (`120.5`, `120,5`), when from 1 to 28,800; else undefined.
 */
export function toDurationSeconds(value: string): string | undefined {
  const trimmed = value.trim();
  const total = getIsoSeconds(trimmed) ?? getClockSeconds(trimmed) ?? getDecimalSeconds(trimmed);
  return total !== undefined && total >= MIN_VIDEO_DURATION && total <= MAX_VIDEO_DURATION
    ? String(total)
    : undefined;
}

/** Whole seconds of an ISO 8601 duration (`PT10M5S`), rounded; undefined for anything else. */
function getIsoSeconds(text: string): number | undefined {
  const match = ISO_DURATION.exec(text);
  if (!match || !(match[1] || match[2] || match[3] || match[4])) return undefined;
  const [days, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0));
  return Math.round(((days * 24 + hours) * 60 + minutes) * 60 + seconds);
}

/** Seconds of a player's clock, `mm:ss` or `h:mm:ss` (`10:05` → 605); undefined for anything else. */
function getClockSeconds(text: string): number | undefined {
  const match = /^(?:(\d{1,2}):)?(\d{1,3}):([0-5]\d)$/.exec(text);
  if (!match) return undefined;
  if (match[1] !== undefined && Number(match[2]) > 59) return undefined;
  return (Number(match[1] ?? 0) * 60 + Number(match[2])) * 60 + Number(match[3]);
}

/** Seconds with a fraction, `120.5` or `120,5`, rounded to whole ones; undefined for anything else. */
function getDecimalSeconds(text: string): number | undefined {
  return /^\d+[.,]\d+$/.test(text) ? Math.round(Number(text.replace(",", "."))) : undefined;
}

/** The fix rewriting the problem's field with `rewrite`, labelled with the result, when that changes it. */
function fieldFix(
  problem: Problem,
  entry: UrlEntry,
  id: string,
  rewrite: (value: string) => string | undefined,
): QuickFix | undefined {
  const field = problem.field;
  const value = field === undefined ? undefined : getFieldText(entry, field);
  const fixed = value === undefined ? undefined : rewrite(value);
  if (field === undefined || fixed === undefined || fixed === value) return undefined;
  const apply = (current: UrlEntry): UrlEntry => {
    const now = getFieldText(current, field);
    const next = now === undefined ? undefined : rewrite(now);
    return next === undefined ? current : setFieldText(current, field, next);
  };
  return { id, label: `Write "${fixed}"`, apply };
}

/** `video.yes-no-invalid`: `Да` → `yes`, `нет` → `no`. */
export function fixYesNo(problem: Problem, entry: UrlEntry): QuickFix | undefined {
  return fieldFix(problem, entry, "video.yes-no", toYesNo);
}

/**
 * `video.duration-invalid` written as an ISO 8601 duration (`PT10M` → `600`), a player's clock (`10:05` →
 * `605`) or seconds with a fraction (`120.5` → `121`): whole seconds, as Google's video doc asks.
 */
export function fixIsoDuration(problem: Problem, entry: UrlEntry): QuickFix | undefined {
  return fieldFix(problem, entry, "video.duration-seconds", toDurationSeconds);
}

/** `4,5` → `4.5` when the dot makes a rating from 0.0 to 5.0; else undefined. */
export function toRatingPoint(value: string): string | undefined {
  const trimmed = value.trim();
  if (!/^\d+,\d+$/.test(trimmed)) return undefined;
  const dotted = trimmed.replace(",", ".");
  const rating = Number(dotted);
  return rating >= 0 && rating <= 5 ? dotted : undefined;
}

/** `allow` or `deny` for those words in any case (spaces around), else undefined. */
export function toRelationship(value: string): "allow" | "deny" | undefined {
  const lower = value.trim().toLowerCase();
  return lower === "allow" || lower === "deny" ? lower : undefined;
}

/** `video.rating-invalid` with a decimal comma: `4,5` → `4.5`. */
export function fixRatingPoint(problem: Problem, entry: UrlEntry): QuickFix | undefined {
  return fieldFix(problem, entry, "video.rating-point", toRatingPoint);
}

/** `video.restriction-invalid` / `video.platform-invalid` of a relationship in capitals: `ALLOW` → `allow`. */
export function fixRelationshipCase(problem: Problem, entry: UrlEntry): QuickFix | undefined {
  if (!problem.field?.endsWith("_relationship")) return undefined;
  return fieldFix(problem, entry, "video.relationship-lowercase", toRelationship);
}

/**
 * `video.content-loc-not-media` (`videos[i].content_loc` a web page: `youtube.com/watch?v=…`, `watch.html`):
 * the URL moved to `player_loc`, the place Google's video sitemap takes a page that plays the video, when
 * the video has no `player_loc`; with one, the page removed from `content_loc` (no video file, and the
 * player plays the video). The video keeps its other fields; `video.required-missing` is met by the player.
 */
export function fixContentLocPage(problem: Problem, entry: UrlEntry): QuickFix | undefined {
  const item = /^videos\[(\d+)\]\.content_loc$/.exec(problem.field ?? "");
  if (!item) return undefined;
  const at = Number(item[1]);
  // with a player already: the page is no video file, and the player plays the video, so it goes
  const hasPlayer = entry.videos[at]?.player_loc?.trim();
  const apply = (current: UrlEntry): UrlEntry => {
    const video = current.videos[at];
    if (!video?.content_loc?.trim()) return current;
    const player = video.player_loc?.trim();
    if (Boolean(player) !== Boolean(hasPlayer)) return current;
    const { content_loc, ...rest } = video;
    const videos = current.videos.slice();
    videos[at] = player ? rest : { ...rest, player_loc: content_loc };
    return { ...current, videos };
  };
  if (apply(entry) === entry) return undefined;
  return hasPlayer
    ? { id: "video.drop-content-page", label: "Remove content_loc (player_loc plays the video)", apply }
    : { id: "video.content-to-player", label: "Move the page's URL to player_loc", apply };
}
