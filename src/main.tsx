import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AutosaveProvider } from "@/ui/autosave/autosave-context";
import { RestoringGate } from "@/ui/autosave/restoring-gate";
import { installFocusGuard } from "@/ui/focus-guard";
import { startLanguage } from "@/ui/use-locale";
import { appAutosave } from "./app/app-autosave";
import { LocalizedApp } from "./app/localized-app";
import { installTrustedTypesPolicy } from "./app/trusted-types";

// before anything makes the Web Worker: the built app's CSP requires Trusted Types for its script URL
installTrustedTypesPolicy();
// the texts of the saved or the browser's language, before anything renders
startLanguage();
// focus that falls to <body> when its control goes away comes back to a sensible place (WCAG 2.4.3)
installFocusGuard();
const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
// the saved workspace comes back before the app (and its empty state) shows
void appAutosave.restore();
createRoot(root).render(
  <StrictMode>
    <AutosaveProvider autosave={appAutosave}>
      <RestoringGate>
        <LocalizedApp />
      </RestoringGate>
    </AutosaveProvider>
  </StrictMode>,
);
