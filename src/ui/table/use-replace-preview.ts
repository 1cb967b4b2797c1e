/**
 * The find-and-replace form's state and its live preview (issue #6): the options as typed, the rows in
 * scope (all, shown by the filters, selected), and the core's `replaceText` result for a deferred copy of
 * the options, so typing stays responsive over 50,000 rows; over `SETTLED_PREVIEW_ROWS` the preview waits
 * until typing pauses (`SETTLE_MS`), since one preview of a million rows is a task of 1-1.7 s that no
 * keystroke can interrupt (a fresh-user pass typed "/item-" in 7.3 s, a preview per key).
 */
import { useDeferredValue, useEffect, useMemo, useState } from "react";
import {
  collectReplaceValues,
  compileReplacer,
  REPLACE_ALL_FIELDS,
  REPLACE_URL_FIELDS,
  type RefsReplaceChange,
  type ReplaceField,
  type ReplaceOptions,
  type ReplaceResult,
  replaceInSitemapRefs,
  replaceText,
  type UrlField,
} from "@/core/index";
import { getFollowedLocations, getKeptLocations } from "@/store/replace-locations";
import { getSelectedRows, parseRowKey } from "@/store/selection";
import { selectEntry, selectRows, selectTotalUrls } from "@/store/selectors";
import type { LocationChange, RowRef, SitemapStore } from "@/store/store-types";
import { useAppStore } from "@/ui/store-context";
import { PROBE_VALUES, probeRegex, type RegexProbeVerdict } from "./regex-probe";

/** From this many rows in the workspace the preview waits for a pause in typing. */
export const SETTLED_PREVIEW_ROWS = 200_000;
/** The pause (ms) that counts as done typing. */
export const SETTLE_MS = 400;

export type ReplaceScope = "all" | "filtered" | "selected";
/** One protocol field, every URL (loc, hreflang links, image and video URLs), or every text value. */
export type ReplaceFieldChoice = UrlField | "urls" | "newsText" | "hreflang" | "newsLanguage" | "all";

export interface ReplaceForm {
  find: string;
  replace: string;
  regex: boolean;
  matchCase: boolean;
  field: ReplaceFieldChoice;
  scope: ReplaceScope;
}

/** The fields a choice of the form covers. */
function getReplaceFields(field: ReplaceFieldChoice): readonly ReplaceField[] {
  if (field === "hreflang") return ["alternate.hreflang"];
  if (field === "newsLanguage") return ["news.language"];
  // a news sitemap's texts (title, publication name, keywords…): renaming the publication on every
  // article without touching URLs that hold the same word
  if (field === "newsText") return ["news.text"];
  return field === "all" ? REPLACE_ALL_FIELDS : field === "urls" ? REPLACE_URL_FIELDS : [field];
}

/** The options `replaceText` takes for a form. */
export function getReplaceOptions(form: ReplaceForm): ReplaceOptions {
  const fields = getReplaceFields(form.field);
  return { find: form.find, replace: form.replace, regex: form.regex, matchCase: form.matchCase, fields };
}

/** The rows a scope covers (`undefined`: every row of the workspace). */
export function getScopeRows(state: SitemapStore, scope: ReplaceScope): RowRef[] | undefined {
  if (scope === "filtered") return selectRows(state);
  if (scope === "selected")
    return getSelectedRows(state.selection, selectRows(state), (row) => !!selectEntry(state, row));
  return undefined;
}

/** The choices of the form that the next opening starts with: the last ones made (this tab, until a reload). */
type ReplaceChoices = Pick<ReplaceForm, "regex" | "matchCase" | "field">;
const FIRST_CHOICES: ReplaceChoices = { regex: false, matchCase: false, field: "urls" };
let lastChoices = FIRST_CHOICES;

/** Forgets the last choices: the next form opens as the first one did (for tests, each from a clean start). */
export function resetReplaceChoices(): void {
  lastChoices = FIRST_CHOICES;
}

/**
 * The Find & replace form's state and its preview. The form opens with the last "Regular expression",
 * "Match case" and field choices (a user who works with patterns should not tick the box each time), an
 * empty find and replace, and the scope "selected" when more than one row is selected, else "all".
 */
