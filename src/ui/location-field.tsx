/**
 * A file card's location field: where the file is published (prefilled with the guess from its URLs),
 * applied on Enter or when leaving the field, Escape puts the shown value back.
 */
import { useId, useState } from "react";
import { type SitemapFile, toReadableUrl } from "@/core/index";
import { getRefusedLocationName } from "@/store/export-names";
import { getDefaultLocation, withoutCopySuffix } from "@/store/location-guess";
import { getHistoryCommand, isMacPlatform } from "@/ui/hooks/use-history-shortcuts";
import { isWindowBlur, useLeavePrompt } from "@/ui/hooks/use-leave-prompt";
import { toDisplayOrigin } from "./display-hosts";
import { formatMessage, messages } from "./messages";
import { useAppStore, useAppStoreApi } from "./store-context";

const text = messages.files;

/** The origin (`https://xn--80aairftm.xn--p1ai`) a location starts with, or undefined. */
const ORIGIN = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]+/i;

/**
 * `location` as the file writes its URLs: read as people read it (`https://магазин.рф/каталог/sitemap.xml`,
 * `toReadableUrl`, not the punycode and percent-encoding a guess from parsed URLs has) when the file writes
 * them with non-ASCII characters, else as it is (a file written in punycode sees punycode; a look-alike host
 * must not read as another). The store's checks compare WHATWG-parsed URLs, so either form is the same
 * location.
 */
function toDisplayLocation(location: string, file: SitemapFile): string {
  const written = file.urls[0]?.loc ?? file.sitemaps[0]?.loc ?? "";
  return /\P{ASCII}/u.test(written) ? (toReadableUrl(location) ?? location) : location;
}

/**
 * The location field's hint, first with the punycode of an internationalised host (what servers are sent),
 * whether the location holds it so or in Unicode (typed in Cyrillic).
 */
function getLocationHint(location: string): string {
  const origin = ORIGIN.exec(location)?.[0];
  if (origin === undefined) return text.locationHint;
  let ascii = origin;
  try {
    ascii = new URL(origin).origin;
  } catch {
    // not a URL: no punycode to name
  }
  const international = ascii.includes("xn--") || toDisplayOrigin(origin) !== origin;
  return international ? `${ascii}\n${text.locationHint}` : text.locationHint;
}

/** The location of `file`, editable; the store's `setLocation` applies a changed one. */
export function LocationField({ file }: { file: SitemapFile }) {
  const store = useAppStoreApi();
  const id = useId();
  const files = useAppStore((state) => state.files);
  const location = file.location ?? getDefaultLocation(file, files) ?? "";
  const shown = toDisplayLocation(location, file);
  // a location the user did not set is the app's guess from the file's URLs and name (a pasted file's
  // `pasted-1.xml` too): marked so, since every host and folder check compares against it
  const guessed = file.location === undefined && location !== "";
  // a feed's own rel="self" link is its word, not the app's guess (`getDefaultLocation`)
  const fromFeed = guessed && location === file.selfLink;
  const [draft, setDraft] = useState<string | undefined>(undefined);
  // a Location typed and not yet entered: a reload or close asks first ("Leave site?")
  useLeavePrompt(draft !== undefined && draft.trim() !== shown);
  const refused = getRefusedLocationName(file);
  const noteId = useId();
  const commit = () => {
    if (draft === undefined) return;
    // the guess typed again and entered is yours: set (folder scope, moves with Find & replace), no longer
    // marked guessed
    if (draft.trim() !== shown || (guessed && draft.trim() !== ""))
      store.getState().setLocation(file.name, draft);
    setDraft(undefined);
  };
  return (
    <div className="location-field">
      <label htmlFor={id}>
        {text.location}
        {guessed && (
          <span
            className="location-guessed"
            title={fromFeed ? text.locationFromFeedTitle : text.locationGuessedTitle}
          >
            {" · "}
            {fromFeed ? text.locationFromFeed : text.locationGuessed}
          </span>
        )}
      </label>
      <input
        id={id}
        aria-label={formatMessage(text.locationOf, { name: file.name })}
        type="url"
        spellCheck={false}
        // a guess is made from parsed URLs (punycode hosts): shown as people write it, the hint names the
        // punycode form
        title={getLocationHint(location)}
        value={draft ?? shown}
        aria-invalid={refused !== undefined || undefined}
        aria-describedby={refused !== undefined ? noteId : undefined}
        onChange={(event) => setDraft(event.target.value)}
        // the window losing the focus (another app, the reload question) keeps the text typed, uncommitted
        onBlur={() => {
          if (!isWindowBlur()) commit();
        }}
        onKeyDown={(event) => {
          // nothing typed since the value shown: Ctrl+Z / Ctrl+Y are the workspace's undo and redo, as in a
          // Details field (right after Enter, Ctrl+Z did nothing at all: the browser's own had no text to undo)
          const history = getHistoryCommand(event.nativeEvent, isMacPlatform());
          if (history && draft === undefined) {
            event.preventDefault();
            store.getState()[history]();
            return;
          }
          // Enter applies and keeps the focus here (a blur would drop it to the page, WCAG 2.4.3)
          // Enter on the guess as it is (pasted over itself, which changes nothing) sets it as yours too
          if (event.key === "Enter") {
            if (draft === undefined && guessed) store.getState().setLocation(file.name, shown);
            else commit();
          }
          if (event.key === "Escape") setDraft(undefined);
        }}
      />
      {refused !== undefined && (
        <p id={noteId} className="location-note">
          {formatMessage(text.locationNameRefused, {
            segment: JSON.stringify(refused).slice(1, -1),
            name: withoutCopySuffix(file.name),
          })}
        </p>
      )}
    </div>
  );
}
