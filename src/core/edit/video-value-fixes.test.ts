import { describe, expect, it } from "vitest";
import { makeSitemapFile, makeUrlEntry } from "@/test/factories";
import type { VideoEntry } from "../model/types";
import { checkSitemaps } from "../validate/check-sitemaps";
import { getQuickFix } from "./quick-fixes";
import { toDurationSeconds, toRatingPoint, toRelationship, toYesNo } from "./video-value-fixes";

describe("video value fixes", () => {
  it("reads yes and no as people write them, in Russian too", () => {
    expect(["Да", " yes ", "TRUE", "1"].map(toYesNo)).toEqual(["yes", "yes", "yes", "yes"]);
    expect(["Нет", "no", "false", "0"].map(toYesNo)).toEqual(["no", "no", "no", "no"]);
    expect(toYesNo("maybe")).toBeUndefined();
  });

  it("turns an ISO 8601 duration into whole seconds within Google's range", () => {
    expect(toDurationSeconds("PT10M")).toBe("600");
    expect(toDurationSeconds("PT1H2M3S")).toBe("3723");
    expect(toDurationSeconds("pt90.4s")).toBe("90");
    expect(toDurationSeconds("PT9H")).toBeUndefined(); // 32,400 s: over 8 hours
    expect(toDurationSeconds("PT")).toBeUndefined();
  });

  it("turns a player's clock and seconds with a fraction into whole seconds", () => {
    expect(toDurationSeconds("10:05")).toBe("605");
    expect(toDurationSeconds(" 1:02:03 ")).toBe("3723");
    expect(toDurationSeconds("120.5")).toBe("121");
    expect(toDurationSeconds("120,4")).toBe("120");
    // not a clock: seconds over 59, minutes over 59 after hours; over 8 hours; under 1 second
    expect(toDurationSeconds("10:75")).toBeUndefined();
    expect(toDurationSeconds("1:75:00")).toBeUndefined();
    expect(toDurationSeconds("9:00:00")).toBeUndefined();
    expect(toDurationSeconds("0.4")).toBeUndefined();
    // whole seconds already: nothing to rewrite
    expect(toDurationSeconds("600")).toBeUndefined();
  });

  it("fixes what the checks report, on the video and field they name", () => {
    const video = {
      thumbnail_loc: "https://e.ru/t.jpg",
      title: "Итоги",
      description: "Кратко",
      content_loc: "https://e.ru/v.mp4",
      duration: "PT10M",
      family_friendly: "Да",
    } as VideoEntry;
    const entry = makeUrlEntry({ loc: "https://e.ru/a", videos: [{ ...video, duration: "600" }, video] });
    const file = makeSitemapFile({ name: "v.xml", urls: [entry] });
    const problems = checkSitemaps([file]).filter((p) => p.code.startsWith("video."));
    expect(problems.map((p) => `${p.code} ${p.field}`)).toEqual([
      "video.yes-no-invalid videos[0].family_friendly",
      "video.duration-invalid videos[1].duration",
      "video.yes-no-invalid videos[1].family_friendly",
    ]);
    let fixed = entry;
    for (const problem of problems) fixed = getQuickFix(problem, fixed)?.apply(fixed) ?? fixed;
    expect(fixed.videos.map((v) => [v.duration, v.family_friendly])).toEqual([
      ["600", "yes"],
      ["600", "yes"],
    ]);
    expect(checkSitemaps([{ ...file, urls: [fixed] }]).filter((p) => p.code.startsWith("video."))).toEqual(
      [],
    );
  });

  it("writes a comma rating with a dot and a relationship in lower case, and fixes what the checks report", () => {
    expect(["4,5", " 0,0 ", "5,0"].map(toRatingPoint)).toEqual(["4.5", "0.0", "5.0"]);
    expect(["5,5", "4.5", "four"].map(toRatingPoint)).toEqual([undefined, undefined, undefined]);
    expect(["ALLOW", " Deny "].map(toRelationship)).toEqual(["allow", "deny"]);
    expect(toRelationship("block")).toBeUndefined();
    const video = {
      thumbnail_loc: "https://e.ru/t.jpg",
      title: "Итоги",
      description: "Кратко",
      content_loc: "https://e.ru/v.mp4",
      rating: "4,5",
      restriction: "RU BY",
      restriction_relationship: "ALLOW",
      platform: "web",
      platform_relationship: "block",
    } as VideoEntry;
    const entry = makeUrlEntry({ loc: "https://e.ru/a", videos: [video] });
    const problems = checkSitemaps([makeSitemapFile({ name: "v.xml", urls: [entry] })]).filter((p) =>
      p.code.startsWith("video."),
    );
    const fixes = problems.map((p) => [p.code, getQuickFix(p, entry)?.label]);
    expect(fixes).toEqual([
      ["video.rating-invalid", 'Write "4.5"'],
      ["video.restriction-invalid", 'Write "allow"'],
      ["video.platform-invalid", undefined],
    ]);
    let fixed = entry;
    for (const p of problems) fixed = getQuickFix(p, fixed)?.apply(fixed) ?? fixed;
    expect(fixed.videos[0]).toMatchObject({ rating: "4.5", restriction_relationship: "allow" });
  });

  it("moves a watch page given as content_loc to player_loc when the video has none, else removes it", () => {
    const video = {
      thumbnail_loc: "https://e.ru/t.jpg",
      title: "Итоги",
      description: "Кратко",
      content_loc: "https://www.youtube.com/watch?v=abc",
    } as VideoEntry;
    const withPlayer = { ...video, player_loc: "https://e.ru/player?id=1" } as VideoEntry;
    const entry = makeUrlEntry({ loc: "https://e.ru/a", videos: [video, withPlayer] });
    const file = makeSitemapFile({ name: "v.xml", urls: [entry] });
    const problems = checkSitemaps([file]).filter((p) => p.code === "video.content-loc-not-media");
    expect(problems.map((p) => p.field)).toEqual(["videos[0].content_loc", "videos[1].content_loc"]);
    const [first, second] = problems.map((p) => getQuickFix(p, entry));
    expect(first?.id).toBe("video.content-to-player");
    // a player already there: the page goes from content_loc
    expect(second?.id).toBe("video.drop-content-page");
    expect(second?.apply(entry).videos[1]).toEqual({
      thumbnail_loc: "https://e.ru/t.jpg",
      title: "Итоги",
      description: "Кратко",
      player_loc: "https://e.ru/player?id=1",
    });
    const fixed = first?.apply(entry) ?? entry;
    expect(fixed.videos[0]).toEqual({
      thumbnail_loc: "https://e.ru/t.jpg",
      title: "Итоги",
      description: "Кратко",
      player_loc: "https://www.youtube.com/watch?v=abc",
    });
    expect(fixed.videos[1]).toBe(withPlayer);
    const both = second?.apply(fixed) ?? fixed;
    expect(checkSitemaps([{ ...file, urls: [both] }]).filter((p) => p.code.startsWith("video."))).toEqual([]);
  });
});
