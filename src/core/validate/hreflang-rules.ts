/**
 * Rules on one `url`'s `xhtml:link rel="alternate"` links (Google's localized versions):
 * `hreflang.invalid-code`, `hreflang.href-invalid`, `hreflang.duplicate-code`. The rules across entries
 * (self link, reciprocity, sets, targets) are in `hreflang-set-rules.ts`.
 *
 * Source: https://developers.google.com/search/docs/specialty/international/localized-versions
 * ("Sitemap" method: each `url` lists every version, itself included). Thread-portable, no DOM.
 */
import type { Alternate, Problem, UrlEntry } from "../model/types";
import { type CheckContext, report } from "./check-context";
import { placeOfItem } from "./extension-helpers";
import { getHreflangFault, suggestHreflangCode } from "./language-codes";
import type { LocUrl } from "./loc-url";
import { findUnencodedChar, getHttpUrlKey, isHttpUrl } from "./url-key";

/** Codes already checked and found valid: a file repeats the same few codes on every entry. */
const VALID_CODES = new Set<string>();

/** The valid code last seen at each link position, looked at before the Set (`recentHrefs` likewise). */
const recentCodes: string[] = new Array<string>(8).fill("en"); // a valid code in every slot from the start

/**
 * `hreflang.invalid-code` of one alternate (`alternates[i]`); `params.suggestion` is the valid code its
 * writer most likely meant (`suggestHreflangCode`: `ua` → `uk`), when there is one, and `params.taken` the
 * href of another link of the page that already has that code (`ua` beside a `uk` link: writing `uk` would
 * give `uk` two URLs, `hreflang.duplicate-code`). NOTE: mutates `out`.
 */
function checkCode(
  alternates: readonly Alternate[],
  i: number,
  index: number,
  ctx: CheckContext,
  out: Problem[],
): void {
  const alternate = alternates[i];
  const value = alternate.hreflang;
  // the reader makes one string of each short value: `===` is mostly an identity test here
  if (i < recentCodes.length && recentCodes[i] === value) return;
  if (VALID_CODES.has(value)) {
    if (i < recentCodes.length) recentCodes[i] = value;
    return;
  }
  const fault = getHreflangFault(value);
  if (fault === "") {
    if (VALID_CODES.size < 10_000) VALID_CODES.add(value);
    if (i < recentCodes.length) recentCodes[i] = value;
    return;
  }
  const suggestion = suggestHreflangCode(value);
  const params: Record<string, string> = { value };
  if (suggestion !== undefined) params.suggestion = suggestion;
  const taken =
    suggestion === undefined
      ? undefined
      : alternates.find((other, k) => k !== i && isSameCode(other.hreflang, suggestion));
  if (taken !== undefined) params.taken = taken.href;
  const place = placeOfItem(index, `alternates[${i}].hreflang`, alternate, params);
  const hint =
    suggestion === undefined
      ? ""
      : `; did you mean "${suggestion}"?${taken === undefined ? "" : ` ("${suggestion}" is already on the link to ${taken.href})`}`;
  report(
    ctx,
    out,
    "hreflang.invalid-code",
    `hreflang "${value}" is not a valid code: ${fault}${hint}`,
    place,
  );
}

/** True when `text` is all ASCII. */
function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) >= 0x80) return false;
  return true;
}

/**
 * True when two codes are equal ignoring case, as `a.toLowerCase() === b.toLowerCase()` says, without
 * lower-casing ASCII codes (the usual ones). Lower-casing maps ASCII to ASCII one for one, so ASCII text
 * decides up to the first non-ASCII character; from there `toLowerCase` does (it may change the length).
 */
function isSameCode(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return !(isAscii(a) && isAscii(b)) && a.toLowerCase() === b.toLowerCase();
  for (let i = 0; i < a.length; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x >= 0x80 || y >= 0x80) return a.toLowerCase() === b.toLowerCase();
    if (x !== y && (x | 0x20) !== (y | 0x20)) return false;
    if (x !== y && !((x | 0x20) >= 97 && (x | 0x20) <= 122)) return false;
  }
  return true;
}

/** The first of `alternates[0..i)` whose code equals that of `alternates[i]` ignoring case, or -1. */
function findSameCode(alternates: readonly Alternate[], i: number): number {
  const code = alternates[i].hreflang;
  for (let j = 0; j < i; j++) if (isSameCode(alternates[j].hreflang, code)) return j;
  return -1;
}

