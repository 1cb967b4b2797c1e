/**
 * Work an action asks for that the frame showing the action need not wait for. DOM-free: uses
 * `requestAnimationFrame` where the runtime has one.
 */

/**
 * Runs `run` in a task after the next frame has been painted: a `requestAnimationFrame` callback queues a
 * task, which runs once that frame's rendering is done. A task queued straight from an input handler
 * (`setTimeout(run, 0)`) may run before the frame that shows the input's change, and holds that paint
 * back by its own length: the moved-links scan of a renamed `loc` (10 ms over 50,000 entries with 3
 * alternates each in Chromium on 2 cores) made an edited cell of 50k-ext painted at 17-31 ms, not 13-16.
 * Where there are no frames (Node, tests) or the page is hidden (no frames until it shows again), it runs
 * in a task of its own, soon.
 */
export function runAfterNextPaint(run: () => void): void {
  const frame = globalThis.requestAnimationFrame;
  const hidden = (globalThis as { document?: { hidden?: boolean } }).document?.hidden === true;
  if (typeof frame !== "function" || hidden) {
    setTimeout(run, 0);
    return;
  }
  frame(() => setTimeout(run, 0));
}
