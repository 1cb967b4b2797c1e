/**
 * In-page probes of `browser-bench.mjs`: plain functions passed to `page.evaluate`, so each runs in the page
 * and times with the page's own `performance.now()`. They read only what the app already renders: grid
 * cells (`role=gridcell`), the problems panel's `aria-busy` (the store's `checking` flag) and the "Showing N
 * of M URLs" count. No test hooks in production code.
 */

/**
 * Drops the files of the page's `<input type=file id=inputId>` (put there by `dropFromDisk` in
 * `drop-files.mjs`: disk-backed, as a user's) on the page as a real `drop` event, and resolves with times
 * from the drop: the first grid cell in the DOM and after its paint, the check starting and ending
 * (`aria-busy` true, then false), and the longest main-thread task (Long Tasks API, ≥ 50 ms; 0 when none)
 * from the drop to the check's end.
 */
export function dropAndWatch(inputId) {
  const dt = new DataTransfer();
  for (const file of document.getElementById(inputId).files) dt.items.add(file);
  // `frame`: the frame callback of the frame that paints the change (its paint follows those callbacks);
  // `record`: the first task after that frame, an upper bound (another task queued first delays it)
  const afterPaint = (record, frame) =>
    requestAnimationFrame(() => {
      frame?.(performance.now());
      const channel = new MessageChannel();
      channel.port1.onmessage = () => record(performance.now());
      channel.port2.postMessage(0);
    });
  return new Promise((resolve) => {
    const times = { longest: 0 };
    let sawBusy = false;
    const tasks = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.startTime >= t0 && times.checkDone === undefined)
          times.longest = Math.max(times.longest, entry.duration);
      }
    });
    tasks.observe({ type: "longtask" });
    const check = () => {
      const now = performance.now();
      if (times.cellDom === undefined && document.querySelector("[role=gridcell]")) {
        times.cellDom = now - t0;
        afterPaint(
          (t) => {
            times.cellPaint = t - t0;
            finish();
          },
          (t) => {
            times.cellFrame = t - t0;
          },
        );
      }
      const busy = document.querySelector(".pp-panel")?.getAttribute("aria-busy");
      if (busy === "true" && !sawBusy) {
        sawBusy = true;
        times.checkStart = now - t0;
      }
      if (sawBusy && busy === "false" && times.checkDone === undefined) {
        times.checkDone = now - t0;
        afterPaint((t) => {
          times.checkPaint = t - t0;
          finish();
        });
      }
    };
    const finish = () => {
      if (times.cellPaint === undefined || times.checkPaint === undefined) return;
      observer.disconnect();
      tasks.disconnect();
      times.shown = document.querySelector(".ft-count, [class*=count]")?.textContent ?? "";
      resolve(times);
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["aria-busy", "data-checked-revision"],
    });
    const init = { dataTransfer: dt, bubbles: true, cancelable: true };
    const t0 = performance.now();
    window.__dropT0 = t0;
    document.body.dispatchEvent(new DragEvent("dragenter", init));
    document.body.dispatchEvent(new DragEvent("dragover", init));
    document.body.dispatchEvent(new DragEvent("drop", init));
  });
}

/**
 * Arms a watch for one cell edit: resolves (through `window.__benchEdit`) with times from the Enter keydown
 * (capture phase, before the app sees it) to the first grid cell showing `value` (DOM, and the frame that
 * painted it) and to the check's end (`aria-busy` back to false, and the frame that painted it).
 *
 * "Painted": a rAF loop runs from the Enter on and records, per frame, when its animation callbacks ran
 * and when the first task after that frame ran (its paint is done then). A DOM change made before a
 * frame's callbacks is in that frame's paint, so a change is painted at the end of the first frame whose
 * callbacks ran after it. (A rAF requested after the change can miss a frame already under way and
 * report the next one, 16 ms late.)
 */
