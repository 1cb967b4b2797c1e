/**
 * What the checks of one file need to know: the file's name, the reference its `loc`s are compared with,
 * the rules switched on by the chosen engines, and "now". Built once per file, read by every rule.
 *
 * Thread-portable, no DOM: plain data plus the WHATWG `URL` class. No closures over app state, so the UI,
 * a Web Worker and Node build the same context from the same file.
 */

import { getUsualNewsPublication } from "../edit/news-defaults";
import { type FieldPositions, getFieldPosition } from "../model/field-positions";
import { createProblem, type ProblemPlace } from "../model/problem";
import type {
  Engine,
  Problem,
  SitemapFile,
  SitemapFormat,
  SourcePosition,
  UrlEntry,
  UrlField,
} from "../model/types";
import { ALL_ENGINES } from "../model/types";
import { findCommonOrigin } from "./common-reference";
import { isRuleActive, RULES, type RuleCode } from "./rule-catalogue";
import { toUpperPercentHex } from "./url-key";

/** Options of `checkSitemaps` and `createCheckContext`. */
export interface CheckOptions {
  /** Engines whose profile is on; default all three. Protocol rules are always on (CONTRACT.md). */
  engines?: Engine[];
  /** The time `lastmod.future` compares with; default the current time. */
  now?: Date;
}

/**
 * The scheme and host every `loc` of a file is compared with (`loc.other-host`, `loc.other-scheme`) and,
 * when the file's location is known, the directory its entries must lie under (`loc.outside-scope`,
 * `index.child-outside-scope`). `protocol` and `host` are WHATWG-serialised (`"https:"`, `"www.example.com"`,
 * port kept only when not the default).
 */
export interface LocReference {
  readonly protocol: string;
  readonly host: string;
  /** Path of the file's directory, ending in `/` (`/catalog/`); absent without a location. */
  readonly scope?: string;
  /** `location`: the file's own URL; `common`: the scheme and host most common among its entries. */
  readonly from: "location" | "common";
  /** `protocol//host` (`https://www.example.com`): a `loc` whose `href` starts with it plus `/` matches. */
  readonly origin: string;
}

/** Everything a rule reads besides the entry itself. Build it with `createCheckContext`. */
export interface CheckContext {
  /** The file's `name`, copied into every problem. */
  readonly file: string;
  readonly format: SitemapFormat;
  /** WHATWG `href` of the file's location, when it is an absolute http(s) URL. */
  readonly locationHref?: string;
  /** Absent for robots.txt (its `Sitemap:` lines may point to any host) and for files with no usable URL. */
  readonly reference?: LocReference;
  /** Codes switched on by the chosen engines. */
  readonly active: ReadonlySet<RuleCode>;
  /**
   * True when Yandex is the only engine checked for: a message of a rule that is on for a standard as
   * well (`loc.non-ascii`, RFC 3987) then names no engine the user switched off as its reason.
   */
  readonly yandexOnly: boolean;
  /**
   * True when Yandex is switched off: a reading problem whose text gives Yandex as a reason
   * (`xml.unknown-element`, Yandex's "unknown tag") gets `params.yandexOff` (1) so it does not.
   */
  readonly yandexOff: boolean;
  /**
   * The Cyrillic encoding the file's letters look like when a West European code page or the other
   * Cyrillic one was declared over them (`file.not-utf8`'s `params.looks`: "êàòàëîã" or "ЙЮРЮКНЦ" is a
   * misread "каталог"), else undefined: its
   * `loc.non-ascii` problems then get no encoding fix, which would write the misread letters for good.
   */
  readonly misread: string | undefined;
  /** "Now" in milliseconds since the epoch. */
  readonly now: number;
  /**
   * The publication name and language most of the file's news give (`getUsualNewsPublication`; "" each
   * when none), counted when first asked: what `news.required-missing` suggests for a missing one. The
   * check session keeps an entry's problems while its file's context is unchanged, so a suggestion may be
   * that of an earlier check until the file is checked whole again.
   */
  readonly usualNews: () => { name: string; language: string };
}

