/**
 * Opening browser files (dropped or picked): sitemaps go to the reader, `.csv`/`.tsv` tables to the
 * table import (issue #6), which makes a TXT-like file of their URL column.
 */
import type { StoreApi } from "zustand";
import type { SitemapStore } from "@/store/store-types";
import { readBrowserFiles } from "./read-browser-files";

/** True for a file the table import reads. */
export function isTableFile(name: string): boolean {
  return /\.(csv|tsv)$/i.test(name);
}

/** Reads `files`: tables are imported one by one, the rest read as sitemaps. */
export async function openBrowserFiles(store: StoreApi<SitemapStore>, files: File[]): Promise<void> {
  const tables = files.filter((file) => isTableFile(file.name));
  const sitemaps = files.filter((file) => !isTableFile(file.name));
  for (const table of tables) store.getState().importTable(table.name, await table.text());
  if (sitemaps.length > 0) await store.getState().addFiles(await readBrowserFiles(sitemaps));
}
