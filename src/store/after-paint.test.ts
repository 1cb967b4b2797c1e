import { afterEach, describe, expect, it, vi } from "vitest";
import { runAfterNextPaint } from "./after-paint";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("runAfterNextPaint", () => {
  it("waits for the next frame, then runs in a task of its own after it", () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
    const run = vi.fn();
    runAfterNextPaint(run);
    vi.runAllTimers();
    expect(run).not.toHaveBeenCalled();
    expect(frames).toHaveLength(1);
    frames[0](0);
    // not within the frame's own callbacks: the frame is painted first
    expect(run).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("runs in a task soon where there are no frames: no requestAnimationFrame, or a hidden page", () => {
    vi.useFakeTimers();
    const run = vi.fn();
    runAfterNextPaint(run);
    expect(run).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
    const frame = vi.fn();
    vi.stubGlobal("requestAnimationFrame", frame);
    vi.stubGlobal("document", { hidden: true });
    runAfterNextPaint(run);
    vi.runAllTimers();
    expect(frame).not.toHaveBeenCalled();
    expect(run).toHaveBeenCalledTimes(2);
  });
});
