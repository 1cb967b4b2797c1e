/**
 * Runs a find-and-replace regular expression over the values it is sent and says when done: the page
 * waits for that with a time limit and terminates this worker past it, so an expression that backtracks
 * for minutes on some value (ReDoS) never freezes the page (`src/ui/table/regex-probe.ts`).
 */
import type { RegexProbeRequest } from "@/ui/table/regex-probe";

self.onmessage = (event: MessageEvent<RegexProbeRequest>) => {
  const { source, flags, replacement, values } = event.data;
  const pattern = new RegExp(source, flags);
  for (const value of values) value.replace(pattern, replacement);
  self.postMessage("done");
};
