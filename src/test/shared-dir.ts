/**
 * Where the read-only shared folder (cases, corpus, docs) is: `SHARED_DIR`, default `../shared` beside the
 * repository (CONTRACT.md "The page"). Test-only, Node.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

/** Tests run from the repository root (Vitest and Playwright both start there); works under happy-dom too. */
const REPO_ROOT = process.cwd();

/** Absolute path of the shared folder. */
export const SHARED_DIR = resolve(REPO_ROOT, process.env.SHARED_DIR ?? "../shared");

/** Bytes of a file under the shared folder, e.g. `sharedBytes("cases/B01.xml")`. */
export function sharedBytes(relativePath: string): Uint8Array {
  return new Uint8Array(readFileSync(resolve(SHARED_DIR, relativePath)));
}
