/**
 * The `UrlFit` of the table's URL column: the width its cells give their text and a measurer of their font,
 * read from a rendered cell of the column after each layout that may change them (`layoutKey`: the grid
 * template and the table's width). Undefined while no row is shown or where text cannot be measured.
 */
import { type RefObject, useLayoutEffect, useState } from "react";
import type { UrlFit } from "@/ui/file-name-text";
import { createTextMeasurer, type MeasureText } from "@/ui/text-fit";

/** One measurer per font, for the page's life (its cache of widths with it). */
const measurers = new Map<string, MeasureText | undefined>();

/** The measurer of text in `font` (a CSS `font` shorthand), one per font; undefined where none can be made. */
export function getTextMeasurer(font: string): MeasureText | undefined {
  if (!measurers.has(font)) measurers.set(font, createTextMeasurer(font));
  return measurers.get(font);
}

/**
 * `col`: the URL column's index (`data-col` of its cells), -1 when it is not shown. Reads one cell's
 * content box (`clientWidth` less its padding) and computed font; sets a new value only when the width or
 * the font changed, so the rows re-render on a resize, not on every layout.
 */
export function useUrlFit(
  gridRef: RefObject<HTMLElement | null>,
  col: number,
  layoutKey: string,
): UrlFit | undefined {
  const [fit, setFit] = useState<UrlFit>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: layoutKey names the layouts to re-read after
  useLayoutEffect(() => {
    const cell = col < 0 ? null : gridRef.current?.querySelector<HTMLElement>(`tbody td[data-col="${col}"]`);
    if (!cell) return;
    const style = getComputedStyle(cell);
    const measure = getTextMeasurer(
      `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`,
    );
    const width =
      cell.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    setFit((last) => {
      if (!measure) return undefined;
      return last?.width === width && last.measure === measure ? last : { width, measure };
    });
  }, [gridRef, col, layoutKey]);
  return fit;
}
