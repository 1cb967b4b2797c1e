import { afterEach, describe, expect, it, vi } from "vitest";
import { installTrustedTypesPolicy, toSameOriginScriptUrl } from "./trusted-types";

const PAGE = "http://127.0.0.1:4173/";

afterEach(() => vi.unstubAllGlobals());

describe("Trusted Types default policy", () => {
  it("lets script URLs on the page's origin through, resolved", () => {
    expect(toSameOriginScriptUrl("/assets/sitemap.worker-abc.js", PAGE)).toBe(
      "http://127.0.0.1:4173/assets/sitemap.worker-abc.js",
    );
    expect(toSameOriginScriptUrl("blob:http://127.0.0.1:4173/5f0c", PAGE)).toBe(
      "blob:http://127.0.0.1:4173/5f0c",
    );
  });

  it("refuses script URLs of any other origin or scheme", () => {
    for (const url of [
      "https://evil.example/x.js",
      "//evil.example/x.js",
      "http://127.0.0.1:5173/x.js",
      "data:text/javascript,alert(1)",
      "javascript:alert(1)",
      "blob:https://evil.example/5f0c",
    ])
      expect(() => toSameOriginScriptUrl(url, PAGE), url).toThrow(TypeError);
  });

  it("creates only a script URL rule, once, and does nothing without Trusted Types", () => {
    const createPolicy = vi.fn();
    vi.stubGlobal("trustedTypes", { createPolicy });
    installTrustedTypesPolicy();
    expect(createPolicy).toHaveBeenCalledTimes(1);
    const [name, rules] = createPolicy.mock.calls[0];
    expect(name).toBe("default");
    expect(Object.keys(rules)).toEqual(["createScriptURL"]);
    vi.stubGlobal("trustedTypes", { createPolicy, defaultPolicy: {} });
    installTrustedTypesPolicy();
    expect(createPolicy).toHaveBeenCalledTimes(1);
    vi.stubGlobal("trustedTypes", undefined);
    expect(() => installTrustedTypesPolicy()).not.toThrow();
  });
});
