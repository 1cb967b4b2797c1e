import { describe, expect, it } from "vitest";
import { type PreferenceStorage, readFoldedPanels, SIDE_PANELS_KEY, writeFoldedPanels } from "./preferences";

function memoryStorage(
  initial: Record<string, string> = {},
): PreferenceStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

describe("folded side panels", () => {
  it("remembers which panels are folded", () => {
    const storage = memoryStorage();
    expect(readFoldedPanels(storage)).toEqual({ files: false, problems: false });
    writeFoldedPanels(storage, { files: false, problems: true });
    expect(storage.data[SIDE_PANELS_KEY]).toBe('{"files":false,"problems":true}');
    expect(readFoldedPanels(storage)).toEqual({ files: false, problems: true });
  });

  it("reads anything else as nothing folded, and never throws", () => {
    for (const raw of ["not json", "null", "[true]", '{"files":"yes","problems":1}'])
      expect(readFoldedPanels(memoryStorage({ [SIDE_PANELS_KEY]: raw })), raw).toEqual({
        files: false,
        problems: false,
      });
    expect(readFoldedPanels(undefined)).toEqual({ files: false, problems: false });
    const full: PreferenceStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(() => writeFoldedPanels(full, { files: true, problems: true })).not.toThrow();
  });
});
