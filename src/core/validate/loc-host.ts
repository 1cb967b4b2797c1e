/**
 * The host of a `loc`, read as text when the WHATWG parser refused the URL and checked as a DNS name when
 * it parsed: the characters no host can have, IDN intent, and RFC 1035's length limits (names 253, labels
 * 63 characters; no label starting or ending with `-`). Used by the `loc` rules (`loc-rules.ts`).
 * Also the host characters the URL Standard forbids, so `loc.invalid` does not hang on the runtime's
 * parser, and the one-code rule for them (`dropHostCharFaults`).
 * Sources: RFC 1035 §2.3.4, RFC 3986 §3.2.2, WHATWG URL. Thread-portable, no DOM.
 */
import type { Problem } from "../model/types";

/** Longest DNS name (RFC 1035 §2.3.4), without a final dot. */
const MAX_HOST_LENGTH = 253;
/** Longest DNS label (RFC 1035 §2.3.4). */
const MAX_LABEL_LENGTH = 63;

/** The host text between `//` and the path of an unparsable URL, without user info and port. */
export function getRawHost(loc: string, schemeEnd: number): string {
  const start = schemeEnd + 3;
  let end = start;
  while (end < loc.length && !"/?#\\".includes(loc[end])) end++;
  const authority = loc.slice(start, end);
  const host = authority.slice(authority.lastIndexOf("@") + 1);
  const colon = host.lastIndexOf(":");
  return colon > host.lastIndexOf("]") ? host.slice(0, colon) : host;
}

/**
 * The characters of an ASCII host text that no host name may hold (RFC 3986 reg-name as browsers take it:
 * letters, digits, `-`, `.`; `[...]` for IPv6), each once, space-separated, at most 8; "" when none.
 * @example getBadHostChars("example.com&<'") // "& < '"
 */
export function getBadHostChars(host: string): string {
  if (host.startsWith("[")) return "";
  const bad = new Set<string>();
  for (const char of host)
    if (!/[A-Za-z0-9.-]/.test(char) && bad.size < 8) bad.add(char === " " ? "space" : char);
  return [...bad].join(" ");
}

/** True when a host text is meant as an IDN: raw non-ASCII, or a punycode (`xn--`) label. */
export function isIdnHost(host: string): boolean {
  for (let i = 0; i < host.length; i++) if (host.charCodeAt(i) >= 0x80) return true;
  return /(?:^|\.)xn--/i.test(host);
}

/** Why a parsed host cannot be a DNS name, or "" when it can (IP literals and addresses always can). */
export function getHostFault(hostname: string): string {
  if (hostname.startsWith("[")) return "";
  const name = hostname.endsWith(".") ? hostname.slice(0, -1) : hostname;
  if (name.length > MAX_HOST_LENGTH)
    return `it is ${name.length} characters long (at most ${MAX_HOST_LENGTH})`;
  let labelStart = 0;
  for (let i = 0; i <= name.length; i++) {
    if (i < name.length && name.charCodeAt(i) !== 46) continue;
    const length = i - labelStart;
    if (length === 0) return "it has an empty label";
    if (length > MAX_LABEL_LENGTH)
      return `a label is ${length} characters long (at most ${MAX_LABEL_LENGTH})`;
    if (name.charCodeAt(labelStart) === 45 || name.charCodeAt(i - 1) === 45) {
      return `the label "${name.slice(labelStart, i)}" starts or ends with "-"`;
    }
    labelStart = i + 1;
  }
  return "";
}

/**
 * True when a raw host text holds a forbidden host code point of the URL Standard that is not structure
 * (`/ : @ [ ]` end or frame the host in `getRawHost`): C0 controls, space, `#`, `<`, `>`, `?`, `\`, `^`,
 * `|`, DEL. An IPv6 literal (`[…]`) is left to the parser.
 */
export function hasForbiddenHostChar(host: string): boolean {
  if (host.startsWith("[")) return false;
  for (let i = 0; i < host.length; i++) {
    const c = host.charCodeAt(i);
    if (c <= 0x20 || c === 0x7f || FORBIDDEN_IN_HOST.includes(host[i])) return true;
  }
  return false;
}

/** The printable forbidden host code points `hasForbiddenHostChar` looks for. */
const FORBIDDEN_IN_HOST = "#<>?\\^|";

/**
 * One fault, one code (CONTRACT.md): when `loc.invalid` says the host has characters no host can have
 * (`https://exa mple.com/`, `http://example.com&>/`), a `loc.unencoded-chars` for a character of that host
 * (reported among `out[from..]`) is the same fault, and percent-encoding would not mend it: it is removed.
 * NOTE: mutates `out`.
 */
export function dropHostCharFaults(out: Problem[], from: number): void {
  const invalid = out.findIndex((p, i) => i >= from && p.code === "loc.invalid" && p.params?.hostChars);
  if (invalid < 0) return;
  const { value, host } = out[invalid].params as { value: string; host: string };
  const hostEnd = value.indexOf(host, value.indexOf("//") + 2) + host.length;
  for (let i = invalid - 1; i >= from; i--) {
    const offset = out[i].params?.offset;
    if (out[i].code === "loc.unencoded-chars" && typeof offset === "number" && offset < hostEnd)
      out.splice(i, 1);
  }
}
