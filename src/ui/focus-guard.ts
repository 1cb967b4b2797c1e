/**
 * Keeps keyboard focus in place when the control that had it goes away: a Fix all whose group is fixed
 * away, Undo disabled by its last step, a removed file card, a dialog button that closes one confirmation
 * of two. The browser then puts focus on `<body>`, and the next Tab starts at the top of the page — or,
 * with a modal dialog open, behind it (WCAG 2.4.3 Focus Order).
 *
 * When the DOM changes and focus has fallen to `<body>`:
 * 1. with a modal dialog open (`[aria-modal=true]`, `role=alertdialog`), focus goes into the last one: its
 *    `[data-autofocus]` element, else its first focusable one;
 * 2. else to the nearest container of the lost control that is still in the page and names where focus
 *    goes (`data-focus-fallback`: CSS selectors separated by `|`, tried in order; the container itself
 *    when none matches and it can take focus).
 * Only focus that was lost moves: the last focused element is out of the page, disabled or hidden. A
 * click on a blank part of the page also leaves focus on `<body>`, and there it stays.
 */

const FOCUSABLE =
  "button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [href], [tabindex='0']";

/** Tries each candidate; true once one took focus (a hidden or disabled element does not). */
function focusFirst(candidates: readonly (Element | null | undefined)[], doc: Document): boolean {
  for (const candidate of candidates) {
    if (!(candidate instanceof HTMLElement) || !candidate.isConnected) continue;
    candidate.focus();
    if (doc.activeElement === candidate) return true;
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
    // runs after every change of the page (a table edit re-renders rows): the usual answers come first
    // and never ask for layout (`getClientRects` would force one per change, 5-10 ms of every edit)
    if (active === last) {
      // a browser may keep a focused element that was disabled as the active one until it is blurred
      if (!(last as HTMLButtonElement).disabled) return;
    } else if (active !== null && active !== doc.body) return;
    else if (!isLost(last)) return;
    const modals = doc.querySelectorAll("[aria-modal='true'], [role='alertdialog']");
    const modal = modals[modals.length - 1];
    if (modal) {
      focusFirst([modal.querySelector("[data-autofocus]"), ...modal.querySelectorAll(FOCUSABLE)], doc);
      return;
    }
    for (const container of containers)
      if (container.isConnected && focusFirst(fallbacksOf(container), doc)) return;
  };
  // a press anywhere is the user choosing where focus goes: a control lost after it is not rescued (a
  // click on a blank part of the page, then Ctrl+Z disabling Undo, leaves focus where the click put it)
  const onPointerDown = () => {
    last = undefined;
    containers = [];
  };
  const observer = new MutationObserver(rescue);
  doc.addEventListener("focusin", onFocusIn);
  doc.addEventListener("pointerdown", onPointerDown, true);
  observer.observe(doc.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ["disabled", "hidden"],
  });
  return () => {
    observer.disconnect();
    doc.removeEventListener("focusin", onFocusIn);
    doc.removeEventListener("pointerdown", onPointerDown, true);
  };
}
