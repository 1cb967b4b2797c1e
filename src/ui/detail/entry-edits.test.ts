import { describe, expect, it } from "vitest";
import { type UrlEntry, writeSitemaps } from "@/core/index";
import {
  addItem,
  addNews,
  removeItem,
  removeNews,
  setAlternateField,
  setImageField,
  setNewsField,
  setVideoField,
} from "./entry-edits";

function makeEntry(): UrlEntry {
  return {
    loc: "https://example.com/a",
    images: [{ loc: "https://example.com/a.jpg", caption: "A" }],
    videos: [{ thumbnail_loc: "t", title: "T", description: "D", duration: "60", tag: ["x", "y"] }],
    alternates: [{ hreflang: "en", href: "https://example.com/a" }],
    news: {
      publication: { name: "N", language: "en" },
      publication_date: "2026-01-01",
      title: "H",
      genres: "Blog",
    },
  };
}

describe("entry edits", () => {
  it("never mutates the entry and shares the lists it does not touch", () => {
    const entry = makeEntry();
    const snapshot = structuredClone(entry);
    const next = setVideoField(entry, 0, "title", "New");
    expect(next.videos[0].title).toBe("New");
    expect(next.images).toBe(entry.images);
    expect(entry).toEqual(snapshot);
    setImageField(entry, 0, "caption", "");
    setAlternateField(entry, 0, "hreflang", "de");
    setNewsField(entry, "publication.name", "M");
    removeItem(addItem(entry, "images"), "videos", 0);
    removeNews(addNews(entry));
    expect(entry).toEqual(snapshot);
  });

  it("removes a cleared optional field and keeps a cleared required one as empty", () => {
    const entry = makeEntry();
    expect("caption" in setImageField(entry, 0, "caption", "").images[0]).toBe(false);
    expect(setImageField(entry, 0, "loc", "").images[0].loc).toBe("");
    expect("duration" in setVideoField(entry, 0, "duration", "").videos[0]).toBe(false);
    expect(setVideoField(entry, 0, "title", "").videos[0].title).toBe("");
    expect(setNewsField(entry, "title", "").news?.title).toBe("");
    expect("genres" in (setNewsField(entry, "genres", "").news ?? {})).toBe(false);
    expect(setNewsField(entry, "publication.language", "fr").news?.publication).toEqual({
      name: "N",
      language: "fr",
    });
  });

  it("takes an element's attributes along when its value is cleared, so export writes no empty restriction", () => {
    const entry = makeEntry();
    const restricted = {
      ...entry,
      videos: [{ ...entry.videos[0], restriction: "RU BY", restriction_relationship: "allow" }],
    };
    const cleared = setVideoField(restricted, 0, "restriction", "").videos[0];
    expect("restriction" in cleared).toBe(false);
    expect("restriction_relationship" in cleared).toBe(false);
    const xml = new TextDecoder().decode(writeSitemaps([{ ...restricted, videos: [cleared] }])[0].bytes);
    expect(xml).not.toContain("video:restriction");
    // a changed value keeps its relationship; clearing the relationship alone keeps the countries
    expect(setVideoField(restricted, 0, "restriction", "KZ").videos[0]).toMatchObject({
      restriction: "KZ",
      restriction_relationship: "allow",
    });
    expect(setVideoField(restricted, 0, "restriction_relationship", "").videos[0].restriction).toBe("RU BY");
  });

  it("reads video tags one per line, dropping blank lines", () => {
    const entry = makeEntry();
    expect(setVideoField(entry, 0, "tag", "a\n\n b \nc").videos[0].tag).toEqual(["a", "b", "c"]);
    expect("tag" in setVideoField(entry, 0, "tag", " \n").videos[0]).toBe(false);
  });

  it("adds items with their required fields empty", () => {
    const entry = makeEntry();
    expect(addItem(entry, "images").images[1]).toEqual({ loc: "" });
    expect(addItem(entry, "alternates").alternates[1]).toEqual({ hreflang: "", href: "" });
    expect(addItem(entry, "videos").videos[1]).toEqual({ thumbnail_loc: "", title: "", description: "" });
    expect(addNews(removeNews(entry)).news?.publication).toEqual({ name: "", language: "" });
  });
});
