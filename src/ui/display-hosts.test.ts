import { describe, expect, it } from "vitest";
import { toDisplayHosts } from "./display-hosts";

describe("toDisplayHosts", () => {
  it("shows punycode hosts in Unicode, in URLs and in prose", () => {
    expect(toDisplayHosts("https://xn--e1afmkfd.xn--p1ai/sitemap.xml")).toBe("https://пример.рф/sitemap.xml");
    expect(toDisplayHosts("The host xn--e1afmkfd.xn--p1ai differs from www.example.com.")).toBe(
      "The host пример.рф differs from www.example.com.",
    );
    expect(toDisplayHosts("https://shop.xn--80aairftm.xn--p1ai:8080/a?b=xn")).toBe(
      "https://shop.магазин.рф:8080/a?b=xn",
    );
  });

  it("leaves text without punycode, and a label that is not valid punycode, as it is", () => {
    expect(toDisplayHosts("https://www.example.com/xn")).toBe("https://www.example.com/xn");
    // invalid punycode (the parser would have reported the host): as written
    expect(toDisplayHosts("https://xn--zz.ru/ and xn--99999999999.ru")).toBe(
      "https://xn--zz.ru/ and xn--99999999999.ru",
    );
  });
});
