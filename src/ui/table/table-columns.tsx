/**
 * Column model of the entries table (TanStack Table v9): ids, header labels, sizes and what each column
 * shows. Defined once at module scope, so the table never rebuilds its column model.
 *
 * Rows are not given to TanStack Table: the store already filters and sorts (`selectRows`), and building
 * a TanStack row model of 50,000 `RowRef`s on every edit costs ~100 ms. The table owns columns, headers and
 * sizing; the virtualized body renders the store's rows with these column definitions.
 */
import {
  type Column,
  columnResizingFeature,
  columnSizingFeature,
  createColumnHelper,
  metaHelper,
  tableFeatures,
} from "@tanstack/react-table";
import { CHANGEFREQS, type UrlEntry, type UrlField } from "@/core/index";
import type { RowRef, TableSort } from "@/store/store-types";
import { messages } from "@/ui/messages";

const TABLE_TEXT = messages.table;

export type EntryColumnId = TableSort["column"];

/** What the renderer needs to know about a column beyond TanStack's model. */
export interface EntryColumnMeta {
  /** The protocol field the column shows and edits; absent for `file`, `problems` and the news columns. */
  field?: UrlField;
  /**
   * The `news:news` field the column shows (`news:publication_date`, `news:title`), read-only in the table:
   * the details pane edits the news. Such a column is shown only while an entry of the table has news.
   */
  news?: NewsColumnKey;
  /** Numbers and dates align to the end and use tabular figures. */
  numeric?: boolean;
  /** The column grows to fill the width (loc). */
  grow?: boolean;
}

/** The `news:news` fields the table has a column for. */
export type NewsColumnKey = "publication_date" | "title";

/** The problem field (`news.title`) of a news column's key: its cell shows that field's problems. */
export function getNewsProblemField(key: NewsColumnKey): string {
  return `news.${key}`;
}

/**
 * The text a cell of `column` shows for `entry` of file `file`: the field's value, a news field's, the file's
 * name in the File column; undefined when the entry has none (and for the Problems column).
 */
export function getCellText(column: EntryColumn, entry: UrlEntry, file: string): string | undefined {
  const meta = column.columnDef.meta;
  if (meta?.field) return entry[meta.field];
  if (meta?.news) return entry.news?.[meta.news];
  return column.id === "file" ? file : undefined;
}

export const ENTRY_FEATURES = tableFeatures({
  columnSizingFeature,
  columnResizingFeature,
  columnMeta: metaHelper<EntryColumnMeta>(),
});

export type EntryFeatures = typeof ENTRY_FEATURES;
export type EntryColumn = Column<EntryFeatures, RowRef>;

const helper = createColumnHelper<EntryFeatures, RowRef>();

