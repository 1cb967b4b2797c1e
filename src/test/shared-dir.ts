/**
 * Where the read-only shared folder (cases, corpus, docs) is: `SHARED_DIR`, default `../shared` beside the
 * repository (CONTRACT.md "The page"). Test-only, Node.
 */
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";

/** Tests run from the repository root (Vitest and Playwright both start there); works under happy-dom too. */
const REPO_ROOT = process.cwd();

/** Absolute path of the shared folder. */
export const SHARED_DIR = resolve(REPO_ROOT, process.env.SHARED_DIR ?? "../shared");

/** Bytes of a file under the shared folder, e.g. `sharedBytes("cases/B01.xml")`. */
export function sharedBytes(relativePath: string): Uint8Array {
  return new Uint8Array(readFileSync(resolve(SHARED_DIR, relativePath)));
}

/** The input files of a shared folder (`corpus`, `cases`), as paths for `sharedBytes`; their tables left out. */
export function listSharedFiles(folder: string): string[] {
  return readdirSync(resolve(SHARED_DIR, folder))
    .filter((name) => !/\.(tsv|json)$/.test(name))
    .map((name) => `${folder}/${name}`);
}

/** Every input file of the corpus and of the cases. */
export const listAllSharedFiles = (): string[] => [...listSharedFiles("corpus"), ...listSharedFiles("cases")];

/**
 * Every object's own keys, in order, nested, with each leaf's type: what decides V8's hidden classes and,
 * with the values, `toStrictEqual`. Two values with equal `keyOrder` were built with the same key order.
 */
export const keyOrder = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(keyOrder)
    : value !== null && typeof value === "object"
      ? Object.entries(value).map(([key, inner]) => [key, keyOrder(inner)])
      : typeof value;
