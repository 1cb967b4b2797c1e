import { describe, expect, it } from "vitest";
import { toReadableUrl } from "./readable-url";

describe("toReadableUrl", () => {
  it("decodes encoded Cyrillic paths and queries and a punycode host, as browsers show them", () => {
    expect(toReadableUrl("https://shop.xn--p1ai/%D0%BA%D0%B0%D1%82%D0%B0%D0%BB%D0%BE%D0%B3/?q=%d0%b0")).toBe(
      "https://shop.рф/каталог/?q=а",
    );
    expect(toReadableUrl("https://xn--80aswg.xn--p1ai/")).toBe("https://сайт.рф/");
  });

  it("keeps ASCII escapes, bytes that are not UTF-8 and invisible characters encoded", () => {
    // a space, a slash, a percent sign, a newline: decoding them would show another URL
    expect(toReadableUrl("https://e.com/a%20b%2Fc%25d%0A")).toBeUndefined();
    // windows-1251 "каталог": not UTF-8
    expect(toReadableUrl("https://e.com/%EA%E0%F2%E0%EB%EE%E3")).toBeUndefined();
    // a right-to-left override and a no-break space would make the URL read otherwise
    expect(toReadableUrl("https://e.com/%E2%80%AEgpj.exe")).toBeUndefined();
    expect(toReadableUrl("https://e.com/a%C2%A0b")).toBeUndefined();
    // a run that is cut (half a character) stays, the whole one beside it is decoded
    expect(toReadableUrl("https://e.com/%D0%BA-%D0")).toBe("https://e.com/к-%D0");
  });

  it("shows the punycode host of a protocol-relative URL as it reads", () => {
    // Find & replace's preview showed an image's `//cdn.xn--…` beside every other URL decoded
    expect(toReadableUrl("//cdn.xn--80aairftm.xn--p1ai/%D0%BB%D0%BE%D0%B3%D0%BE.png")).toBe(
      "//cdn.магазин.рф/лого.png",
    );
    expect(toReadableUrl("/xn--80aairftm/a")).toBeUndefined();
  });

  it("says nothing for a URL that reads as written", () => {
    expect(toReadableUrl("https://example.com/books?x=1")).toBeUndefined();
    expect(toReadableUrl("https://example.com/xn--e1afmkfd/")).toBeUndefined();
    expect(toReadableUrl("https://xn--zz.example/")).toBeUndefined();
  });
});
