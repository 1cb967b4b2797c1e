/**
 * Quick fixes: for a problem whose fix is safe and obvious, an edit of the entry that removes it. Pure:
 * `apply` returns a new entry and never mutates its input; a fix is offered only when it would change the
 * entry. `id` is stable per kind of fix, so "fix all of this kind" can batch them (`applyQuickFixes`).
 *
 * Offered for: `xml.unknown-element` kept by the entry (removed, `unknown-element-fix.ts`), `loc.whitespace` (trim), `loc.relative` when the file's location is known (`params.base`:
 * written in full, resolved against it as a browser would), `loc.invalid` of a URL behind an invisible character (delete it), `loc.unencoded-chars` / `loc.non-ascii` (percent-encode, punycode
 * host; not when the result would be over 2,048 characters; the entry's hreflang and image URLs too), `loc.fragment` (drop it), `loc.other-scheme` (switch `http` to `https` when that is the scheme of the
 * sitemap's location or of most entries, `params.expected`; never https to http), `loc.other-host` that is only a matter of `www.` (the
 * host written with or without it, as the sitemap's), `priority.invalid` written with a decimal comma (`0,9` → `0.9`, only
 * when the result is within 0.0 to 1.0), `priority.out-of-range` (the nearest end of the range: `1.5` → `1.0`,
 * `-0.2` → `0.0`), `lastmod.no-timezone` (append the zone most common among the
 * file's lastmods, `params.offset`, which the check puts on the problem; else `+00:00`, which asserts UTC;
 * the label says which), `lastmod.invalid` written `DD.MM.YYYY[ hh:mm[:ss]]` (`01.05.2024` → `2024-05-01`,
 * only for a real day) or with a space for the `T` (`2024-05-01 10:30` → `2024-05-01T10:30`) or as an HTTP date
 * (`Sat, 05 Dec 2026 09:05:00 GMT` → `2026-12-05T09:05:00Z`), `lastmod.bad-timezone` written `±hhmm` (`+0300` → `+03:00`), `changefreq.invalid` that is only a matter of case (`Daily` → `daily`) or a Russian word for a protocol value (`Ежедневно` → `daily`), `xml.unexpected-text` that is an absolute URL written right in a `url`/`sitemap` without `loc` (put in `loc`), `image.deprecated`,
 * `video.deprecated`, `news.deprecated` (remove the retired element or attribute), `image.loc-invalid` and
 * `hreflang.href-invalid` of a relative reference (written in full, resolved against the page's `loc`) or of an
 * absolute URL with characters to encode (`params.offset`: percent-encoded), and
 * `hreflang.missing-self` when the other pages agree on the page's code (`params.selfHreflang`) and it is
 * valid, `hreflang.not-reciprocal` when the page lists itself (`params.returnHreflang`: the return link,
 * added on the other page, the fix's `target`), `hreflang.set-mismatch` when the page lacks links of its
 * group's usual set under codes it does not use (`params.addable`), `hreflang.invalid-code` with a likely meant code
 * (`params.suggestion`: `ua` → `uk`, `en-UK` → `en-GB`).
 *
 * Thread-portable, no DOM.
 */

import type { Problem, UrlEntry } from "../model/types";
import { INVISIBLE_START } from "../validate/loc-rules";
import {
  fixGroupLinks,
  fixHreflangCode,
  fixImage,
  fixImageWithoutLoc,
  fixMissingSelf,
  fixNews,
  fixNewsLanguage,
  fixRelativeItemUrl,
  fixReturnLink,
  fixVideo,
} from "./extension-quick-fixes";
import { fixHtmlEntities } from "./html-entity-fix";
import { fixItemDate } from "./item-date-fix";
import {
  encodeOtherUrls,
  encodeWithinLimit,
  resolveAgainst,
  switchOwnMediaToHttps,
  toHttps,
  withoutFragment,
} from "./loc-fix-values";
import { fixMissingPublication } from "./news-defaults";
import { fixInvalidXmlChars } from "./text-char-fix";
import { fixDuplicateElement, fixUnknownElement } from "./unknown-element-fix";
import {
  fromDottedDate,
  fromHttpDate,
  thenZone,
  toChangefreq,
  toDecimalPoint,
  toFullDatetime,
  toPriorityInRange,
  withDateTimeT,
  withZone,
  withZoneColon,
} from "./value-fix-values";
import {
  fixContentLocPage,
  fixIsoDuration,
  fixRatingPoint,
  fixRelationshipCase,
  fixYesNo,
} from "./video-value-fixes";