export const ENTRY_COLUMNS = helper.columns([
  helper.display({
    id: "loc",
    header: () => TABLE_TEXT.columns.loc,
    size: 480,
    // the other minimums fit their headers with the sort arrow ("Last modified", "Change freq.",
    // "Приоритет"), measured in Chromium, and all add up to 760 px: the table beside both panels at 1280
    // (loc gave 32 px of its 240 to the File column's copy numbers and endings; a URL is cut in the
    // middle, so its last segment still shows)
    minSize: 208,
    meta: { field: "loc", grow: true },
  }),
  helper.display({
    id: "lastmod",
    header: () => TABLE_TEXT.columns.lastmod,
    // a whole W3C datetime with seconds and offset, "2025-03-02T09:15:00+03:00", when there is room, with a
    // problem's mark beside it (216 px cut it at 1920 in Debian's fonts) or milliseconds
    size: 236,
    minSize: 120,
    meta: { field: "lastmod" },
  }),
  helper.display({
    id: "changefreq",
    header: () => TABLE_TEXT.columns.changefreq,
    size: 120,
    minSize: 114,
    meta: { field: "changefreq" },
  }),
  helper.display({
    id: "priority",
    header: () => TABLE_TEXT.columns.priority,
    // "Priority" and "Приоритет" with the sort arrow
    size: 104,
    minSize: 100,
    meta: { field: "priority", numeric: true },
  }),
  // a news sitemap's own columns (shown only when an entry has news): when each article was published, what
  // `news.stale` checks, and its headline; read-only here, edited in the details pane
  helper.display({
    id: "news_publication_date",
    header: () => TABLE_TEXT.columns.news_publication_date,
    size: 236,
    // "Published" and "Публикация" with the sort arrow; with News title's 96 the two take no more than Change
    // freq. and Priority (214 px), left out beside news when empty: the table still fits beside both panels
    // at 1280, File column included
    minSize: 118,
    meta: { news: "publication_date" },
  }),
  helper.display({
    id: "news_title",
    header: () => TABLE_TEXT.columns.news_title,
    size: 260,
    // "News title" and "Заголовок" with the sort arrow
    minSize: 96,
    meta: { news: "title" },
  }),
  // at its narrowest a name keeps its copy number and ending whole (`p….xml.gz`, `s… (2).xml.gz`); wider
  // when the names open keep a longer tail (`getFileColumnMin`)
  helper.display({ id: "file", header: () => TABLE_TEXT.columns.file, size: 150, minSize: 96, meta: {} }),
  helper.display({
    id: "problems",
    header: () => TABLE_TEXT.columns.problems,
    size: 220,
    // two badges side by side, "1 err 3 warn" and "1 ош. 3 пред." (102 px): a second one used to be cut;
    // "3 пред. 2 инф." needs more, held while the URL column can give way (`PROBLEMS_BADGES_MIN`)
    minSize: 122,
    meta: {},
  }),
]);

/**
 * What the entries of the table hold, for `getShownColumns`: a `news:news`, and (beside news) a
 * `lastmod`, `changefreq` or `priority` value.
 */
export interface TableFields {
  news: boolean;
  changefreq: boolean;
  priority: boolean;
  lastmod: boolean;
}

const PLAIN_FIELDS: TableFields = { news: false, changefreq: true, priority: true, lastmod: true };

/**
 * True when column `id` is left out of the table for what its entries hold: the news columns without
 * news, and beside news a Last modified, Change freq. or Priority no entry has (news sitemaps rarely write
 * them, Google reads neither changefreq nor priority, and the news columns need the room: a publication
 * date keeps its offset in sight).
 */
export function isLeftOutForFields(id: string, fields: TableFields): boolean {
  if (id === "news_publication_date" || id === "news_title") return !fields.news;
  if (id === "lastmod" || id === "changefreq" || id === "priority") return fields.news && !fields[id];
  return false;
}

/**
 * The columns shown: all but those the user hid (`hidden`, the "Columns" menu; never the URL), the File
 * column only when URLs of more than one file are in the table (it would repeat one name on every row and
 * take the room the URL needs), and those `isLeftOutForFields` leaves out for what the entries hold.
 */
export function getShownColumns(
  columns: readonly EntryColumn[],
  urlFiles: number,
  hidden: readonly string[] = [],
  fields: TableFields = PLAIN_FIELDS,
): readonly EntryColumn[] {
  return columns.filter(
    (column) =>
      column.id === "loc" ||
      (!hidden.includes(column.id) &&
        (column.id !== "file" || urlFiles > 1) &&
        !isLeftOutForFields(column.id, fields)),
  );
}

/**
 * The URL column's width (px) below which a plain sitemap's empty Priority and Change freq. wait for room
 * (`getColumnsLeftOutForRoom`): a video sitemap alone at 1366 px cut its URLs to `https://www.vesti-go…/reportazh-most`
 * in 260 px beside 440 px of empty columns.
 */
export const URL_ROOM = 360;

/** What is left out for room, first to last: Priority, then Change freq. (Google reads neither). */
const LEFT_OUT_FOR_ROOM = ["priority", "changefreq"] as const;

