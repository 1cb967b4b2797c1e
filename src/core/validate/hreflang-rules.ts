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
import { getHreflangFault } from "./language-codes";
import type { LocUrl } from "./loc-url";
import { getHttpUrlKey } from "./url-key";

/** Codes already checked and found valid: a file repeats the same few codes on every entry. */
const VALID_CODES = new Set<string>();

/** `hreflang.invalid-code` of one alternate. NOTE: mutates `out`. */
function checkCode(alternate: Alternate, i: number, index: number, ctx: CheckContext, out: Problem[]): void {
  const value = alternate.hreflang;
  if (VALID_CODES.has(value)) return;
  const fault = getHreflangFault(value);
  if (fault === "") {
    if (VALID_CODES.size < 10_000) VALID_CODES.add(value);
    return;
  }
  const place = placeOfItem(index, `alternates[${i}].hreflang`, alternate, { value });
  report(ctx, out, "hreflang.invalid-code", `hreflang "${value}" is not a valid code: ${fault}`, place);
}

/**
 * `hreflang.duplicate-code`: a code (case-insensitive) seen before in the same `url` with another href;
 * reported on the later link. `keys` are the links' WHATWG hrefs (raw text where unparsable).
 */
function checkDuplicates(
  entry: UrlEntry,
  keys: readonly string[],
  index: number,
  ctx: CheckContext,
  out: Problem[],
): void {
  const alternates = entry.alternates;
  const seen = new Map<string, number>();
  for (let i = 0; i < alternates.length; i++) {
    const code = alternates[i].hreflang.toLowerCase();
    const first = seen.get(code);
    if (first === undefined) {
      seen.set(code, i);
      continue;
    }
    if (keys[first] === keys[i]) continue;
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
  const keys = new Array<string>(alternates.length);
  for (let i = 0; i < alternates.length; i++) {
    const alternate = alternates[i];
    checkCode(alternate, i, index, ctx, out);
    // the link to the page itself is as valid as the page's loc, which the loc rules parsed already
    const key = url !== undefined && alternate.href === entry.loc ? url.href : getHttpUrlKey(alternate.href);
    keys[i] = key ?? alternate.href;
    if (key !== undefined) continue;
    const place = placeOfItem(index, `alternates[${i}].href`, alternate, { value: alternate.href });
    const what =
      alternate.href === "" ? "has no href" : `href "${alternate.href}" is not an absolute http(s) URL`;
    report(ctx, out, "hreflang.href-invalid", `the alternate for "${alternate.hreflang}" ${what}`, place);
  }
  if (alternates.length > 1) checkDuplicates(entry, keys, index, ctx, out);
}