/**
 * One quick fix: a stable `id` per kind of fix, a label for the UI, and the edit (returns a new entry).
 * `target`, when set, is the entry the fix edits instead of the problem's own, by its file's `name` and
 * index in `urls` (the return link of `hreflang.not-reciprocal` goes on the page linked to): `apply` is
 * then given that entry.
 */
export interface QuickFix {
  id: string;
  label: string;
  apply(entry: UrlEntry): UrlEntry;
  target?: { file: string; entry: number };
}

/** The protocol fields a value fix edits. */
type ValueKey = "loc" | "lastmod" | "changefreq" | "priority";

/**
 * The fix that rewrites `entry[key]` with `transform` (undefined = cannot fix), unless that changes
 * nothing. `apply` transforms the value of the entry it gets, so it also works on a later version; it
 * returns that entry itself when there is nothing to change there.
 */
function valueFix(
  entry: UrlEntry,
  key: ValueKey,
  transform: (value: string) => string | undefined,
  id: string,
  label: (value: string, fixed: string) => string,
): QuickFix | undefined {
  const value = entry[key];
  const fixed = value === undefined ? undefined : transform(value);
  if (value === undefined || fixed === undefined || fixed === value) return undefined;
  const apply = (current: UrlEntry): UrlEntry => {
    const before = current[key];
    // the value the fix was made for gets the value already worked out: a Fix all of 50,000 Cyrillic
    // URLs encoded each twice (0.3 s of its 0.85 s task in Chromium)
    const after = before === value ? fixed : before === undefined ? undefined : transform(before);
    return after === undefined || after === before ? current : { ...current, [key]: after };
  };
  return { id, label: label(value, fixed), apply };
}

/**
 * Points an index's child at the location the user gave the file of its name (`params.location`, set by
 * `index.child-missing` when that file is loaded elsewhere): what the export writes too. None for a child
 * that is simply not loaded.
 */
function fixMovedChild(problem: Problem, entry: UrlEntry): QuickFix | undefined {
  const location = problem.params?.location;
  if (typeof location !== "string") return undefined;
  const child = String(problem.params?.child ?? "");
  const label = () => `Point at ${child} where it is published: ${location}`;
  return valueFix(entry, "loc", () => location, "index.point-at-location", label);
}

/** Appends the file's usual zone (`params.offset`, `+03:00` or `Z`) when the check found one, else `+00:00`. */
function fixNoTimezone(problem: Problem, entry: UrlEntry): QuickFix | undefined {
  const usual = problem.params?.offset;
  if (typeof usual !== "string" || !/^(Z|[+-]\d{2}:\d{2})$/.test(usual)) {
    const label = () => "Add timezone +00:00 (UTC)";
    return valueFix(entry, "lastmod", (v) => withZone(v, "+00:00"), "lastmod.add-utc-offset", label);
  }
  const label = () => `Add timezone ${usual} (the file's usual offset)`;
  return valueFix(entry, "lastmod", (v) => withZone(v, usual), "lastmod.add-file-offset", label);
}

/**
 * `lastmod.invalid` written `DD.MM.YYYY[ hh:mm]`, with a space for the `T` or as an HTTP date (RFC 1123,
 * `fromHttpDate`): rewritten as W3C, and a time
 * left without a zone gets the file's usual one (`params.offset`, which the check puts on the problem) in
 * the same step, fix id `…-zone`: `2024-05-01 10:30` → `2024-05-01T10:30+03:00`. Without a usual zone the
 * time stays without one (its `lastmod.no-timezone` then says so and offers +00:00, which asserts UTC).
 */
function fixInvalidLastmod(problem: Problem, entry: UrlEntry): QuickFix | undefined {
  const usual = problem.params?.offset;
  const zone = typeof usual === "string" && /^(Z|[+-]\d{2}:\d{2})$/.test(usual) ? usual : undefined;
  const label = (_v: string, fixed: string) => `Write "${fixed}"`;
  for (const [rewrite, id] of [
    [fromDottedDate, "lastmod.from-dotted"],
    [withDateTimeT, "lastmod.date-time-t"],
    [fromHttpDate, "lastmod.from-http-date"],
  ] as const) {
    const plain = entry.lastmod === undefined ? undefined : rewrite(entry.lastmod);
    if (plain === undefined) continue;
    const zoned = thenZone(rewrite, zone);
    const withZoneId = zoned(entry.lastmod as string) !== plain ? `${id}-zone` : id;
    return valueFix(entry, "lastmod", zoned, withZoneId, label);
  }
  return undefined;
}