/**
 * The ids of the columns of `shown` left out for room, so the table does not scroll sideways or cut what
 * matters, while the narrowest the shown columns can be (`minSize`, or the raised minimum of `minimums`
 * such as the File column's, `getFileColumnMin`; a column the user resized keeps its width) adds up to
 * more than `available` px. Beside news (`fields.news`): Priority and then Change freq. (a news sitemap
 * that writes them, beside both panels at 1280 or 1366: the news columns and Problems stay in sight).
 * Without news: every Priority and Change freq. no URL has a value for (`fields`), once the URL column
 * would be narrower than `URL_ROOM` beside the others at their narrowest: empty columns had stood while the
 * File column cut `sitemap-products.xml.gz` to `s…-produ…`, a date lost its `+03:00` and URLs were cut
 * beside both panels at 1280 and 1366.
 * Then, without news, Priority and then Change freq. with values too (Google reads neither; the Details
 * pane and a folded panel show them) while even the shown columns at their own minimums, a column with a
 * floor at its floor (`floors`: Last modified's `LASTMOD_ZONE_MIN`), add up to more than `available`: beside
 * both panels at 1280 px with the File column, a `+03:00` date read `2024-05-01T…`, like a date without a
 * zone, beside a Change freq. and a Priority empty in every row in sight. Not when that would not keep the
 * floor either, nor when a column was widened past its preferred width (`preferred`, as `getGridTemplate`
 * takes it: the table then scrolls sideways past the width you gave).
 * A column the user resized is not left out. Empty before `available` is measured (0). The Columns menu
 * says which columns wait for room (`ColumnsMenu`).
 */
export function getColumnsLeftOutForRoom(
  shown: readonly EntryColumn[],
  available: number,
  fields: TableFields,
  minimums: Readonly<Partial<Record<EntryColumnId, number>>> = {},
  floors: Readonly<Partial<Record<EntryColumnId, number>>> = {},
  preferred: Readonly<Partial<Record<EntryColumnId, number>>> = {},
): string[] {
  if (available <= 0) return [];
  const narrowest = (column: EntryColumn) => {
    const size = column.getSize();
    if (size !== column.columnDef.size) return size;
    const raised = fields.news ? 0 : (minimums[column.id as EntryColumnId] ?? 0);
    return Math.min(Math.max(column.columnDef.minSize ?? 0, raised), size);
  };
  let total = shown.reduce((sum, column) => sum + narrowest(column), 0);
  const out: string[] = [];
  // without news, short of room (the URL column under `URL_ROOM` beside the others at their narrowest):
  // every empty one goes (it shows nothing), not only as many as fit
  const loc = shown.find((column) => column.columnDef.meta?.grow === true);
  const short = total - (loc ? narrowest(loc) : 0) + URL_ROOM > available;
  for (const id of LEFT_OUT_FOR_ROOM) {
    if (fields.news ? total <= available : !short) break;
    if (!fields.news && fields[id]) continue;
    const column = shown.find((candidate) => candidate.id === id);
    if (!column || column.getSize() !== column.columnDef.size) continue;
    total -= narrowest(column);
    out.push(id);
  }
  // a table with a column you widened (past its preferred width, `preferred` or its definition's) scrolls
  // sideways past it, as it did: a URL column dragged wider does not make a column of values go (one
  // dragged narrower gives room, and counts at its width)
  const widened = shown.some(
    (column) =>
      column.getSize() !== column.columnDef.size &&
      column.getSize() > (preferred[column.id as EntryColumnId] ?? column.columnDef.size ?? 0),
  );
  if (fields.news) return widened ? out : [...out, ...getNewsLeftOut(shown, available, out)];
  if (widened || !Object.values(floors).some((floor) => (floor ?? 0) > 0)) return out;
  // what no column gives below: its own minimum, or its floor (a date's timezone) when higher
  const hardest = (column: EntryColumn) => {
    const size = column.getSize();
    if (size !== column.columnDef.size) return size;
    return Math.max(Math.min(column.columnDef.minSize ?? 0, size), floors[column.id as EntryColumnId] ?? 0);
  };
  let tight = shown.reduce((sum, column) => (out.includes(column.id) ? sum : sum + hardest(column)), 0);
  const valued: string[] = [];
  for (const id of LEFT_OUT_FOR_ROOM) {
    if (tight <= available) break;
    const column = shown.find((candidate) => candidate.id === id);
    if (!column || out.includes(id) || column.getSize() !== column.columnDef.size) continue;
    tight -= hardest(column);
    valued.push(id);
  }
  // only when that keeps the floor: columns with values are not left out for a date cut all the same
  return tight <= available ? [...out, ...valued] : out;
}

