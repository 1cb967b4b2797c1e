/**
 * Store actions of the autosave (`store/persist-workspace.ts`): put a restored workspace in place, and
 * start over. Both are thin and never recorded in the undo history (hydration is capture "never").
 */
import type { StateCreator } from "zustand";
import type { SitemapFile } from "@/core/index";
import { ALL_ENGINES } from "@/core/index";
import type { LoadFile, StoreChunk } from "@/workers/protocol";
import type { WorkspaceSnapshot } from "./persist-record";
import type { StorageTarget } from "./persist-storage";
import { createRecheck, type RecheckDeps } from "./recheck";
import { releaseSelectorCaches } from "./selectors";
import type { SitemapStore } from "./store-types";
import { EMPTY_FILTER } from "./table-slice";

export interface PersistSlice {
  /**
   * Replaces the workspace with a restored one: files (entries, locations, reading problems), engines and,
   * when given, the undo/redo history. Problems of the checks are recomputed (a re-check starts).
   */
  hydrate(snapshot: WorkspaceSnapshot): void;
  /** Empties the workspace: no files, problems, history, filters or notices. The engine choice stays. */
  startOver(): void;
  /**
   * Has the worker write the autosave's entry chunks of `files` to `target` (`SitemapClient.storeChunks`):
   * true once all are committed, false when there is no worker (the autosave writes them itself).
   */
  storeEntryChunks(
    chunks: readonly StoreChunk[],
    target: StorageTarget,
    files: readonly SitemapFile[],
  ): Promise<boolean>;
  /**
   * Has the worker read restored files' entry chunks from `target` (`SitemapClient.loadFiles`): the files
   * with their entries, or undefined when there is no worker (the restore reads them itself).
   */
  loadStoredFiles(files: readonly LoadFile[], target: StorageTarget): Promise<SitemapFile[] | undefined>;
}

type PersistState = Pick<SitemapStore, "files" | "problems" | "revision" | "addedRevision" | "engines"> &
  Partial<Pick<SitemapStore, "past" | "future" | "beyondUndo">>;

/** The persist slice; `deps` run the check after a restore. */
export function createPersistSlice(deps: RecheckDeps): StateCreator<SitemapStore, [], [], PersistSlice> {
  return (set, get) => {
    const recheck = createRecheck(set, get, deps);
    return {
      hydrate(snapshot) {
        const next: Partial<PersistState> = {
          files: snapshot.files,
          problems: snapshot.files.flatMap((file) => file.problems),
          revision: get().revision + 1,
          // unchecked until the check below answers: the totals say "checking", not 0 errors over
          // reading problems alone (`selectUnchecked`)
          addedRevision: get().revision + 1,
          engines: snapshot.engines.length > 0 ? snapshot.engines : [...ALL_ENGINES],
        };
        if (snapshot.past && snapshot.future) {
          next.past = snapshot.past;
          next.future = snapshot.future;
          // only files the workspace holds
          const names = new Set(snapshot.files.map((file) => file.name));
          next.beyondUndo = (snapshot.beyondUndo ?? []).filter((name) => names.has(name));
        }
        set({
          ...next,
          activeRow: undefined,
          selection: new Set(),
          selectionAnchor: undefined,
          indexEditor: undefined,
        });
        void recheck();
      },
      startOver() {
        // the memos would keep the old workspace alive (the table that reads them is gone)
        releaseSelectorCaches();
        set((state) => ({
          files: [],
          problems: [],
          revision: state.revision + 1,
          checking: false,
          checkFailed: false,
          // files still being read are dropped too: their reads end in nothing (`readOne`)
          loading: [],
          notices: [],
          movedLinks: undefined,
          // what the notices offered, and the crawls' verdicts on the workspace that is gone
          crawlLeftOut: [],
          crawlListed: [],
          crawlFlags: [],
          filter: { ...EMPTY_FILTER },
          sort: undefined,
          activeRow: undefined,
          selection: new Set<string>(),
          selectionAnchor: undefined,
          indexEditor: undefined,
          ...("past" in state ? { past: [], future: [], beyondUndo: [] } : {}),
        }));
      },
      storeEntryChunks: (chunks, target, files) => deps.client.storeChunks(chunks, target, files),
      loadStoredFiles: (files, target) => deps.client.loadFiles(files, target),
    };
  };
}
