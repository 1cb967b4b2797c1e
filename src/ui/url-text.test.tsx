// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DateFitContext, DateTimeText, UrlFitContext, UrlText } from "./file-name-text";

/** 7 px per character. */
const urlFit = (width: number) => ({ width, measure: (text: string) => 7 * text.length });
const URL = "https://www.example.com/catalog/shoes/leather-chelsea-boots.html";

afterEach(cleanup);

describe("UrlText", () => {
  it("without a measured width, leaves the cut to CSS: the start and the end in two boxes", () => {
    const { container } = render(<UrlText url={URL} />);
    expect(container.querySelector(".url-cut-head")?.textContent).toBe(URL.slice(0, URL.lastIndexOf("/")));
    expect(container.querySelector(".url-cut-tail")?.textContent).toBe("/leather-chelsea-boots.html");
  });

  it('in a measured width, shows the text cut with its "…" against the end, and the whole URL to assistive technology', () => {
    const { container } = render(
      <UrlFitContext.Provider value={urlFit(7 * 40)}>
        <UrlText url={URL} />
      </UrlFitContext.Provider>,
    );
    // 280 px: the end's 27 characters, "…" and the 11 characters of the start that fit beside them; the
    // part cut stays in the text, drawn at no width after a "…" (CSS)
    const text = container.querySelector("[aria-hidden=true]")?.textContent;
    const middle = container.querySelector(".url-cut-middle")?.textContent as string;
    expect(text).toBe(URL);
    expect(text?.replace(middle, "…")).toBe("https://www…/leather-chelsea-boots.html");
    expect(container.querySelector(".visually-hidden")?.textContent).toBe(URL);
    expect(container.querySelector(".url-cut-tail")).toBeNull();
  });

  it("shows a URL that fits whole as it is, and a named one without a hidden copy", () => {
    const { container } = render(
      <UrlFitContext.Provider value={urlFit(7 * 80)}>
        <UrlText url={URL} named />
      </UrlFitContext.Provider>,
    );
    expect(container.textContent).toBe(URL);
    expect(container.querySelector(".visually-hidden")).toBeNull();
  });
});

describe("DateTimeText", () => {
  it("in a measured width too narrow, keeps the date and timezone and cuts the time; the whole value for assistive technology", () => {
    const value = "2025-03-01T10:00:00+03:00";
    const { container } = render(
      <DateFitContext.Provider value={urlFit(7 * 19 + 1)}>
        <DateTimeText value={value} />
      </DateFitContext.Provider>,
    );
    const shown = container.querySelector("[aria-hidden=true]");
    // the part cut stays in the text at no width, a "…" drawn before it (`.url-cut-middle`)
    expect(shown?.querySelector(".url-cut-middle")?.textContent).toBe("0:00:00");
    expect(shown?.textContent?.replace("0:00:00", "…")).toBe("2025-03-01T1…+03:00");
    expect(container.querySelector(".visually-hidden")?.textContent).toBe(value);
    cleanup();
    // without a measured width, or a value with no timezone: CSS cuts its end
    for (const [text, fit] of [
      [value, undefined],
      ["2025-03-01T10:00:00", urlFit(70)],
    ] as const) {
      const { container: box } = render(
        <DateFitContext.Provider value={fit}>
          <DateTimeText value={text} />
        </DateFitContext.Provider>,
      );
      expect(box.querySelector(".url-cut-middle")).toBeNull();
      expect(box.textContent).toBe(text);
      cleanup();
    }
  });
});
