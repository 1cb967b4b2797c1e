/**
 * The workspace slice: files as the core read them, the problems of the last check, loading and notices.
 * Actions are thin: reading, checking and writing happen in the core through the injected client. Every
 * change replaces the touched arrays and objects (never mutates) and bumps `revision`; a check answer for
 * an older revision is dropped.
 */

import type { StateCreator } from "zustand";
import { ALL_ENGINES, type SitemapFile, type WriteOptions } from "@/core/index";
import type { SitemapClient } from "@/workers/sitemap-client";
import type { ExportSettings, RowRef, SitemapStore, WorkspaceSlice } from "./store-types";
import {
  getExportUrls,
  isProblemAtField,
  makeEmptyEntry,
  makeIndexMap,
  makeNotice,
  makeUniqueName,
  quickCheckEntry,
  remapProblems,
  setEntryField,
  withEffectiveLocations,
} from "./workspace-helpers";

export interface WorkspaceDeps {
  client: SitemapClient;
  /** Where "Open example" fetches from. */
  exampleUrl: string;
}

type SetState = Parameters<StateCreator<SitemapStore>>[0];
type Get = () => SitemapStore;

function createRecheck(set: SetState, get: Get, client: SitemapClient) {
  return async function recheck(): Promise<void> {
    const { files, revision, engines } = get();
    set({ checking: true });
    try {
      const problems = await client.check(withEffectiveLocations(files), { engines });
      if (get().revision === revision) set({ problems, checking: false });
    } catch (error) {
      if (get().revision !== revision) return;
      const notice = makeNotice("error", "notice.check-failed", { detail: String(error) });
      set((state) => ({ checking: false, notices: [...state.notices, notice] }));
    }
  };
}

/** Replaces the file called `name` with `update(file)`; returns false when there is no such file. */
function updateFile(
  set: SetState,
  get: Get,
  name: string,
  update: (file: SitemapFile) => SitemapFile,
): boolean {
  const { files } = get();
  const index = files.findIndex((file) => file.name === name);
  if (index < 0) return false;
  const next = files.slice();
  next[index] = update(files[index]);
  set((state) => ({ files: next, revision: state.revision + 1 }));
  return true;
}

function createReading(set: SetState, get: Get, deps: WorkspaceDeps, recheck: () => Promise<void>) {
  const setProgress = (name: string, progress: number) =>
    set((state) => ({
      loading: state.loading.map((item) => (item.name === name ? { ...item, progress } : item)),
    }));

  async function readOne(name: string, bytes: Uint8Array): Promise<void> {
    try {
      const file = await deps.client.readFile(name, bytes, { onProgress: (p) => setProgress(name, p) });
      const notices =
        file.format === "unknown" ? [makeNotice("error", "notice.not-a-sitemap", { name })] : [];
      set((state) => ({
        files: [...state.files, file],
        problems: [...state.problems, ...file.problems],
        revision: state.revision + 1,
        loading: state.loading.filter((item) => item.name !== name),
        notices: notices.length > 0 ? [...state.notices, ...notices] : state.notices,
      }));
    } catch (error) {
      const notice = makeNotice("error", "notice.read-failed", { name, detail: String(error) });
      set((state) => ({
        loading: state.loading.filter((item) => item.name !== name),
        notices: [...state.notices, notice],
      }));
    }
  }

  const addFiles: WorkspaceSlice["addFiles"] = async (inputs) => {
    if (inputs.length === 0) return;
    const { files, loading } = get();
    const taken = new Set([...files.map((file) => file.name), ...loading.map((item) => item.name)]);
    const named = inputs.map((input) => ({ ...input, name: makeUniqueName(input.name, taken) }));
    const started = named.map(({ name, bytes }) => ({ name, byteLength: bytes.byteLength, progress: 0 }));
    set((state) => ({ loading: [...state.loading, ...started] }));
    await Promise.all(named.map(({ name, bytes }) => readOne(name, bytes)));
    await recheck();
  };

  let pasted = 0;
  const addPastedText: WorkspaceSlice["addPastedText"] = async (text) => {
    const trimmed = text.trim();
    if (!trimmed) return;
    pasted += 1;
    const name = `pasted-${pasted}.${trimmed.startsWith("<") ? "xml" : "txt"}`;
    await addFiles([{ name, bytes: new TextEncoder().encode(text) }]);
  };

  const loadExample: WorkspaceSlice["loadExample"] = async () => {
    try {
      const response = await fetch(deps.exampleUrl);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      await addFiles([{ name: "example-sitemap.xml", bytes }]);
    } catch (error) {
      const notice = makeNotice("error", "notice.example-failed", { detail: String(error) });
      set((state) => ({ notices: [...state.notices, notice] }));
    }
  };

  return { addFiles, addPastedText, loadExample };
}

