import { describe, expect, it } from "vitest";
import {
  getUrlHost,
  toDisplayHost,
  toDisplayOrigin,
  toPunycodeDomain,
  toReadableUrl,
  withDisplayHosts,
} from "./display-hosts";

describe("toDisplayHost", () => {
  it("shows a punycode host in Unicode with the punycode beside it", () => {
    expect(toDisplayHost("xn--e1afmkfd.xn--p1ai")).toBe("пример.рф (xn--e1afmkfd.xn--p1ai)");
    expect(toDisplayHost("shop.xn--80aairftm.xn--p1ai")).toBe(
      "shop.магазин.рф (shop.xn--80aairftm.xn--p1ai)",
    );
    // a look-alike of apple.com (Cyrillic) keeps its punycode in sight
    expect(toDisplayHost("xn--80ak6aa92e.com")).toBe("аррӏе.com (xn--80ak6aa92e.com)");
  });

  it("leaves other hosts, anything that is not a bare host, and invalid punycode as they are", () => {
    expect(toDisplayHost("www.example.com")).toBe("www.example.com");
    expect(toDisplayHost("https://apple.com/xn--e1afmkfd/")).toBe("https://apple.com/xn--e1afmkfd/");
    expect(toDisplayHost("xn--zz.ru")).toBe("xn--zz.ru");
    expect(toDisplayHost("xn--99999999999.ru")).toBe("xn--99999999999.ru");
  });
});

describe("toDisplayOrigin", () => {
  it("shows the host of an origin, keeping the scheme and port", () => {
    expect(toDisplayOrigin("https://xn--e1afmkfd.xn--p1ai")).toBe(
      "https://пример.рф (xn--e1afmkfd.xn--p1ai)",
    );
    expect(toDisplayOrigin("http://xn--e1afmkfd.xn--p1ai:8080")).toBe(
      "http://пример.рф (xn--e1afmkfd.xn--p1ai):8080",
    );
    expect(toDisplayOrigin("https://www.example.com")).toBe("https://www.example.com");
    expect(toDisplayOrigin("https://apple.com/xn--e1afmkfd")).toBe("https://apple.com/xn--e1afmkfd");
  });
});

describe("withDisplayHosts", () => {
  it("converts only the computed host params, never the value as written", () => {
    const params = {
      host: "xn--e1afmkfd.xn--p1ai",
      expected: "apple.com",
      value: "https://xn--e1afmkfd.xn--p1ai/",
    };
    expect(withDisplayHosts(params)).toEqual({ ...params, host: "пример.рф (xn--e1afmkfd.xn--p1ai)" });
    const plain = { host: "www.example.com" };
    expect(withDisplayHosts(plain)).toBe(plain);
    expect(withDisplayHosts(undefined)).toBeUndefined();
  });
});

describe("toReadableUrl", () => {
  it("decodes percent-encoded UTF-8 and a punycode host, keeping reserved characters encoded", () => {
    expect(toReadableUrl("https://xn--e1afmkfd.xn--p1ai/%D0%BA%D0%BD%D0%B8%D0%B3%D0%B8?q=%D0%B0%26b")).toBe(
      "https://пример.рф/книги?q=а%26b",
    );
    expect(toReadableUrl("https://example.com/a%2Fb")).toBeUndefined();
  });

  it("says nothing for a URL that reads as written or whose bytes are not UTF-8", () => {
    expect(toReadableUrl("https://example.com/books")).toBeUndefined();
    expect(toReadableUrl("https://example.com/%C3%28")).toBeUndefined();
    expect(toReadableUrl("https://example.com/xn--e1afmkfd/")).toBeUndefined();
  });
});

describe("toPunycodeDomain", () => {
  it("gives the punycode of the first internationalised domain in a text", () => {
    expect(toPunycodeDomain("пример.рф")).toBe("xn--e1afmkfd.xn--p1ai");
    expect(toPunycodeDomain("https://Пример.РФ/книги")).toBe("xn--e1afmkfd.xn--p1ai");
    expect(toPunycodeDomain("shop.пример.рф/")).toBe("shop.xn--e1afmkfd.xn--p1ai");
  });

  it("gives nothing for ASCII domains or text without a domain", () => {
    expect(toPunycodeDomain("https://example.com/")).toBeUndefined();
    expect(toPunycodeDomain("/каталог/книги")).toBeUndefined();
    expect(toPunycodeDomain("")).toBeUndefined();
  });
});

describe("getUrlHost", () => {
  it("gives the host of an absolute URL, nothing for another text", () => {
    expect(getUrlHost("https://Blog-B.ru/sitemap.xml")).toBe("blog-b.ru");
    expect(getUrlHost("sitemap.xml")).toBeUndefined();
    expect(getUrlHost(undefined)).toBeUndefined();
  });
});
