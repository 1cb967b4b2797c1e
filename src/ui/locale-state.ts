/**
 * The interface language: which one is in use, how it was chosen, and its number and plural rules. The
 * texts themselves live in `messages.ts` (English) and `messages-ru.ts` / `rule-texts-ru.ts` (Russian);
 * `apply-language.ts` `applyLanguage` switches them. No React here: `use-locale.ts` is the hook.
 */

/** The languages the interface has. */
export type Locale = "en" | "ru";

/** The interface languages, in the order the switch lists them, with their own names. */
export const LOCALES: readonly { id: Locale; name: string; short: string }[] = [
  { id: "en", name: "English", short: "EN" },
  { id: "ru", name: "Русский", short: "RU" },
];

/** Where the chosen language is remembered (localStorage). */
export const LOCALE_STORAGE_KEY = "sitemap-editor.locale";

/**
 * The language to start in: the one chosen earlier (`saved`), else Russian when the browser prefers a
 * Russian-speaking locale among `languages` (ru, and be, uk, kk whose users mostly read Russian tools)
 * before English, else English.
 */
export function detectLocale(saved: string | null | undefined, languages: readonly string[]): Locale {
  if (saved === "en" || saved === "ru") return saved;
  for (const language of languages) {
    const primary = language.toLowerCase().split("-")[0];
    if (primary === "en") return "en";
    if (primary === "ru" || primary === "be" || primary === "uk" || primary === "kk") return "ru";
  }
  return "en";
}

const TAGS: Record<Locale, string> = { en: "en-US", ru: "ru-RU" };

/** Russian typography groups thousands only from five digits (2048, 50 000); English from four (2,048). */
function makeNumberFormat(locale: Locale, digits?: number): Intl.NumberFormat {
  const grouping = locale === "ru" ? "min2" : "auto";
  const fraction =
    digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits };
  return new Intl.NumberFormat(TAGS[locale], { useGrouping: grouping, ...fraction });
}

let current: Locale = "en";
let numbers = makeNumberFormat("en");
let decimals = makeNumberFormat("en", 1);
let plurals = new Intl.PluralRules(TAGS.en);
const listeners = new Set<() => void>();

/** The language in use. */
export function getLocale(): Locale {
  return current;
}

/** Sets the language in use and tells the subscribers; `apply-language.ts` `applyLanguage` calls it. */
export function setLocaleState(locale: Locale): void {
  if (locale === current) return;
  current = locale;
  numbers = makeNumberFormat(locale);
  decimals = makeNumberFormat(locale, 1);
  plurals = new Intl.PluralRules(TAGS[locale]);
  for (const listener of listeners) listener();
}

/** Calls `listener` after each change of language; returns the unsubscribe function. */
export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The CSV cell separator spreadsheets of the language expect: `;` in Russian (Excel on a Windows whose
 * decimal mark is a comma splits cells at `;` and would show a comma-separated file as one column), `,`
 * in English (RFC 4180).
 */
export function getCsvDelimiter(): "," | ";" {
  return current === "ru" ? ";" : ",";
}

/** A whole number as the language writes it: 50,000 and 2,048 (en), 50 000 and 2048 (ru). */
export function formatInteger(value: number): string {
  return numbers.format(value);
}

/** A number with one decimal as the language writes it: 1.5 (en), 1,5 (ru). */
export function formatDecimal(value: number): string {
  return decimals.format(value);
}

/**
 * The form of `forms` (`one|few|many`, or `one|other` in English) the language uses for `count`: 1, 21 →
 * the first; 2-4, 22-24 → the second (Russian); else the last. Source: Unicode CLDR plural rules.
 */
export function selectPluralForm(count: number, forms: readonly string[]): string {
  const category = plurals.select(count);
  if (category === "one") return forms[0];
  if (category === "few" && forms.length > 2) return forms[1];
  return forms[forms.length - 1];
}
