/**
 * Keeps keyboard focus in place when the control that had it goes away: a Fix all whose group is fixed
 * away, Undo disabled by its last step, a removed file card, a dialog button that closes one confirmation
 * of two. The browser then puts focus on `<body>`, and the next Tab starts at the top of the page — or,
 * with a modal dialog open, behind it (WCAG 2.4.3 Focus Order).
 *
 * When the control that had focus loses it to nothing (`focusout` with no `relatedTarget`: Chromium fires it
 * when a focused element is removed or disabled) and, once that change is done, focus is on `<body>`:
 * 1. with a modal dialog open (`[aria-modal=true]`, `role=alertdialog`), focus goes into the last one: to
 *    the nearest container of the lost control inside it that names where focus goes (as in 2), else its
 *    `[data-autofocus]` element, else its first focusable one;
 * 2. else to the nearest container of the lost control that is still in the page and names where focus
 *    goes (`data-focus-fallback`: CSS selectors separated by `|`, tried in order; the container itself
 *    when none matches and it can take focus).
 * Only focus that was lost moves: the last focused element is out of the page, disabled or hidden. A
 * click on a blank part of the page also leaves focus on `<body>`, and there it stays.
 */

const FOCUSABLE =
  "button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [href], [tabindex='0']";

/**
 * Tries each candidate; true once one took focus (a hidden or disabled element does not). The one that took
 * it is marked `data-focus-rescued` until it loses it, and drawn focused (`app.css`): Chromium gives focus
 * moved by a script after a click no `:focus-visible`, and a Ctrl+Delete after a click on a cell left the
 * focus on Clear filters with nothing on screen showing it.
 */
function focusFirst(candidates: readonly (Element | null | undefined)[], doc: Document): boolean {
  for (const candidate of candidates) {
    if (!(candidate instanceof HTMLElement) || !candidate.isConnected) continue;
    candidate.focus();
    if (doc.activeElement !== candidate) continue;
    candidate.setAttribute("data-focus-rescued", "");
    candidate.addEventListener("blur", () => candidate.removeAttribute("data-focus-rescued"), { once: true });
    return true;
  }
  return false;
}

/** Where focus goes in `container`, in order: its fallback selectors' matches, then itself. */
function fallbacksOf(container: Element): Element[] {
  const selectors = (container.getAttribute("data-focus-fallback") ?? "").split("|");
  const found: Element[] = [];
  for (const selector of selectors) {
    const trimmed = selector.trim();
    if (trimmed) found.push(...container.querySelectorAll(trimmed));
  }
  found.push(container);
  return found;
}

/** True when `element` can no longer have focus: out of the page, disabled, or not rendered. */
function isLost(element: Element): boolean {
  if (!element.isConnected) return true;
  if ((element as HTMLButtonElement).disabled === true) return true;
  return element.getClientRects().length === 0;
}

/**
 * Watches `doc` and puts focus back where it belongs when it falls to `<body>` (see the module comment).
 * Returns the function that stops watching.
 */
export function installFocusGuard(doc: Document = document): () => void {
  /** The last focused element and the containers with a fallback around it, nearest first. */
  let last: Element | undefined;
  let containers: Element[] = [];
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    last = target;
    containers = [];
    for (let node = target.closest("[data-focus-fallback]"); node; ) {
      containers.push(node);
      node = node.parentElement?.closest("[data-focus-fallback]") ?? null;
    }
  };
  const rescue = () => {
    if (last === undefined) return;
    const active = doc.activeElement;
    if ((active !== null && active !== doc.body) || !isLost(last)) return;
    const modals = doc.querySelectorAll("[aria-modal='true'], [role='alertdialog']");
    const modal = modals[modals.length - 1];
    if (modal) {
      // a container of the lost control inside the dialog names where focus goes first
      for (const container of containers)
        if (container.isConnected && modal.contains(container) && focusFirst(fallbacksOf(container), doc))
          return;
      focusFirst([modal.querySelector("[data-autofocus]"), ...modal.querySelectorAll(FOCUSABLE)], doc);
      return;
    }
    for (const container of containers) {
      if (!container.isConnected || !focusFirst(fallbacksOf(container), doc)) continue;
      const landed = doc.activeElement;
      const first = (container.getAttribute("data-focus-fallback") ?? "").split("|")[0].trim();
      if (landed !== null && first && !landed.matches(first)) awaitFallback(container, landed);
      return;
    }
  };
  /**
   * Focus fell back on `landed`, a later choice of `container`'s, because its first ones matched nothing
   * yet: the table an "Open example" brings is still being read when its button goes. Tries the earlier
   * choices again every 100 ms for 3 s, while focus stays on `landed` (a user who moved it on is left alone).
   */
  const awaitFallback = (container: Element, landed: Element) => {
    let tries = 30;
    const retry = () => {
      if (doc.activeElement !== landed || tries-- === 0 || !container.isConnected) return;
      const candidates = fallbacksOf(container);
      const earlier = candidates.slice(0, Math.max(0, candidates.indexOf(landed)));
      if (!focusFirst(earlier, doc)) setTimeout(retry, 100);
    };
    setTimeout(retry, 100);
  };
  // events, not a MutationObserver of the page: observing every change cost 5-6 ms of each table edit
  const onFocusOut = (event: FocusEvent) => {
    if (event.relatedTarget !== null || event.target !== last) return;
    // once the change that took the focus is done (the removal, the rest of the render)
    setTimeout(rescue, 0);
  };
  // a press anywhere is the user choosing where focus goes: a control lost after it is not rescued (a
  // click on a blank part of the page, then Ctrl+Z disabling Undo, leaves focus where the click put it);
  // a press on a control is a choice of that control: when the press itself takes it away (a click on
  // Undo that undoes the last step), focus is rescued as after a key
  const onPointerDown = (event: Event) => {
    const target = event.target;
    const control = target instanceof Element ? target.closest(FOCUSABLE) : null;
    if (control) onFocusIn({ target: control } as unknown as FocusEvent);
    else {
      last = undefined;
      containers = [];
    }
  };
  doc.addEventListener("focusin", onFocusIn);
  doc.addEventListener("focusout", onFocusOut, true);
  doc.addEventListener("pointerdown", onPointerDown, true);
  return () => {
    doc.removeEventListener("focusin", onFocusIn);
    doc.removeEventListener("focusout", onFocusOut, true);
    doc.removeEventListener("pointerdown", onPointerDown, true);
  };
}
