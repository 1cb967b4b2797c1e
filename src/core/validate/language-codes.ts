/**
 * Language, script and country codes, from maintained packages rather than a hand-typed table:
 * - languages and scripts: the IANA Language Subtag Registry (`language-subtag-registry`, the data behind
 *   BCP 47; its two-letter language subtags are exactly ISO 639-1, its script subtags ISO 15924);
 * - three-letter ISO 639-2 codes, bibliographic and terminologic (`iso-639-2`: `fre`/`fra`, `rus`), which
 *   the registry leaves out where a two-letter code exists;
 * - countries: ISO 3166-1 alpha-2 (`i18n-iso-countries`), so `UK` is refused (the code is `GB`).
 *
 * Only the registry's small per-type indexes are imported (about 120 KB), not the full registry, since
 * the core also runs in a Web Worker. All checks are case-insensitive. Thread-portable, no DOM.
 */
import { isValid as isCountryCode } from "i18n-iso-countries";
import { iso6392 } from "iso-639-2";
import LANGUAGE_SUBTAGS from "language-subtag-registry/data/json/language.json";
import SCRIPT_SUBTAGS from "language-subtag-registry/data/json/script.json";

const LANGUAGES: Readonly<Record<string, number>> = LANGUAGE_SUBTAGS;
const SCRIPTS: Readonly<Record<string, number>> = SCRIPT_SUBTAGS;

/** ISO 639-2 codes (B and T), lower case; built on first use. */
let iso6392Codes: Set<string> | undefined;

/** True when `text` is `length` ASCII letters. */
function isLetters(text: string, length: number): boolean {
  if (text.length !== length) return false;
  for (let i = 0; i < length; i++) {
    const c = text.charCodeAt(i) | 0x20;
    if (c < 97 || c > 122) return false;
  }
  return true;
}

/** True for an ISO 639-1 language code (`en`, `DE`): a two-letter language subtag of the IANA registry. */
export function isIso6391Language(code: string): boolean {
  return isLetters(code, 2) && Object.hasOwn(LANGUAGES, code.toLowerCase());
}

/** True for an ISO 15924 script code (`Latn`, `hant`): a script subtag of the IANA registry. */
export function isIso15924Script(code: string): boolean {
  return isLetters(code, 4) && Object.hasOwn(SCRIPTS, code.toLowerCase());
}

/** True for an ISO 3166-1 alpha-2 country code (`GB`, `ch`); `UK`, `EU` and numeric codes are not. */
export function isIso3166Alpha2(code: string): boolean {
  return isLetters(code, 2) && isCountryCode(code);
}

/**
 * True for an ISO 639 language code of two or three letters (Google News `news:language`): ISO 639-1,
 * ISO 639-2 (B or T), or a three-letter language of the IANA registry (ISO 639-3 and 639-5).
 * @example isIso639Code("rus") // true; isIso639Code("en-US") // false
 */
export function isIso639Code(code: string): boolean {
  if (isLetters(code, 2)) return isIso6391Language(code);
  if (!isLetters(code, 3)) return false;
  const lower = code.toLowerCase();
  if (Object.hasOwn(LANGUAGES, lower)) return true;
  iso6392Codes ??= new Set(iso6392.flatMap((language) => [language.iso6392B, language.iso6392T ?? ""]));
  return iso6392Codes.has(lower);
}

/**
 * Why `value` is not a valid hreflang code (Google: ISO 639-1 language, optional ISO 15924 script, optional
 * ISO 3166-1 alpha-2 region, separated by `-`, or `x-default`), or "" when it is valid. Case-insensitive.
 * @example getHreflangFault("en-UK") // 'the region "UK" is not an ISO 3166-1 alpha-2 code (the United Kingdom is GB)'
 */
export function getHreflangFault(value: string): string {
  if (value === "") return "it is empty";
  if (value.toLowerCase() === "x-default") return "";
  const parts = value.split("-");
  const [language, second, third] = parts;
  if (!isIso6391Language(language)) {
    return isIso3166Alpha2(language) && parts.length === 1
      ? `"${language}" is a region; a language must come first (e.g. "en-${language.toUpperCase()}")`
      : `"${language}" is not an ISO 639-1 language code`;
  }
  if (parts.length > 3) return "it has more parts than language, script and region";
  if (second === undefined) return "";
  const hasScript = second.length === 4;
  if (hasScript && !isIso15924Script(second)) return `"${second}" is not an ISO 15924 script code`;
  const region = hasScript ? third : second;
  if (region === undefined) return "";
  if (hasScript === false && parts.length === 3) return "it has more parts than language, script and region";
  if (!isIso3166Alpha2(region)) {
    const hint = region.toUpperCase() === "UK" ? " (the United Kingdom is GB)" : "";
    return `the region "${region}" is not an ISO 3166-1 alpha-2 code${hint}`;
  }
  return "";
}

