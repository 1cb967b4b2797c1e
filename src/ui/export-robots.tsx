/**
 * The robots.txt line for the export (`Sitemap: https://…/sitemap-index.xml`), in a read-only field with
 * a Copy button: the clipboard API when the page may use it, else the text is selected for Ctrl+C. The field
 * is a text area that wraps a long line and grows to show all of it (a one-line input cut long URLs off).
 */
import { useId, useRef, useState } from "react";
import { EXPORT_MODE_TEXT, messages } from "./messages";

const text = messages.exportDialog;

export interface ExportRobotsLineProps {
  /** Undefined while there is no plan or no absolute base URL; several lines when several files are listed. */
  line: string | undefined;
}

/** Rows the field shows at most; more scroll. */
const MAX_ROWS = 6;
/** Characters a row holds at the dialog's width, roughly: the rows of browsers without `field-sizing`. */
const ROW_CHARS = 60;

/** Rows the lines take when wrapped at about `ROW_CHARS` characters. */
function countWrappedRows(lines: readonly string[]): number {
  return lines.reduce((sum, row) => sum + Math.max(1, Math.ceil(row.length / ROW_CHARS)), 0);
}

export function ExportRobotsLine({ line }: ExportRobotsLineProps) {
  const id = useId();
  const input = useRef<HTMLTextAreaElement>(null);
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
  const lines = line?.split("\n") ?? [""];
  const hint =
    state === "failed"
      ? text.copyFailed
      : line
        ? lines.length > 1
          ? EXPORT_MODE_TEXT.robotsLinesHint
          : text.robotsHint
        : text.noBaseUrl;
  return (
    <div className="field export-robots">
      <label htmlFor={id} className="field-label">
        {lines.length > 1 ? text.robotsLabelMany : text.robotsLabel}
      </label>
      <div className="export-robots-row">
        <textarea
          ref={input}
          id={id}
          readOnly
          value={line ?? ""}
          spellCheck={false}
          aria-describedby={`${id}-hint`}
          rows={Math.min(countWrappedRows(lines), MAX_ROWS)}
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
