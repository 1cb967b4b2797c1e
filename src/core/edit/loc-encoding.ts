/**
 * Percent-encoding a `loc` as the quick fixes of `loc.unencoded-chars` and `loc.non-ascii` do: characters
 * RFC 3986 does not allow raw, and non-ASCII ones, become `%XX` (UTF-8) in the path, query and fragment;
 * existing `%XX` escapes and reserved characters stay as written; a non-ASCII host becomes punycode
 * (WHATWG `URL`). Nothing else of the URL changes (no case folding, no port or dot-segment rewriting).
 *
 * Thread-portable, no DOM.
 */
import { MUST_ENCODE } from "../validate/loc-text-rules";

/** `text` with every character that must be encoded written as UTF-8 `%XX` (a lone surrogate as U+FFFD). */
export function encodeUnsafeChars(text: string): string {
  let out = "";
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 128 && MUST_ENCODE[c] === 0) continue;
    const pair = c >= 0xd800 && c <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
    const char = pair ? text.slice(i, i + 2) : text[i];
    const lone = !pair && c >= 0xd800 && c <= 0xdfff;
    out += text.slice(from, i) + encodeURIComponent(lone ? "\ufffd" : char);
    if (pair) i++;
    from = i + 1;
  }
  return from === 0 ? text : out + text.slice(from);
}

/** True when `text` has a non-ASCII character. */
function hasNonAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) >= 128) return true;
  return false;
}

/**
 * The authority with a non-ASCII host in punycode (user info encoded like the path); unchanged when it is
 * ASCII, or when the URL parser refuses the host (nothing safe to do then).
 */
function encodeAuthority(scheme: string, authority: string): string {
  if (!hasNonAscii(authority)) return encodeUnsafeChars(authority);
  const at = authority.lastIndexOf("@");
  const userinfo = at < 0 ? "" : `${encodeUnsafeChars(authority.slice(0, at))}@`;
  const hostPort = authority.slice(at + 1);
  try {
    const url = new URL(`${scheme}//${hostPort}/`);
    const port = /:(\d*)$/.exec(hostPort)?.[0] ?? "";
    return userinfo + url.hostname + port;
  } catch {
    return authority;
  }
}

/**
 * `loc` with unencoded and non-ASCII characters percent-encoded and a non-ASCII host in punycode; returns
 * `loc` itself when nothing needs encoding.
 * @example encodeLoc("https://пример.рф/путь?q=a b") // "https://xn--e1afmkfd.xn--p1ai/%D0%BF%D1%83%D1%82%D1%8C?q=a%20b"
 */
export function encodeLoc(loc: string): string {
  const match = /^([a-zA-Z][a-zA-Z0-9+.-]*:)\/\/([^/?#\\]*)/.exec(loc);
  if (!match) return encodeUnsafeChars(loc);
  const [head, scheme, authority] = match;
  const encoded = `${scheme}//${encodeAuthority(scheme, authority)}${encodeUnsafeChars(loc.slice(head.length))}`;
  return encoded === loc ? loc : encoded;
}
