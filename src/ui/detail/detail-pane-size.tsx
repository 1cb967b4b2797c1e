/**
 * The details pane's size: its top edge, a splitter to drag or move with the arrow keys
 * (`ResizeHandle`), the share of the main area it takes as laid out (`usePanePercent`), and its layout as
 * the user left it (folded, height, maximized: `useLayoutState`), kept outside React so that the shell's
 * remount on a language switch keeps it.
 */
import { type KeyboardEvent, type PointerEvent, useEffect, useState } from "react";
import { messages } from "@/ui/messages";

const text = messages.detail;

/**
 * The pane's layout as the user left it (folded, its height, maximized), kept outside React: the shell is
 * mounted anew on a language switch (`localized-app.tsx`), and a folded pane came back open.
 */
const layout: { open: boolean; height: number | undefined; maximized: boolean } = {
  open: true,
  height: undefined,
  maximized: false,
};

/** The pane's layout back to its first one (tests). */
export function resetDetailPaneLayout(): void {
  Object.assign(layout, { open: true, height: undefined, maximized: false });
}

/** A state of the pane's `layout`: read from it when mounted, written to it on every change. */
export function useLayoutState<K extends keyof typeof layout>(key: K) {
  const [value, setValue] = useState(layout[key]);
  const set = (next: (typeof layout)[K]) => {
    layout[key] = next;
    setValue(next);
  };
  return [value, set] as const;
}

const MIN_HEIGHT = 120;
/** What the table keeps above a resized pane: its filters and a few rows. */
const TABLE_KEEPS = 160;
const KEY_STEP = 32;
/** The pane's share of the main area before any resize (detail-pane.css). */
const DEFAULT_PERCENT = 42;

export function clampHeight(pane: HTMLElement | null, height: number): number {
  const room = pane?.parentElement?.clientHeight ?? height + TABLE_KEEPS;
  return Math.round(Math.max(MIN_HEIGHT, Math.min(height, room - TABLE_KEEPS)));
}

/**
 * The share of the main area (%) the pane takes, as laid out: its splitter's `aria-valuenow`. Read when the
 * pane or the area is resized (a ResizeObserver: after layout, none forced), not worked out from the height
 * asked (a default height read 42 where the same height set by the keys read 66, and a pane mounted anew
 * on a language switch said 42 whatever its height). Undefined before the first layout.
 */
function usePanePercent(pane: { current: HTMLElement | null }): number | undefined {
  const [percent, setPercent] = useState<number | undefined>(undefined);
  useEffect(() => {
    const box = pane.current;
    const area = box?.parentElement;
    if (!box || !area || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      const room = area.clientHeight;
      if (room <= 0) return;
      const next = Math.round((box.getBoundingClientRect().height / room) * 100);
      setPercent((last) => (last === next ? last : next));
    });
    observer.observe(box);
    observer.observe(area);
    return () => observer.disconnect();
  }, [pane]);
  return percent;
}

/** The pane's top edge: drag it (or focus it and press the arrow keys) to give the details more or less room. */
export function ResizeHandle({
  pane,
  onResize,
}: {
  pane: { current: HTMLElement | null };
  onResize: (height: number) => void;
}) {
  const percent = usePanePercent(pane) ?? DEFAULT_PERCENT;
  const current = () => pane.current?.getBoundingClientRect().height ?? MIN_HEIGHT;
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    const handle = event.currentTarget;
    const startY = event.clientY;
    const startHeight = current();
    handle.setPointerCapture(event.pointerId);
    const move = (moved: globalThis.PointerEvent) => onResize(startHeight + startY - moved.clientY);
    const end = () => {
      handle.removeEventListener("pointermove", move);
      handle.removeEventListener("pointerup", end);
      handle.removeEventListener("pointercancel", end);
    };
    handle.addEventListener("pointermove", move);
    handle.addEventListener("pointerup", end);
    handle.addEventListener("pointercancel", end);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === "ArrowUp" ? KEY_STEP : event.key === "ArrowDown" ? -KEY_STEP : 0;
    if (!step) return;
    event.preventDefault();
    event.stopPropagation();
    onResize(current() + step);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a focusable splitter; <hr> cannot take focus or pointer drags
    <div
      className="dp-resize"
      role="separator"
      aria-orientation="horizontal"
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-label={text.resize}
      title={text.resize}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
    />
  );
}
