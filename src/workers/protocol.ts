/**
 * Messages between the page and `sitemap.worker.ts`: typed request and response unions.
 *
 * Plain data only (structured clone). Byte buffers are transferred, never copied: the sender of a `read`
 * request loses its `bytes`, the page receives `write` output buffers the worker no longer holds.
 */
import type { Engine, OutputFile, Problem, SitemapFile, UrlEntry, WriteOptions } from "@/core/index";
import type { ExportPlan } from "@/core/serialize/write-sitemaps";

export interface ReadRequest {
  id: number;
  type: "read";
  name: string;
  /** Transferred to the worker. */
  bytes: Uint8Array;
  location?: string;
}

export interface CheckRequest {
  id: number;
  type: "check";
  files: SitemapFile[];
  engines?: Engine[];
}

export interface WriteRequest {
  id: number;
  type: "write";
  urls: UrlEntry[];
  options: WriteOptions;
  /** Also pack the written files into one zip. */
  zip?: boolean;
}

/** What a write with these options would make (file names, counts, sizes, skipped entries). */
export interface PlanRequest {
  id: number;
  type: "plan";
  urls: UrlEntry[];
  options: WriteOptions;
}

export type WorkerRequest = ReadRequest | CheckRequest | WriteRequest | PlanRequest;

export interface ReadResult {
  type: "read";
  file: SitemapFile;
}

export interface CheckResult {
  type: "check";
  problems: Problem[];
}

export interface WriteResult {
  type: "write";
  files: OutputFile[];
  zip?: Uint8Array;
}

export interface PlanResult {
  type: "plan";
  plan: ExportPlan;
}

export type WorkerResult = ReadResult | CheckResult | WriteResult | PlanResult;

/** The final answer to a request. The worker never throws across the boundary: failures are `ok: false`. */
export type WorkerResponse =
  | ({ id: number; ok: true } & WorkerResult)
  | { id: number; ok: false; error: string };

/** Progress of a long request (reads): 0 on start, 1 when done, fractions in between when known. */
export interface WorkerProgress {
  id: number;
  type: "progress";
  progress: number;
}

/** Anything the worker posts. */
export type WorkerMessage = WorkerResponse | WorkerProgress;

/** True when `message` is a progress report rather than a final answer. */
export function isProgressMessage(message: WorkerMessage): message is WorkerProgress {
  return "type" in message && message.type === "progress";
}
