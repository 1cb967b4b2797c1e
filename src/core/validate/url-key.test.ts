import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getHttpUrlKey, getSiteHost, isCanonicalHttpUrl, isHttpUrl } from "./url-key";

/** What the WHATWG parser makes of `text` (href of an http(s) URL), or undefined. */
function parse(text: string): string | undefined {
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** `href` with its percent-encodings' hex digits in upper case (RFC 3986 §6.2.2.1). */
const upperHex = (href: string | undefined) =>
  href?.replace(/%[0-9a-f]{2}/gi, (encoded) => encoded.toUpperCase());

describe("getHttpUrlKey", () => {
  it.each([
    ["https://example.ru/%d0%ba%d0%be%d1%82", "https://example.ru/%D0%BA%D0%BE%D1%82"],
    ["https://example.ru/a?q=%e2%82%ac&b=%2f", "https://example.ru/a?q=%E2%82%AC&b=%2F"],
    ["HTTPS://Example.com", "https://example.com/"],
    ["https://example.com:443/a", "https://example.com/a"],
    ["https://example.com/a/./b/../c", "https://example.com/a/c"],
    ["https://example.com/a b", "https://example.com/a%20b"],
    ["https://пример.рф/", "https://xn--e1afmkfd.xn--p1ai/"],
  ])("serialises %s as %s", (text, key) => {
    expect(isCanonicalHttpUrl(text)).toBe(false);
    expect(getHttpUrlKey(text)).toBe(key);
  });

  it.each(["", "/a", "ftp://example.com/", "https://exa mple.com/", "mailto:a@b.c"])("refuses %j", (text) => {
    expect(getHttpUrlKey(text)).toBeUndefined();
  });

  it("takes the fast path only for text the parser serialises to itself, percent-encodings in upper case", () => {
    const part = fc.stringMatching(/^[a-z0-9.%\-/?#=&~:'"A-Z2eE\\^|]{0,12}$/);
    fc.assert(
      fc.property(fc.constantFrom("http://", "https://", "HTTP://"), part, part, (scheme, host, tail) => {
        const text = `${scheme}${host}/${tail}`;
        if (isCanonicalHttpUrl(text)) expect(upperHex(parse(text))).toBe(text);
        expect(getHttpUrlKey(text)).toBe(upperHex(parse(text)));
      }),
      { numRuns: 3_000 },
    );
  });
});

describe("isHttpUrl", () => {
  it.each([
    ["https://img.example.com/a b.jpg", true],
    ["https://a-.b/%zz\\|^`{}", true],
    ["https://999.1.1.1/", false],
    ["https://xn--a.com/", false],
    ["/a.jpg", false],
    ["", false],
  ])("says %j is valid: %s", (text, valid) => {
    expect(isHttpUrl(text)).toBe(valid);
  });

  it("agrees with the parser whatever follows a plain host", () => {
    const host = fc.stringMatching(/^[a-z0-9.\-A-Z]{1,12}$/);
    const tail = fc.string({ unit: "binary", maxLength: 16 });
    fc.assert(
      fc.property(fc.constantFrom("http://", "https://"), host, tail, (scheme, h, t) => {
        const text = `${scheme}${h}/${t}`;
        expect(isHttpUrl(text)).toBe(parse(text) !== undefined);
      }),
      { numRuns: 3_000 },
    );
  });
});

describe("getSiteHost", () => {
  it("gives one site whatever the scheme, case and www.", () => {
    expect(getSiteHost("https://WWW.Shop-A.com/sitemap.xml")).toBe("shop-a.com");
    expect(getSiteHost("http://blog-b.ru")).toBe("blog-b.ru");
    expect(getSiteHost("/sitemap.xml")).toBe("");
  });
});
