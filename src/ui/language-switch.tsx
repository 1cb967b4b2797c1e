/**
 * The header's language choice (English / Русский): switches every text at once and is remembered in this
 * browser (`use-locale.ts`). The workspace and its undo history stay as they are; the shell is drawn again
 * (`LocalizedApp`), so the choice takes the focus back once it is redrawn.
 */
import { useEffect, useRef } from "react";
import { LOCALES, type Locale } from "./locale-state";
import { messages } from "./messages";
import { changeLanguage, useLocale } from "./use-locale";

/** Set when the choice changed the language: the redrawn choice takes the focus. */
let refocus = false;

export function LanguageSwitch() {
  const locale = useLocale();
  const ref = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (!refocus) return;
    refocus = false;
    ref.current?.focus();
  }, []);
  return (
    <select
      ref={ref}
      className="language-switch"
      aria-label={messages.app.language}
      title={messages.app.language}
      value={locale}
      onChange={(event) => {
        refocus = true;
        changeLanguage(event.target.value as Locale);
      }}
    >
      {LOCALES.map(({ id, name }) => (
        <option key={id} value={id} lang={id}>
          {name}
        </option>
      ))}
    </select>
  );
}