const activeByProfile = new Map<string, ReadonlySet<RuleCode>>();

/** The codes active for `engines` (cached per engine set; there are at most eight). */
export function getActiveCodes(engines: readonly Engine[] = ALL_ENGINES): ReadonlySet<RuleCode> {
  const key = [...engines].sort().join(",");
  let active = activeByProfile.get(key);
  if (!active) {
    active = new Set(RULES.map((rule) => rule.code).filter((code) => isRuleActive(code, engines)));
    activeByProfile.set(key, active);
  }
  return active;
}

/** The parts of an absolute http(s) URL a context reads. */
interface HttpUrlParts {
  readonly protocol: string;
  readonly host: string;
  readonly pathname: string;
  readonly href: string;
}

/** `parseHttpUrl`'s answers by text: a check per edit parses the same file location again (0.1-0.2 ms each). */
const parsedUrls = new Map<string, HttpUrlParts | undefined>();
const MAX_PARSED_URLS = 256;

/** The parts of `text` when it parses as an absolute http(s) URL (WHATWG); otherwise undefined. */
function parseHttpUrl(text: string | undefined): HttpUrlParts | undefined {
  if (!text) return undefined;
  if (parsedUrls.has(text)) return parsedUrls.get(text);
  let parts: HttpUrlParts | undefined;
  try {
    const { protocol, host, pathname, href } = new URL(text);
    // percent-encodings in upper case, as the entries' keys (`toUpperPercentHex`): a scope `/%d0%ba/`
    // holds the loc `…/%D0%BA/x`
    parts =
      protocol === "http:" || protocol === "https:"
        ? { protocol, host, pathname: toUpperPercentHex(pathname), href: toUpperPercentHex(href) }
        : undefined;
  } catch {
    parts = undefined;
  }
  if (parsedUrls.size >= MAX_PARSED_URLS) parsedUrls.clear();
  parsedUrls.set(text, parts);
  return parts;
}

/** The scheme and host most common among `entries` (first to the top count wins a tie), or undefined. */
function getCommonReference(entries: readonly { loc: string }[]): LocReference | undefined {
  return toCommonReference(findCommonOrigin(entries));
}

/** The reference for the most common origin text `origin` (from `getOriginText`), or undefined. */
export function toCommonReference(origin: string): LocReference | undefined {
  const url = parseHttpUrl(origin);
  return url
    ? { protocol: url.protocol, host: url.host, from: "common", origin: `${url.protocol}//${url.host}` }
    : undefined;
}

/** True when `file`'s context takes its reference from its entries (no usable location, not robots.txt). */
export function needsCommonReference(file: SitemapFile): boolean {
  return file.format !== "robots" && parseHttpUrl(file.location) === undefined;
}

/**
 * The context for checking `file`'s entries one by one (`checkUrlEntry`, `checkSitemapRef`).
 *
 * The reference is the file's `location` when that is an absolute http(s) URL (scope = its directory);
 * otherwise the scheme and host most common among the file's entries, without a scope (CONTRACT.md,
 * "One fault, one code"). A robots.txt gets no reference: its `Sitemap:` lines may name any host
 * (sitemaps.org, "Sitemaps & Cross Submits"). Cost: O(n) string scans, one `new URL` per location text.
 * The context is a snapshot: build a new one when the file's location, its format or the engines change
 * (or, for a file without a location, after edits that may change its most common host). `common`, when
 * given, stands in for that O(n) count (the check session keeps it up to date per edit). `robotsListed`:
 * a loaded robots.txt submits the file (`getRobotsListedFiles`), so a URL file gets no scope: its URLs may
 * lie anywhere on the site (sitemaps.org, "Sitemaps & Cross Submits"). A feed whose location is the app's
 * guess from its own `rel="self"` link (`SitemapFile.selfLink`, a CMS's `/feed/`) gets no scope either:
 * CONTRACT.md gives a file without a location given the host reference alone, and a feed's path is no
 * claim about the folder of its items.
 */
