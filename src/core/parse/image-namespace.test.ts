import { describe, expect, it } from "vitest";
import { checkSitemaps } from "../validate/check-sitemaps";
import { readSitemapFile } from "./read-sitemap-file";

const urlset = (imageNs: string) =>
  new TextEncoder().encode(`<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="${imageNs}">
  <url><loc>https://www.example.com/a</loc><image:image><image:loc>https://www.example.com/a.jpg</image:loc></image:image></url>
</urlset>`);

describe("image.namespace-wrong", () => {
  it("reports image elements in an old image namespace, with the namespace and position, and keeps the image", () => {
    const file = readSitemapFile("s.xml", urlset("http://www.google.com/schemas/sitemap-image/1.0"), {
      location: "https://www.example.com/s.xml",
    });
    const wrong = checkSitemaps([file]).filter((p) => p.code === "image.namespace-wrong");
    expect(wrong.map((p) => [p.params?.value, p.line, p.column])).toEqual([
      ["http://www.google.com/schemas/sitemap-image/1.0", 3, 44],
    ]);
    expect(file.urls[0].images.map((image) => image.loc)).toEqual(["https://www.example.com/a.jpg"]);
  });

  it("stays silent on Google's image namespace 1.1", () => {
    const file = readSitemapFile("s.xml", urlset("http://www.google.com/schemas/sitemap-image/1.1"), {
      location: "https://www.example.com/s.xml",
    });
    expect(checkSitemaps([file]).filter((p) => p.severity !== "info")).toEqual([]);
  });

  it("is a Google rule: gone with only Yandex chosen", () => {
    const file = readSitemapFile("s.xml", urlset("http://www.google.com/schemas/sitemap-image/1.0"));
    expect(checkSitemaps([file], { engines: ["yandex"] }).map((p) => p.code)).not.toContain(
      "image.namespace-wrong",
    );
  });
});
