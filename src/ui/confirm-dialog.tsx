/**
 * A confirmation of our own for an action that cannot be undone (Start over, removing a file): an alert
 * dialog (role=alertdialog, modal) with Cancel, focused first, and the action's button; Escape cancels and
 * Tab stays between the two buttons. The confirm button is disabled while `onConfirm` runs. Closed, it
 * gives the focus back to the element that had it, if that is still on the page.
 */
import { type KeyboardEvent, type ReactNode, useId, useLayoutEffect, useRef, useState } from "react";
import { useBackdropKeepsFocus } from "@/ui/dialog";
import { messages } from "@/ui/messages";
import "@/ui/dialog.css";

export interface ConfirmDialogProps {
  title: string;
  /** What the action does and loses, as paragraphs. */
  children: ReactNode;
  /** The action's button text. */
  confirmLabel: string;
  /** The cancel button's text (default "Cancel"). */
  cancelLabel?: string;
  /** Extra class of the dialog box (its width). */
  className?: string;
  onCancel: () => void;
  onConfirm: () => Promise<void> | void;
}

export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  className,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  const titleId = useId();
  const backdrop = useRef<HTMLDivElement>(null);
  useBackdropKeepsFocus(backdrop);
  const bodyId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);

  // focus goes back where it was on close (Keep editing returns to the field being edited), when that
  // element is still there; taken in the commit that shows the dialog, so no key lands before it
  useLayoutEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    cancel.current?.focus();
    return () => {
      if (previous?.isConnected && previous !== document.body) previous.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      onCancel();
    } else if (event.key === "Tab") {
      // two buttons: keep focus inside
      event.preventDefault();
      (document.activeElement === cancel.current ? confirm : cancel).current?.focus();
    }
  };

  return (
    // a click beside it or on its text or a blank part keeps the focus in the dialog (Escape still works)
    <div ref={backdrop} className="dialog-backdrop">
      <div
        role="alertdialog"
        aria-modal="true"
        tabIndex={-1}
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        className={className ? `dialog ${className}` : "dialog"}
        onKeyDown={onKeyDown}
      >
        {/* a div, not a header: inside a dialog a header was a second banner landmark */}
        <div className="dialog-header">
          <h2 id={titleId}>{title}</h2>
        </div>
        <div className="dialog-body" id={bodyId}>
          {children}
        </div>
        <div className="dialog-footer">
          <button ref={cancel} type="button" className="button" onClick={onCancel}>
            {cancelLabel ?? messages.actions.cancel}
          </button>
          <button
            ref={confirm}
            type="button"
            className="button danger"
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              try {
                await onConfirm();
              } finally {
                setBusy(false);
              }
            }}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