/** The WHATWG href of alternate `i` of `entry` (its raw text when unparsable); `url` is the page's parsed loc. */
function getAlternateKey(entry: UrlEntry, i: number, url: LocUrl | undefined): string {
  const href = entry.alternates[i].href;
  // the link to the page itself is as valid as the page's loc, which the loc rules parsed already
  if (url !== undefined && href === entry.loc) return url.href;
  return getHttpUrlKey(href) ?? href;
}

/**
 * `hreflang.duplicate-code`: a code (case-insensitive) seen before in the same `url` with another href
 * (compared WHATWG-serialised, raw text where unparsable); reported on the later link. A few links per
 * page: pairwise, with no Map per page, and hrefs serialised only for codes listed twice (rare).
 */
function checkDuplicates(
  entry: UrlEntry,
  url: LocUrl | undefined,
  index: number,
  ctx: CheckContext,
  out: Problem[],
): void {
  const alternates = entry.alternates;
  for (let i = 1; i < alternates.length; i++) {
    const first = findSameCode(alternates, i);
    if (first < 0 || getAlternateKey(entry, first, url) === getAlternateKey(entry, i, url)) continue;
    const params = {
      value: alternates[i].hreflang,
      href: alternates[i].href,
      otherHref: alternates[first].href,
    };
    const message = `hreflang "${alternates[i].hreflang}" is listed twice, for "${alternates[first].href}" and "${alternates[i].href}"`;
    report(
      ctx,
      out,
      "hreflang.duplicate-code",
      message,
      placeOfItem(index, `alternates[${i}].hreflang`, alternates[i], params),
    );
  }
}

/** Links per page whose last valid href is kept (`recentHrefs`). */
const RECENT_LINKS = 8;

/**
 * The last href found valid at each link position: the pages of an hreflang group list the same hrefs in
 * the same order, and the reader makes them one string (`fast-shared-slices.ts`), so `===` tells a repeat at
 * once and the href is not matched again. Only valid hrefs are kept: a hit needs no other check (empty slots
 * are undefined, never "", which an empty href would match).
 */
const recentHrefs: (string | undefined)[] = new Array<string | undefined>(RECENT_LINKS).fill(undefined);

/**
 * The hreflang rules of one entry: each link's code and href, and codes repeated with different hrefs.
 * `hreflang.missing-self` needs the other entries (to suggest the page's own code) and is a set rule.
 * NOTE: mutates `out`.
 */
export function checkHreflang(
  entry: UrlEntry,
  index: number,
  ctx: CheckContext,
  out: Problem[],
  url: LocUrl | undefined,
): void {
  const alternates = entry.alternates;
  // every hreflang rule has the same profile (Google): one look-up skips them all
  if (alternates.length === 0 || !ctx.active.has("hreflang.invalid-code")) return;
  for (let i = 0; i < alternates.length; i++) {
    const alternate = alternates[i];
    checkCode(alternates, i, index, ctx, out);
    // validity only, which a plain host tells without scanning the path; the link to the page itself is as
    // valid as the page's loc, which the loc rules parsed already
    const href = alternate.href;
    if (i < RECENT_LINKS && recentHrefs[i] === href) continue;
    const valid = isHttpUrl(href);
    // the parser encodes a space or `|` itself; the href as written is still no valid URI
    const offset = valid ? findUnencodedChar(href) : -1;
    if (valid && offset < 0) {
      if (i < RECENT_LINKS) recentHrefs[i] = href;
      continue;
    }
    // the page itself: its loc's own rules tell, and their fix encodes the links with it
    if (href === entry.loc && (url !== undefined || valid)) continue;
    const params: Record<string, string | number> = offset < 0 ? { value: href } : { value: href, offset };
    const place = placeOfItem(index, `alternates[${i}].href`, alternate, params);
    const what =
      href === ""
        ? "has no href"
        : offset < 0
          ? `href "${href}" is not an absolute http(s) URL`
          : `href "${href}" has characters that must be percent-encoded`;
    report(ctx, out, "hreflang.href-invalid", `the alternate for "${alternate.hreflang}" ${what}`, place);
  }
  if (alternates.length > 1) checkDuplicates(entry, url, index, ctx, out);
}
