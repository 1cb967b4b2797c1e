import { describe, expect, it } from "vitest";
import { getShownEdit } from "./replace-preview";

describe("getShownEdit", () => {
  const books = "%D0%BA%D0%BD%D0%B8%D0%B3%D0%B8";
  it("shows a URL field's before and after as the table does, Cyrillic decoded", () => {
    expect(getShownEdit("loc", `http://shop.ru/${books}/`, `https://www.shop.ru/${books}/`)).toEqual({
      before: "http://shop.ru/книги/",
      after: "https://www.shop.ru/книги/",
    });
    expect(
      getShownEdit("alternates[2].href", `http://shop.ru/en/${books}`, `https://shop.ru/en/${books}`),
    ).toEqual({
      before: "http://shop.ru/en/книги",
      after: "https://shop.ru/en/книги",
    });
    expect(
      getShownEdit("videos[0].thumbnail_loc", `http://a.ru/${books}.jpg`, `https://a.ru/${books}.jpg`).after,
    ).toBe("https://a.ru/книги.jpg");
  });

  it("keeps the written form where decoding would hide the change, and any other field as it is", () => {
    // a replace that only encodes reads the same both ways
    expect(getShownEdit("loc", "https://shop.ru/книги", `https://shop.ru/${books}`)).toEqual({
      before: "https://shop.ru/книги",
      after: `https://shop.ru/${books}`,
    });
    expect(getShownEdit("images[0].caption", `a ${books}`, `b ${books}`)).toEqual({
      before: `a ${books}`,
      after: `b ${books}`,
    });
  });
});
