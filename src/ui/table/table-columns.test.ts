import { describe, expect, it } from "vitest";
import {
  type EntryColumn,
  getColumnsLeftOutForRoom,
  getFileColumnMin,
  getFileColumnSize,
  getGridTemplate,
  getPreferredSizes,
  getProblemColumn,
  getShownColumns,
  isLeftOutForFields,
  LASTMOD_WHOLE_MIN,
  LASTMOD_ZONE_MIN,
} from "./table-columns";

/** A column as `getGridTemplate` reads it: its preferred size, its minimum, whether it grows. */
const column = (id: string, size: number, minSize: number, grow = false, resizedTo?: number) =>
  ({
    id,
    getSize: () => resizedTo ?? size,
    columnDef: { size, minSize, meta: grow ? { grow } : {} },
  }) as unknown as EntryColumn;

const COLUMNS = [column("loc", 480, 260, true), column("lastmod", 200, 118), column("problems", 220, 110)];

describe("getGridTemplate", () => {
  it("gives loc the room to spare", () => {
    expect(getGridTemplate(COLUMNS, 1200)).toBe("minmax(480px, 1fr) 200px 220px");
  });

  it("keeps a whole lastmod while loc can give way (a panel folded), not beside both panels", () => {
    const table = FILES_TABLE;
    const lastmodWidth = (available: number) =>
      Number.parseFloat(getGridTemplate(table, available, {}, { lastmod: LASTMOD_WHOLE_MIN }).split(" ")[1]);
    // both panels folded at 1280 px: about 1180 px for the table
    expect(lastmodWidth(1180)).toBeGreaterThanOrEqual(LASTMOD_WHOLE_MIN);
    // without the raised minimum it was cut there (the others give way before loc)
    expect(Number.parseFloat(getGridTemplate(table, 1180).split(" ")[1])).toBeLessThan(LASTMOD_WHOLE_MIN);
    // beside both panels (760 px) loc is at its own minimum: lastmod goes back down
    expect(lastmodWidth(760)).toBeLessThan(LASTMOD_WHOLE_MIN);
  });

  it("shrinks the other columns first, in proportion to their slack, then loc", () => {
    // 900 - 800 = 100 short: the others' slack is 82 + 110 = 192
    expect(getGridTemplate(COLUMNS, 800)).toBe("480px 157px 162px");
    // the others at their minimum, loc takes what is left
    expect(getGridTemplate(COLUMNS, 600)).toBe("372px 118px 110px");
    // and never below its own
    expect(getGridTemplate(COLUMNS, 300)).toBe("260px 118px 110px");
  });

  it("keeps a width the user dragged a column to, loc giving way for it", () => {
    const widened = [COLUMNS[0], column("lastmod", 200, 118, false, 260), COLUMNS[2]];
    // 960 wanted, 800 there: problems gives its 110 of slack, loc the other 50
    expect(getGridTemplate(widened, 800)).toBe("430px 260px 110px");
    expect(getGridTemplate(widened, 600)).toBe("260px 260px 110px");
    // with room to spare, loc still takes it
    expect(getGridTemplate(widened, 1200)).toBe("minmax(480px, 1fr) 260px 220px");
  });

  it("keeps a width the user dragged loc to, the others giving way and then the grid scrolling", () => {
    const widened = [column("loc", 480, 260, true, 560), COLUMNS[1], COLUMNS[2]];
    // 980 wanted, 800 there: lastmod and problems give their 82 + 110 of slack, loc keeps 560
    expect(getGridTemplate(widened, 800)).toBe("560px 123px 116px");
    // short of room past every minimum: loc still keeps its width (the grid scrolls sideways)
    expect(getGridTemplate(widened, 600)).toBe("560px 118px 110px");
    // a loc not resized gives way there (the case this replaces: the drag seemed to do nothing)
    expect(getGridTemplate(COLUMNS, 600)).toBe("372px 118px 110px");
    // with room to spare, it fills it from its new size
    expect(getGridTemplate(widened, 1200)).toBe("minmax(560px, 1fr) 200px 220px");
  });
});

/** The table's own columns with the File column (URLs of two files), at their sizes and minimums. */
const FILES_TABLE = [
  column("loc", 480, 208, true),
  column("lastmod", 236, 120),
  column("changefreq", 120, 114),
  column("priority", 104, 100),
  column("file", 150, 96),
  column("problems", 220, 122),
];

/** The raised minimums with `sitemap-images.xml.gz` open and a date with its zone. */
const IMAGES_MINIMUMS = { file: getFileColumnMin("-images.xml.gz".length), lastmod: LASTMOD_WHOLE_MIN };

