/**
 * Set or clear one field on the selected rows (issue #6): lastmod from a date-time input (its wall-clock
 * time in the zone the rows' lastmods use, else the browser's) or "Set to now" (in that zone too),
 * changefreq from the protocol's values, priority from
 * 0.0 to 1.0. Each Set or Clear is one undoable step.
 */
import { useId, useMemo, useState } from "react";
import { formatW3cDatetime, getUsualOffset, getZoneOffsetMinutes, type UrlField } from "@/core/index";
import { getSomeSelectedRows } from "@/store/selection";
import { selectEntry } from "@/store/selectors";
import type { RowRef, SitemapStore } from "@/store/store-types";
import { SLOW_BULK_ROWS, useSlowStep } from "@/ui/hooks/use-slow-step";
import { BULK_TEXT } from "@/ui/messages";
import { getCountryOffset } from "@/ui/panels/fix-zones";
import { useAppStore, useAppStoreApi } from "@/ui/store-context";
import { CHANGEFREQ_VALUES } from "./table-columns";

const TEXT = BULK_TEXT.bulk;
type BulkField = Exclude<UrlField, "loc">;
const FIELDS: BulkField[] = ["lastmod", "changefreq", "priority"];
const PRIORITIES = Array.from({ length: 11 }, (_, i) => (i / 10).toFixed(1));

/** `YYYY-MM-DDThh:mm[:ss]` of a datetime-local input (the browser's zone) as a W3C datetime with offset. */
export function getLocalInputDatetime(value: string): string | undefined {
  const date = new Date(value);
  return value && !Number.isNaN(date.getTime()) ? formatW3cDatetime(date) : undefined;
}

/**
 * The zone most of `rows`' lastmods use (`+03:00`, `Z`; the first 10,000 rows counted); when none has one
 * (date-only or empty lastmods, the rows a user picks to date), the zone most lastmods of their files use
 * (the first 10,000 of each), as the timezone fix falls back to; else `+03:00` for a site under `.ru`,
 * `.рф`, `.su` or `.by` (`getCountryOffset`, as Fix all); else undefined (the browser's zone is used).
 */
function getRowsZone(state: SitemapStore, rows: readonly RowRef[]): string | undefined {
  return findRowsZone(state, rows).zone;
}

/** `getRowsZone`, and whether the zone is the site's country's (no lastmod of the rows or files has one). */
function findRowsZone(state: SitemapStore, rows: readonly RowRef[]): { zone?: string; country: boolean } {
  const counted = rows.slice(0, 10_000);
  const own = getUsualOffset(counted.map((row) => selectEntry(state, row)?.lastmod));
  if (own !== undefined) return { zone: own, country: false };
  const names = new Set(counted.map((row) => row.file));
  const files = state.files.filter((file) => names.has(file.name));
  const theirs = getUsualOffset(
    files.flatMap((file) => file.urls.slice(0, 10_000).map((url) => url.lastmod)),
  );
  if (theirs !== undefined) return { zone: theirs, country: false };
  // else Moscow's for a .ru / .рф site, as Fix all's default zone (`getCountryOffset`): the browser's UTC
  // had been offered beside Fix all's +03:00 for the same rows
  const country = getCountryOffset(files);
  return { zone: country, country: country !== undefined };
}

/** What the date field's zone says: the zone written, and whether it is only the browser's. */
interface ShownZone {
  text: string;
  own: boolean;
  /** The zone is the site's country's (Moscow's for `.ru` / `.рф`), no lastmod having one. */
  country?: boolean;
}

const NO_ZONE: ShownZone = { text: "", own: false };

/** The selected rows whose lastmods the zone shown is counted from (`getRowsZone` counts 10,000). */
const ZONE_ROWS = 10_000;

/**
 * The zone Set writes a typed time in for `rows` (`getRowsZone`: `+03:00`, `Z`), as it writes it, else the
 * browser's at this moment (`own`).
 */
export function getShownZone(state: SitemapStore, rows: readonly RowRef[], now = new Date()): ShownZone {
  const { zone, country } = findRowsZone(state, rows);
  const minutes = getZoneOffsetMinutes(zone);
  // as Set writes it: `Z` for rows in `Z` (it had said +00:00 and written Z)
  if (zone !== undefined && minutes !== undefined)
    return country ? { text: zone, own: false, country } : { text: zone, own: false };
  return { text: formatW3cDatetime(now, -now.getTimezoneOffset()).slice(-6), own: true };
}

/**
 * The current moment as a W3C datetime in the zone most of `rows`' lastmods use (`+03:00` for a Moscow
 * site, whatever the browser's zone; `Z` written so), else the browser's.
 */
export function formatNowForRows(state: SitemapStore, rows: readonly RowRef[], now = new Date()): string {
  const zone = getRowsZone(state, rows);
  const text = formatW3cDatetime(now, getZoneOffsetMinutes(zone));
  // rows in `Z` get `Z`, as a time typed does (`getTypedDatetimeForRows`), not `+00:00`
  return zone === "Z" ? `${text.slice(0, -6)}Z` : text;
}

