/**
 * The preview of a find and replace: how many URLs change, a capped list of "before → after" per changed
 * field, named unless it is the loc (`hreflang "de" link`, `image:loc (image 1)`, under the page's URL when
 * the loc itself does not change; the first `PREVIEW_LIMIT`, then "and N more"), entries whose loc would become empty flagged, or
 * the reason nothing can be searched (no text, an invalid regular expression).
 */
import { memo } from "react";
import { getFieldText, type RefsReplaceChange, type ReplaceChange, toReadableUrl } from "@/core/index";
import type { LocationChange } from "@/store/store-types";
import { toPercentEncoded, toPunycodeDomain } from "@/ui/display-hosts";
import { BULK_TEXT, formatMessage, getReplaceFieldLabel } from "@/ui/messages";
import { getShownLoc } from "@/ui/shown-loc";
import { clipShown, clipShownStart } from "@/ui/shown-text";
import { getChangeParts } from "./change-parts";
import type { PreviewResult } from "./use-replace-preview";

const TEXT = BULK_TEXT.replace;

/** Changes listed in full; the rest are counted. A list of 8,000 items costs more than it tells. */
export const PREVIEW_LIMIT = 200;

/** A value with the part the replace changed marked (`getChangeParts`): long encoded URLs differ in a few characters. */
function MarkedValue({ prefix, changed, suffix }: { prefix: string; changed: string; suffix: string }) {
  return (
    <>
      {clipShownStart(prefix)}
      {changed !== "" && <mark className="rp-changed">{clipShown(changed)}</mark>}
      {clipShown(suffix)}
    </>
  );
}

function PreviewItem({ change }: { change: ReplaceChange }) {
  // a change of another field than the URL says which page it is on: three "hreflang code (link 2)
  // de-ch → de-CH" lines could not be told apart
  const page = change.edits.some((edit) => edit.field === "loc") ? undefined : getShownLoc(change.before.loc);
  return (
    <li className={`rp-item${change.emptyLoc ? " rp-item--flag" : ""}`}>
      {page && (
        <span className="rp-page" title={page.title}>
          {page.text}
        </span>
      )}
      {change.edits.map((edit) => (
        <EditLine
          key={edit.field}
          label={edit.field === "loc" ? undefined : getReplaceFieldLabel(edit.field, change.before)}
          {...getShownEdit(edit.field, edit.before, edit.after)}
          // an optional field emptied goes; a required one (a link's href, an image's loc) stays, empty
          cleared={getFieldText(change.after, edit.field) === undefined ? TEXT.cleared : TEXT.emptied}
        />
      ))}
      {change.emptyLoc && <span className="rp-tag">{TEXT.emptyLocTag}</span>}
    </li>
  );
}

export interface ReplacePreviewProps {
  result: PreviewResult;
  /** The preview is computing a newer input. */
  stale: boolean;
  /** The text searched for: a Cyrillic domain with no match gets its punycode form as a hint. */
  find?: string;
  /**
   * `find` is a regular expression: a plain text already finds its punycode and percent-encoded forms
   * (`getFindForms`), an expression does not, so only then do the hints suggest them.
   */
  regex?: boolean;
  /** The sitemap indexes' entries that match (`replaceInSitemapRefs`). */
  indexChanges?: readonly RefsReplaceChange[];
  /** The replace runs over all rows, so those entries change too; else the preview says how to include them. */
  indexScope?: boolean;
  /** A regular expression is being tried on the values first (`regex-probe.ts`): no result yet. */
  probing?: boolean;
  /**
   * With no change: how many URLs hold what is found all the same (the replacement gives the same text),
   * said instead of "No matches.".
   */
  unchanged?: number;
  /** The same of the sitemap indexes' entries (when no entry changes). */
  unchangedEntries?: number;
  /**
   * Over all rows (`indexScope`), files whose location the replace moves with their URLs
   * (`getFollowedLocations`); over some, files that stay where an index lists them (`getKeptLocations`).
   */
  locations?: readonly LocationChange[];
}

/** A field that holds a URL: the loc, a link's href, an image's loc, a video's `*_loc`. */
const URL_FIELD = /(?:^loc|\.href|\.loc|_loc)$/;

/**
 * The before and after of an edit as the preview shows them: a URL as the table shows it
 * (`toReadableUrl`: `/каталог/книги/`, not `/%D0%BA%D0%B0…/`), unless that hides the change (a replace that
 * only encodes or decodes reads the same both ways: then as written).
 */
export function getShownEdit(
  field: string,
  before: string,
  after: string,
): { before: string; after: string } {
  if (!URL_FIELD.test(field)) return { before, after };
  const shown = { before: toReadableUrl(before) ?? before, after: toReadableUrl(after) ?? after };
  return shown.before === shown.after ? { before, after } : shown;
}

/** One "before → after" line of the preview, the part changed marked; `cleared` when `after` is empty. */
function EditLine({
  label,
  before,
  after,
  cleared,
}: {
  label?: string;
  before: string;
  after: string;
  cleared: string;
}) {
  const { prefix, removed, added, suffix } = getChangeParts(before, after);
  return (
    <div className="rp-edit">
      {label !== undefined && <span className="rp-field">{label}</span>}
      <del className="rp-before">
        <MarkedValue prefix={prefix} changed={removed} suffix={suffix} />
      </del>
      <span className="rp-line">
        <span className="rp-arrow" aria-hidden="true">
          →
        </span>
        <span className="visually-hidden"> {TEXT.arrow} </span>
        <ins className="rp-after">
          {after === "" ? cleared : <MarkedValue prefix={prefix} changed={added} suffix={suffix} />}
        </ins>
      </span>
    </div>
  );
}

