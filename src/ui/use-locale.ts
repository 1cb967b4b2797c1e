/**
 * The interface language for components: `useLocale` re-renders on a change; `changeLanguage` switches
 * the texts, remembers the choice in this browser and sets the page's `lang`.
 */
import { useSyncExternalStore } from "react";
import { applyLanguage } from "./apply-language";
import { detectLocale, getLocale, LOCALE_STORAGE_KEY, type Locale, subscribeLocale } from "./locale-state";

/** The language in use; the component re-renders when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribeLocale, getLocale, getLocale);
}

/** Sets the page's `lang` (screen readers, hyphenation, the browser's translate offer). */
function setDocumentLanguage(locale: Locale): void {
  if (typeof document !== "undefined") document.documentElement.lang = locale;
}

/** Switches the interface to `locale` and remembers it (localStorage; a private window may refuse). */
export function changeLanguage(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // storage refused: the choice holds for this page only
  }
  applyLanguage(locale);
  setDocumentLanguage(locale);
}

/** The choice remembered in this browser, if any (storage may be refused). */
function readSavedLocale(): string | null {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Applies the language to start in: the saved choice, else the browser's languages (`detectLocale`). */
export function startLanguage(): void {
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  const locale = detectLocale(readSavedLocale(), languages);
  applyLanguage(locale);
  setDocumentLanguage(locale);
}