/**
 * Country codes written where the language code belongs, by the language meant (`ua` → `uk`, Ukrainian):
 * none of them is an ISO 639-1 code itself, so a suggestion never replaces a valid language. Russian- and
 * European-market sitemaps get these wrong most (Google's hreflang guide warns of `en-UK` likewise).
 */
const LANGUAGE_FOR_COUNTRY: Readonly<Record<string, string>> = {
  ua: "uk",
  by: "be",
  kz: "kk",
  jp: "ja",
  cn: "zh",
  dk: "da",
  gr: "el",
  cz: "cs",
  rs: "sr",
  al: "sq",
  ge: "ka",
  ir: "fa",
  il: "he",
  vn: "vi",
  at: "de",
};

/**
 * Three-letter ISO 639-2 codes (terminology and bibliographic) of languages that have a two-letter ISO 639-1
 * code, to that code (`rus` → `ru`): hreflang takes the two-letter one (BCP 47 takes the shortest code;
 * Google's guide asks for ISO 639-1), and a CMS's locale list or a translator's tool often writes these.
 */
const LANGUAGE_FOR_THREE_LETTERS: Readonly<Record<string, string>> = {
  rus: "ru",
  eng: "en",
  ukr: "uk",
  bel: "be",
  kaz: "kk",
  deu: "de",
  ger: "de",
  fra: "fr",
  fre: "fr",
  spa: "es",
  ita: "it",
  por: "pt",
  pol: "pl",
  tur: "tr",
  zho: "zh",
  chi: "zh",
  jpn: "ja",
  kor: "ko",
  ara: "ar",
  heb: "he",
  nld: "nl",
  dut: "nl",
  ces: "cs",
  cze: "cs",
  ell: "el",
  gre: "el",
  fin: "fi",
  swe: "sv",
  dan: "da",
  nor: "no",
  hun: "hu",
  ron: "ro",
  rum: "ro",
  bul: "bg",
  srp: "sr",
  hrv: "hr",
  slk: "sk",
  slo: "sk",
  slv: "sl",
  est: "et",
  lav: "lv",
  lit: "lt",
  kat: "ka",
  geo: "ka",
  hye: "hy",
  arm: "hy",
  aze: "az",
  uzb: "uz",
  tat: "tt",
  kir: "ky",
  tgk: "tg",
  vie: "vi",
  tha: "th",
  hin: "hi",
  ind: "id",
  fas: "fa",
  per: "fa",
};

/**
 * A valid code the writer of an invalid `value` most likely meant, or undefined: `_` for `-` (`en_US`),
 * a country for its language (`ua` → `uk`, `by` → `be`, `ua-UA` → `uk-UA`), a three-letter ISO 639-2
 * code for its two-letter one (`rus` → `ru`, `eng-GB` → `en-GB`), `UK` for `GB` as the region
 * (`en-UK` → `en-GB`). Only when the result is valid (`getHreflangFault` gives ""). Sources: Google,
 * https://developers.google.com/search/docs/specialty/international/localized-versions; ISO 639-1, 3166-1.
 * @example suggestHreflangCode("ua") // "uk"
 */
export function suggestHreflangCode(value: string): string | undefined {
  const parts = value.replace(/_/g, "-").split("-");
  const language = parts[0].toLowerCase();
  if (!isIso6391Language(language))
    parts[0] = LANGUAGE_FOR_COUNTRY[language] ?? LANGUAGE_FOR_THREE_LETTERS[language] ?? parts[0];
  const last = parts.length - 1;
  if (last > 0 && parts[last].toUpperCase() === "UK") parts[last] = parts[last] === "uk" ? "gb" : "GB";
  const suggestion = parts.join("-");
  return suggestion !== value && getHreflangFault(suggestion) === "" ? suggestion : undefined;
}

/**
 * The Google News `news:language` the writer of an invalid `value` most likely meant, or undefined: the
 * language of a hreflang-like code (`en-US` → `en`, `pt_BR` → `pt`), a country for its language (`ua` →
 * `uk`), and Chinese by script or region as Google News writes it (`zh-Hans`, `zh-CN` → `zh-cn`; `zh-Hant`,
 * `zh-TW`, `zh-HK` → `zh-tw`). Only a valid result (`isIso639Code`, or `zh-cn` / `zh-tw`). Source: Google,
 * https://developers.google.com/search/docs/crawling-indexing/sitemaps/news-sitemap (`<news:language>`).
 * @example suggestNewsLanguage("en-US") // "en"
 */
export function suggestNewsLanguage(value: string): string | undefined {
  const parts = value.trim().replace(/_/g, "-").toLowerCase().split("-");
  let suggestion: string;
  if (parts[0] === "zh" && parts.length > 1)
    suggestion = ["hant", "tw", "hk", "mo"].includes(parts[1]) ? "zh-tw" : "zh-cn";
  else {
    const language = parts[0];
    suggestion =
      !isIso639Code(language) && LANGUAGE_FOR_COUNTRY[language] ? LANGUAGE_FOR_COUNTRY[language] : language;
    if (!isIso639Code(suggestion)) return undefined;
  }
  return suggestion !== value ? suggestion : undefined;
}
