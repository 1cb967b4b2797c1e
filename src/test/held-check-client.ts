/**
 * A main-thread client whose checks wait to answer until the test says so: a check in progress, for tests
 * of what the page shows or drops meanwhile. Test-only.
 */
import { createMainThreadClient, type SitemapClient } from "@/workers/sitemap-client";

/** The client, and `release()`, which lets the check asked last answer (with the problems of its files). */
export function makeHeldCheckClient(): { client: SitemapClient; release: () => void } {
  const base = createMainThreadClient();
  let release: () => void = () => {};
  const client: SitemapClient = {
    ...base,
    check: async (...args: Parameters<typeof base.check>) => {
      const problems = await base.check(...args);
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return problems;
    },
  };
  return { client, release: () => release() };
}
