/**
 * The app under its language: a change of language remounts the shell, so every text (many components
 * are memoised and would not re-render) is drawn again from the switched tables. The workspace lives in
 * the store, outside React, and stays as it is; open dialogs close.
 */
import { useLocale } from "@/ui/use-locale";
import { App } from "./app";

export function LocalizedApp() {
  const locale = useLocale();
  return <App key={locale} />;
}
