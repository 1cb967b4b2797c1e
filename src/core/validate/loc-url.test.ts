/**
 * `getCanonicalLocUrl` against the WHATWG parser: whenever it accepts a text, `new URL` must give the same
 * parts, and the text must have no `loc` text fault (the `loc` rules then skip both).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { LocReference } from "./check-context";
import { findLocTextFaults } from "./loc-text-rules";
import { getCanonicalLocUrl, getCanonicalLocUrlAt, type LocUrl } from "./loc-url";

const PARTS = ["href", "protocol", "username", "password", "host", "hostname", "pathname", "search", "hash"];

/** The parts the rules read, as plain data. */
function partsOf(url: LocUrl): Record<string, string> {
  return Object.fromEntries(PARTS.map((name) => [name, url[name as keyof LocUrl]]));
}

/** The same parts from the WHATWG parser, or undefined when it refuses `text`. */
function parseParts(text: string): Record<string, string> | undefined {
  try {
    return partsOf(new URL(text));
  } catch {
    return undefined;
  }
}

/** Mostly `plain` pieces, sometimes a `tricky` one: most texts are canonical, each near a trap. */
function pieces(plain: string[], tricky: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...plain), weight: 6 },
    { arbitrary: fc.constantFrom(...tricky), weight: 1 },
  );
}

const SCHEME = pieces(
  ["http://", "https://"],
  ["HTTP://", "Https://", "https:", "https:/", "https:///", "ftp://"],
);
const LABEL = pieces(
  ["a", "example", "com", "www", "ex-ample", "-a", "a-", "a--b", "b2", "z"],
  [
    ...["xn--p1ai", "XN--P1AI", "Example", "1", "123", "0x1f", "1e", "0", "255", "пример", "a%41", "a_b"],
    ...["", "a:80", "a:443", "a:", "u@a", "u:p@a", "[::1]", "a b", "a\\b", "a\tb", "axn--b", "a.xn--"],
  ],
);
const TAIL = pieces(
  [
    ...["/", "a", "Z", "0", "a.", ".a", "..a", "%2f", "%41", "%20", "%D0%BA", "%d0%ba", "%F0%9F%98%80", "?"],
    ...["=", "&", "~", "@", ":", "[", "]", "!", "$", "(", ")", "*", "+", ",", ";", "_", "-"],
  ],
  [
    ...[".", "..", "/.", "/..", "%2e", "%2E", "%", "%zz", "%4", "%C0%80", "%E0%80%80", "%ED%A0%80"],
    ...["%F5%80%80%80", "%25", "%7F", "%00", "#", "'", " ", "\\", "\t", "\n", "é", "^", "|", "{", "}"],
    ...["`", "<", ">", '"', "xn--", "\u0000"],
  ],
);

