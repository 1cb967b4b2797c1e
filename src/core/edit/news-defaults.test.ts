import { describe, expect, it } from "vitest";
import { makeUrlEntry } from "@/test/factories";
import { getUsualNewsPublication } from "./news-defaults";

const withNews = (name: string, language: string) =>
  makeUrlEntry({ news: { publication: { name, language }, publication_date: "", title: "" } });

describe("getUsualNewsPublication", () => {
  it("gives the name and language most of the file's news give, each on its own", () => {
    const urls = [
      makeUrlEntry(),
      withNews("Новости города", "ru"),
      withNews(" Новости города ", ""),
      withNews("Другое издание", "ru"),
      withNews("", "en"),
    ];
    expect(getUsualNewsPublication(urls)).toEqual({ name: "Новости города", language: "ru" });
  });

  it("gives empty fields for a file without news", () => {
    expect(getUsualNewsPublication([makeUrlEntry()])).toEqual({ name: "", language: "" });
  });
});
