/**
 * The worker's check: apply the request's sync to the workspace copy, run the incremental check session
 * with the copy's hints of which entries were replaced, and answer with a patch of the previous answer
 * made from the session's pieces (`makeChunkPatch`). Factored out of the worker so Node (tests, the
 * benchmark) runs exactly what the worker runs.
 *
 * Thread-portable, no DOM.
 */
import { createCheckSession } from "@/core/index";
import { packCheckResult, packProblems } from "./packed-problems";
import { makeChunkPatch, type ProblemChunks } from "./problem-patch";
import type { CheckRequest, CheckResult } from "./protocol";
import type { WorkspaceCopy } from "./workspace-sync";

/** A check handler (throws `OutOfSyncError` when the sync does not fit the copy: nothing checked then). */
export interface CheckJob {
  (request: CheckRequest): CheckResult;
  /** `CheckSession.prepare`: for when the answer has been posted and nothing waits. */
  prepare(): void;
}

/** A check handler over `copy` with its own session. */
export function createCheckJob(copy: WorkspaceCopy): CheckJob {
  const session = createCheckSession();
  // the last answer: a later one is sent as a patch of it when the page says it holds it
  let last: { seq: number; chunks: ProblemChunks } | undefined;
  let seq = 0;
  const job = (request: CheckRequest): CheckResult => {
    copy.apply(request.sync);
    const files = copy.get(request.names);
    const chunks = session.checkChunks(files, { engines: request.engines }, copy.takeHints());
    const base = last && request.have === last.seq ? last.chunks : undefined;
    const patch = makeChunkPatch(base, chunks);
    last = { seq: ++seq, chunks };
    // packed: a million problems took 5 s to post as objects (`packed-problems.ts`)
    if (patch) return packCheckResult({ type: "check", problems: [], patch, seq });
    return { type: "check", problems: [], packed: packProblems(chunks), seq };
  };
  return Object.assign(job, { prepare: () => session.prepare() });
}