export function useReplacePreview() {
  const files = useAppStore((state) => state.files);
  const filtered = useAppStore(selectRows);
  const total = useAppStore(selectTotalUrls);
  const selection = useAppStore((state) => state.selection);
  const selected = useMemo(() => [...selection], [selection]);
  const [form, setForm] = useState<ReplaceForm>(() => ({
    find: "",
    replace: "",
    ...lastChoices,
    scope: selection.size > 1 ? "selected" : "all",
  }));
  useEffect(() => {
    lastChoices = { regex: form.regex, matchCase: form.matchCase, field: form.field };
  }, [form.regex, form.matchCase, form.field]);
  const settled = useSettledValue(form, total >= SETTLED_PREVIEW_ROWS ? SETTLE_MS : 0);
  const deferred = useDeferredValue(settled);
  const rows = useMemo(
    () =>
      deferred.scope === "filtered"
        ? filtered
        : deferred.scope === "selected"
          ? selected.map(parseRowKey)
          : undefined,
    [deferred.scope, filtered, selected],
  );
  const options = useMemo(() => getReplaceOptions(deferred), [deferred]);
  // the values a regular expression is probed on change with the workspace, the field and the rows, not
  // with each key typed (a million rows take a moment to collect)
  const probeValues = useMemo(
    () =>
      deferred.regex ? collectReplaceValues(files, getReplaceFields(deferred.field), rows, PROBE_VALUES) : [],
    [files, deferred.regex, deferred.field, rows],
  );
  const probe = useRegexProbe(options, probeValues);
  const result: PreviewResult = useMemo(() => {
    if (probe === "slow") return { ok: false, error: { code: "slow-regex" } };
    if (probe === "probing") return PROBING;
    return replaceText(files, options, rows);
  }, [files, options, rows, probe]);
  // nothing changes: how many URLs the text is found in all the same (a replacement equal to what it
  // finds), not "No matches." beside 420 URLs that hold it; the same search replacing each match with a
  // character no sitemap value holds, so every match changes its value
  const unchanged = useMemo(
    () =>
      result.ok && result !== PROBING && result.changes.length === 0 && options.find !== ""
        ? countChanges(replaceText(files, { ...options, replace: UNMATCHABLE }, rows))
        : 0,
    [files, options, rows, result],
  );
  // the sitemap indexes' `<sitemap>` entries that match: replaced too over all rows (`replaceInRows`)
  const indexChanges: RefsReplaceChange[] = useMemo(
    () => (result.ok && result !== PROBING ? replaceInSitemapRefs(files, options) : NO_INDEX_CHANGES),
    [files, options, result],
  );
  // and the index entries that hold the text when the replacement gives it back (counted as `unchanged`)
  const unchangedEntries = useMemo(
    () =>
      result.ok && result !== PROBING && indexChanges.length === 0 && options.find !== ""
        ? replaceInSitemapRefs(files, { ...options, replace: UNMATCHABLE }).reduce(
            (sum, change) => sum + change.count,
            0,
          )
        : 0,
    [files, options, result, indexChanges],
  );
  // over all rows: files whose location moves with the URLs (a robots.txt line or a location set placed
  // them); over some: files an index lists that stay there while their URLs move to another host
  const locations: LocationChange[] = useMemo(
    () =>
      result.ok && result !== PROBING
        ? deferred.scope === "all"
          ? getFollowedLocations(files, options)
          : getKeptLocations(files, result.changes)
        : NO_LOCATIONS,
    [files, options, result, deferred.scope],
  );
  const update = (patch: Partial<ReplaceForm>) => setForm((current) => ({ ...current, ...patch }));
  const counts = { all: total, filtered: filtered.length, selected: selection.size };
  const stale = deferred !== form || probe === "probing";
  const probing = probe === "probing";
  const indexScope = deferred.scope === "all";
  // what the apply may take as it is: the changes worked out for these files (`replaceInRows`'s preview)
  const preview = result.ok && !stale ? { files, changes: result.changes } : undefined;
  return {
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
  };
}

/** `value`, or with `delay` > 0 its last change once it has stayed the same for `delay` ms. */
function useSettledValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (delay <= 0) return;
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return delay <= 0 ? value : settled;
}

/** A replacement no sitemap value holds (U+0000 is not allowed in XML): every match it replaces changes. */
const UNMATCHABLE = "\u0000";

/** How many entries a replace changes (0 for one refused). */
const countChanges = (result: ReplaceResult) => (result.ok ? result.changes.length : 0);

/** The preview while a regular expression is probed: nothing yet. */
const PROBING: ReplaceResult = { ok: true, changes: [] };
const NO_INDEX_CHANGES: RefsReplaceChange[] = [];
const NO_LOCATIONS: LocationChange[] = [];

/** The preview: the core's result, or a regular expression refused because it runs too long. */
export type PreviewResult = ReplaceResult | { ok: false; error: { code: "slow-regex" } };

/**
 * For a regular expression, its probe (`regex-probe.ts`) over the values it will search: "probing" until
 * it answers, then its verdict; "ok" for plain text and for an expression that does not compile (the core
 * says why). A new input starts a new probe; an answer for an older one is dropped.
 */
function useRegexProbe(options: ReplaceOptions, values: string[]): RegexProbeVerdict | "probing" {
  const [done, setDone] = useState<{ options: ReplaceOptions; verdict: RegexProbeVerdict }>();
  const needed = options.regex === true && compileReplacer(options).ok;
  useEffect(() => {
    if (!needed) return;
    let current = true;
    const flags = options.matchCase ? "g" : "gi";
    const request = { source: options.find, flags, replacement: options.replace, values };
    void probeRegex(request).then((verdict) => {
      if (current) setDone({ options, verdict });
    });
    return () => {
      current = false;
    };
  }, [needed, options, values]);
  if (!needed) return "ok";
  return done?.options === options ? done.verdict : "probing";
}
