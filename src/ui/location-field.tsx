/**
 * A file card's location field: where the file is published (prefilled with the guess from its URLs),
 * applied on Enter or when leaving the field, Escape puts the shown value back.
 */
import { useId, useState } from "react";
import type { SitemapFile } from "@/core/index";
import { getRefusedLocationName } from "@/store/export-names";
import { getDefaultLocation, withoutCopySuffix } from "@/store/location-guess";
import { toDisplayOrigin } from "./display-hosts";
import { formatMessage, messages } from "./messages";
import { useAppStore, useAppStoreApi } from "./store-context";

const text = messages.files;

/** The location field's hint, with an internationalised host of `location` as people write it. */
function getLocationHint(location: string): string {
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]+/i.exec(location)?.[0];
  const shown = origin === undefined ? origin : toDisplayOrigin(origin);
  return shown === undefined || shown === origin ? text.locationHint : `${shown}\n${text.locationHint}`;
}

/** The location of `file`, editable; the store's `setLocation` applies a changed one. */
export function LocationField({ file }: { file: SitemapFile }) {
  const store = useAppStoreApi();
  const id = useId();
  const files = useAppStore((state) => state.files);
  const shown = file.location ?? getDefaultLocation(file, files) ?? "";
  // a location the user did not set is the app's guess from the file's URLs and name (a pasted file's
  // `pasted-1.xml` too): marked so, since every host and folder check compares against it
  const guessed = file.location === undefined && shown !== "";
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const refused = getRefusedLocationName(file);
  const noteId = useId();
  const commit = () => {
    if (draft === undefined) return;
    if (draft.trim() !== shown) store.getState().setLocation(file.name, draft);
    setDraft(undefined);
  };
  return (
    <div className="location-field">
      <label htmlFor={id}>
        {text.location}
        {guessed && (
          <span className="location-guessed" title={text.locationGuessedTitle}>
            {" · "}
            {text.locationGuessed}
          </span>
        )}
      </label>
      <input
        id={id}
        aria-label={formatMessage(text.locationOf, { name: file.name })}
        type="url"
        spellCheck={false}
        // a guess is made from parsed URLs (punycode hosts): the hint names the host as people write it
        title={getLocationHint(shown)}
        value={draft ?? shown}
        aria-invalid={refused !== undefined || undefined}
        aria-describedby={refused !== undefined ? noteId : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          // Enter applies and keeps the focus here (a blur would drop it to the page, WCAG 2.4.3)
          if (event.key === "Enter") commit();
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