describe("getCanonicalLocUrl", () => {
  it("gives the parser's parts whenever it accepts a text, and only for clean text", () => {
    const host = fc.array(LABEL, { minLength: 1, maxLength: 4 }).map((labels) => labels.join("."));
    const tail = fc.array(TAIL, { maxLength: 10 }).map((parts) => parts.join(""));
    let accepted = 0;
    fc.assert(
      fc.property(SCHEME, host, fc.boolean(), tail, (scheme, name, slash, rest) => {
        const text = `${scheme}${name}${slash ? "/" : ""}${rest}`;
        const url = getCanonicalLocUrl(text);
        if (url === undefined) return;
        accepted++;
        expect(url.href).toBe(text);
        expect(partsOf(url)).toEqual(parseParts(text));
        expect(findLocTextFaults(text)).toBeUndefined();
      }),
      { numRuns: 20_000 },
    );
    expect(accepted).toBeGreaterThan(1_000);
  });

  it.each([
    ["https://www.example.com/", "www.example.com", "/", ""],
    ["http://a/b?c=1&d=%D0%BA", "a", "/b", "?c=1&d=%D0%BA"],
    ["https://a-.b--c.example/x?", "a-.b--c.example", "/x", ""],
    ["https://1.2.3.example/a.well", "1.2.3.example", "/a.well", ""],
    ["https://example.com/a..b/~c(d)*e,f;g:h@i!$[j]", "example.com", "/a..b/~c(d)*e,f;g:h@i!$[j]", ""],
    ["https://axn--b.example/xn--c?d=/e.", "axn--b.example", "/xn--c", "?d=/e."],
  ])("reads %s without parsing", (text, hostname, pathname, search) => {
    const url = getCanonicalLocUrl(text);
    expect(url && partsOf(url)).toEqual(parseParts(text));
    expect(url).toMatchObject({ href: text, hostname, host: hostname, pathname, search, hash: "" });
  });

  it.each([
    "HTTPS://example.com/",
    "https://Example.com/",
    "https://example.com",
    "https://example.com:443/",
    "https://user@example.com/",
    "https://1.2.3.4/",
    "https://example.123/",
    "https://0x7f.0x1/",
    "https://xn--e1afmkfd.xn--p1ai/",
    "https://example.xn--p1ai/",
    "https://example.com/?a=/.b",
    "https://example.com./",
    "https://a..b/",
    "https://example.com/a/../b",
    "https://example.com/a/./b",
    "https://example.com/a/%2e%2E/b",
    "https://example.com/a#b",
    "https://example.com/a b",
    "https://example.com/a\\b",
    "https://example.com/é",
    "https://example.com/?q='",
    "https://example.com/%zz",
    "https://example.com/%25",
    "https://example.com/%C0%80",
    "https:example.com/",
    "ftp://example.com/",
  ])("leaves %j to the parser", (text) => {
    expect(getCanonicalLocUrl(text)).toBeUndefined();
  });
});

/** A reference as `createCheckContext` makes it. */
function makeReference(origin: string, scope?: string): LocReference {
  const url = new URL(origin);
  return { protocol: url.protocol, host: url.host, scope, from: "location", origin };
}

describe("getCanonicalLocUrlAt", () => {
  it("accepts exactly the canonical texts under the reference's origin and scope", () => {
    const refs = [
      makeReference("https://www.example.com", "/"),
      makeReference("https://example.com", "/a/"),
      makeReference("http://a"),
      makeReference("https://example.com:8443", "/"),
      makeReference("https://xn--p1ai.example", "/"),
    ];
    const host = fc.array(LABEL, { minLength: 1, maxLength: 3 }).map((labels) => labels.join("."));
    const tail = fc.array(TAIL, { maxLength: 8 }).map((parts) => parts.join(""));
    const prefix = fc.constantFrom("", "https://www.example.com/", "https://example.com/a/", "http://a/");
    fc.assert(
      fc.property(
        fc.constantFrom(...refs),
        fc.boolean(),
        prefix,
        SCHEME,
        host,
        tail,
        (ref, fresh, start, scheme, name, rest) => {
          const text = start === "" ? `${scheme}${name}/${rest}` : `${start}${rest}`;
          // a new reference object of the same origin and scope, as each edit's quick check makes one: its
          // pattern is the one compiled for that prefix before
          const url = getCanonicalLocUrlAt(text, fresh ? makeReference(ref.origin, ref.scope) : ref);
          const under = text.startsWith(`${ref.origin}${ref.scope ?? "/"}`);
          const canonical = getCanonicalLocUrl(text);
          expect(url !== undefined).toBe(under && canonical !== undefined && !ref.origin.includes(":8443"));
          if (url !== undefined) expect(partsOf(url)).toEqual(parseParts(text));
        },
      ),
      { numRuns: 10_000 },
    );
  });

  it.each([
    ["https://example.com/a/b", true],
    ["https://example.com/a/", true],
    ["https://example.com/ab", false],
    ["https://example.com/a/./b", false],
    ["https://example.com/a/.b", false],
    ["https://example.com/a", false],
    ["https://example.comm/a/b", false],
    ["https://example.com/a/b#c", false],
    ["http://example.com/a/b", false],
  ])("under https://example.com/a/: %s is %s", (text, accepted) => {
    const url = getCanonicalLocUrlAt(text, makeReference("https://example.com", "/a/"));
    expect(url !== undefined).toBe(accepted);
    if (url) expect(partsOf(url)).toEqual(parseParts(text));
  });
});
