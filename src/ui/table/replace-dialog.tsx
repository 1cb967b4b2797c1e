/**
 * Find and replace (Ctrl+F, issue #6): find text or a regular expression, with or without case, in the
 * URL, every URL of the entries (hreflang links, image and video URLs too) or another text field, over all rows, the rows the filters show, or the selected rows; a preview of
 * every change; Apply records one undoable step.
 */
import { useId } from "react";
import { Dialog } from "@/ui/dialog";
import { useSlowStep } from "@/ui/hooks/use-slow-step";
import { BULK_TEXT, messages } from "@/ui/messages";
import { useAppStoreApi } from "@/ui/store-context";
import { ReplacePreview } from "./replace-preview";
import {
  getReplaceOptions,
  getScopeRows,
  type ReplaceFieldChoice,
  type ReplaceScope,
  useReplacePreview,
} from "./use-replace-preview";
import "./bulk-dialogs.css";

const TEXT = BULK_TEXT.replace;
const FIELDS: ReplaceFieldChoice[] = [
  "loc",
  "urls",
  "lastmod",
  "changefreq",
  "priority",
  "newsText",
  "hreflang",
  "newsLanguage",
  "all",
];
const FIELD_LABELS: Partial<Record<ReplaceFieldChoice, () => string>> = {
  all: () => TEXT.allFields,
  urls: () => TEXT.allUrls,
  newsText: () => TEXT.newsText,
  hreflang: () => TEXT.hreflangCodes,
  newsLanguage: () => TEXT.newsLanguage,
};
const SCOPES: ReplaceScope[] = ["all", "filtered", "selected"];

export interface ReplaceDialogProps {
  onClose(): void;
}

export function ReplaceDialog({ onClose }: ReplaceDialogProps) {
  const store = useAppStoreApi();
  const {
    form,
    update,
    result,
    preview,
    indexChanges,
    indexScope,
    locations,
    counts,
    stale,
    probing,
    unchanged,
    unchangedEntries,
  } = useReplacePreview();
  const id = useId();
  const count = result.ok ? result.changes.length : 0;
  // entries of the sitemap indexes, replaced too over all rows
  const indexCount = indexScope ? indexChanges.reduce((sum, change) => sum + change.count, 0) : 0;
  const columns: Record<string, string> = messages.table.columns;
  const scopeLabel = { all: TEXT.scopeAll, filtered: TEXT.scopeFiltered, selected: TEXT.scopeSelected };

  // a replace in a million URLs takes seconds: "Replacing in N URLs…" is painted first
  const [working, runSlowStep] = useSlowStep();
  const apply = () =>
    runSlowStep(count + indexCount, () => {
      const state = store.getState();
      // the preview's changes, not a second pass over every row (when the files are still the ones it read)
      state.replaceInRows(getReplaceOptions(form), getScopeRows(state, form.scope), preview);
      onClose();
    });

  return (
    <Dialog
      title={TEXT.title}
      onClose={onClose}
      className="replace-dialog"
      footer={
        <>
          {working && <output className="rp-working">{TEXT.working(count)}</output>}
          <button type="button" className="button" disabled={working} onClick={onClose}>
            {messages.actions.cancel}
          </button>
          <button
            type="button"
            className="button primary"
            disabled={stale || count + indexCount === 0 || working}
            onClick={apply}
          >
            {count > 0 && indexCount > 0
              ? TEXT.applyWithIndexes(count, indexCount)
              : count > 0
                ? TEXT.apply(count)
                : indexCount > 0
                  ? TEXT.applyIndexes(indexCount)
                  : TEXT.applyIdle}
          </button>
        </>
      }
    >
      <form
        className="rp-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!stale && count + indexCount > 0 && !working) apply();
        }}
      >
        <div className="rp-inputs">
          <label htmlFor={`${id}-find`} className="field-label">
            {TEXT.find}
          </label>
          <input
            id={`${id}-find`}
            data-autofocus
            className="rp-input"
            spellCheck={false}
            autoComplete="off"
            value={form.find}
            aria-invalid={!result.ok && result.error.code !== "empty-find"}
            onChange={(event) => update({ find: event.target.value })}
          />
          <label htmlFor={`${id}-replace`} className="field-label">
            {TEXT.replace}
          </label>
          <input
            id={`${id}-replace`}
            className="rp-input"
            spellCheck={false}
            autoComplete="off"
            value={form.replace}
            onChange={(event) => update({ replace: event.target.value })}
          />
        </div>
        <div className="rp-options">
          <label className="rp-check">
            <input
              type="checkbox"
              checked={form.matchCase}
              onChange={(e) => update({ matchCase: e.target.checked })}
            />
            {TEXT.matchCase}
          </label>
          <label className="rp-check" title={TEXT.regexHint}>
            <input
              type="checkbox"
              checked={form.regex}
              onChange={(e) => update({ regex: e.target.checked })}
            />
            {TEXT.regex}
          </label>
          <label className="rp-select">
            <span className="field-label">{TEXT.field}</span>
            <select
              value={form.field}
              onChange={(e) => update({ field: e.target.value as ReplaceFieldChoice })}
            >
              {FIELDS.map((field) => (
                <option key={field} value={field}>
                  {FIELD_LABELS[field]?.() ?? columns[field as keyof typeof columns]}
                </option>
              ))}
            </select>
          </label>
        </div>
        <fieldset className="rp-scope">
          <legend className="field-label">{TEXT.scope}</legend>
          {/* a box of its own beside the legend: a choice that wraps goes under the others, not under it */}
          <div className="rp-scope-choices">
            {SCOPES.map((scope) => (
              <label key={scope} className="rp-check">
                <input
                  type="radio"
                  name={`${id}-scope`}
                  value={scope}
                  checked={form.scope === scope}
                  disabled={scope === "selected" && counts.selected === 0}
                  onChange={() => update({ scope })}
                />
                {scopeLabel[scope](counts[scope])}
              </label>
            ))}
          </div>
        </fieldset>
        {form.regex && <p className="rp-note">{TEXT.regexHint}</p>}
        {/* Enter in Find or Replace with submits: a form of two text fields and no submit button of its own
            (the dialog's button is in its footer) does not submit on Enter by itself */}
        <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
      </form>
      <ReplacePreview
        result={result}
        stale={stale}
        find={form.find}
        regex={form.regex}
        indexChanges={indexChanges}
        indexScope={indexScope}
        locations={locations}
        probing={probing}
        unchanged={unchanged}
        unchangedEntries={unchangedEntries}
      />
    </Dialog>
  );
}