/**
 * Beside news, once Priority and Change freq. are out (`getColumnsLeftOutForRoom`): Last modified, when the shown
 * columns at their own minimums, the publication date at its `NEWS_DATE_CUT_MIN` (its date, "…" and its
 * timezone), add up to more than `available` with it and fit without it. A news sitemap beside an RSS
 * feed's rows, both panels open at 1280 px: a Last modified empty in every news row took 120 px while
 * Published read `2026-12-07T…`, its zone cut (the 48-hour window Google News reads it for). Its values
 * stay in the Details pane and the Columns menu says it waits for room; not when you resized it.
 */
function getNewsLeftOut(shown: readonly EntryColumn[], available: number, out: readonly string[]): string[] {
  const lastmod = shown.find((column) => column.id === "lastmod");
  if (!lastmod || lastmod.getSize() !== lastmod.columnDef.size) return [];
  // after Priority and Change freq. only (one you resized stays, and does not hold Last modified back)
  const waiting = (column: EntryColumn) =>
    (LEFT_OUT_FOR_ROOM as readonly string[]).includes(column.id) &&
    !out.includes(column.id) &&
    column.getSize() === column.columnDef.size;
  if (shown.some(waiting)) return [];
  const floorOf = (column: EntryColumn) => {
    const size = column.getSize();
    if (size !== column.columnDef.size) return size;
    const floor = column.id === "news_publication_date" ? NEWS_DATE_CUT_MIN : 0;
    return Math.max(Math.min(column.columnDef.minSize ?? 0, size), floor);
  };
  const need = shown.reduce((sum, column) => (out.includes(column.id) ? sum : sum + floorOf(column)), 0);
  return need > available && need - floorOf(lastmod) <= available ? ["lastmod"] : [];
}

/**
 * The columns whose cell a problem's `field` names, by field; any other field (an image's, a news
 * publication's name) shows under loc.
 */
const FIELD_COLUMNS = new Map([
  ["loc", "loc"],
  ["lastmod", "lastmod"],
  ["changefreq", "changefreq"],
  ["priority", "priority"],
  [getNewsProblemField("publication_date"), "news_publication_date"],
  [getNewsProblemField("title"), "news_title"],
]);

/**
 * The column (id) that shows the value a problem's `field` names: `lastmod` for `lastmod`,
 * `news_title` for `news.title`, `loc` for `images[0].loc`, an alternate's field, another news field (the
 * details pane shows those) and for no field. The grid takes loc when the column is not shown.
 * @example getProblemColumn("priority") // "priority"
 */
export function getProblemColumn(field: string | undefined): string {
  return (field !== undefined && FIELD_COLUMNS.get(field)) || "loc";
}

/** Values `changefreq` may take (sitemaps.org), offered in the editor's list: the core's list. */
export const CHANGEFREQ_VALUES = CHANGEFREQS;

/**
 * The File column's preferred width (px) for names of up to `longest` characters: whole names when there is
 * room (`sitemap-pages.xml.gz` and `sitemap-products.xml.gz` both read "sit… .xml.gz" at 150 px), from
 * 150 to 220 px (the URL keeps the rest); narrower, it gives way as the others do.
 */
export function getFileColumnSize(longest: number): number {
  return Math.max(150, Math.min(220, Math.ceil(longest * 7.4) + 24));
}

