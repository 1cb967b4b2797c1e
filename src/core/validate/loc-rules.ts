/**
 * The `loc` rules: presence, length, characters, syntax, scheme, host, and place relative to the file's
 * location. A `loc` already in WHATWG form (nearly all) is recognised by one regular expression and not
 * parsed (`loc-url.ts`); any other is parsed with the WHATWG `URL` class once. Either way the parsed URL
 * (`LocUrl`) is handed back so later rules (duplicates, extensions) never parse it again.
 *
 * One fault, one code (CONTRACT.md): an empty `loc` is `loc.missing` only; host, scheme and scope are
 * compared only for a `loc` that parsed as an absolute http(s) URL; scope only when host and scheme match.
 * Sources: sitemaps.org protocol (https://www.sitemaps.org/protocol.html#location), the XSD's anyURI length
 * facets, RFC 3986, RFC 1035 §2.3.4. Thread-portable, no DOM.
 */
import { MAX_LOC_LENGTH, MIN_LOC_LENGTH } from "../limits";
import type { Problem } from "../model/types";
import { type CheckContext, type LocReference, type PlacedEntry, placeOf, report } from "./check-context";
import {
  dropHostCharFaults,
  getBadHostChars,
  getHostFault,
  getRawHost,
  hasForbiddenHostChar,
  isIdnHost,
} from "./loc-host";
import { checkLocText } from "./loc-text-rules";
import { getCanonicalLocUrl, getCanonicalLocUrlAt, type LocUrl, withUpperPercentHex } from "./loc-url";

/** An entry that has a `loc`: a `UrlEntry` or a `SitemapRef`. */
export type LocEntry = PlacedEntry & { loc: string };

/** Which code a `loc` outside the file's directory gets: urls and index children differ (CONTRACT.md). */
export type ScopeCode = "loc.outside-scope" | "index.child-outside-scope";

/** True for a character that may follow the first letter of a URI scheme: letter, digit, `+`, `-`, `.`. */
function isSchemeChar(c: number): boolean {
  const lower = c | 0x20;
  return (lower >= 97 && lower <= 122) || (c >= 48 && c <= 57) || c === 43 || c === 45 || c === 46;
}

/** Offset of the `:` ending a URI scheme at the start of `loc` (RFC 3986 §3.1), or -1 when there is none. */
function getSchemeEnd(loc: string): number {
  const first = loc.charCodeAt(0) | 0x20;
  if (!(first >= 97 && first <= 122)) return -1;
  for (let i = 1; i < loc.length; i++) {
    const c = loc.charCodeAt(i);
    if (c === 58) return i;
    if (!isSchemeChar(c)) return -1;
  }
  return -1;
}

/**
 * Characters that do not show, at the start of a `loc`: no-break and other Unicode spaces, zero-width
 * characters and U+FEFF (a byte order mark of a file joined in the middle of another). XML does not trim
 * them as whitespace, and a URL cannot begin with them.
 */
export const INVISIBLE_START = /^[\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff]+/;

/** `U+FEFF` for the character `char`. */
function toCodePointName(char: string): string {
  return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
}

/**
 * `loc` written without its scheme (`shop.example.ru/novaya`, `www.example.ru/a`) in full, with the scheme
 * of the file's reference (`https://shop.example.ru/novaya`): when it starts with `www.` or with the
 * reference's host (`www.` or not), so a relative path that merely holds a dot (`page.html`,
 * `index.php/about`) is not taken for a host. Undefined otherwise.
 */
