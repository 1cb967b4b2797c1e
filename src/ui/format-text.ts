/**
 * Filling message templates: placeholders, optional parts and plural word forms, numbers written as the
 * interface language writes them. No tables here (they are in `messages.ts` and `messages-ru.ts`, which
 * both use these).
 */
import { formatInteger, selectPluralForm } from "./locale-state";

/** A placeholder: `{name}`, or `{name:one|few|many}` for the word form a number takes (see `formatMessage`). */
const PLACEHOLDER = /\{(\w+)(?::([^{}]*))?\}/g;

/** Index of the first `|` of `inner` outside braces (a plural's bars are not the optional part's), or -1. */
function findOptionalBar(inner: string): number {
  let depth = 0;
  for (let i = 0; i < inner.length; i++) {
    const c = inner.charCodeAt(i);
    if (c === 123) depth++;
    else if (c === 125) depth--;
    else if (c === 124 && depth === 0) return i;
  }
  return -1;
}

/**
 * Fills `{param}` placeholders from `params`. A `[...]` part is kept only when every param it names is
 * present; `[with {param}|without]` gives the text after `|` otherwise, and `[?{param}|without]` only
 * that (nothing when the param is there: a rule group's header says more than each of its problems); parts
 * nest (innermost first). `{count:file|files}` (English:
 * one|other) and `{count:файл|файла|файлов}` (Russian: one|few|many) give the word form the language uses
 * for the number `count` (1 and 21 файл, 2 файла, 5 файлов; `locale-state.ts`), not the number itself;
 * `{count:1=её|их}` the first for exactly 1, else the second (a pronoun for the things counted). A
 * missing param outside brackets shows as its name in braces.
 */
export function formatMessage(template: string, params: Record<string, unknown> = {}): string {
  const has = (name: string) => params[name] !== undefined && params[name] !== "";
  const resolve = (_: string, inner: string) => {
    const bar = findOptionalBar(inner);
    const part = bar >= 0 ? inner.slice(0, bar) : inner;
    const names = [...part.matchAll(PLACEHOLDER)].map((match) => match[1]);
    // `[?{param}|without]`: nothing when the param is there
    const kept = part.startsWith("?") ? "" : part;
    return names.every(has) ? kept : bar >= 0 ? inner.slice(bar + 1) : "";
  };
  // innermost parts first: `[A {a}|B[ {b}]]` resolves `[ {b}]`, then the outer choice
  let optional = template;
  for (let before = ""; before !== optional; ) {
    before = optional;
    optional = optional.replace(/\[([^[\]]*)\]/g, resolve);
  }
  return optional.replace(PLACEHOLDER, (whole, name: string, forms: string | undefined) => {
    if (!has(name)) return whole;
    if (forms === undefined) return formatValue(params[name]);
    // `{count:1=её|их}`: one thing or several, for a pronoun that points back at the things counted (21
    // errors are "их", though 21 takes the word form of 1)
    if (forms.startsWith("1=")) {
      const [one, other = ""] = forms.slice(2).split("|");
      return Number(params[name]) === 1 ? one : other;
    }
    return selectPluralForm(Number(params[name]), forms.split("|"));
  });
}

function formatValue(value: unknown): string {
  return typeof value === "number" ? formatCount(value) : String(value);
}

/** A whole number with the language's thousands separators: 50,000 (English), 50 000 (Russian). */
export function formatCount(value: number): string {
  return formatInteger(value);
}