function createEditing(set: SetState, get: Get, recheck: () => Promise<void>) {
  const editField: WorkspaceSlice["editField"] = (row, field, raw) => {
    const value = raw.trim();
    const changed = updateFile(set, get, row.file, (file) => {
      const entry = file.urls[row.entry];
      if (!entry) return file;
      const urls = file.urls.slice();
      urls[row.entry] = setEntryField(entry, field, value);
      const problems = file.problems.filter((problem) => !isProblemAtField(problem, row, field));
      return { ...file, urls, problems };
    });
    if (!changed) return;
    set((state) => {
      const file = state.files.find((candidate) => candidate.name === row.file);
      const quick = file ? quickCheckEntry(file, row.entry, state.engines, field) : [];
      const kept = state.problems.filter((problem) => !isProblemAtField(problem, row, field));
      return { problems: quick.length > 0 ? [...kept, ...quick] : kept };
    });
    void recheck();
  };

  const addRow: WorkspaceSlice["addRow"] = (name) => {
    const file = get().files.find((candidate) => candidate.name === name);
    const row: RowRef = { file: name, entry: file ? file.urls.length : 0 };
    if (!file) return row;
    updateFile(set, get, name, (current) => ({ ...current, urls: [...current.urls, makeEmptyEntry()] }));
    const added = get().files.find((candidate) => candidate.name === name);
    const quick = added ? quickCheckEntry(added, row.entry, get().engines) : [];
    set((state) => ({ problems: [...state.problems, ...quick] }));
    void recheck();
    return row;
  };

  const deleteRows: WorkspaceSlice["deleteRows"] = (rows) => {
    const byFile = new Map<string, Set<number>>();
    for (const row of rows) byFile.set(row.file, (byFile.get(row.file) ?? new Set()).add(row.entry));
    let { problems, activeRow } = get();
    let touched = false;
    for (const [name, removed] of byFile) {
      const file = get().files.find((candidate) => candidate.name === name);
      if (!file) continue;
      const map = makeIndexMap(file.urls.length, removed);
      updateFile(set, get, name, (current) => ({
        ...current,
        urls: current.urls.filter((_, index) => !removed.has(index)),
        problems: remapProblems(current.problems, name, map),
      }));
      touched = true;
      problems = remapProblems(problems, name, map);
      if (activeRow?.file === name) {
        const entry = map[activeRow.entry] ?? -1;
        activeRow = entry >= 0 ? { file: name, entry } : undefined;
      }
    }
    if (!touched) return;
    set({ problems, activeRow });
    void recheck();
  };

  return { editField, addRow, deleteRows };
}

function toWriteOptions(settings: ExportSettings): WriteOptions {
  const { format, gzip, maxUrls, maxBytes, pretty } = settings;
  return {
    format,
    gzip,
    maxUrls,
    maxBytes,
    pretty,
    baseUrl: settings.baseUrl.trim() || undefined,
    name: settings.name.trim() || undefined,
  };
}

/** The workspace slice, reading and checking through `deps.client`. */
export function createWorkspaceSlice(
  deps: WorkspaceDeps,
): StateCreator<SitemapStore, [], [], WorkspaceSlice> {
  return (set, get) => {
    const recheck = createRecheck(set, get, deps.client);
    return {
      files: [],
      problems: [],
      revision: 0,
      checking: false,
      loading: [],
      notices: [],
      engines: [...ALL_ENGINES],
      ...createReading(set, get, deps, recheck),
      ...createEditing(set, get, recheck),
      removeFile(name) {
        const { files, filter, activeRow } = get();
        if (!files.some((file) => file.name === name)) return;
        set((state) => ({
          files: state.files.filter((file) => file.name !== name),
          problems: state.problems.filter((problem) => problem.file !== name),
          revision: state.revision + 1,
          filter: filter.file === name ? { ...filter, file: undefined } : filter,
          activeRow: activeRow?.file === name ? undefined : activeRow,
        }));
        void recheck();
      },
      setLocation(name, location) {
        const value = location.trim();
        const changed = updateFile(set, get, name, (file) => {
          const { location: _old, ...rest } = file;
          return value ? { ...rest, location: value } : rest;
        });
        if (changed) void recheck();
      },
      dismissNotice(id) {
        set((state) => ({ notices: state.notices.filter((notice) => notice.id !== id) }));
      },
      async exportFiles(settings) {
        const output = await deps.client.write(
          getExportUrls(get().files, settings.files),
          toWriteOptions(settings),
        );
        return output.files;
      },
      planExport(settings) {
        return deps.client.plan(getExportUrls(get().files, settings.files), toWriteOptions(settings));
      },
    };
  };
}
