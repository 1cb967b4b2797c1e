/**
 * The fields of the export dialog: each file as it is or merged, format, split sizes, the index's base URL
 * and the file name (merged only), pretty or compact, the index's lastmod. Controlled by the dialog.
 */
import { useId } from "react";
import { getOutputNames } from "@/core/serialize/write-sitemaps";
import {
  type ExportForm,
  type ExportKind,
  type ExportMode,
  getExportFormat,
  getExportNameFault,
  parseBaseUrl,
  parseMaxMb,
  parseMaxUrls,
  switchExportMode,
} from "./export-plan";
import { EXPORT_MODE_TEXT, formatMessage, messages } from "./messages";

const text = messages.exportDialog;

export interface ExportFormFieldsProps {
  form: ExportForm;
  onChange: (patch: Partial<ExportForm>) => void;
  /** A file is split with an index of its own: offer to give that index the file's name. */
  splits?: boolean;
  /**
   * Which of those split files are TXT lists (their index is XML, `stem.xml`, so it cannot take a list's
   * `.txt` name): "all" or "some" changes the option's promise, "none" (the default) keeps it.
   */
  splitsTxt?: "none" | "some" | "all";
  /** The plan writes a sitemap index: its options show in TXT too (an index is XML in either format). */
  writesIndex?: boolean;
  /** Files an open index lists that were edited here (`getChangedChildren`): a hint while their lastmod stays. */
  changedChildren?: readonly string[];
  /** How many of them the index gives no lastmod (`getUndatedChildren`): they keep none, not an old one. */
  undatedChildren?: number;
}

// labels read when drawn, not at load: the language may change (`applyLanguage`)
const KINDS: { kind: ExportKind; label: () => string; title?: () => string }[] = [
  { kind: "as-opened", label: () => text.formatAsOpened, title: () => text.formatAsOpenedTitle },
  { kind: "xml", label: () => text.formatXml },
  { kind: "xml.gz", label: () => text.formatXmlGz },
  { kind: "txt", label: () => text.formatTxt },
];

/** The "File name" field's error: which rule the name breaks (`getExportNameFault`), or none. */
function getNameError(name: string): string | undefined {
  const fault = getExportNameFault(name);
  if (fault === "reserved") return text.nameReserved;
  if (fault === "long") return text.nameTooLong;
  return fault === "chars" ? text.nameInvalid : undefined;
}

/** The endings a split writes in `kind`, its parts' and its index's: the core's own names (`getOutputNames`). */
function getPartEndings(kind: ExportKind): { part: string; index: string } {
  const [part, , index] = getOutputNames("name", 2, {
    format: getExportFormat(kind),
    gzip: kind === "xml.gz",
  });
  return { part: part.slice("name-1".length), index: index.slice("name-index".length) };
}

/**
 * A size field's hint: over the protocol's `limit`, that such files are not valid; under it (a value kept
 * from an earlier export, perhaps), that bigger files are split, so no split comes unannounced.
 */
function getLimitHint(value: number | undefined, limit: number, over: string, under: string) {
  if (value === undefined || value === limit) return undefined;
  return value > limit ? over : under;
}

const MODES: { mode: ExportMode; label: () => string }[] = [
  { mode: "each", label: () => EXPORT_MODE_TEXT.modeEach },
  { mode: "merge", label: () => EXPORT_MODE_TEXT.modeMerge },
];

