/**
 * The full check after a change: runs the core's `checkSitemaps` through the client on the current files
 * (with their effective locations) and engines, and keeps the answer only if no newer change came meanwhile.
 */
import type { StateCreator } from "zustand";
import type { SitemapClient } from "@/workers/sitemap-client";
import type { SitemapStore } from "./store-types";
import { makeNotice, withEffectiveLocations } from "./workspace-helpers";

export type SetState = Parameters<StateCreator<SitemapStore>>[0];
export type GetState = () => SitemapStore;

/** A function that re-checks the workspace; failures become a notice, never a rejection. */
export function createRecheck(set: SetState, get: GetState, client: SitemapClient) {
  return async function recheck(): Promise<void> {
    const { files, revision, engines } = get();
    set({ checking: true });
    try {
      const problems = await client.check(withEffectiveLocations(files), { engines });
      if (get().revision === revision) set({ problems, checking: false, checkFailed: false });
    } catch (error) {
      if (get().revision !== revision) return;
      const notice = makeNotice("error", "notice.check-failed", { detail: String(error) });
      set((state) => ({ checking: false, checkFailed: true, notices: [...state.notices, notice] }));
    }
  };
}
