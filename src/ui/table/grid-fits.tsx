/**
 * The measured widths the grid's cells cut their text to (`useUrlFit`): the URL column's, the File
 * column's names, the Last modified dates kept with their timezone and a news sitemap's publication
 * dates, read from the rendered grid and given to its cells by context. One place for the entries table
 * and the reading preview before it, so a preview's cells read as the table's will.
 */
import type { ReactNode, RefObject } from "react";
import { DateFitContext, NameFitContext, NewsDateFitContext, UrlFitContext } from "@/ui/file-name-text";
import type { EntryColumn } from "./table-columns";
import { useUrlFit } from "./use-url-fit";

interface GridFitsProps {
  /** The grid whose cells are measured. */
  gridRef: RefObject<HTMLElement | null>;
  /** The columns shown, in order (a cell's `data-col` is its index here). */
  columns: readonly EntryColumn[];
  /** Names the layouts after which the cells are measured again (the grid template, its width, rows or not). */
  layoutKey: string;
  children: ReactNode;
}

/** Measures the grid's cells after each layout `layoutKey` names and gives the fits to `children`. */
export function GridFits({ gridRef, columns, layoutKey, children }: GridFitsProps) {
  const colOf = (id: string) => columns.findIndex((column) => column.id === id);
  // the URL column's cells (no blank after the "…"), the File column's names ("e…-sitemap.xml")
  const urlFit = useUrlFit(gridRef, colOf("loc"), layoutKey);
  const nameFit = useUrlFit(gridRef, colOf("file"), layoutKey);
  // the Last modified column's dates and a news sitemap's publication dates, keeping their timezone
  // ("2025-03-01T1…+03:00")
  const dateFit = useUrlFit(gridRef, colOf("lastmod"), layoutKey);
  const newsDateFit = useUrlFit(gridRef, colOf("news_publication_date"), layoutKey);
  return (
    <UrlFitContext.Provider value={urlFit}>
      <NameFitContext.Provider value={nameFit}>
        <DateFitContext.Provider value={dateFit}>
          <NewsDateFitContext.Provider value={newsDateFit}>{children}</NewsDateFitContext.Provider>
        </DateFitContext.Provider>
      </NameFitContext.Provider>
    </UrlFitContext.Provider>
  );
}
