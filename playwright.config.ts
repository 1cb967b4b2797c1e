import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";

// Debian's Chromium where it exists (this machine, CI); otherwise Playwright's own browser (a laptop).
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const executablePath = existsSync(chromium) ? chromium : undefined;
// E2E_PORT: another port for `vite preview`, so two checkouts can run the suite at once
const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: "e2e",
  timeout: 60_000,
  // one worker: the machine has 2 cores and the app itself runs a Web Worker
  workers: 1,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    acceptDownloads: true,
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  // the built app, served as a static host would (npm run test:e2e builds first)
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
