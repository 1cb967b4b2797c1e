import { describe, expect, it } from "vitest";
import { getMostCommon, getZoneOffsetMinutes } from "./most-common";

describe("getMostCommon", () => {
  it("gives the value met most often, on a tie the one that got there first, skipping empty ones", () => {
    expect(getMostCommon(["Z", "+03:00", undefined, "", "+03:00", "Z"])).toBe("+03:00");
    expect(getMostCommon(["Z", "+03:00"])).toBe("Z");
    expect(getMostCommon(["a", "b", "b"])).toBe("b");
    expect(getMostCommon([undefined, ""])).toBeUndefined();
  });
});

describe("getZoneOffsetMinutes", () => {
  it("reads a W3C zone as minutes east of UTC", () => {
    expect(["+03:00", "-05:30", "Z", "+0300", undefined].map(getZoneOffsetMinutes)).toEqual([
      180,
      -330,
      0,
      undefined,
      undefined,
    ]);
  });
});
