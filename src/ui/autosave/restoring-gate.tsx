/**
 * Shows "Restoring your workspace…" until the autosave's first restore finished, so the empty state never
 * flashes before a saved workspace comes back.
 */
import type { ReactNode } from "react";
import { AUTOSAVE_TEXT } from "@/ui/messages";
import { useAutosaveState } from "./autosave-context";
import "./autosave.css";

export function RestoringGate({ children }: { children: ReactNode }) {
  const ready = useAutosaveState((state) => state.ready);
  if (ready) return children;
  return (
    <div className="restoring" role="status" aria-live="polite">
      <span className="restoring-spinner" aria-hidden="true" />
      <p>{AUTOSAVE_TEXT.restoring}</p>
    </div>
  );
}
