/**
 * Find and replace over the text fields of entries (issue #6): plain text or a regular expression, with or
 * without case, over `loc` and/or `lastmod`, `changefreq`, `priority`, and over the extension values
 * (alternates' `href`, image, video and news values; `replace-extensions.ts`), on all entries or on chosen
 * ones. `REPLACE_URL_FIELDS` searches every URL of an entry, `REPLACE_ALL_FIELDS` every text value but the
 * language codes, `REPLACE_CODE_FIELDS` those (hreflang, news:language).
 * Returns every changed entry with each field's before and after, so the UI can preview the whole change
 * and the store can record it as one step.
 *
 * Plain text replaces every occurrence literally (`$` in the replacement is just `$`), and one with non-ASCII
 * characters also its encoded forms in URLs (`магазин.рф` finds `xn--80aairftm.xn--p1ai` too,
 * `encoded-find.ts`), each replaced by the replacement in the same form; a regular
 * expression replaces every match (an empty match right after a match aside: `.*` → `X` gives `X`, as in
 * sed, `replaceMatches`) and the replacement may use `$1`, `$<name>`, `$&`. A field that is
 * absent is not searched. A replacement that empties an optional field removes it; one that empties a
 * `loc` is flagged (`emptyLoc`), since that makes the entry `loc.missing`.
 *
 * Pure, thread-portable, no DOM. About 5 ms per 50,000 `loc`s for a plain `http://` → `https://`.
 */
import type { SitemapFile, UrlField } from "../model/types";
import { type EntryChange, type EntryRef, isUrlRowFile, setUrlField } from "./bulk-edit";
import { escapeRegex, getFindForms, getFindPatterns } from "./encoded-find";
import { type FieldEdit, type ReplaceField, replaceInExtensions } from "./replace-extensions";

export {
  type ExtensionField,
  type FieldEdit,
  REPLACE_ALL_FIELDS,
  REPLACE_CODE_FIELDS,
  REPLACE_URL_FIELDS,
  type ReplaceField,
} from "./replace-extensions";

/** What to find and what to put instead. */
export interface ReplaceOptions {
  find: string;
  replace: string;
  /** `find` is a JavaScript regular expression (without slashes). Default false. */
  regex?: boolean;
  /** Letters must match in case. Default false. */
  matchCase?: boolean;
  /** The fields searched, e.g. `["loc"]`, `["loc", "alternate.href"]`, `REPLACE_URL_FIELDS`. */
  fields: readonly ReplaceField[];
}

/** One changed entry, with the edits of its fields. */
export interface ReplaceChange extends EntryChange {
  edits: FieldEdit[];
  /** The replacement emptied the entry's `loc`. */
  emptyLoc: boolean;
}

/** Why nothing could be searched: no text to find, or a regular expression that does not compile. */
export type ReplaceError = { code: "empty-find" } | { code: "invalid-regex"; detail: string };

export type ReplaceResult = { ok: true; changes: ReplaceChange[] } | { ok: false; error: ReplaceError };

/** A function that returns a value with every match replaced, or the error that prevents it. */
export type Replacer = { ok: true; run: (value: string) => string } | { ok: false; error: ReplaceError };

/**
 * Compiles `options` into a replacing function.
 * @example compileReplacer({ find: "(\\d+)", replace: "n$1", regex: true, fields: ["loc"] })
 */
export function compileReplacer(options: Omit<ReplaceOptions, "fields">): Replacer {
  const { find, replace, regex = false, matchCase = false } = options;
  if (find === "") return { ok: false, error: { code: "empty-find" } };
  if (!regex && /[\u0080-\uffff]/.test(find)) return compileFormsReplacer(find, replace, matchCase);
  if (!regex && matchCase) {
    return { ok: true, run: (value) => (value.includes(find) ? value.split(find).join(replace) : value) };
  }
  let pattern: RegExp;
  try {
    pattern = new RegExp(regex ? find : escapeRegex(find), matchCase ? "g" : "gi");
  } catch (error) {
    // "Invalid regular expression: /(/gi: Unterminated group" → "Unterminated group"
    const detail = (error as Error).message.replace(/^Invalid regular expression: \/.*\/[a-z]*: /s, "");
    return { ok: false, error: { code: "invalid-regex", detail } };
  }
  // plain text: the replacement is literal, so `$&` or `$1` typed by the user stay as typed (`$$` is `$`);
  // its matches are never empty
  if (!regex) {
    const literal = replace.replaceAll("$", "$$$$");
    return { ok: true, run: (value) => value.replace(pattern, literal) };
  }
  return { ok: true, run: (value) => replaceMatches(value, pattern, replace) };
}

