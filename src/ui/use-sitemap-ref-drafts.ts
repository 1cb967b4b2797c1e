/**
 * The lines of the index editor (`sitemap-refs-dialog.tsx`) as typed, and which of them are shown: a window
 * of a few pages, so that an index of 50,000 sitemaps opens, types and applies as fast as a short one;
 * opened at an entry, a window around it. The line editors are stable callbacks: a typed character
 * re-renders its own line only (`SitemapRefRow` is memoised).
 */
import { useCallback, useState } from "react";
import type { Problem, SitemapFile } from "@/core/index";
import { applyLiveFixes, applyRefFixes, type Draft } from "./sitemap-refs-drafts";

/** Lines shown at first, and added by each "Show more" / "Show earlier". */
export const PAGE = 200;
/** Lines shown above the entry the editor was opened at. */
const LINES_BEFORE_TARGET = 20;

/** The editor's lines of `file` and their window; `focusEntry`: the entry (0-based) to open at. */
export function useSitemapRefDrafts(file: SitemapFile, focusEntry: number | undefined) {
  const [drafts, setDrafts] = useState<Draft[]>(() =>
    file.sitemaps.map((ref, i) => ({ key: i, from: ref, at: i, loc: ref.loc, lastmod: ref.lastmod ?? "" })),
  );
  const [nextKey, setNextKey] = useState(file.sitemaps.length);
  // the asked-for entry is among the lines shown (keys start as the entries' indexes)
  const target = focusEntry !== undefined && focusEntry < file.sitemaps.length ? focusEntry : undefined;
  // the lines shown, [start, end) of `drafts`
  const [range, setRange] = useState(() => {
    const start = target === undefined ? 0 : Math.max(0, target - LINES_BEFORE_TARGET);
    return { start, end: start + PAGE };
  });
  const start = Math.min(range.start, drafts.length);
  const end = Math.min(range.end, drafts.length);
  // the key of the line just added (its field takes the focus once rendered)
  const [added, setAdded] = useState<number>();

  const update = useCallback(
    (key: number, patch: Partial<Draft>) =>
      setDrafts((list) => list.map((draft) => (draft.key === key ? { ...draft, ...patch } : draft))),
    [],
  );
  const remove = useCallback(
    (key: number) => setDrafts((list) => list.filter((draft) => draft.key !== key)),
    [],
  );
  const add = () => {
    const length = drafts.length + 1;
    setDrafts((list) => [...list, { key: nextKey, from: undefined, at: -1, loc: "", lastmod: "" }]);
    setNextKey(nextKey + 1);
    setAdded(nextKey);
    // an added line is the last one: show the last page, with it
    setRange((shown) =>
      shown.end >= length - 1
        ? { start: shown.start, end: length }
        : { start: Math.max(0, length - PAGE), end: length },
    );
  };
  const showEarlier = () => setRange({ start: Math.max(0, start - PAGE), end });
  const showMore = () => setRange({ start, end: end + PAGE });
  /**
   * Puts the quick fixes of kind `id` of every line's problems in its fields: those of the fields as typed
   * (`live`, by line key) first, then those of the fields as read (`byEntry`).
   */
  const applyFixes = (
    id: string,
    byEntry: ReadonlyMap<number, Problem[]>,
    live?: ReadonlyMap<number, Problem[]>,
  ) =>
    setDrafts((list) =>
      list.map((draft) =>
        applyRefFixes(applyLiveFixes(draft, live?.get(draft.key), id), byEntry.get(draft.at), id),
      ),
    );

  return { drafts, target, start, end, added, update, remove, add, showEarlier, showMore, applyFixes };
}
