/**
 * The robots.txt line for the export (`Sitemap: https://…/sitemap-index.xml`), in a read-only field with
 * a Copy button: the clipboard API when the page may use it, else the text is selected for Ctrl+C.
 */
import { useId, useRef, useState } from "react";
import { messages } from "./messages";

const text = messages.exportDialog;

export interface ExportRobotsLineProps {
  /** Undefined while there is no plan or no absolute base URL. */
  line: string | undefined;
}

export function ExportRobotsLine({ line }: ExportRobotsLineProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const [copiedLine, setCopiedLine] = useState(line);
  if (copiedLine !== line) {
    setCopiedLine(line);
    setState("idle");
  }
  const copy = async () => {
    if (!line) return;
    try {
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(line);
      setState("copied");
    } catch {
      // no permission or an insecure context: select the text so Ctrl+C copies it
      input.current?.focus();
      input.current?.select();
      setState("failed");
    }
  };
  const hint = state === "failed" ? text.copyFailed : line ? text.robotsHint : text.noBaseUrl;
  return (
    <div className="field export-robots">
      <label htmlFor={id} className="field-label">
        {text.robotsLabel}
      </label>
      <div className="export-robots-row">
        <input
          ref={input}
          id={id}
          type="text"
          readOnly
          value={line ?? ""}
          spellCheck={false}
          aria-describedby={`${id}-hint`}
          onFocus={(event) => event.target.select()}
        />
        <button type="button" className="button" disabled={!line} onClick={() => void copy()}>
          {state === "copied" ? text.copied : text.copy}
        </button>
      </div>
      <p id={`${id}-hint`} className="field-hint" aria-live="polite">
        {hint}
      </p>
    </div>
  );
}