/** True when `file`'s location is a guess taken from its own `rel="self"` link (a feed's). */
function isSelfLinkGuess(file: SitemapFile): boolean {
  return file.locationGuessed === true && file.selfLink !== undefined && file.location === file.selfLink;
}

export function createCheckContext(
  file: SitemapFile,
  options: CheckOptions = {},
  common?: () => LocReference | undefined,
  robotsListed = false,
): CheckContext {
  const location = parseHttpUrl(file.location);
  let reference: LocReference | undefined;
  if (file.format !== "robots") {
    reference = location
      ? {
          protocol: location.protocol,
          host: location.host,
          scope:
            (robotsListed && file.format !== "sitemapindex") || isSelfLinkGuess(file)
              ? undefined
              : location.pathname.slice(0, location.pathname.lastIndexOf("/") + 1),
          from: "location",
          origin: `${location.protocol}//${location.host}`,
        }
      : common
        ? common()
        : getCommonReference(file.format === "sitemapindex" ? file.sitemaps : file.urls);
  }
  const ctx: CheckContext = {
    file: file.name,
    format: file.format,
    locationHref: location?.href,
    reference,
    active: getActiveCodes(options.engines),
    yandexOnly:
      options.engines?.includes("yandex") === true && options.engines.every((engine) => engine === "yandex"),
    yandexOff: options.engines !== undefined && !options.engines.includes("yandex"),
    misread: getMisreadEncoding(file),
    now: (options.now ?? new Date()).getTime(),
    usualNews: makeUsualNews(file.urls),
  };
  // Kept so a context is always alive: V8 drops the hidden class of contexts once none is, and with it every
  // optimised rule that reads one (a "weak objects" deoptimisation per check call, 2x slower checks).
  lastContext.ctx = ctx;
  return ctx;
}

/**
 * `CheckContext.misread` of `file`: the `looks` of its `file.not-utf8`, when it has one. Reading problems
 * come in reading order, gzip, size and encoding (`file.*`) before the content's: the search stops at the
 * first of those (a context is made per edit, and a file may hold 150,000 reading problems).
 */
function getMisreadEncoding(file: SitemapFile): string | undefined {
  for (const problem of file.problems) {
    if (!problem.code.startsWith("file.")) return undefined;
    const looks = problem.code === "file.not-utf8" ? problem.params?.looks : undefined;
    if (typeof looks === "string") return looks;
  }
  return undefined;
}

/** `CheckContext.usualNews` of `urls`, held weakly (a context kept alive must not keep its file's entries). */
function makeUsualNews(urls: readonly UrlEntry[]): CheckContext["usualNews"] {
  const held = new WeakRef(urls);
  let usual: { name: string; language: string } | undefined;
  return () => {
    usual ??= getUsualNewsPublication(held.deref() ?? []);
    return usual;
  };
}

/** The last context made (small: names and the reference, never the file). */
const lastContext: { ctx?: CheckContext } = {};

/** The entry-like shape rules place problems on: a `UrlEntry` or a `SitemapRef`. */
export interface PlacedEntry extends SourcePosition {
  source?: FieldPositions;
}

/**
 * Where a problem of `entry`'s `field` sits: entry index, field, and the field's line/column (falling back
 * to the entry's own position).
 */
export function placeOf(
  entry: PlacedEntry,
  index: number,
  field: UrlField,
  params?: Record<string, string | number>,
): ProblemPlace {
  const position = getFieldPosition(entry, field) ?? entry;
  return { entry: index, field, line: position.line, column: position.column, params };
}

/**
 * Adds a problem to `out` when `code` is active for the context's engines.
 * NOTE: mutates `out`.
 */
export function report(
  ctx: CheckContext,
  out: Problem[],
  code: RuleCode,
  message: string,
  place?: ProblemPlace,
): void {
  if (ctx.active.has(code)) out.push(createProblem(code, ctx.file, message, place));
}
