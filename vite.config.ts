import { fileURLToPath, URL } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

/**
 * The built app's Content-Security-Policy (issue #7, CONTRACT.md "The page"): everything from the page's
 * own origin, no inline script or style, no plugins, no `<base>`, no form posts. `blob:` for images and
 * workers only (downloads and fflate's optional worker); `connect-src 'self'` keeps every fetch on the
 * origin, so nothing the user opens can leave the tab. Trusted Types (Chromium) turn any HTML sink fed
 * from data (`innerHTML` and the like) into an error; `src/app/trusted-types.ts` lets same-origin script
 * URLs (the Web Worker) through.
 */
const CSP_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "require-trusted-types-for 'script'",
  // the one policy, made by src/app/trusted-types.ts: same-origin script URLs (the worker), nothing else
  "trusted-types default",
];

/** The policy in a `<meta>` tag: any static host. `frame-ancestors` is ignored (and logged) there. */
export const CONTENT_SECURITY_POLICY = CSP_DIRECTIVES.join("; ");

/** Headers of `vite preview`; a static host should send the same. */
export const SECURITY_HEADERS: Record<string, string> = {
  "Content-Security-Policy": `${CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
};

/**
 * Adds the policy to the built `index.html` only: `npm run dev` needs React Refresh's inline preamble,
 * which `script-src 'self'` would block.
 */
function contentSecurityPolicy(): Plugin {
  return {
    name: "sitemap-editor:csp",
    apply: "build",
    // right after the charset (which must come first), before every script and stylesheet it governs
    transformIndexHtml: (html) =>
      html.replace(
        /<meta charset="UTF-8" \/>/i,
        (charset) =>
          `${charset}\n    <meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}" />`,
      ),
  };
}

export default defineConfig({
  plugins: [react(), contentSecurityPolicy()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  // the worker imports the core as an ES module
  worker: { format: "es" },
  server: { host: "127.0.0.1", port: 5173 },
  preview: { host: "127.0.0.1", port: 4173, headers: SECURITY_HEADERS },
});
