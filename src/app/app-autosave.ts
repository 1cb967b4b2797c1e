/**
 * The app's autosave: the one store saved to IndexedDB (issue #6). `main.tsx` restores it before the app
 * shows its empty state; the header and the other-tab banner read it through `AutosaveProvider`.
 */
import { attachAutosave } from "@/store/persist-workspace";
import { useSitemapStore } from "@/store/sitemap-store";

export const appAutosave = attachAutosave(useSitemapStore);
