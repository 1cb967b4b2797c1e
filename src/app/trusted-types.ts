/**
 * The built app's Content-Security-Policy (vite.config.ts) requires Trusted Types for every script sink
 * (Chromium) and allows one policy, `default`. This installs it: script URLs are allowed on the page's own
 * origin only (the Web Worker, `blob:` URLs the page made); HTML and script text have no rule, so a string
 * reaching `innerHTML`, `outerHTML`, `insertAdjacentHTML`, `document.write` or `eval` is blocked. Browsers
 * without Trusted Types (and tests) skip it.
 */

interface TrustedTypesLike {
  defaultPolicy?: unknown;
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): unknown;
}

/** `url` resolved against `base`, when it is on `base`'s origin; throws otherwise. */
export function toSameOriginScriptUrl(url: string, base: string): string {
  const resolved = new URL(url, base);
  if (resolved.origin !== new URL(base).origin)
    throw new TypeError(`script URL off the page's origin: ${url}`);
  return resolved.href;
}

/** Creates the `default` policy once, if the browser has Trusted Types. */
export function installTrustedTypesPolicy(): void {
  const trustedTypes = (globalThis as { trustedTypes?: TrustedTypesLike }).trustedTypes;
  if (!trustedTypes || trustedTypes.defaultPolicy) return;
  trustedTypes.createPolicy("default", {
    createScriptURL: (url) => toSameOriginScriptUrl(url, globalThis.location.href),
  });
}
