/**
 * The quick fix of `news.date-invalid` and `video.date-invalid`: the date written the way Google's news
 * and video sitemaps take it, by the rewrites the `lastmod` fixes use (`03.12.2026` → `2026-12-03`,
 * `2026-12-03 10:00:00` → `2026-12-03T10:00:00`, `+0300` → `+03:00`, seconds added: Google's video doc
 * lists only `YYYY-MM-DD` and `YYYY-MM-DDThh:mm:ss+TZD`). A time written without a zone gets the zone of
 * the entry's own `lastmod` when it has one (a Russian CMS writes both in Moscow time), else the file's
 * usual zone (`params.offset`: its lastmods', else its news and video dates'; a news sitemap rarely writes
 * lastmod); without either no fix is offered (which zone was meant is not known). Offered only when the
 * result is a full date or date-time. Thread-portable, no DOM.
 */
import type { Problem, UrlEntry } from "../model/types";
import { isFullW3cDate } from "../validate/extension-helpers";
import { classifyW3cDatetime } from "../validate/w3c-datetime";
import { getFieldText, setFieldText } from "./field-text";
import type { QuickFix } from "./quick-fixes";
import { fromDottedDate, toFullDatetime, withDateTimeT, withZone, withZoneColon } from "./value-fix-values";

const REWRITES: readonly ((value: string) => string | undefined)[] = [
  fromDottedDate,
  withDateTimeT,
  withZoneColon,
  toFullDatetime,
];

/** The zone (`+03:00`, `Z`) the entry's `lastmod` is written with, or undefined. */
function getLastmodZone(entry: UrlEntry): string | undefined {
  const lastmod = entry.lastmod?.trim();
  if (!lastmod || classifyW3cDatetime(lastmod) !== "datetime") return undefined;
  return /(Z|[+-]\d{2}:\d{2})$/.exec(lastmod)?.[1];
}

/** `value` rewritten to a full date or date-time (with seconds), or undefined. */
export function toItemDate(value: string, zone: string | undefined): string | undefined {
  const trimmed = value.trim();
  for (const rewrite of [(v: string) => v, ...REWRITES]) {
    let fixed = rewrite(trimmed);
    if (fixed === undefined) continue;
    if (classifyW3cDatetime(fixed) === "no-timezone") fixed = zone ? withZone(fixed, zone) : undefined;
    else if (classifyW3cDatetime(fixed) === "imprecise") fixed = toFullDatetime(fixed);
    if (fixed !== undefined && fixed !== value && isFullW3cDate(fixed, false)) return fixed;
  }
  return undefined;
}

/** The fix of a news or video date problem on its field (`news.publication_date`, `videos[0].expiration_date`). */
export function fixItemDate(problem: Problem, entry: UrlEntry): QuickFix | undefined {
  const field = problem.field;
  const value = field === undefined ? undefined : getFieldText(entry, field);
  if (field === undefined || value === undefined) return undefined;
  // the entry's own lastmod's zone, else the file's usual one (`params.offset`, `addUsualOffset`)
  const usual = problem.params?.offset;
  const fileZone = typeof usual === "string" && /^(Z|[+-]\d{2}:\d{2})$/.test(usual) ? usual : undefined;
  const zone = getLastmodZone(entry) ?? fileZone;
  const fixed = toItemDate(value, zone);
  if (fixed === undefined) return undefined;
  const apply = (current: UrlEntry): UrlEntry => {
    const now = getFieldText(current, field);
    const next = now === undefined ? undefined : toItemDate(now, getLastmodZone(current) ?? fileZone);
    return next === undefined ? current : setFieldText(current, field, next);
  };
  return { id: "item.date-w3c", label: `Write "${fixed}"`, apply };
}
