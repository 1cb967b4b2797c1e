// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { withWholeHosts } from "./whole-hosts";

afterEach(cleanup);

describe("withWholeHosts", () => {
  it("keeps each punycode host of a text on one line, the text as it was", () => {
    const text = "robots.txt lists https://xn--80akkfiknedki.xn--p1ai/sitemap.xml and https://shop.ru/a.xml";
    const { container } = render(<p>{withWholeHosts(text)}</p>);
    expect(container.textContent).toBe(text);
    expect([...container.querySelectorAll(".whole-host")].map((span) => span.textContent)).toEqual([
      "xn--80akkfiknedki.xn--p1ai",
    ]);
    // no punycode: the text as it is, no span
    expect(withWholeHosts("https://shop.ru/a.xml")).toBe("https://shop.ru/a.xml");
  });
});