describe("the File column's width from the names open", () => {
  it("prefers whole names, from 150 to 220 px, and still gives way when short of room", () => {
    expect(getFileColumnSize(11)).toBe(150);
    // "sitemap-products.xml.gz"
    expect(getFileColumnSize(23)).toBe(195);
    expect(getFileColumnSize(80)).toBe(220);
    const columns = [column("loc", 480, 260, true), column("file", 150, 96)];
    expect(getGridTemplate(columns, 1200, { file: 195 })).toBe("minmax(480px, 1fr) 195px");
    // 675 wanted, 600 there: the file column gives its slack first
    expect(getGridTemplate(columns, 600, { file: 195 })).toBe("480px 120px");
    // a width the user set stays
    const resized = [columns[0], column("file", 150, 96, false, 170)];
    expect(getGridTemplate(resized, 1200, { file: 195 })).toBe("minmax(480px, 1fr) 170px");
  });

  it("keeps whole names beside both panels at 1920 px: the URL column starts at 400 px beside it", () => {
    const table = FILES_TABLE;
    // "sitemap-images.xml.gz" (152 px of text, 13 of padding) in the 1,246 px table at 1920 px: 14 px short,
    // which the others' slack gives; at 480 px the URL column had the File column cut to 155 px
    const minimums = IMAGES_MINIMUMS;
    const wide = getGridTemplate(table, 1246, getPreferredSizes(false, true, 21), minimums);
    expect(wide).toBe("400px 235px 119px 103px 176px 211px");
    // one file open (no File column): the URL column's own 480 px; news: 300 px
    expect(getPreferredSizes(false, false, 21)).toEqual({ file: 180 });
    expect(getPreferredSizes(true, true, 21)).toEqual({ file: 180, loc: 300 });
  });

  it("keeps a date's timezone in sight before a name's whole tail beside both panels at 1366 px", () => {
    const table = FILES_TABLE;
    const minimums = IMAGES_MINIMUMS;
    const preferred = getPreferredSizes(false, true, 21);
    // 822 px: the date used to give first, to 134 px (`2024-05-01T0…`), the File column keeping 144
    expect(getGridTemplate(table, 822, preferred, minimums)).toBe("208px 134px 114px 100px 144px 122px");
    expect(getGridTemplate(table, 822, preferred, minimums, { lastmod: LASTMOD_ZONE_MIN })).toBe(
      "208px 156px 114px 100px 122px 122px",
    );
    // shorter still (1280 px, 760): below the floor only once the others are at their own minimums
    expect(getGridTemplate(table, 760, preferred, minimums, { lastmod: LASTMOD_ZONE_MIN })).toBe(
      "208px 120px 114px 100px 96px 122px",
    );
  });

  it("keeps room at its narrowest for the longest tail a name keeps whole, the URL column giving way", () => {
    // " (2).xml" alone: the column's own minimum
    expect(getFileColumnMin(7)).toBe(96);
    // "-products.xml.gz"
    expect(getFileColumnMin(16)).toBe(159);
    // "-sitemap.xml" and "e…" before it: 105 px of text, 19 of padding
    expect(getFileColumnMin(12)).toBe(129);
    const columns = [column("loc", 480, 260, true), column("file", 150, 96)];
    // 630 wanted, 500 there: the File column stops at 121, loc takes the rest of the cut
    expect(getGridTemplate(columns, 500, {}, { file: 121 })).toBe("379px 121px");
    expect(getGridTemplate(columns, 500)).toBe("404px 96px");
    // loc at its minimum: the raised minimum gives way again, down to the column's own
    expect(getGridTemplate(columns, 370, {}, { file: 121 })).toBe("260px 110px");
    expect(getGridTemplate(columns, 300, {}, { file: 121 })).toBe("260px 96px");
  });
});

describe("getShownColumns", () => {
  const all = [column("loc", 1, 1), column("file", 1, 1), column("problems", 1, 1)];
  it("shows the File column only for URLs of more than one file", () => {
    expect(getShownColumns(all, 1).map((c) => c.id)).toEqual(["loc", "problems"]);
    expect(getShownColumns(all, 0).map((c) => c.id)).toEqual(["loc", "problems"]);
    expect(getShownColumns(all, 2).map((c) => c.id)).toEqual(["loc", "file", "problems"]);
  });

  it("leaves out the columns the user hid, never the URL", () => {
    expect(getShownColumns(all, 2, ["problems"]).map((c) => c.id)).toEqual(["loc", "file"]);
    expect(getShownColumns(all, 2, ["loc", "file", "problems"]).map((c) => c.id)).toEqual(["loc"]);
  });
});

