/**
 * The app's one store, combined from the workspace, table and history slices (STYLE.md §4).
 * `createSitemapStore` makes a fresh one (tests inject a main-thread client and no storage);
 * `useSitemapStore` is the app's instance, reading and checking in the worker. Always read it through a selector (`store/selectors.ts`).
 */

import { create, type StoreApi, type UseBoundStore } from "zustand";
import { createSitemapClient, type SitemapClient } from "@/workers/sitemap-client";
import { installBatching, withBatchedActions } from "./batched-actions";
import { createBulkSlice } from "./bulk-slice";
import { createHistorySlice } from "./history-slice";
import { keepMovedLinksTrue } from "./moved-links-actions";
import { createPageCheck, type PageCheck } from "./page-check";
import { createPersistSlice } from "./persist-slice";
import { getDefaultStorage, type PreferenceStorage } from "./preferences";
import type { SitemapStore } from "./store-types";
import { createTableSlice } from "./table-slice";
import { makeNotice } from "./workspace-helpers";
import { createWorkspaceSlice } from "./workspace-slice";

export type SitemapStoreHook = UseBoundStore<StoreApi<SitemapStore>>;

export interface CreateSitemapStoreOptions {
  /** Reads, checks and writes; default: a worker client with the main-thread fallback. */
  client?: SitemapClient;
  /** Where "Open example" fetches the example sitemap. */
  exampleUrl?: string;
  /**
   * Where preferences (the engines) are read at creation and remembered; default the page's `localStorage`.
   * Pass `null` for none (tests), or an in-memory storage.
   */
  storage?: PreferenceStorage | null;
  /**
   * The page's own check session for small edits (`page-check.ts`); default: one when the default worker
   * client is used, none when a client is given (tests pass one to test it).
   */
  pageCheck?: PageCheck;
}

const DEFAULT_EXAMPLE_URL = `${import.meta.env?.BASE_URL ?? "/"}example-sitemap.xml`;

/** A fresh store. */
export function createSitemapStore(options: CreateSitemapStoreOptions = {}): SitemapStoreHook {
  let store: SitemapStoreHook | undefined;
  const client =
    options.client ??
    createSitemapClient({
      warmUp: true,
      // the app keeps working on the main thread; say so once
      onFallback: (reason) => {
        const notice = makeNotice("info", "notice.worker-fallback", { detail: reason });
        store?.setState((state) => ({ notices: [...state.notices, notice] }));
      },
    });
  const storage = options.storage === null ? undefined : (options.storage ?? getDefaultStorage());
  const pageCheck = options.pageCheck ?? (options.client ? undefined : createPageCheck());
  const deps = { client, pageCheck, exampleUrl: options.exampleUrl ?? DEFAULT_EXAMPLE_URL, storage };
  store = create<SitemapStore>()((...args) => {
    // every action's `set`s reach the subscribers as one change (`batched-actions.ts`)
    const batch = installBatching(args[2]);
    const state: SitemapStore = {
      ...createWorkspaceSlice(deps)(...args),
      ...createTableSlice(...args),
      ...createHistorySlice(deps)(...args),
      ...createPersistSlice(deps)(...args),
      ...createBulkSlice(deps)(...args),
    };
    return withBatchedActions(state, batch);
  });
  keepMovedLinksTrue(store);
  return store;
}

/** The app's store. */
export const useSitemapStore: SitemapStoreHook = createSitemapStore();
