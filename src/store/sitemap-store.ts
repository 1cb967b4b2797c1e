/**
 * The app's one store, combined from the workspace and table slices (STYLE.md §4). `createSitemapStore`
 * makes a fresh one (tests inject a main-thread client); `useSitemapStore` is the app's instance, reading
 * and checking in the worker. Always read it through a selector (`store/selectors.ts`).
 */

import { create, type StoreApi, type UseBoundStore } from "zustand";
import { createSitemapClient, type SitemapClient } from "@/workers/sitemap-client";
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
}

const DEFAULT_EXAMPLE_URL = `${import.meta.env?.BASE_URL ?? "/"}example-sitemap.xml`;

/** A fresh store. */
export function createSitemapStore(options: CreateSitemapStoreOptions = {}): SitemapStoreHook {
  let store: SitemapStoreHook | undefined;
  const client =
    options.client ??
    createSitemapClient({
      // the app keeps working on the main thread; say so once
      onFallback: (reason) => {
        const notice = makeNotice("info", "notice.worker-fallback", { detail: reason });
        store?.setState((state) => ({ notices: [...state.notices, notice] }));
      },
    });
  const deps = { client, exampleUrl: options.exampleUrl ?? DEFAULT_EXAMPLE_URL };
  store = create<SitemapStore>()((...args) => ({
    ...createWorkspaceSlice(deps)(...args),
    ...createTableSlice(...args),
  }));
  return store;
}

/** The app's store. */
export const useSitemapStore: SitemapStoreHook = createSitemapStore();
