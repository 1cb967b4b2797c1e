/**
 * The `UrlFit` of a problem group's example URLs (`.pp-loc`): the width of their box and a measurer of their
 * font, read from the first example once rendered and again whenever the list's width changes (the panel
 * resized or folded beside another). `UrlText` then cuts each URL itself, the "…" right against the kept
 * last segment ("https://www.ny…/quarantine-paris.html"), not with the blank a CSS cut leaves before it.
 * Undefined while no example URL is shown or where text cannot be measured (then CSS cuts).
 */
import { type RefObject, useLayoutEffect, useRef, useState } from "react";
import type { UrlFit } from "@/ui/file-name-text";
import { getTextMeasurer } from "@/ui/table/use-url-fit";

export function useExampleUrlFit(
  listRef: RefObject<HTMLElement | null>,
  layoutKey: string,
): UrlFit | undefined {
  const [fit, setFit] = useState<UrlFit>();
  // whether a width was read: then new examples (an edit's check) wait for the observer's first
  // notification, after the browser's own layout, rather than force one in the commit (4.6 ms of the
  // 11 ms an Enter took on a 50,000-URL file with hreflang links, issue #5)
  const known = useRef(false);
  known.current = fit !== undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: layoutKey names the renders to re-read after
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const read = () => {
      const box = list.querySelector<HTMLElement>(".pp-loc");
      if (!box) return;
      const style = getComputedStyle(box);
      const measure = getTextMeasurer(
        `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`,
      );
      const width = box.clientWidth;
      setFit((last) => {
        if (!measure || !(width > 0)) return undefined;
        return last?.width === width && last.measure === measure ? last : { width, measure };
      });
    };
    const observes = typeof ResizeObserver !== "undefined";
    if (!known.current || !observes) read();
    if (!observes) return;
    const observer = new ResizeObserver(read);
    observer.observe(list);
    return () => observer.disconnect();
  }, [listRef, layoutKey]);
  return fit;
}
