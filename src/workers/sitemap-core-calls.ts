/**
 * The jobs of the worker protocol as plain calls into the core, shared by the worker (off the main
 * thread) and by the main-thread client (tests, and the fallback when the worker cannot run).
 *
 * Thread-portable: no DOM, no closures over app state.
 */
import { checkSitemaps, readSitemapFile } from "@/core/index";
import { planExport, writeSitemaps } from "@/core/serialize/write-sitemaps";
import { zipOutputFiles } from "@/core/serialize/zip-output";
import type { WorkerRequest, WorkerResult } from "./protocol";

/** Runs one request with the core. Throws what the core throws; callers turn it into `ok: false`. */
export function runRequest(request: WorkerRequest): WorkerResult {
  switch (request.type) {
    case "read": {
      const options = request.location ? { location: request.location } : undefined;
      return { type: "read", file: readSitemapFile(request.name, request.bytes, options) };
    }
    case "check":
      return { type: "check", problems: checkSitemaps(request.files, { engines: request.engines }) };
    case "write": {
      const files = writeSitemaps(request.urls, request.options);
      return request.zip ? { type: "write", files, zip: zipOutputFiles(files) } : { type: "write", files };
    }
    case "plan":
      return { type: "plan", plan: planExport(request.urls, request.options) };
  }
}

/** The buffers of a result worth transferring instead of copying. */
export function getTransferables(result: WorkerResult): ArrayBuffer[] {
  if (result.type !== "write") return [];
  const buffers = result.files.map((file) => file.bytes.buffer as ArrayBuffer);
  if (result.zip) buffers.push(result.zip.buffer as ArrayBuffer);
  return [...new Set(buffers)];
}

/** A readable text for anything thrown. */
export function getErrorText(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}
