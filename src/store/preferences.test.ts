import { describe, expect, it } from "vitest";
import {
  COLUMN_WIDTHS_KEY,
  EXPORT_CHOICES_KEY,
  type ExportChoices,
  forgetSiteExportChoices,
  type PreferenceStorage,
  readColumnWidths,
  readExportChoices,
  readFoldedPanels,
  SIDE_PANELS_KEY,
  writeColumnWidths,
  writeExportChoices,
  writeFoldedPanels,
} from "./preferences";

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

describe("column widths", () => {
  it("remembers the widths set, and reads only known columns with whole, sane widths", () => {
    const storage = memoryStorage();
    expect(readColumnWidths(storage)).toEqual({});
    writeColumnWidths(storage, { loc: 612, lastmod: 250 });
    expect(readColumnWidths(storage)).toEqual({ loc: 612, lastmod: 250 });
    const odd = '{"loc":612.5,"lastmod":-3,"title":300,"file":"200","priority":90,"problems":99999}';
    expect(readColumnWidths(memoryStorage({ [COLUMN_WIDTHS_KEY]: odd }))).toEqual({ priority: 90 });
    for (const raw of ["not json", "null", "[1,2]"])
      expect(readColumnWidths(memoryStorage({ [COLUMN_WIDTHS_KEY]: raw })), raw).toEqual({});
    expect(readColumnWidths(undefined)).toEqual({});
  });
});

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

describe("export choices", () => {
  const choices: ExportChoices = {
    mode: "merge",
    kind: "xml.gz",
    maxUrls: "10 000",
    maxMb: "9,5",
    name: "shop",
    pretty: false,
    indexLastmod: true,
  };

  it("remembers the choices and reads them back", () => {
    const storage = memoryStorage();
    expect(readExportChoices(storage)).toEqual({});
    writeExportChoices(storage, choices);
    expect(JSON.parse(storage.data[EXPORT_CHOICES_KEY])).toEqual(choices);
    expect(readExportChoices(storage)).toEqual(choices);
  });

  it("forgets one site's split sizes, name and index lastmod at Start over, keeping mode, format and pretty", () => {
    const storage = memoryStorage();
    writeExportChoices(storage, choices);
    forgetSiteExportChoices(storage);
    expect(readExportChoices(storage)).toEqual({ mode: choices.mode, kind: "xml.gz", pretty: false });
    forgetSiteExportChoices(undefined);
  });

  it("keeps only the fields stored with the right type, and never throws", () => {
    const raw = JSON.stringify({
      mode: "split",
      kind: "xml",
      maxUrls: 5,
      maxMb: "2",
      pretty: "no",
      name: "x".repeat(201),
    });
    expect(readExportChoices(memoryStorage({ [EXPORT_CHOICES_KEY]: raw }))).toEqual({
      kind: "xml",
      maxMb: "2",
    });
    for (const bad of ["not json", "null", "[1]", "7"])
      expect(readExportChoices(memoryStorage({ [EXPORT_CHOICES_KEY]: bad })), bad).toEqual({});
    const throwing: PreferenceStorage = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("quota");
      },
    };
    expect(readExportChoices(throwing)).toEqual({});
    expect(() => writeExportChoices(throwing, choices)).not.toThrow();
    expect(readExportChoices(undefined)).toEqual({});
  });
});