export function ExportFormFields({
  form,
  onChange,
  splits = false,
  splitsTxt = "none",
  writesIndex = false,
  changedChildren = [],
  undatedChildren = 0,
}: ExportFormFieldsProps) {
  const id = useId();
  const merge = form.mode === "merge";
  return (
    <div className="export-form">
      <fieldset className="segmented" aria-describedby={`${id}-mode-hint`}>
        <legend className="field-label">{EXPORT_MODE_TEXT.mode}</legend>
        {MODES.map(({ mode, label }) => (
          <label key={mode} className={form.mode === mode ? "checked" : undefined}>
            <input
              type="radio"
              name={`${id}-mode`}
              value={mode}
              checked={form.mode === mode}
              onChange={() => onChange(switchExportMode(form, mode))}
            />
            {label()}
          </label>
        ))}
      </fieldset>
      <p id={`${id}-mode-hint`} className="field-hint">
        {merge
          ? EXPORT_MODE_TEXT.modeMergeHint
          : formatMessage(
              form.indexKeepsName ? EXPORT_MODE_TEXT.modeEachHintKeepsName : EXPORT_MODE_TEXT.modeEachHint,
              getPartEndings(form.kind),
            )}
      </p>
      <fieldset className="segmented">
        <legend className="field-label">{text.format}</legend>
        {/* a merged set is one new set: no file's own compression to keep */}
        {KINDS.filter(({ kind }) => !merge || kind !== "as-opened").map(({ kind, label, title }) => (
          <label key={kind} className={form.kind === kind ? "checked" : undefined} title={title?.()}>
            <input
              type="radio"
              name={`${id}-kind`}
              value={kind}
              checked={form.kind === kind}
              onChange={() => onChange({ kind, eachKind: undefined })}
            />
            {label()}
          </label>
        ))}
      </fieldset>
      {form.kind === "as-opened" && !merge && <p className="field-hint">{text.formatAsOpenedHint}</p>}
      <div className="field-row">
        <TextField
          label={text.maxUrls}
          value={form.maxUrls}
          inputMode="numeric"
          error={parseMaxUrls(form.maxUrls) === undefined ? text.maxUrlsInvalid : undefined}
          hint={getLimitHint(parseMaxUrls(form.maxUrls), MAX_URLS, text.maxUrlsOver, text.maxUrlsUnder)}
          onChange={(maxUrls) => onChange({ maxUrls })}
        />
        <TextField
          label={text.maxMb}
          value={form.maxMb}
          inputMode="decimal"
          error={parseMaxMb(form.maxMb) === undefined ? text.maxMbInvalid : undefined}
          hint={getLimitHint(parseMaxMb(form.maxMb), MAX_MB, text.maxMbOver, text.maxMbUnder)}
          onChange={(maxMb) => onChange({ maxMb })}
        />
      </div>
      {/* under the size fields it follows from: typing a small size does not push the field down */}
      {!merge && (splits || form.indexKeepsName) && (
        <label className="checkbox">
          <input
            type="checkbox"
            checked={form.indexKeepsName}
            onChange={(event) => onChange({ indexKeepsName: event.target.checked })}
          />
          {/* as opened, every file keeps its ending; XML, XML.gz or TXT may change it (`a.xml` → `a.xml.gz`),
              and then the URL submitted is not the index's (the dialog's warning names the new one) */}
          {/* a TXT list's index is XML: it takes the list's name with `.xml`, and its URL is a new one */}
          {splitsTxt === "all"
            ? formatMessage(
                text.indexKeepsNameTxt,
                getPartEndings(form.kind === "as-opened" ? "txt" : form.kind),
              )
            : formatMessage(
                form.kind === "as-opened" ? text.indexKeepsName : text.indexKeepsNameEnding,
                getPartEndings(form.kind),
              )}
          {splitsTxt === "some" && ` ${text.indexKeepsNameSomeTxt}`}
        </label>
      )}
      {merge && (
        <TextField
          label={text.baseUrl}
          hint={text.baseUrlHint}
          value={form.baseUrl}
          type="url"
          error={parseBaseUrl(form.baseUrl) === undefined ? text.baseUrlInvalid : undefined}
          onChange={(baseUrl) => onChange({ baseUrl })}
        />
      )}
      {merge && (
        <TextField
          label={text.name}
          value={form.name}
          placeholder={text.namePlaceholder}
          error={getNameError(form.name)}
          onChange={(name) => onChange({ name })}
        />
      )}
      {(form.kind !== "txt" || writesIndex) && (
        <div className="checkbox-row">
          <label className="checkbox">
            <input
              type="checkbox"
              checked={form.pretty}
              onChange={(event) => onChange({ pretty: event.target.checked })}
            />
            {text.pretty}
          </label>
          <label className="checkbox" title={text.indexLastmodTitle}>
            <input
              type="checkbox"
              checked={form.indexLastmod}
              onChange={(event) => onChange({ indexLastmod: event.target.checked })}
            />
            {text.indexLastmod}
          </label>
        </div>
      )}
      {(form.kind !== "txt" || writesIndex) && !form.indexLastmod && changedChildren.length > 0 && (
        <p className="field-hint export-lastmod-hint">
          {formatMessage(
            undatedChildren === changedChildren.length ? text.indexLastmodNone : text.indexLastmodHint,
            {
              count: changedChildren.length,
              // the first three, then "…": a long list is the index's own business
              names: [...changedChildren.slice(0, 3), ...(changedChildren.length > 3 ? ["…"] : [])].join(
                ", ",
              ),
            },
          )}
        </p>
      )}
    </div>
  );
}

/** The protocol's limits per file (sitemaps.org): 50,000 URLs, 50 MB (52,428,800 bytes) uncompressed. */
const MAX_URLS = 50_000;
const MAX_MB = 50;

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  /** What is wrong with the value; shown under the field, which is marked invalid and described by it. */
  error?: string;
  type?: string;
  placeholder?: string;
  inputMode?: "numeric" | "decimal";
}

function TextField({
  label,
  value,
  onChange,
  hint,
  error,
  type = "text",
  placeholder,
  inputMode,
}: TextFieldProps) {
  const id = useId();
  const described = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(" ");
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        type={type}
        value={value}
        placeholder={placeholder}
        inputMode={inputMode}
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