describe("getProblemColumn", () => {
  it("names the column of a problem's field, news fields included, else the URL's", () => {
    expect(getProblemColumn("priority")).toBe("priority");
    expect(getProblemColumn("news.publication_date")).toBe("news_publication_date");
    expect(getProblemColumn("news.title")).toBe("news_title");
    expect(getProblemColumn("news.publication.name")).toBe("loc");
    expect(getProblemColumn("images[0].loc")).toBe("loc");
    expect(getProblemColumn(undefined)).toBe("loc");
  });
});

describe("isLeftOutForFields", () => {
  it("leaves out the news columns without news, and beside news the fields no URL has", () => {
    const plain = { news: false, lastmod: false, changefreq: false, priority: false };
    expect(isLeftOutForFields("news_title", plain)).toBe(true);
    // without news every protocol column stays, empty or not
    expect(["lastmod", "changefreq", "priority"].map((id) => isLeftOutForFields(id, plain))).toEqual([
      false,
      false,
      false,
    ]);
    const news = { news: true, lastmod: false, changefreq: false, priority: true };
    expect(
      ["news_publication_date", "news_title", "lastmod", "changefreq", "priority", "loc", "file"].map((id) =>
        isLeftOutForFields(id, news),
      ),
    ).toEqual([false, false, true, true, false, false, false]);
  });
});