/**
 * The URL column's own width beside the news columns: a news URL's last segment is its slug, and the
 * headline beside it is what the user reads; the URL column still takes what is left over.
 */
const NEWS_LOC_SIZE = 300;

/**
 * The URL column's own width beside the File column: the file names whole beside both panels at 1920 px
 * (at 480 px the File column gave way first, `site…-images.xml.gz`, while short URLs left the URL column
 * 150 px to spare); the URL column still takes what is left over, so long URLs keep about 480 px there.
 */
const FILES_LOC_SIZE = 400;

/**
 * The preferred widths (`getGridTemplate`'s `preferred`) of the columns whose width follows what is open:
 * the File column's for names of up to `longest` characters (`getFileColumnSize`), and the URL column's
 * beside news (`NEWS_LOC_SIZE`) or beside the File column (`files`: URLs of two files or more shown,
 * `FILES_LOC_SIZE`); else the URL column keeps its definition's 480 px.
 */
export function getPreferredSizes(
  news: boolean,
  files: boolean,
  longest: number,
): Partial<Record<EntryColumnId, number>> {
  const file = getFileColumnSize(longest);
  if (news) return { file, loc: NEWS_LOC_SIZE };
  return files ? { file, loc: FILES_LOC_SIZE } : { file };
}

/**
 * The File column's narrowest width (px) when the longest tail a name keeps whole (`getNameTail`:
 * `-products.xml.gz`) is `tail` characters: that tail, the name's first letter and an "…" before it (21 px)
 * and the cell's padding (19 px), from the column's own minimum (96 px, `s… (2).xml.gz`) up to 160 px. What
 * tells a site's files apart stays in sight beside both panels; the URL column gives way for it. (With 32
 * px for the start and padding, `e…-sitemap.xml` needed 105 px of a 102 px box: `e…-sitemap.x…`.)
 */
export function getFileColumnMin(tail: number): number {
  return Math.max(96, Math.min(160, Math.ceil(tail * 7.4) + 40));
}

/**
 * The Last modified column's raised minimum (px, `getGridTemplate`'s `minimums`): a whole W3C datetime with
 * seconds and offset, "2025-03-02T09:15:00+03:00" (about 200 px of text in Debian's fonts, plus the
 * cell's padding), held while the URL column can still give way: with a panel folded, and beside both
 * panels at 1366 px, the date shows whole with its offset (which `lastmod.no-timezone` is about), not cut
 * to "2025-03-02T09:15:00+03…"; beside both panels at 1280 px it goes back down to the column's own minimum.
 */
export const LASTMOD_WHOLE_MIN = 226;

/**
 * The Last modified column's floor (px, `getGridTemplate`'s `floors`): its date, "…" and timezone,
 * `2024-05-01…+03:00` (137 px of text in Debian's fonts, measured in Chromium, the cell's 13 px of padding
 * and its 3 px border, with a px to spare), which a `+03:00` date keeps while another column's raised minimum can give way: cut at its end it
 * read the same as a date without a zone, which `lastmod.no-timezone` is about.
 */
export const LASTMOD_ZONE_MIN = 156;

/**
 * The Problems column's raised minimum (px, `getGridTemplate`'s `minimums`): its widest pair of badges,
 * Russian "3 пред. 2 инф.", whose second badge wrapped out of the row's sight at the column's own 122 px
 * beside both panels at 1280 px. Held while the URL column can give way; below it the columns' own
 * minimums keep the table from scrolling sideways.
 */
export const PROBLEMS_BADGES_MIN = 134;

/**
 * The width a news publication date keeps while the URL column can give way (`getGridTemplate`'s
 * minimums): its date and offset with the time cut, `2026-12-05T2…+03:00`, so a date without a timezone
 * (`news.date-invalid`'s kind of fault) shows as such. Measured in Chromium with Debian's fonts.
 */
export const NEWS_DATE_CUT_MIN = 168;

