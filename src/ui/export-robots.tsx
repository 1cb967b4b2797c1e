/**
 * The robots.txt line for the export (`Sitemap: https://…/sitemap-index.xml`), in a read-only field with
 * a Copy button: the clipboard API when the page may use it, else the text is selected for Ctrl+C.
 */
import { useId, useRef, useState } from "react";
import { EXPORT_MODE_TEXT, messages } from "./messages";

const text = messages.exportDialog;

export interface ExportRobotsLineProps {
  /** Undefined while there is no plan or no absolute base URL; several lines (one per file) in a text area. */
  line: string | undefined;
}

export function ExportRobotsLine({ line }: ExportRobotsLineProps) {
  const id = useId();
  const input = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
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
  const lines = line?.split("\n").length ?? 1;
  const hint =
    state === "failed"
      ? text.copyFailed
      : line
        ? lines > 1
          ? EXPORT_MODE_TEXT.robotsLinesHint
          : text.robotsHint
        : text.noBaseUrl;
  const shared = {
    ref: input,
    id,
    readOnly: true,
    value: line ?? "",
    spellCheck: false,
    "aria-describedby": `${id}-hint`,
  };
  return (
    <div className="field export-robots">
      <label htmlFor={id} className="field-label">
        {text.robotsLabel}
      </label>
      <div className="export-robots-row">
        {lines > 1 ? (
          <textarea
            {...shared}
            rows={Math.min(lines, 6)}
            wrap="off"
            onFocus={(event) => event.target.select()}
          />
        ) : (
          <input {...shared} type="text" onFocus={(event) => event.target.select()} />
        )}
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