/**
 * A plain text with non-ASCII characters found in each of its forms (`getFindPatterns`: as typed,
 * percent-encoded, with its host in punycode; the encoded ones in any case of its letters unless
 * `matchCase`), each replaced by the replacement in the same form (`getFindForms`): the table shows URLs
 * decoded, and a URL written encoded must change as the one written in Unicode does.
 */
function compileFormsReplacer(find: string, replace: string, matchCase: boolean): Replacer {
  const finds = getFindPatterns(find, matchCase);
  const replaces = getFindForms(replace);
  const forms = finds.flatMap((form, i) =>
    finds.indexOf(form) === i ? [{ form, replace: replaces[i] }] : [],
  );
  const pattern = new RegExp(forms.map(({ form }) => `(${form})`).join("|"), matchCase ? "g" : "gi");
  return {
    ok: true,
    run: (value) =>
      value.replace(pattern, (...groups: unknown[]) => {
        const matched = forms.findIndex((_, i) => groups[i + 1] !== undefined);
        return forms[matched].replace;
      }),
  };
}

/**
 * `value.replace(pattern, replacement)` (`pattern` global) but for an empty match right where the match
 * before it ended, which is left as it is, as sed and text editors do: `.*` → `X` makes `X` of a URL, not
 * JavaScript's `XX` (its `.*` matches the whole value, then the empty string at its end), and `a*` on
 * `baaac` gives `XbXcX`, not `XbXXcX`. `$` patterns of the replacement as JavaScript's: `$1`, `$<name>`,
 * `$&`, `` $` ``, `$'`, `$$`.
 */
export function replaceMatches(value: string, pattern: RegExp, replacement: string): string {
  let ended = -1;
  const literal = !replacement.includes("$");
  return value.replace(pattern, (...args: unknown[]) => {
    // (match, ...captures, offset, string[, groups])
    const named = typeof args[args.length - 1] === "object" && args[args.length - 1] !== undefined;
    const groups = named ? (args[args.length - 1] as Record<string, string | undefined>) : undefined;
    const offset = args[args.length - (named ? 3 : 2)] as number;
    const match = args[0] as string;
    if (match === "" && offset === ended) return "";
    ended = offset + match.length;
    if (literal) return replacement;
    const captures = args.slice(1, args.length - (named ? 3 : 2)) as (string | undefined)[];
    return substitute(replacement, match, value, offset, captures, groups);
  });
}

/** The replacement text for one match: ECMAScript's GetSubstitution (`$$`, `$&`, `` $` ``, `$'`, `$n`, `$nn`, `$<name>`). */
function substitute(
  replacement: string,
  match: string,
  value: string,
  offset: number,
  captures: readonly (string | undefined)[],
  groups: Record<string, string | undefined> | undefined,
): string {
  let out = "";
  for (let i = 0; i < replacement.length; i++) {
    const char = replacement[i];
    const next = replacement[i + 1];
    if (char !== "$" || next === undefined) {
      out += char;
      continue;
    }
    if (next === "$") {
      out += "$";
      i++;
    } else if (next === "&") {
      out += match;
      i++;
    } else if (next === "`") {
      out += value.slice(0, offset);
      i++;
    } else if (next === "'") {
      out += value.slice(offset + match.length);
      i++;
    } else if (next >= "0" && next <= "9") {
      const two = replacement[i + 2];
      const double = two !== undefined && two >= "0" && two <= "9" ? Number(next + two) : 0;
      if (double >= 1 && double <= captures.length) {
        out += captures[double - 1] ?? "";
        i += 2;
      } else if (Number(next) >= 1 && Number(next) <= captures.length) {
        out += captures[Number(next) - 1] ?? "";
        i++;
      } else out += "$";
    } else if (next === "<" && groups !== undefined) {
      const close = replacement.indexOf(">", i + 2);
      if (close < 0) out += "$";
      else {
        out += groups[replacement.slice(i + 2, close)] ?? "";
        i = close;
      }
    } else out += "$";
  }
  return out;
}

