/**
 * Which columns the entries grid shows and how wide, from what its URLs hold and the room it has: one
 * computation for the entries table and for the reading preview before it (`reading-preview.tsx`), so the
 * columns do not move when a big file's preview becomes the table (its Last modified had been laid out
 * narrower, its dates cut before their timezone, and widened as the table came).
 */
import { useMemo } from "react";
import type { HideableColumn } from "@/store/preferences";
import {
  type EntryColumn,
  getColumnsLeftOutForRoom,
  getFileColumnMin,
  getGridTemplate,
  getPreferredSizes,
  getShownColumns,
  LASTMOD_WHOLE_MIN,
  LASTMOD_ZONE_MIN,
  NEWS_DATE_CUT_MIN,
  PROBLEMS_BADGES_MIN,
} from "./table-columns";
import { getTableFields, HAS_LASTMOD, HAS_LASTMOD_TIME, HAS_NEWS } from "./table-fields";

/** What the grid's columns follow (`useColumnLayout`). */
export interface ColumnLayoutInput {
  /** Every leaf column of the table (`table.getAllLeafColumns()`), in order. */
  allColumns: readonly EntryColumn[];
  /** The grid's width in CSS px (`useElementWidth`). */
  available: number;
  /** What the URLs hold, as `HAS_*` bits (`selectTableFields`, `getEntriesFieldBits`). */
  fieldBits: number;
  /** How many files' URLs are shown (the File column shows past one). */
  urlFiles: number;
  /** The columns the user hid (`useHiddenColumns`). */
  hiddenColumns: readonly HideableColumn[];
  /** The longest file name shown, in characters (the File column's preferred width). */
  longestName: number;
  /** The longest part a file name keeps in sight, in characters (the File column's minimum). */
  longestTail: number;
}

/** The grid's columns (`useColumnLayout`). */
export interface ColumnLayout {
  /** The columns the URLs' fields and the user's choices show, before room is counted. */
  byFields: readonly EntryColumn[];
  /** The ids of the columns left out for room, space-separated; "" for none. */
  roomKey: string;
  /** The columns shown. */
  columns: readonly EntryColumn[];
  /** The CSS grid template of the columns shown (`getGridTemplate`). */
  template: string;
}

/**
 * The columns shown and their grid template: beside news, Priority and Change freq. wait for room rather
 * than push Problems out of sight; without news, empty ones wait rather than cut the File column's names or
 * a date's timezone, and a column of values waits for a date's timezone only where a lastmod has a time.
 * Memoized on its inputs, so the columns keep their identity while scrolling.
 */
export function useColumnLayout(input: ColumnLayoutInput): ColumnLayout {
  const { allColumns, available, fieldBits, urlFiles, hiddenColumns, longestName, longestTail } = input;
  const byFields = useMemo(
    () => getShownColumns(allColumns, urlFiles, hiddenColumns, getTableFields(fieldBits)),
    [allColumns, urlFiles, hiddenColumns, fieldBits],
  );
  // a Last modified no URL has a value for keeps no room for a whole date
  const dated = (fieldBits & HAS_LASTMOD) !== 0;
  const preferred = getPreferredSizes((fieldBits & HAS_NEWS) !== 0, urlFiles > 1, longestName);
  const roomKey = getColumnsLeftOutForRoom(
    byFields,
    available,
    getTableFields(fieldBits),
    { file: getFileColumnMin(longestTail), lastmod: dated ? LASTMOD_WHOLE_MIN : 0 },
    // a column of values waits for a date's timezone only where a lastmod has a time (a date alone fits),
    // and for the File column's names to keep the end that tells them apart (`s…-products-1.xml`: three
    // product sitemaps beside both panels at 1366 px had all read `s…-products-…`)
    {
      lastmod: (fieldBits & HAS_LASTMOD_TIME) !== 0 ? LASTMOD_ZONE_MIN : 0,
      file: urlFiles > 1 ? getFileColumnMin(longestTail) : 0,
    },
    preferred,
  ).join(" ");
  const columns = useMemo(() => {
    const leftOut = roomKey.split(" ");
    return roomKey === "" ? byFields : byFields.filter((column) => !leftOut.includes(column.id));
  }, [byFields, roomKey]);
  // followed on resize (a side panel folded, the window): the virtualizer's rect moves only on scroll
  const template = getGridTemplate(
    columns,
    available,
    preferred,
    {
      file: getFileColumnMin(longestTail),
      lastmod: dated ? LASTMOD_WHOLE_MIN : 0,
      news_publication_date: NEWS_DATE_CUT_MIN,
      problems: PROBLEMS_BADGES_MIN,
    },
    { lastmod: dated ? LASTMOD_ZONE_MIN : 0 },
  );
  return { byFields, roomKey, columns, template };
}
