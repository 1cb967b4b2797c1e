// @vitest-environment happy-dom
import { act, cleanup, render } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { UrlFit } from "@/ui/file-name-text";
import { useExampleUrlFit } from "./use-example-url-fit";

const measure = (text: string) => text.length * 7;
vi.mock("@/ui/table/use-url-fit", () => ({ getTextMeasurer: () => measure }));

/** A stand-in ResizeObserver: its callbacks run when the test says the browser laid the page out. */
class FakeResizeObserver {
  static live = new Set<FakeResizeObserver>();
  constructor(private readonly callback: () => void) {}
  observe() {
    FakeResizeObserver.live.add(this);
  }
  disconnect() {
    FakeResizeObserver.live.delete(this);
  }
  static notify() {
    for (const observer of FakeResizeObserver.live) observer.callback();
  }
}

let width = 300;
const fits: (UrlFit | undefined)[] = [];

function Examples({ keys }: { keys: string[] }) {
  const list = useRef<HTMLUListElement>(null);
  fits.push(useExampleUrlFit(list, keys.join("\n")));
  return (
    <ul ref={list}>
      {keys.map((key) => (
        <li key={key}>
          <span className="pp-loc">{key}</span>
        </li>
      ))}
    </ul>
  );
}

describe("useExampleUrlFit", () => {
  let styleReads: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    width = 300;
    fits.length = 0;
    vi.stubGlobal("ResizeObserver", FakeResizeObserver);
    Object.defineProperty(HTMLElement.prototype, "clientWidth", { configurable: true, get: () => width });
    styleReads = vi.spyOn(window, "getComputedStyle");
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    styleReads.mockRestore();
    Reflect.deleteProperty(HTMLElement.prototype, "clientWidth");
    FakeResizeObserver.live.clear();
  });

  it("reads the first example's box in the commit while no width is known", () => {
    render(<Examples keys={["https://www.example.com/a"]} />);
    expect(styleReads).toHaveBeenCalledTimes(1);
    expect(fits.at(-1)).toEqual({ width: 300, measure });
  });

  it("leaves new examples to the observer once a width is known: no layout forced in the commit", () => {
    const view = render(<Examples keys={["https://www.example.com/a"]} />);
    styleReads.mockClear();
    // an edit's check gives the group other examples: the commit reads no style or width
    view.rerender(<Examples keys={["https://www.example.com/edited-1", "https://www.example.com/b"]} />);
    expect(styleReads).not.toHaveBeenCalled();
    expect(fits.at(-1)).toEqual({ width: 300, measure });
    // the observer's first notification, after the browser's own layout, reads the new box
    width = 240;
    act(() => FakeResizeObserver.notify());
    expect(styleReads).toHaveBeenCalledTimes(1);
    expect(fits.at(-1)).toEqual({ width: 240, measure });
  });

  it("still reads in the commit where no ResizeObserver exists", () => {
    vi.stubGlobal("ResizeObserver", undefined);
    const view = render(<Examples keys={["https://www.example.com/a"]} />);
    width = 200;
    view.rerender(<Examples keys={["https://www.example.com/b"]} />);
    expect(styleReads).toHaveBeenCalledTimes(2);
    expect(fits.at(-1)).toEqual({ width: 200, measure });
  });
});