const PROTOCOL_FIELDS: ReadonlySet<string> = new Set<UrlField>(["loc", "lastmod", "changefreq", "priority"]);

function* allRefs(files: readonly SitemapFile[]): Generator<EntryRef> {
  for (const file of files) {
    if (!isUrlRowFile(file)) continue;
    for (let entry = 0; entry < file.urls.length; entry++) yield { file: file.name, entry };
  }
}

/**
 * Replaces text in the `fields` of the entries at `refs` (default: every entry of every file with URL
 * rows). Returns the changed entries in the order of `refs`; entries that do not change are left out.
 * @example replaceText(files, { find: "http://", replace: "https://", fields: ["loc"] })
 */
export function replaceText(
  files: readonly SitemapFile[],
  options: ReplaceOptions,
  refs?: Iterable<EntryRef>,
): ReplaceResult {
  const replacer = compileReplacer(options);
  if (!replacer.ok) return replacer;
  return { ok: true, changes: replaceWith(files, options.fields, replacer.run, refs) };
}

/**
 * The distinct values `replaceText` would search with `fields` over `refs`, and `replaceInSitemapRefs` in
 * the sitemap indexes' entries, longest first, at most `limit`
 * of them: what a caller runs a regular expression on first, off the page's thread and with a time limit,
 * since one value can make a backtracking expression run for minutes (ReDoS), and long values are the
 * likely ones. No regular expression runs here.
 */
export function collectReplaceValues(
  files: readonly SitemapFile[],
  fields: readonly ReplaceField[],
  refs: Iterable<EntryRef> | undefined,
  limit: number,
): string[] {
  const values = new Set<string>();
  const collect = (value: string) => {
    values.add(value);
    return value;
  };
  replaceWith(files, fields, collect, refs);
  // the indexes' entries too: the preview runs `replaceInSitemapRefs` whatever the rows (a regular
  // expression that backtracks on an index entry alone froze the tab)
  const inLoc = fields.includes("loc");
  const inLastmod = fields.includes("lastmod");
  for (const file of files) {
    if (file.format !== "sitemapindex") continue;
    for (const ref of file.sitemaps) {
      if (inLoc) collect(ref.loc);
      if (inLastmod && ref.lastmod !== undefined) collect(ref.lastmod);
    }
  }
  const sorted = [...values].sort((a, b) => b.length - a.length);
  return sorted.length > limit ? sorted.slice(0, limit) : sorted;
}

/** `replaceText` with a replacing function of its own (`run`): the changed entries. */
function replaceWith(
  files: readonly SitemapFile[],
  fields: readonly ReplaceField[],
  run: (value: string) => string,
  refs?: Iterable<EntryRef>,
): ReplaceChange[] {
  const byName = new Map(files.map((file) => [file.name, file]));
  const changes: ReplaceChange[] = [];
  const protocol = fields.filter((field): field is UrlField => PROTOCOL_FIELDS.has(field));
  const extensions = new Set(fields.filter((field) => !PROTOCOL_FIELDS.has(field)));
  const seen = refs ? new Set<string>() : undefined;
  for (const ref of refs ?? allRefs(files)) {
    const before = byName.get(ref.file)?.urls[ref.entry];
    if (!before) continue;
    if (seen) {
      const key = `${ref.file}\u0000${ref.entry}`;
      if (seen.has(key)) continue;
      seen.add(key);
    }
    let after = before;
    const edits: FieldEdit[] = [];
    for (const field of protocol) {
      const value = before[field];
      if (value === undefined) continue;
      const next = run(value);
      if (next === value) continue;
      after = setUrlField(after, field, next);
      edits.push({ field, before: value, after: next });
    }
    if (extensions.size > 0) after = replaceInExtensions(after, extensions, run, edits);
    if (edits.length > 0) {
      const emptyLoc = after.loc === "" && before.loc !== "";
      changes.push({ file: ref.file, entry: ref.entry, before, after, edits, emptyLoc });
    }
  }
  return changes;
}
