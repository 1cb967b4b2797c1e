/**
 * The parsed `loc` the rules receive: the few `URL` properties they read, so that a `loc` already in WHATWG
 * form (nearly every one) is described by its own text instead of a `new URL` (about 0.5 µs and a large
 * object per entry). `URL` itself satisfies `LocUrl`; anything not recognised as canonical is parsed by it.
 *
 * Source: WHATWG URL Standard (https://url.spec.whatwg.org/#url-serializing). Thread-portable, no DOM.
 */
import type { LocReference } from "./check-context";
import { CANONICAL_TAIL, isCanonicalHttpUrl, toUpperPercentHex } from "./url-key";

/** What the rules read of a parsed `loc`; the same values as the WHATWG `URL` getters. */
export interface LocUrl {
  readonly href: string;
  /** `"http:"` or `"https:"`. */
  readonly protocol: string;
  readonly username: string;
  readonly password: string;
  /** Host with port when not the default one. */
  readonly host: string;
  readonly hostname: string;
  readonly pathname: string;
  /** `"?..."`, or `""` when there is no query or an empty one. */
  readonly search: string;
  /** `"#..."`, or `""` when there is no fragment or an empty one. */
  readonly hash: string;
}

/**
 * A canonical http(s) URL (`isCanonicalHttpUrl`) read from its text: no port, user info or fragment, so every
 * part is a slice of `href`, cut only when a rule asks for it.
 */
class CanonicalUrl implements LocUrl {
  readonly href: string;
  /** Offset of the path's `/`. */
  private readonly pathStart: number;

  constructor(href: string, pathStart: number) {
    this.href = href;
    this.pathStart = pathStart;
  }

  get protocol(): string {
    return this.href.charCodeAt(4) === 115 ? "https:" : "http:"; // "s"
  }

  get username(): string {
    return "";
  }

  get password(): string {
    return "";
  }

  get host(): string {
    return this.hostname;
  }

  get hostname(): string {
    return this.href.slice(this.href.indexOf("//") + 2, this.pathStart);
  }

  get pathname(): string {
    const query = this.href.indexOf("?", this.pathStart);
    return this.href.slice(this.pathStart, query < 0 ? this.href.length : query);
  }

  get search(): string {
    const query = this.href.indexOf("?", this.pathStart);
    return query < 0 || query === this.href.length - 1 ? "" : this.href.slice(query);
  }

  get hash(): string {
    return "";
  }
}

/**
 * `text` as a `LocUrl` without parsing when it is an http(s) URL in WHATWG form (then `href === text`);
 * undefined when the `URL` parser must decide. Such a text has no `loc` text fault either.
 * @example getCanonicalLocUrl("https://example.com/a?b=1")?.pathname // "/a"
 * @example getCanonicalLocUrl("https://Example.com/") // undefined
 */
export function getCanonicalLocUrl(text: string): LocUrl | undefined {
  if (!isCanonicalHttpUrl(text)) return undefined;
  return new CanonicalUrl(text, text.indexOf("/", text.charCodeAt(4) === 115 ? 8 : 7));
}

/** `text` escaped for a regular expression. */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

/** The reference a pattern was last used for, and the pattern (null when its prefix is not canonical). */
const lastPattern: { ref?: LocReference; pattern: RegExp | null } = { pattern: null };

/** Every reference's pattern, for callers that alternate between files' contexts. */
const patterns = new WeakMap<LocReference, RegExp | null>();

/**
 * Patterns by prefix: a context made for one edit's quick check has a new reference but the prefix of the
 * last one, and compiling its regex again took a quarter of that check. Cleared past `PREFIX_PATTERNS_MAX`
 * (one per origin and scope in use: a handful).
 */
const prefixPatterns = new Map<string, RegExp | null>();
const PREFIX_PATTERNS_MAX = 256;

function getPrefixPattern(prefix: string): RegExp | null {
  let pattern = prefixPatterns.get(prefix);
  if (pattern === undefined) {
    const canonical = prefix.endsWith("/") && isCanonicalHttpUrl(prefix);
    pattern = canonical ? new RegExp(`^${escapeRegExp(prefix)}${CANONICAL_TAIL}`) : null;
    if (prefixPatterns.size >= PREFIX_PATTERNS_MAX) prefixPatterns.clear();
    prefixPatterns.set(prefix, pattern);
  }
  return pattern;
}

/** The pattern of canonical locs under `ref`'s origin and scope, or null when that prefix is not canonical. */
function getReferencePattern(ref: LocReference): RegExp | null {
  if (ref === lastPattern.ref) return lastPattern.pattern;
  let pattern = patterns.get(ref);
  if (pattern === undefined) {
    pattern = getPrefixPattern(`${ref.origin}${ref.scope ?? "/"}`);
    patterns.set(ref, pattern);
  }
  lastPattern.ref = ref;
  lastPattern.pattern = pattern;
  return pattern;
}

/**
 * `text` as a `LocUrl` without parsing when it is canonical (`getCanonicalLocUrl`) and lies under `ref`: it
 * starts with the reference's origin and `/`, then its scope (when it has one). Undefined otherwise, also
 * when that prefix is not canonical itself (a port, an upper-case or punycode host). One regex test per
 * call: the pattern of the last reference is kept, and a file's entries share one.
 * @example getCanonicalLocUrlAt("https://example.com/a/b", { origin: "https://example.com", scope: "/a/", ... })
 */
export function getCanonicalLocUrlAt(text: string, ref: LocReference): LocUrl | undefined {
  const pattern = getReferencePattern(ref);
  if (pattern === null || !pattern.test(text)) return undefined;
  return new CanonicalUrl(text, ref.origin.length);
}

/**
 * `url` with the percent-encodings of its `href`, `pathname` and `search` in upper case
 * (`toUpperPercentHex`, RFC 3986 §6.2.2.1), the form URL keys compare in; `url` itself when they are.
 * @example withUpperPercentHex(new URL("https://a.ru/%d0%ba")).href // "https://a.ru/%D0%BA"
 */
export function withUpperPercentHex(url: LocUrl): LocUrl {
  const href = toUpperPercentHex(url.href);
  if (href === url.href) return url;
  const { protocol, username, password, host, hostname, pathname, search, hash } = url;
  return {
    href,
    protocol,
    username,
    password,
    host,
    hostname,
    pathname: toUpperPercentHex(pathname),
    search: toUpperPercentHex(search),
    hash,
  };
}
