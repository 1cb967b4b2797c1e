/**
 * Which store the app's panels read. The app uses the one `useSitemapStore`; component tests wrap a panel
 * in `StoreProvider` with a fresh `createSitemapStore()` so no state leaks between tests.
 */

import { createContext, type ReactNode, useContext, useDeferredValue } from "react";
import { type StoreApi, useStore } from "zustand";
import { useSitemapStore } from "@/store/sitemap-store";
import type { SitemapStore } from "@/store/store-types";

const StoreContext = createContext<StoreApi<SitemapStore>>(useSitemapStore);

export interface StoreProviderProps {
  store: StoreApi<SitemapStore>;
  children: ReactNode;
}

export function StoreProvider({ store, children }: StoreProviderProps) {
  return <StoreContext value={store}>{children}</StoreContext>;
}

/** The store API, for `getState()` in event handlers. */
export function useAppStoreApi(): StoreApi<SitemapStore> {
  return useContext(StoreContext);
}

/** One slice of the store; pass a memoized selector or `useShallow(...)` when it builds a new object. */
export function useAppStore<T>(selector: (state: SitemapStore) => T): T {
  return useStore(useContext(StoreContext), selector);
}

/**
 * `useAppStore` for a summary shown away from where the user works (header totals, file cards, Undo's
 * state, the save status): a change keeps the value shown before for the frame that paints it, and React
 * renders the new value right after, in its own task (`useDeferredValue`). An edit's frame then holds only
 * the edited row, the detail pane and the problems panel: its paint is not held up by the rest of the page
 * (issue #5's one-frame edit). Like `useAppStore`, the selector must return the same value for the same
 * state (primitives, or memoized objects).
 */
export function useDeferredAppStore<T>(selector: (state: SitemapStore) => T, now = false): T {
  const current = useAppStore(selector);
  const deferred = useDeferredValue(current);
  return now ? current : deferred;
}

/**
 * True while the deferred renders (`useDeferredAppStore`) have not caught up with a file added or removed:
 * pass it as `now` so the panels show such a change at once. A deferred render is started again at each
 * urgent update, and a big drop gives one every few milliseconds (progress, streamed rows, checks): the file
 * cards and the header's totals once read "No files yet" for a second beside a table of 30,330 rows
 * (session 30). An edit keeps the number of files, so it stays deferred.
 */
export function useFilesReshaped(): boolean {
  const count = useAppStore((state) => state.files.length);
  return useDeferredValue(count) !== count;
}
