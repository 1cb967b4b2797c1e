import { describe, expect, it } from "vitest";
import { getMostCommon, getZoneOffsetMinutes, pickTopOrigin } from "./most-common";

describe("getMostCommon", () => {
  it("gives the value met most often, on a tie the one that got there first, skipping empty ones", () => {
    expect(getMostCommon(["Z", "+03:00", undefined, "", "+03:00", "Z"])).toBe("+03:00");
    expect(getMostCommon(["Z", "+03:00"])).toBe("Z");
    expect(getMostCommon(["a", "b", "b"])).toBe("b");
    expect(getMostCommon([undefined, ""])).toBeUndefined();
  });
});

describe("pickTopOrigin", () => {
  it("gives the top count; on a tie the https twin of an http host, else the first", () => {
    expect(
      pickTopOrigin(
        new Map([
          ["http://a.ru", 2],
          ["https://a.ru", 2],
        ]),
      ),
    ).toBe("https://a.ru");
    expect(
      pickTopOrigin(
        new Map([
          ["https://a.ru", 2],
          ["http://a.ru", 2],
        ]),
      ),
    ).toBe("https://a.ru");
    expect(
      pickTopOrigin(
        new Map([
          ["http://a.ru", 3],
          ["https://a.ru", 2],
        ]),
      ),
    ).toBe("http://a.ru");
    // another host is no twin: the first stays
    expect(
      pickTopOrigin(
        new Map([
          ["http://a.ru", 2],
          ["https://b.ru", 2],
        ]),
      ),
    ).toBe("http://a.ru");
    expect(
      pickTopOrigin(
        new Map([
          ["http://a.ru", 2],
          ["https://b.ru", 2],
          ["https://a.ru", 2],
        ]),
      ),
    ).toBe("https://a.ru");
    expect(
      pickTopOrigin(
        new Map([
          ["http://a.ru", 2],
          ["https://xa.ru", 2],
        ]),
      ),
    ).toBe("http://a.ru");
    expect(pickTopOrigin(new Map([["http://a.ru", 0]]))).toBeUndefined();
    expect(pickTopOrigin(new Map())).toBeUndefined();
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