/**
 * A datetime-local input's value (`YYYY-MM-DDThh:mm[:ss]`) as a W3C datetime: the wall-clock time typed, in
 * the zone most of `rows`' lastmods use (12:00 typed for a Moscow site is `12:00:00+03:00` on a computer set
 * to UTC; the browser's zone wrote `12:00:00+00:00` beside the rows' `+03:00`), else in the browser's zone
 * (`getLocalInputDatetime`). Undefined for an empty or incomplete value.
 */
export function getTypedDatetimeForRows(
  state: SitemapStore,
  rows: readonly RowRef[],
  value: string,
): string | undefined {
  const typed = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(:\d{2})?$/.exec(value);
  if (!typed || getLocalInputDatetime(value) === undefined) return undefined;
  const zone = getRowsZone(state, rows);
  if (getZoneOffsetMinutes(zone) === undefined) return getLocalInputDatetime(value);
  return `${typed[1]}${typed[2] ?? ":00"}${zone}`;
}

/** The date field's and the zone's tooltip: where the zone comes from; none before a zone is worked out. */
function getZoneTitle(zone: ShownZone): string | undefined {
  if (zone.text === "") return undefined;
  if (zone.own) return TEXT.zoneOwnTitle(zone.text);
  return zone.country ? TEXT.zoneCountryTitle(zone.text) : TEXT.zoneTitle(zone.text);
}

export interface BulkEditFormProps {
  /** The rows Set and Clear change (the selected rows, display order). */
  getRows(): RowRef[];
  count: number;
}

export function BulkEditForm({ getRows, count }: BulkEditFormProps) {
  const store = useAppStoreApi();
  const id = useId();
  const [field, setField] = useState<BulkField>("lastmod");
  const [values, setValues] = useState({ lastmod: "", changefreq: "weekly", priority: "0.5" });
  const value = field === "lastmod" ? (getLocalInputDatetime(values.lastmod) ?? "") : values[field];
  // the zone Set writes a typed time in, shown beside the field (it had written +03:00 unseen, the
  // browser set to UTC); worked out when the selection changes, from up to 10,000 of its rows (as Set
  // counts them), with no pass over the table's rows: not on every edit (0.37 s of each at a million rows)
  const selection = useAppStore((state) => state.selection);
  const zone = useMemo(
    () =>
      field === "lastmod" && selection.size > 0
        ? getShownZone(store.getState(), getSomeSelectedRows(selection, ZONE_ROWS))
        : NO_ZONE,
    [field, selection, store],
  );
  // a million rows take seconds: "Changing N rows…" is painted first
  const [working, runSlowStep] = useSlowStep();
  // a slow one in slices of rows, the page answering between them ("Changing N rows…" shown all along)
  const set = (text: string) =>
    runSlowStep(count, () =>
      count < SLOW_BULK_ROWS
        ? store.getState().setFieldOnRows(getRows(), field, text)
        : store.getState().setFieldOnRowsInSlices(getRows(), field, text),
    );
  const apply = () =>
    set(
      field === "lastmod"
        ? (getTypedDatetimeForRows(store.getState(), getRows(), values.lastmod) ?? value)
        : value,
    );

  return (
    <div className="sb-form">
      <label className="sb-form-label" htmlFor={`${id}-field`}>
        {TEXT.fieldLabel}
      </label>
      <select
        id={`${id}-field`}
        className="et-input"
        value={field}
        onChange={(e) => setField(e.target.value as BulkField)}
      >
        {FIELDS.map((f) => (
          <option key={f} value={f}>
            {TEXT.fields[f]}
          </option>
        ))}
      </select>
      <label className="visually-hidden" htmlFor={`${id}-value`}>
        {TEXT.valueLabel}
      </label>
      {field === "lastmod" && (
        <>
          <input
            id={`${id}-value`}
            type="datetime-local"
            step={1}
            className="et-input sb-date"
            title={getZoneTitle(zone)}
            value={values.lastmod}
            onChange={(e) => setValues({ ...values, lastmod: e.target.value })}
            // Enter sets it, as Set does (and as Enter applies Find & replace): it had done nothing, and
            // Set was one Tab per part of the date away
            onKeyDown={(e) => {
              if (e.key !== "Enter" || !value || working) return;
              e.preventDefault();
              apply();
            }}
          />
          <span className="sb-zone" title={getZoneTitle(zone)} data-testid="bulk-zone">
            {zone.text}
          </span>
          <button
            type="button"
            className="et-button"
            title={TEXT.nowTitle}
            onClick={() => set(formatNowForRows(store.getState(), getRows()))}
          >
            {TEXT.now}
          </button>
        </>
      )}
      {field !== "lastmod" && (
        <select
          id={`${id}-value`}
          className="et-input"
          value={values[field]}
          onChange={(e) => setValues({ ...values, [field]: e.target.value })}
        >
          {(field === "changefreq" ? CHANGEFREQ_VALUES : PRIORITIES).map((v) => (
            <option key={v} value={v}>
              {v}
            </option>
          ))}
        </select>
      )}
      <button
        type="button"
        className="et-button"
        disabled={!value || working}
        title={TEXT.applyTitle(count)}
        onClick={apply}
      >
        {TEXT.apply}
      </button>
      <button
        type="button"
        className="et-button et-button--quiet"
        disabled={working}
        title={TEXT.clearTitle(count)}
        onClick={() => set("")}
      >
        {TEXT.clear}
      </button>
      {working && <output className="sb-working">{TEXT.working(count)}</output>}
    </div>
  );
}