export function armEditWatch(value) {
  window.__benchEdit = new Promise((resolve) => {
    const times = {};
    let t0;
    let sawBusy = false;
    let checkedAtEnter;
    let looping = false;
    let stopped = false;
    const frames = [];
    const loop = () => {
      if (stopped) return;
      const raf = performance.now();
      const after = () => {
        frames.push({ raf, after: performance.now() });
        check();
      };
      requestAnimationFrame(loop);
      // the first task after this frame's paint: a user-blocking one runs ahead of tasks the app queued
      // earlier (React's deferred renders), which would otherwise be counted as the paint's
      if (globalThis.scheduler?.postTask) globalThis.scheduler.postTask(after, { priority: "user-blocking" });
      else {
        const channel = new MessageChannel();
        channel.port1.onmessage = after;
        channel.port2.postMessage(0);
      }
    };
    /** End of the frame that painted a DOM change made at `at` (page time), if that frame has ended. */
    const paintedAt = (at) => frames.find((frame) => frame.raf >= at)?.after;
    // Event Timing: the browser's own "Enter keydown → next paint" (8 ms granularity; none under 16 ms)
    const events = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name === "keydown" && t0 !== undefined && entry.startTime >= t0 - 50) {
          times.nextPaint = Math.max(times.nextPaint ?? 0, entry.duration);
          // where that time went: waiting for the main thread, then the handlers (not rounded)
          times.inputDelay = entry.processingStart - entry.startTime;
          times.handlers = entry.processingEnd - entry.processingStart;
        }
      }
    });
    events.observe({ type: "event", durationThreshold: 16 });
    // long tasks (≥ 50 ms) on the page between Enter and the check's end: how long the page cannot answer
    times.longest = 0;
    const tasks = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (t0 !== undefined && entry.startTime >= t0)
          times.longest = Math.max(times.longest, entry.duration);
      }
    });
    tasks.observe({ type: "longtask" });
    let finishing = false;
    const finish = () => {
      if (finishing || times.cellPaint === undefined || times.checkPaint === undefined) return;
      finishing = true;
      observer.disconnect();
      // event entries arrive after their paint; the check's end is later still, but give them a frame
      requestAnimationFrame(() =>
        setTimeout(() => {
          stopped = true;
          events.disconnect();
          tasks.disconnect();
          times.nextPaint ??= 16;
          times.nextPaintUnder16 = times.nextPaint === 16;
          resolve(times);
        }, 50),
      );
    };
    const check = () => {
      if (t0 === undefined) return;
      const now = performance.now();
      if (times.cellDom === undefined) {
        const cells = document.querySelectorAll("[role=gridcell]");
        for (const cell of cells) {
          if (cell.textContent?.includes(value) && !cell.querySelector("input,textarea")) {
            times.cellDom = now - t0;
            break;
          }
        }
      }
      const panel = document.querySelector(".pp-panel");
      const busy = panel?.getAttribute("aria-busy");
      // the problems panel names the revision its problems were checked at: a new one is this edit's check
      const checked = panel?.getAttribute("data-checked-revision");
      if (busy === "true" && !sawBusy) sawBusy = true;
      if ((sawBusy || checked !== checkedAtEnter) && busy === "false" && times.checkDone === undefined)
        times.checkDone = now - t0;
      // the frame loop starts with the first change seen, not at Enter: a frame requested earlier would
      // itself hold the worker's answer back (Chromium renders a pending frame after an input first)
      if (!looping && (times.cellDom !== undefined || times.checkDone !== undefined)) {
        looping = true;
        requestAnimationFrame(loop);
      }
      if (times.cellDom !== undefined && times.cellPaint === undefined) {
        const at = paintedAt(t0 + times.cellDom);
        if (at !== undefined) times.cellPaint = at - t0;
      }
      if (times.checkDone !== undefined && times.checkPaint === undefined) {
        const at = paintedAt(t0 + times.checkDone);
        if (at !== undefined) times.checkPaint = at - t0;
      }
      finish();
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ["aria-busy"],
    });
    window.addEventListener(
      "keydown",
      (event) => {
        if (event.key === "Enter") {
          t0 = performance.now();
          // a check already running before Enter is not this edit's
          sawBusy = false;
          checkedAtEnter = document.querySelector(".pp-panel")?.getAttribute("data-checked-revision");
        }
      },
      { capture: true, once: true },
    );
  });
}