describe("getColumnsLeftOutForRoom", () => {
  // the table's own minimums: URL 208, Last modified 120, Change freq. 114, Priority 100, Published 118,
  // News title 96, File 96, Problems 122 (974 px in all)
  const table = (priorityResizedTo?: number) => [
    column("loc", 300, 208, true),
    column("lastmod", 236, 120),
    column("changefreq", 120, 114),
    column("priority", 104, 100, false, priorityResizedTo),
    column("news_publication_date", 236, 118),
    column("news_title", 260, 96),
    column("file", 150, 96),
    column("problems", 220, 122),
  ];
  const news = { news: true, lastmod: true, changefreq: true, priority: true };

  it("beside news leaves out Priority, then Change freq., until the rest fits", () => {
    expect(getColumnsLeftOutForRoom(table(), 1248, news)).toEqual([]);
    expect(getColumnsLeftOutForRoom(table(), 974, news)).toEqual([]);
    expect(getColumnsLeftOutForRoom(table(), 900, news)).toEqual(["priority"]);
    // beside both panels at 1366 and at 1280
    expect(getColumnsLeftOutForRoom(table(), 830, news)).toEqual(["priority", "changefreq"]);
    // at 1280 the publication date at its 168 px (time and zone in sight) needs Last modified's room too
    expect(getColumnsLeftOutForRoom(table(), 760, news)).toEqual(["priority", "changefreq", "lastmod"]);
    // nothing else is left out, nor Last modified when its room is not enough
    expect(getColumnsLeftOutForRoom(table(), 500, news)).toEqual(["priority", "changefreq"]);
  });

  it("beside news leaves out Last modified when the publication date and file names need its room", () => {
    // a news sitemap with a feed (News title, File), both panels at 1280: 208 + 120 + 168 + 96 + 96 + 122
    // = 810 px with the publication date at 168, 690 without Last modified
    const newsFiles = table().filter((c) => c.id !== "changefreq" && c.id !== "priority");
    const fileMin = { file: getFileColumnMin("-news.xml".length) };
    expect(getColumnsLeftOutForRoom(newsFiles, 760, news, fileMin)).toEqual(["lastmod"]);
    // at 1440 (832 px) there is room for both
    expect(getColumnsLeftOutForRoom(newsFiles, 832, news, fileMin)).toEqual([]);
    // not one you resized
    const resized = newsFiles.map((c) => (c.id === "lastmod" ? column("lastmod", 236, 120, false, 200) : c));
    expect(getColumnsLeftOutForRoom(resized, 760, news, fileMin)).toEqual([]);
    // nor without news: a plain sitemap keeps its dates
    expect(getColumnsLeftOutForRoom(newsFiles, 760, { ...news, news: false }, fileMin)).toEqual([]);
  });

  it("leaves nothing out before the width is measured, or a column the user widened", () => {
    expect(getColumnsLeftOutForRoom(table(), 0, news)).toEqual([]);
    expect(getColumnsLeftOutForRoom(table(150), 830, news)).toEqual(["changefreq"]);
  });

  // a plain sitemap's table beside both panels at 1280 (760 px): URL, Last modified, Change freq.,
  // Priority, File and Problems at their minimums add up to 760 with the File column at its own 96 px
  const plain = (priorityResizedTo?: number) =>
    table(priorityResizedTo).filter((c) => c.id !== "news_publication_date" && c.id !== "news_title");
  const values = { news: false, lastmod: true, changefreq: true, priority: true };
  const products = { file: getFileColumnMin("-products.xml.gz".length) };

  it("without news leaves out every empty Change freq. and Priority once the URL column would be under 360 px", () => {
    // every column holds values: nothing is left out, however short the room
    expect(getColumnsLeftOutForRoom(plain(), 500, values, products)).toEqual([]);
    // no changefreq anywhere, beside both panels at 1280 (760 px): it waits for room
    const noChangefreq = { ...values, changefreq: false };
    expect(getColumnsLeftOutForRoom(plain(), 760, noChangefreq, products)).toEqual(["changefreq"]);
    expect(getColumnsLeftOutForRoom(plain(), 760, noChangefreq)).toEqual(["changefreq"]);
    // with a panel folded (1000 px) the URL column has 360 px beside them: it shows again
    expect(getColumnsLeftOutForRoom(plain(), 1000, noChangefreq, products)).toEqual([]);
    // neither: both go, not only as many as fit
    const neither = { ...values, changefreq: false, priority: false };
    expect(getColumnsLeftOutForRoom(plain(), 760, neither, products)).toEqual(["priority", "changefreq"]);
    expect(getColumnsLeftOutForRoom(plain(), 1000, neither, products)).toEqual([]);
    // an empty Priority the user widened stays
    expect(getColumnsLeftOutForRoom(plain(130), 760, neither, products)).toEqual(["changefreq"]);
    // a video sitemap alone beside both panels at 1366 (846 px): the URL had 260 px beside empty columns
    const dates = { lastmod: LASTMOD_WHOLE_MIN };
    const single = plain().filter((c) => c.id !== "file");
    expect(getColumnsLeftOutForRoom(single, 846, neither, dates)).toEqual(["priority", "changefreq"]);
    // at 1920 (1246 px) they stay
    expect(getColumnsLeftOutForRoom(single, 1246, neither, dates)).toEqual([]);
  });

  it("leaves out Priority, then Change freq., with values too, once a date's timezone would be cut", () => {
    const zone = { lastmod: LASTMOD_ZONE_MIN };
    // beside both panels at 1280 (760 px) with the File column: 208 + 156 + 114 + 100 + 96 + 122 = 796
    expect(getColumnsLeftOutForRoom(plain(), 760, values, products, zone)).toEqual(["priority"]);
    expect(getColumnsLeftOutForRoom(plain(), 796, values, products, zone)).toEqual([]);
    // narrower still: Change freq. too
    expect(getColumnsLeftOutForRoom(plain(), 690, values, products, zone)).toEqual([
      "priority",
      "changefreq",
    ]);
    // so narrow that the date is cut all the same: nothing with values goes for nothing
    expect(getColumnsLeftOutForRoom(plain(), 500, values, products, zone)).toEqual([]);
    // a column the user widened: the table scrolls sideways past its width, as it did
    expect(getColumnsLeftOutForRoom(plain(130), 760, values, products, zone)).toEqual([]);
    // one dragged narrower stays (a resized column is not left out) and counts at its width: Change freq. goes
    expect(getColumnsLeftOutForRoom(plain(90), 690, values, products, zone)).toEqual(["changefreq"]);
    // a URL column dragged to 380 px, under its preferred 400 beside the File column: no widening
    const urlAt = (width: number) =>
      plain().map((c) => (c.id === "loc" ? column("loc", 300, 208, true, width) : c));
    const files = { loc: 400 };
    expect(getColumnsLeftOutForRoom(urlAt(240), 760, values, products, zone, files)).toEqual(["priority"]);
    expect(getColumnsLeftOutForRoom(urlAt(460), 760, values, products, zone, files)).toEqual([]);
    // no dates (no floor): as before, nothing with values is left out
    expect(getColumnsLeftOutForRoom(plain(), 760, values, products, { lastmod: 0 })).toEqual([]);
    // an empty one already out for the URL column's room is not counted twice
    const noChangefreq = { ...values, changefreq: false };
    expect(getColumnsLeftOutForRoom(plain(), 760, noChangefreq, products, zone)).toEqual(["changefreq"]);
  });
});