/**
 * The CSS grid template of the columns. Sizes are preferred widths: with room to spare the growing column
 * (loc) takes it; when `available` is short, the other columns give way first, in proportion to their
 * slack, down to their `minSize` (their whole value is in each cell's tooltip), and only then loc, which
 * tells the rows apart, down to its own (past that the grid scrolls sideways). A column the user resized
 * (its size is not its definition's) keeps that width: loc gives way for it instead (a widened lastmod
 * used to be squeezed back to its minimum beside both panels, so the drag seemed to do nothing); a loc the
 * user resized keeps its width too, the others giving way down to their minimums and then the grid
 * scrolling sideways (a widened loc used to take the same width back as soon as the room was short, so
 * its drag did nothing beside both panels). With room to spare, loc still fills it from its size.
 * `preferred` replaces the definition's size of a column not resized (`getFileColumnSize`), `minimums` its
 * `minSize` (`getFileColumnMin`; never above its size). When a raised minimum must go, a column with a floor
 * (`floors`: `LASTMOD_ZONE_MIN`) gives down to it first and below it only after the others have given:
 * beside both panels at 1366 px with two files a date kept `2024-05-01T09:0…`, its offset out of sight, while
 * the File column kept its whole tail.
 */
export function getGridTemplate(
  columns: readonly EntryColumn[],
  available: number,
  preferred: Readonly<Partial<Record<EntryColumnId, number>>> = {},
  minimums: Readonly<Partial<Record<EntryColumnId, number>>> = {},
  floors: Readonly<Partial<Record<EntryColumnId, number>>> = {},
): string {
  // a preferred size of the moment (the File column's, from the names open) for a column not resized
  const sizes = columns.map((column) => {
    const size = column.getSize();
    const wanted = preferred[column.id as EntryColumnId];
    return wanted !== undefined && size === column.columnDef.size ? wanted : size;
  });
  const grows = columns.map((column) => column.columnDef.meta?.grow === true);
  const resized = columns.map((column) => column.getSize() !== column.columnDef.size);
  const hardMins = columns.map((column, i) =>
    resized[i] ? sizes[i] : Math.min(column.columnDef.minSize ?? 0, sizes[i]),
  );
  // a raised minimum (`minimums`) holds while loc can still give way; past that it goes back down
  const mins = columns.map((column, i) =>
    resized[i]
      ? sizes[i]
      : Math.max(hardMins[i], Math.min(minimums[column.id as EntryColumnId] ?? 0, sizes[i])),
  );
  let deficit = sizes.reduce((sum, size) => sum + size, 0) - available;
  if (deficit <= 0 || available <= 0) {
    return columns.map((_, i) => (grows[i] ? `minmax(${sizes[i]}px, 1fr)` : `${sizes[i]}px`)).join(" ");
  }
  const slack = sizes.reduce((sum, size, i) => sum + (grows[i] ? 0 : size - mins[i]), 0);
  const share = slack > 0 ? Math.min(1, deficit / slack) : 0;
  deficit -= slack * share;
  const widths = columns.map((_, i) =>
    grows[i] ? Math.max(mins[i], sizes[i] - deficit) : sizes[i] - (sizes[i] - mins[i]) * share,
  );
  // what loc could not take: from the raised minimums, first down to the floors (`floors`: a date keeps its
  // timezone while another column can give), then to the columns' own
  let left = widths.reduce((sum, width) => sum + width, 0) - available;
  for (const floorOf of [(i: number) => floors[columns[i].id as EntryColumnId] ?? 0, () => 0]) {
    for (let i = 0; i < widths.length && left > 0; i++) {
      const give = Math.min(left, widths[i] - Math.max(hardMins[i], floorOf(i)));
      if (grows[i] || give <= 0 || mins[i] === hardMins[i]) continue;
      widths[i] -= give;
      left -= give;
    }
  }
  return widths.map((width) => `${Math.floor(width)}px`).join(" ");
}
