/**
 * A modal dialog: role=dialog, aria-modal, labelled by its title; Escape or the close button closes it;
 * focus moves in on open, stays inside on Tab, and returns to where it was on close.
 */
import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { messages } from "./messages";
import "./dialog.css";

export interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons row at the bottom. */
  footer?: ReactNode;
  className?: string;
}

const FOCUSABLE = "button:not([disabled]), input:not([disabled]), select, textarea, [href], [tabindex='0']";

export function Dialog({ title, onClose, children, footer, className }: DialogProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const backdrop = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const scrollable = useScrollable(body);
  const close = useRef(onClose);
  close.current = onClose;

  // in the commit that shows the dialog (a layout effect): no key lands before the focus does
  useLayoutEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    // a marked field wins over the first focusable element in document order (the close button)
    const first =
      ref.current?.querySelector<HTMLElement>("[data-autofocus]") ??
      ref.current?.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    const keydown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.stopPropagation();
        close.current();
      } else if (event.key === "Tab") trapTab(event, ref.current);
    };
    // a click on the backdrop closes too (a mouse convenience; Escape and the close button are the rest)
    const outside = (event: MouseEvent) => event.target === backdrop.current && close.current();
    const back = backdrop.current;
    back?.addEventListener("mousedown", outside);
    document.addEventListener("keydown", keydown, true);
    return () => {
      back?.removeEventListener("mousedown", outside);
      document.removeEventListener("keydown", keydown, true);
      previous?.focus?.();
    };
  }, []);

  return (
    <div ref={backdrop} className="dialog-backdrop">
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        // a click on its text or a blank part keeps the focus in the dialog (not on the page behind it)
        tabIndex={-1}
        className={`dialog ${className ?? ""}`}
      >
        {/* a div, not a header: inside a dialog a header was a second banner landmark */}
        <div className="dialog-header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="icon-button" aria-label={messages.actions.close} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {/* a body that scrolls can be focused, so the keyboard scrolls it too (WCAG 2.1.1) */}
        <div
          ref={body}
          className="dialog-body"
          {...(scrollable ? { tabIndex: 0, role: "region", "aria-labelledby": titleId } : {})}
        >
          {children}
        </div>
        {footer && <div className="dialog-footer">{footer}</div>}
      </div>
    </div>
  );
}

/**
 * Keeps the focus where it is (in the dialog) on a mouse press on the modal's backdrop `ref` itself, instead
 * of moving it to the page behind, where Escape and Tab would no longer reach the dialog.
 */
export function useBackdropKeepsFocus(ref: { readonly current: HTMLElement | null }): void {
  useEffect(() => {
    const backdrop = ref.current;
    if (backdrop === null) return;
    const press = (event: MouseEvent) => {
      if (event.target === backdrop) event.preventDefault();
    };
    backdrop.addEventListener("mousedown", press);
    return () => backdrop.removeEventListener("mousedown", press);
  }, [ref]);
}

/** True while the element overflows its box vertically (its content scrolls); follows resizes. */
function useScrollable(ref: { readonly current: HTMLElement | null }): boolean {
  const [scrollable, setScrollable] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return;
    const measure = () => setScrollable(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);
  return scrollable;
}

function trapTab(event: KeyboardEvent, root: HTMLElement | null): void {
  const items = root ? [...root.querySelectorAll<HTMLElement>(FOCUSABLE)] : [];
  if (items.length === 0) return;
  const first = items[0];
  const last = items[items.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
