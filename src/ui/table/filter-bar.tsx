/**
 * Filters above the entries grid: text search, severity, rule (codes present, with counts) and file, plus
 * the "Showing N of M URLs" count. The search text is local while typing and reaches the store debounced.
 */
import {
  type CSSProperties,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import type { Severity } from "@/core/index";
import { selectRows, selectTotalUrls } from "@/store/selectors";
import { formatCount, formatMessage, messages } from "@/ui/messages";
import { useAppStore } from "@/ui/store-context";
import {
  getFileOptions,
  selectFileOptionsKey,
  selectFilteredListProblems,
  selectFilterRuleOptions,
} from "./table-selectors";
import { getTextMeasurer } from "./use-url-fit";

const TABLE_TEXT = messages.table;

const SEARCH_DEBOUNCE_MS = 150;
const SEVERITIES: readonly Severity[] = ["error", "warning", "info"];

export interface FilterBarProps {
  /** Buttons shown at the end of the bar (add / delete row). */
  children?: ReactNode;
  /** The selection line shown under the bar (issue #6). */
  selectionBar?: ReactNode;
}

function SearchBox() {
  const storeText = useAppStore((state) => state.filter.text);
  const setFilter = useAppStore((state) => state.setFilter);
  const [text, setText] = useState(storeText);
  const sent = useRef(storeText);
  const id = useId();

  // the store's text changes from elsewhere too (Clear filters, Add URL): follow it, but not our own echo
  useEffect(() => {
    if (storeText !== sent.current) {
      sent.current = storeText;
      setText(storeText);
    }
  }, [storeText]);
  useEffect(() => {
    if (text === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = text;
      setFilter({ text });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, setFilter]);

  return (
    <div className="et-field et-field--grow">
      <label htmlFor={id} className="et-label">
        {TABLE_TEXT.searchLabel}
      </label>
      <input
        id={id}
        type="search"
        className="et-input"
        placeholder={TABLE_TEXT.searchPlaceholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}

interface FilterSelectProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /**
   * Monospace options (rule codes), the field as wide as `mono` characters (the option shown: a long code
   * with a five-digit count, "video.content-loc-not-media (12,345)", is not cut), 240 px at least.
   */
  mono?: number;
  /**
   * The text the closed select shows in the bar's own font (a file name and its count): the field is made
   * as wide, measured (`getTextMeasurer`), so "sitemap-products-10.xml (50,000)" is not cut to
   * "sitemap-products-10.xml (5" under the arrow; the search box gives way first.
   */
  fitText?: string;
  children: ReactNode;
}

/** One labelled filter select of the bar; "" is the "any" option. */
function FilterSelect({ label, value, onChange, mono, fitText, children }: FilterSelectProps) {
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  const [textWidth, setTextWidth] = useState<number>();
  useLayoutEffect(() => {
    const element = select.current;
    if (fitText === undefined || !element) return setTextWidth(undefined);
    const style = getComputedStyle(element);
    const measure = getTextMeasurer(
      `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`,
    );
    setTextWidth(measure ? Math.ceil(measure(fitText)) : undefined);
  }, [fitText]);
  const fit =
    mono !== undefined
      ? ({ "--et-fit-chars": mono } as CSSProperties)
      : textWidth !== undefined
        ? ({ "--et-fit-px": textWidth } as CSSProperties)
        : undefined;
  const fitClass =
    mono !== undefined ? " et-field--fit" : textWidth !== undefined ? " et-field--fit-text" : "";
  return (
    <div className={`et-field${fitClass}`} style={fit}>
      <label htmlFor={id} className="et-label">
        {label}
      </label>
      <select
        ref={select}
        id={id}
        // a rule code in monospace; "Any rule" in the bar's own font, as the other filters' "Any"
        className={mono === undefined || value === "" ? "et-input" : "et-input et-input--mono"}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
    </div>
  );
}

/**
 * A button that clears every filter (search text, severity, rule, file): the bar's "Clear filters" and the
 * empty table's "Show all URLs".
 */
export function ClearFiltersButton({ label, quiet }: { label: string; quiet?: boolean }) {
  const setFilter = useAppStore((state) => state.setFilter);
  return (
    <button
      type="button"
      className={quiet ? "et-button et-button--quiet" : "et-button"}
      onClick={() => setFilter({ text: "", severity: undefined, code: undefined, file: undefined })}
    >
      {label}
    </button>
  );
}

export function FilterBar({ children, selectionBar }: FilterBarProps) {
  const filter = useAppStore((state) => state.filter);
  const setFilter = useAppStore((state) => state.setFilter);
  const allRules = useAppStore(selectFilterRuleOptions);
  // with a severity chosen, only its rules: another's would show no row (errors, then "lastmod.date-only")
  const rules = filter.severity ? allRules.filter((rule) => rule.severity === filter.severity) : allRules;
  const files = getFileOptions(useAppStore(selectFileOptionsKey));
  const shown = useAppStore((state) => selectRows(state).length);
  const total = useAppStore(selectTotalUrls);
  const filtered = Boolean(filter.text || filter.severity || filter.code || filter.file);
  const chosenRule = rules.find((rule) => rule.code === filter.code);
  const chosenFile = files.find((file) => file.name === filter.file);
  // the text the closed select shows: the field is made as wide
  const ruleText = filter.code
    ? `${filter.code} (${formatCount(chosenRule?.count ?? 0)})`
    : TABLE_TEXT.ruleAny;

  return (
    <div className="et-toolbar">
      <div className="et-filters">
        <SearchBox />
        <FilterSelect
          label={TABLE_TEXT.severityLabel}
          value={filter.severity ?? ""}
          onChange={(value) => {
            const severity = (value || undefined) as Severity | undefined;
            // a rule of another severity would show no row: it goes with the change
            const rule = allRules.find((option) => option.code === filter.code);
            const stale = severity !== undefined && rule !== undefined && rule.severity !== severity;
            setFilter(stale ? { severity, code: undefined } : { severity });
          }}
        >
          <option value="">{TABLE_TEXT.severityAny}</option>
          {SEVERITIES.map((severity) => (
            <option key={severity} value={severity}>
              {TABLE_TEXT.severityOption[severity]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={TABLE_TEXT.ruleLabel}
          mono={ruleText.length}
          value={filter.code ?? ""}
          onChange={(value) => setFilter({ code: value || undefined })}
        >
          <option value="">{TABLE_TEXT.ruleAny}</option>
          {filter.code && !rules.some((rule) => rule.code === filter.code) && (
            <option value={filter.code}>{filter.code} (0)</option>
          )}
          {rules.map((rule) => (
            <option key={rule.code} value={rule.code}>
              {rule.code} ({formatCount(rule.count)})
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={TABLE_TEXT.fileLabel}
          fitText={chosenFile && `${chosenFile.name} (${formatCount(chosenFile.urls)})`}
          value={filter.file ?? ""}
          onChange={(value) => setFilter({ file: value || undefined })}
        >
          <option value="">{TABLE_TEXT.fileAny}</option>
          {files.map((file) => (
            <option key={file.name} value={file.name}>
              {file.name} ({formatCount(file.urls)})
            </option>
          ))}
        </FilterSelect>
      </div>
      <div className="et-actions">
        <output className="et-count" aria-live="polite">
          {TABLE_TEXT.showing(shown, total)}
          <ListProblemsNote />
        </output>
        {/* kept in its place while no filter is on, unseen: setting a filter does not push the buttons
            beside the count to a line of their own, and the table 23 px down with them */}
        {filtered ? (
          <ClearFiltersButton label={TABLE_TEXT.clearFilters} quiet />
        ) : (
          <span className="et-button et-button--quiet et-clear-sizer" aria-hidden="true">
            {TABLE_TEXT.clearFilters}
          </span>
        )}
        {children && <div className="et-action-buttons">{children}</div>}
      </div>
      {selectionBar}
    </div>
  );
}

/**
 * Filtered to a rule some of whose problems are on the sitemaps of an index (not rows of this table): how
 * many, and where, after the count of rows shown.
 */
function ListProblemsNote() {
  const inList = useAppStore(selectFilteredListProblems);
  if (!inList) return null;
  const [count, file] = inList.split("\u0000");
  return (
    <span className="et-count-more">
      {formatMessage(TABLE_TEXT.moreInIndex, { count: Number(count), file })}
    </span>
  );
}
