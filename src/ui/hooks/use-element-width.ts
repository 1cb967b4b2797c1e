/**
 * The width an element gives its content (`clientWidth`, CSS pixels: without a vertical scrollbar), kept up
 * to date by a ResizeObserver: the table's columns are laid out for it (`getGridTemplate`) and must follow
 * when a side panel folds or the window is resized, not only when rows scroll. 0 before the first layout.
 */
import { type RefObject, useLayoutEffect, useState } from "react";

export function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