/** An absolute http(s) URL written as text right in a `url` or `sitemap` that has no `loc`. */
function fixTextAsLoc(problem: Problem, entry: UrlEntry): QuickFix | undefined {
  const text = problem.params?.value;
  if (entry.loc !== "" || typeof text !== "string" || !/^https?:\/\/[^\s<>"]+$/i.test(text)) return undefined;
  const apply = (current: UrlEntry): UrlEntry => (current.loc === "" ? { ...current, loc: text } : current);
  return { id: "loc.from-text", label: `Put "${text}" in <loc>`, apply };
}

/**
 * Switches an `http` loc to `https` when that is the scheme the problem expects (`params.expected`). Never
 * the other way: taking a secure URL to `http` is no safe, obvious fix (a site moving to https has most of
 * its URLs on http for a while, and the expected scheme may be a guess from them); the problem stays for
 * the user to decide.
 */
function fixScheme(problem: Problem, entry: UrlEntry): QuickFix | undefined {
  const expected = problem.params?.expected;
  if (expected !== "https") return undefined;
  // `:80` goes with `http` (kept, the https URL would be on port 80); another port is no fix
  const switchScheme = (value: string) => toHttps(value);
  const fix = valueFix(
    entry,
    "loc",
    switchScheme,
    `loc.switch-to-${expected}`,
    () => `Switch to ${expected}`,
  );
  if (!fix) return undefined;
  // the page's own images and videos go with it (its hreflang links follow the locs they point at)
  const host = /^\s*https?:\/\/([^/?#:@]+)/i.exec(entry.loc)?.[1];
  if (host === undefined) return fix;
  return { ...fix, apply: (current) => switchOwnMediaToHttps(fix.apply(current), host) };
}

/**
 * The fix of a `loc.other-host` whose host differs from the expected one only by `www.` (`params.host`,
 * `params.expected`: a move to or from `www.`, or an index left from before it): the host written as the
 * sitemap's, with or without `www.`, the rest of the URL as written (a Cyrillic host stays Cyrillic).
 */
function fixWwwHost(problem: Problem, entry: UrlEntry): QuickFix | undefined {
  const host = problem.params?.host;
  const expected = problem.params?.expected;
  if (typeof host !== "string" || typeof expected !== "string") return undefined;
  const adds = expected === `www.${host}`;
  if (!adds && host !== `www.${expected}`) return undefined;
  const switchHost = (value: string) => {
    const match = /^(\s*https?:\/\/)([^/?#@]+)/i.exec(value);
    if (!match) return undefined;
    const written = match[2];
    const bare = written.replace(/^www\./i, "");
    if (adds === (bare !== written)) return undefined;
    return `${match[1]}${adds ? `www.${written}` : bare}${value.slice(match[0].length)}`;
  };
  return valueFix(entry, "loc", switchHost, "loc.match-www-host", () => `Write the host as ${expected}`);
}

const ENCODE_LABEL = () =>
  "Encode the URL and the entry's hreflang and image URLs (a non-ASCII host in punycode, the rest percent-encoded)";

/**
 * The fix of `loc.unencoded-chars` and `loc.non-ascii`: the `loc` encoded (`encodeWithinLimit`), and with it
 * the entry's hreflang and image URLs (`encodeOtherUrls`). Offered when the `loc` can be encoded.
 */
function fixEncoding(entry: UrlEntry): QuickFix | undefined {
  // a URL behind an invisible character: encoding it would make it relative; its loc.invalid fix deletes it
  if (INVISIBLE_START.test(entry.loc)) return undefined;
  const fix = valueFix(entry, "loc", encodeWithinLimit, "loc.percent-encode", ENCODE_LABEL);
  if (!fix) return undefined;
  return { ...fix, apply: (current) => encodeOtherUrls(fix.apply(current)) };
}

/** Writes a relative `loc` in full, resolved against the file's location the check names (`params.base`). */
function fixRelative(problem: Problem, entry: UrlEntry): QuickFix | undefined {
  // a host written without its scheme: the scheme added, not the text resolved as a path under the host
  const schemeless = problem.params?.schemeless;
  if (typeof schemeless === "string") {
    const label = (_value: string, fixed: string) => `Add the scheme: ${fixed}`;
    const written = problem.params?.value;
    return valueFix(entry, "loc", (v) => (v === written ? schemeless : undefined), "loc.add-scheme", label);
  }
  const base = problem.params?.base;
  if (typeof base !== "string") return undefined;
  const label = (_value: string, fixed: string) => `Write the full URL: ${fixed}`;
  // the check names the location as the parser writes it (punycode): a value written in Cyrillic keeps
  // its form in full, as the file's other URLs have it
  const resolve = (v: string) => resolveAgainst(v, base, /[\u0080-\uffff]/.test(v));
  return valueFix(entry, "loc", resolve, "loc.resolve-relative", label);
}

/** Fix makers by problem code. */
const FIXES: Partial<Record<Problem["code"], (problem: Problem, entry: UrlEntry) => QuickFix | undefined>> = {
  "loc.whitespace": (_, entry) =>
    valueFix(
      entry,
      "loc",
      (v) => v.trim(),
      "loc.trim",
      () => "Trim whitespace",
    ),
  // only the loc.invalid of a full URL behind an invisible character (its param `invisible`)
  "loc.invalid": (problem, entry) =>
    problem.params?.invisible === undefined
      ? undefined
      : valueFix(
          entry,
          "loc",
          (v) => v.replace(INVISIBLE_START, ""),
          "loc.drop-invisible",
          () => "Delete the invisible characters before the URL",
        ),
  "loc.relative": fixRelative,
  "loc.unencoded-chars": (problem, entry) =>
    problem.params?.misread === undefined ? fixEncoding(entry) : undefined,
  // not in a file whose letters look like misread Cyrillic (`params.misread`): encoding would keep them
  "loc.non-ascii": (problem, entry) =>
    problem.params?.misread === undefined ? fixEncoding(entry) : undefined,
  "loc.other-scheme": fixScheme,
  "loc.other-host": fixWwwHost,
  "loc.fragment": (_, entry) =>
    valueFix(entry, "loc", withoutFragment, "loc.drop-fragment", () => "Remove the #fragment"),
  "priority.invalid": (_, entry) =>
    valueFix(
      entry,
      "priority",
      toDecimalPoint,
      "priority.decimal-point",
      (v, f) => `Write "${f}" instead of "${v}"`,
    ),
  "priority.out-of-range": (_, entry) =>
    valueFix(
      entry,
      "priority",
      toPriorityInRange,
      "priority.clamp",
      (v, f) => `Write "${f}" instead of "${v}"`,
    ),
  "lastmod.no-timezone": fixNoTimezone,
  "lastmod.invalid": fixInvalidLastmod,
  "lastmod.imprecise": (_, entry) =>
    valueFix(entry, "lastmod", toFullDatetime, "lastmod.add-seconds", (_v, f) => `Write "${f}"`),
  "lastmod.bad-timezone": (_, entry) =>
    valueFix(entry, "lastmod", withZoneColon, "lastmod.zone-colon", (_v, f) => `Write "${f}"`),
  "changefreq.invalid": (_, entry) =>
    valueFix(
      entry,
      "changefreq",
      toChangefreq,
      /^[a-z]/i.test(entry.changefreq?.trim() ?? "") ? "changefreq.lowercase" : "changefreq.from-russian",
      (_v, f) => `Write "${f}"`,
    ),
  "xml.unexpected-text": fixTextAsLoc,
  "image.deprecated": fixImage,
  "image.loc-invalid": fixRelativeItemUrl,
  "image.loc-missing": fixImageWithoutLoc,
  "hreflang.href-invalid": fixRelativeItemUrl,
  "video.deprecated": fixVideo,
  "news.deprecated": fixNews,
  "news.language-invalid": fixNewsLanguage,
  "hreflang.missing-self": fixMissingSelf,
  "hreflang.not-reciprocal": fixReturnLink,
  "hreflang.set-mismatch": fixGroupLinks,
  "hreflang.invalid-code": fixHreflangCode,
  "index.child-missing": fixMovedChild,
  "xml.undefined-entity": fixHtmlEntities,
  "xml.unknown-element": fixUnknownElement,
  "xml.duplicate-element": fixDuplicateElement,
  "xml.malformed": fixInvalidXmlChars,
  "news.date-invalid": fixItemDate,
  "news.required-missing": fixMissingPublication,
  "video.date-invalid": fixItemDate,
  "video.yes-no-invalid": fixYesNo,
  "video.duration-invalid": fixIsoDuration,
  "video.content-loc-not-media": fixContentLocPage,
  "video.rating-invalid": fixRatingPoint,
  "video.restriction-invalid": fixRelationshipCase,
  "video.platform-invalid": fixRelationshipCase,
};

/**
 * The quick fix of `problem` on `entry` (the entry the problem is about), or undefined when the problem
 * has none or the fix would not change the entry (it was already edited, say). `apply` returns a new entry
 * and never mutates its argument; apply it to `entry` or to a later version of the same entry.
 * @example
 * const fix = getQuickFix(problem, file.urls[problem.entry]);
 * if (fix) urls[problem.entry] = fix.apply(urls[problem.entry]);
 */
export function getQuickFix(problem: Problem, entry: UrlEntry): QuickFix | undefined {
  return FIXES[problem.code]?.(problem, entry);
}

/** True when problems of `code` may have a quick fix (`getQuickFix` answers undefined for every other code). */
export function hasQuickFix(code: string): boolean {
  return Object.hasOwn(FIXES, code);
}