function getSchemelessUrl(loc: string, reference: CheckContext["reference"]): string | undefined {
  const text = loc.trim().replace(/^\/\//, "");
  const written = /^[^/?#\s]+/.exec(text)?.[0].replace(/:\d+$/, "");
  if (written === undefined || !written.includes(".")) return undefined;
  // as the reference holds it: `магазин.рф` is `xn--80aairftm.xn--p1ai`, `Shop.Example.RU` lower case
  let host: string;
  try {
    host = new URL(`http://${written}/`).hostname;
  } catch {
    return undefined;
  }
  const bare = (name: string) => name.replace(/^www\./, "");
  const ours = reference !== undefined && bare(reference.host.replace(/:\d+$/, "")) === bare(host);
  if (!ours && !host.startsWith("www.")) return undefined;
  return `${reference?.protocol ?? "https:"}//${text}`;
}

/** A host with a port and no scheme (`shop.example.ru:8080/x`): its "scheme" holds a dot, a port follows. */
const HOST_WITH_PORT = /^[^:/?#\s]*\.[^:/?#\s]*:\d+(?:[/?#]|$)/;

/** `loc.relative` of `entry`'s loc, with `base` and `schemeless` when known. NOTE: mutates `out`. */
function reportRelative(entry: LocEntry, index: number, ctx: CheckContext, out: Problem[]): void {
  const loc = entry.loc;
  // the location it would be resolved against (its quick fix): the file's own, given or guessed
  const params: Record<string, string> = { value: loc };
  if (ctx.locationHref) params.base = ctx.locationHref;
  const full = getSchemelessUrl(loc, ctx.reference);
  if (full !== undefined) params.schemeless = full;
  const place = placeOf(entry, index, "loc", params);
  const message =
    full !== undefined
      ? `loc "${loc}" has no scheme; write it in full: ${full}`
      : `loc "${loc}" is a relative URL; write it in full, with scheme and host`;
  report(ctx, out, "loc.relative", message, place);
}

/**
 * Parses `loc` as an absolute http(s) URL, reporting `loc.relative` (param `base`: the file's location, when
 * known, for its quick fix; `schemeless`: the URL in full when it was written without its scheme, host
 * first, `getSchemelessUrl`), `loc.scheme`, `loc.invalid` (also for a
 * full URL behind an invisible character, `INVISIBLE_START`, param `invisible`: `U+FEFF`) or (for a host the
 * parser refuses as an IDN) `loc.bad-host`. Returns the URL, or undefined after a problem.
 * NOTE: mutates `out`.
 */
function parseLoc(entry: LocEntry, index: number, ctx: CheckContext, out: Problem[]): URL | undefined {
  const loc = entry.loc;
  const schemeEnd = getSchemeEnd(loc);
  const invisible = schemeEnd < 0 ? INVISIBLE_START.exec(loc)?.[0] : undefined;
  if (invisible && getSchemeEnd(loc.slice(invisible.length)) >= 0) {
    // not a relative URL: a full one behind a character no one sees (a BOM of a joined file, a no-break space)
    const characters = [...invisible].map(toCodePointName).join(" ");
    const place = placeOf(entry, index, "loc", { value: loc, invisible: characters });
    report(
      ctx,
      out,
      "loc.invalid",
      `loc "${loc}" begins with an invisible character (${characters}) before its scheme; delete it`,
      place,
    );
    return undefined;
  }
  if (schemeEnd < 0) {
    reportRelative(entry, index, ctx, out);
    return undefined;
  }
  const scheme = loc.slice(0, schemeEnd).toLowerCase();
  if (scheme !== "http" && scheme !== "https") {
    // `shop.example.ru:8080/x`: a host and its port, no scheme
    if (HOST_WITH_PORT.test(loc)) {
      reportRelative(entry, index, ctx, out);
      return undefined;
    }
    const place = placeOf(entry, index, "loc", { value: loc, scheme });
    report(
      ctx,
      out,
      "loc.scheme",
      `loc "${loc}" uses the scheme "${scheme}"; only http and https are allowed`,
      place,
    );
    return undefined;
  }
  let url: URL | undefined;
  try {
    url = new URL(loc);
  } catch {
    url = undefined;
  }
  // a host with a code point WHATWG forbids in one (a space, "<", "|"): Chromium's parser accepts some of
  // them (`exa%20mple.com`), Node's does not; refused here so the verdict is the same in every runtime
  if (url && hasForbiddenHostChar(getRawHost(loc, schemeEnd))) url = undefined;
  // WHATWG accepts "https:example.com" and "https:/example.com"; RFC 3986 wants "//" before the host
  if (url && loc.startsWith("//", schemeEnd + 1)) return url;
  const host = url ? "" : getRawHost(loc, schemeEnd);
  // "�" in the host: bytes misread (a windows-1251 file declared UTF-8), which `file.invalid-utf8` or
  // `file.not-utf8` says; a DNS or IDN fault of the misread text would point at the wrong cause
  if (host.includes("\uFFFD")) return undefined;
  if (isIdnHost(host)) {
    const place = placeOf(entry, index, "loc", { value: loc, host });
    report(ctx, out, "loc.bad-host", `loc "${loc}" has the host "${host}", which is not a valid IDN`, place);
  } else {
    // a host with characters no host can have (`example.com&`, `a b.com`): said, not "not a full URL"
    const hostChars = url ? "" : getBadHostChars(host);
    const params: Record<string, string> = { value: loc };
    if (hostChars) Object.assign(params, { host, hostChars });
    const place = placeOf(entry, index, "loc", params);
    const why = hostChars ? `: its host "${host}" has ${hostChars}` : "";
    report(ctx, out, "loc.invalid", `loc "${loc}" is not a valid absolute URL${why}`, place);
  }
  return undefined;
}

/** Reports `loc.too-long` and `loc.too-short` (the XSD's anyURI facets, in characters). */
function checkLocLength(entry: LocEntry, index: number, ctx: CheckContext, out: Problem[]): void {
  const length = entry.loc.length;
  if (length > MAX_LOC_LENGTH) {
    const place = placeOf(entry, index, "loc", { value: entry.loc, length, limit: MAX_LOC_LENGTH });
    report(
      ctx,
      out,
      "loc.too-long",
      `loc is ${length} characters long; the limit is ${MAX_LOC_LENGTH}`,
      place,
    );
  } else if (length < MIN_LOC_LENGTH) {
    const place = placeOf(entry, index, "loc", { value: entry.loc, length, limit: MIN_LOC_LENGTH });
    report(
      ctx,
      out,
      "loc.too-short",
      `loc "${entry.loc}" is ${length} characters long; at least ${MIN_LOC_LENGTH} are needed`,
      place,
    );
  }
}

/** The last host found sound, so a file of one host checks its host once. */
let lastSoundHost = "";

/**
 * Reports `loc.credentials`, `loc.bad-host` and `loc.fragment` of a parsed `loc`; `host` is `url.host`.
 * URL getters allocate, so each is read only when the raw text says it may matter. A `canonical` `loc`
 * (`getCanonicalLocUrl`) has neither user info nor a fragment.
 */
function checkLocParts(
  url: LocUrl,
  host: string,
  entry: LocEntry,
  index: number,
  ctx: CheckContext,
  out: Problem[],
  canonical: boolean,
) {
  const loc = entry.loc;
  if (!canonical && loc.includes("@") && (url.username !== "" || url.password !== "")) {
    const place = placeOf(entry, index, "loc", { value: loc });
    report(ctx, out, "loc.credentials", `loc "${loc}" contains a user name or password`, place);
  }
  if (host !== lastSoundHost && !loc.includes("\uFFFD")) {
    const hostFault = getHostFault(url.hostname);
    if (hostFault === "") lastSoundHost = host;
    else {
      const place = placeOf(entry, index, "loc", { value: loc, host: url.hostname });
      report(ctx, out, "loc.bad-host", `loc "${loc}" has the host "${url.hostname}": ${hostFault}`, place);
    }
  }
  if (!canonical && loc.includes("#")) {
    // quoted as written (`#раздел`), not as the parser encodes it (`#%D1%80…`)
    const place = placeOf(entry, index, "loc", { value: loc, fragment: loc.slice(loc.indexOf("#")) });
    report(ctx, out, "loc.fragment", `loc "${loc}" has a #fragment, which search engines drop`, place);
  }
}

/**
 * Reports `loc.other-host`, else `loc.other-scheme`, else the scope code, against the context's reference.
 * Host and scheme are WHATWG-serialised on both sides (host case and default port do not matter).
 */
function checkLocPlace(
  url: LocUrl,
  host: string,
  entry: LocEntry,
  index: number,
  ctx: CheckContext,
  out: Problem[],
  scopeCode: ScopeCode,
) {
  const ref = ctx.reference;
  if (!ref) return;
  const loc = entry.loc;
  const fromLocation = ref.from === "location";
  const where = fromLocation ? "the sitemap's location" : "most entries of the file";
  if (host !== ref.host) {
    const place = placeOf(entry, index, "loc", { value: loc, host, expected: ref.host });
    const message = `loc "${loc}" is on host "${host}", but ${where} ${fromLocation ? "is" : "are"} on "${ref.host}"`;
    report(ctx, out, "loc.other-host", message, place);
    return;
  }
  const protocol = url.protocol;
  if (protocol !== ref.protocol) {
    const scheme = protocol.slice(0, -1);
    const expected = ref.protocol.slice(0, -1);
    const place = placeOf(entry, index, "loc", { value: loc, scheme, expected });
    const uses = fromLocation ? "uses" : "use";
    report(
      ctx,
      out,
      "loc.other-scheme",
      `loc "${loc}" uses ${scheme}, but ${where} ${uses} ${expected}`,
      place,
    );
  } else if (ref.scope !== undefined && !url.pathname.startsWith(ref.scope)) {
    reportOutsideScope(entry, index, ctx, out, scopeCode);
  }
}

/**
 * True when the path of `href` (which starts with the reference's origin and `/`) starts with the reference's
 * scope. The scope ends in `/` and holds no `?` or `#`, so comparing from the path's start is exact.
 */
function isInScope(href: string, ref: LocReference): boolean {
  return ref.scope === undefined || href.startsWith(ref.scope, ref.origin.length);
}

/** Reports the scope code (`loc.outside-scope` or `index.child-outside-scope`). NOTE: mutates `out`. */
function reportOutsideScope(
  entry: LocEntry,
  index: number,
  ctx: CheckContext,
  out: Problem[],
  scopeCode: ScopeCode,
) {
  const scope = ctx.reference?.scope ?? "/";
  const place = placeOf(entry, index, "loc", { value: entry.loc, scope });
  report(ctx, out, scopeCode, `loc "${entry.loc}" is not under the sitemap's directory "${scope}"`, place);
}

/**
 * The common case without URL getters (each allocates): `href` starts with the reference's origin and a
 * `/`, so scheme and host match. Returns false when the slow path must decide.
 */
function isAtReferenceOrigin(href: string, ref: LocReference | undefined): ref is LocReference {
  if (ref === undefined || href.charCodeAt(ref.origin.length) !== 47) return false;
  // a loop, not `startsWith`: the builtin costs more than the comparison on Node 20 (50,000 calls a file)
  const origin = ref.origin;
  for (let i = origin.length - 1; i >= 0; i--) if (href.charCodeAt(i) !== origin.charCodeAt(i)) return false;
  return true;
}

/**
 * Runs every `loc` rule on `entry` and returns the parsed URL, or undefined when the `loc` is empty, relative,
 * not http(s) or not parsable. `scopeCode` is `loc.outside-scope` for urls, `index.child-outside-scope` for
 * index children. A `loc` already in WHATWG form has no text or syntax fault and is not parsed
 * (`getCanonicalLocUrl`). `loc.too-short` is said only of a URL that parses (one fault, one code: `/a` is
 * `loc.relative`, not also too short). NOTE: mutates `out`.
 */
export function checkLoc(
  entry: LocEntry,
  index: number,
  ctx: CheckContext,
  out: Problem[],
  scopeCode: ScopeCode,
): LocUrl | undefined {
  if (entry.loc === "") {
    report(ctx, out, "loc.missing", "loc is missing or empty", placeOf(entry, index, "loc", { value: "" }));
    return undefined;
  }
  const url = checkLocUrl(entry, index, ctx, out, scopeCode);
  if (url !== undefined || entry.loc.length > MAX_LOC_LENGTH) checkLocLength(entry, index, ctx, out);
  return url;
}

/** `checkLoc` after the empty case, without the length facets. NOTE: mutates `out`. */
function checkLocUrl(
  entry: LocEntry,
  index: number,
  ctx: CheckContext,
  out: Problem[],
  scopeCode: ScopeCode,
): LocUrl | undefined {
  const ref = ctx.reference;
  if (ref !== undefined) {
    // the common case: canonical, at the reference's origin and in its scope; only the host may be at fault
    const at = getCanonicalLocUrlAt(entry.loc, ref);
    if (at !== undefined) {
      if (ref.host !== lastSoundHost) checkLocParts(at, ref.host, entry, index, ctx, out, true);
      return at;
    }
  }
  let url = getCanonicalLocUrl(entry.loc);
  const canonical = url !== undefined;
  if (url === undefined) {
    const textFaults = out.length;
    checkLocText(entry, index, ctx, out);
    const parsed = parseLoc(entry, index, ctx, out);
    if (!parsed) {
      dropHostCharFaults(out, textFaults);
      return undefined;
    }
    // `%d0%ba` and `%D0%BA` are one URL (RFC 3986 §6.2.2.1): duplicates and hreflang compare the key
    url = withUpperPercentHex(parsed);
  }
  const href = url.href;
  if (isAtReferenceOrigin(href, ref)) {
    checkLocParts(url, ref.host, entry, index, ctx, out, canonical);
    if (!isInScope(href, ref)) reportOutsideScope(entry, index, ctx, out, scopeCode);
    return url;
  }
  const host = url.host;
  const before = out.length;
  checkLocParts(url, host, entry, index, ctx, out, canonical);
  // one fault, one code: a host no DNS name can be (`loc.bad-host`) is not also "another host"
  if (!out.slice(before).some((p) => p.code === "loc.bad-host"))
    checkLocPlace(url, host, entry, index, ctx, out, scopeCode);
  return url;
}