/** Scrolls the grid by `step` px per frame for `ms` and resolves with every frame's duration (rAF deltas). */
export function scrollFrames({ step, ms }) {
  const scroller = document.querySelector(".et-scroll");
  return new Promise((resolve) => {
    const deltas = [];
    let last;
    let start;
    const frame = (now) => {
      if (last !== undefined) deltas.push(now - last);
      last = now;
      start ??= now;
      if (now - start >= ms) return resolve({ deltas, scrollTop: scroller.scrollTop });
      scroller.scrollTop += step;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/** The page's JS heap after a full GC (needs --js-flags=--expose-gc and --enable-precise-memory-info). */
export async function pageHeap() {
  globalThis.gc?.();
  await new Promise((r) => setTimeout(r, 100));
  globalThis.gc?.();
  return performance.memory ? performance.memory.usedJSHeapSize : undefined;
}

/**
 * Types one character in the search box and resolves with times from its keydown: the next frame (does the
 * page answer at once?) and the "Showing N of M" count changing (the filter applied, debounce included).
 */
export function typeAndWatchFilter(char) {
  const box = document.querySelector("input[type=search]");
  const count = () =>
    document.querySelector(".et-table")?.textContent?.match(/Showing [\d,]+ of [\d,]+/)?.[0];
  const before = count();
  return new Promise((resolve) => {
    const times = { before };
    const t0 = performance.now();
    requestAnimationFrame(() => {
      times.nextFrame = performance.now() - t0;
    });
    const observer = new MutationObserver(() => {
      const now = count();
      if (now !== before) {
        times.applied = performance.now() - t0;
        times.after = now;
        observer.disconnect();
        requestAnimationFrame(() => {
          times.appliedPaint = performance.now() - t0;
          resolve(times);
        });
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    box.focus();
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set;
    box.dispatchEvent(new KeyboardEvent("keydown", { key: char, bubbles: true }));
    setter.call(box, box.value + char);
    box.dispatchEvent(new Event("input", { bubbles: true }));
    box.dispatchEvent(new KeyboardEvent("keyup", { key: char, bubbles: true }));
  });
}

/**
 * Arms a watch for one bulk change started by the next click: resolves (through `window.__benchBulk`) with
 * times from that click (capture phase) to the first paint of the "Changing N rows…" notice, to the
 * problems panel going busy, and back to idle (the worker's check of the change done, painted), with the
 * longest main-thread task meanwhile (Long Tasks API).
 */
export function armBulkWatch() {
  const times = { longest: 0 };
  let t0;
  const tasks = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (t0 !== undefined && entry.startTime >= t0) times.longest = Math.max(times.longest, entry.duration);
    }
  });
  tasks.observe({ type: "longtask" });
  window.__benchBulk = new Promise((resolve) => {
    let sawBusy = false;
    const check = () => {
      if (t0 === undefined) return;
      const now = performance.now();
      if (times.notice === undefined && document.querySelector(".sb-working, .rp-working")) {
        times.notice = -1;
        requestAnimationFrame(() => {
          times.notice = performance.now() - t0;
        });
      }
      const busy = document.querySelector(".pp-panel")?.getAttribute("aria-busy");
      if (busy === "true") sawBusy = true;
      if (sawBusy && busy === "false" && times.checked === undefined) {
        times.checked = now - t0;
        requestAnimationFrame(() => {
          times.checkPaint = performance.now() - t0;
          observer.disconnect();
          tasks.disconnect();
          resolve(times);
        });
      }
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    document.addEventListener(
      "click",
      () => {
        t0 = performance.now();
      },
      { capture: true, once: true },
    );
  });
}