/**
 * What the replace does to the sitemap indexes' entries: a line, the first entry's change (its `loc`, else
 * its `lastmod`), and how many entries it leaves without a `loc`.
 */
function IndexChanges({ changes, scope }: { changes: readonly RefsReplaceChange[]; scope: boolean }) {
  const count = changes.reduce((sum, change) => sum + change.count, 0);
  const names = changes.map((change) => change.file).join(", ");
  let emptied = 0;
  for (const change of changes)
    for (let i = 0; i < change.after.length; i++)
      if (change.after[i].loc === "" && change.before[i].loc !== "") emptied++;
  const first = changes[0];
  const at = first.after.findIndex((ref, i) => ref !== first.before[i]);
  const before = first.before[at];
  const after = first.after[at];
  const lastmod = before.loc === after.loc;
  return (
    <>
      <p className={scope ? "rp-count rp-index-count" : "rp-note rp-index-count"}>
        {scope ? TEXT.indexCount(count, names) : TEXT.indexScope(count, names)}
      </p>
      {scope && emptied > 0 && (
        <p className="rp-error" role="alert">
          {TEXT.emptyIndexLoc(emptied)}
        </p>
      )}
      {scope && (
        <ul className="rp-list">
          <li className={after.loc === "" && before.loc !== "" ? "rp-item rp-item--flag" : "rp-item"}>
            <EditLine
              label={lastmod ? `${first.file} · lastmod` : first.file}
              before={lastmod ? (before.lastmod ?? "") : before.loc}
              after={lastmod ? (after.lastmod ?? "") : after.loc}
              cleared={lastmod ? TEXT.cleared : TEXT.emptied}
            />
            {after.loc === "" && before.loc !== "" && <span className="rp-tag">{TEXT.emptyLocTag}</span>}
          </li>
        </ul>
      )}
    </>
  );
}

function ReplacePreviewView({
  result,
  stale,
  find = "",
  regex = false,
  indexChanges = [],
  indexScope = true,
  probing = false,
  locations = [],
  unchanged = 0,
  unchangedEntries = 0,
}: ReplacePreviewProps) {
  // not "No matches." while the expression is still tried on the values (up to 1.5 s)
  if (probing)
    return (
      <p className="rp-note" role="status">
        {TEXT.probing}
      </p>
    );
  if (!result.ok) {
    const { error } = result;
    const text =
      error.code === "invalid-regex"
        ? TEXT.invalidRegex(error.detail)
        : error.code === "slow-regex"
          ? TEXT.slowRegex
          : TEXT.emptyFind;
    const alert = error.code !== "empty-find";
    return (
      <p className={alert ? "rp-error" : "rp-note"} role={alert ? "alert" : undefined}>
        {text}
      </p>
    );
  }
  const { changes } = result;
  // "пример.рф" finds nothing where the file writes the host "xn--e1afmkfd.xn--p1ai"
  const punycode =
    changes.length === 0 && unchanged + unchangedEntries === 0 && regex ? toPunycodeDomain(find) : undefined;
  // "каталог" finds nothing where the file writes "%D0%BA%D0%B0…" (as the protocol requires)
  const encoded =
    changes.length === 0 && unchanged + unchangedEntries === 0 && regex && !punycode
      ? toPercentEncoded(find)
      : undefined;
  const empty = changes.reduce((sum, change) => sum + (change.emptyLoc ? 1 : 0), 0);
  // a loc and its hreflang links replaced in one row: "4 URLs will change (7 values)"
  const values = changes.reduce((sum, change) => sum + change.edits.length, 0);
  return (
    <section
      className={`rp-preview${stale ? " rp-preview--stale" : ""}`}
      aria-label={TEXT.previewLabel}
      aria-busy={stale}
    >
      {/* only entries of indexes change: their line says it, no "0 URLs will change" */}
      {(changes.length > 0 || indexChanges.length === 0 || !indexScope) && (
        <p className="rp-count" role="status">
          {changes.length > 0
            ? TEXT.count(changes.length, values)
            : unchanged + unchangedEntries > 0
              ? TEXT.unchanged(unchanged, unchangedEntries)
              : TEXT.none}
        </p>
      )}
      {indexChanges.length > 0 && <IndexChanges changes={indexChanges} scope={indexScope} />}
      {locations.length > 0 && (
        <p className="rp-note rp-locations">
          {indexScope
            ? formatMessage(TEXT.locationsMove, {
                count: locations.length,
                moves: locations
                  .slice(0, 3)
                  .map((move) => `${move.file} → ${move.after}`)
                  .join("; "),
              })
            : formatMessage(TEXT.locationsKept, {
                count: locations.length,
                kept: locations
                  .slice(0, 3)
                  .map((kept) => `${kept.file}: ${kept.after}`)
                  .join("; "),
              })}
        </p>
      )}
      {changes.length === 0 && punycode && (
        <p className="rp-note">{formatMessage(TEXT.punycodeHint, { punycode })}</p>
      )}
      {changes.length === 0 && encoded && (
        <p className="rp-note rp-encoded-hint">{formatMessage(TEXT.encodedHint, { encoded })}</p>
      )}
      {empty > 0 && (
        <p className="rp-error" role="alert">
          {TEXT.emptyLoc(empty)}
        </p>
      )}
      {changes.length > 0 && (
        <ul className="rp-list">
          {changes.slice(0, PREVIEW_LIMIT).map((change) => (
            <PreviewItem key={`${change.file}\u0000${change.entry}`} change={change} />
          ))}
        </ul>
      )}
      {changes.length > PREVIEW_LIMIT && (
        <p className="rp-more">{TEXT.more(changes.length - PREVIEW_LIMIT)}</p>
      )}
    </section>
  );
}

export const ReplacePreview = memo(ReplacePreviewView);
