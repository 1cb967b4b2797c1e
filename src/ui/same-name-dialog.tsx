/**
 * Opening a file named like one already open (a new version of a sitemap, dropped again after fixing it on
 * the server): the app asks whether it replaces the loaded one or opens beside it as `name (2).xml`, rather
 * than silently adding a copy whose every URL then shows up twice. `SameNameProvider` renders the question;
 * `useAskSameName` gives the openers (drop zone, file pickers) the function that asks it.
 */
import {
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { countStepsOf, countStepsOfAny, isLocationOnly } from "@/store/history-steps";
import { getDefaultLocation } from "@/store/location-guess";
import type { HistoryStep } from "@/store/store-types";
import { makeUniqueName } from "@/store/workspace-helpers";
import { useBackdropKeepsFocus } from "@/ui/dialog";
import { getUrlHost, toDisplayHost } from "@/ui/display-hosts";
import { formatMessage, messages } from "@/ui/messages";
import { useAppStoreApi } from "@/ui/store-context";
import "@/ui/dialog.css";
import { withWholeHosts } from "./whole-hosts";

/** What to do with opened files named like loaded ones: replace those, open them as copies, or open nothing. */
export type SameNameChoice = "replace" | "copy" | "cancel";

/**
 * Asks about the names (each the name of a loaded file) of the files being opened; `incoming` maps a
 * name to the site (host) of the file being opened under it, where its first bytes tell (`findFirstUrl`).
 */
export type AskSameName = (
  names: readonly string[],
  incoming?: ReadonlyMap<string, string>,
) => Promise<SameNameChoice>;

const AskContext = createContext<AskSameName | undefined>(undefined);

/** The asker of the nearest `SameNameProvider`; undefined outside one (openers then add copies). */
export function useAskSameName(): AskSameName | undefined {
  return useContext(AskContext);
}

interface Question {
  names: readonly string[];
  incoming?: ReadonlyMap<string, string>;
  answer: (choice: SameNameChoice) => void;
}

/** Provides `useAskSameName` to its children and shows the question while one is asked. */
export function SameNameProvider({ children }: { children: ReactNode }) {
  const [question, setQuestion] = useState<Question>();
  const ask = useCallback<AskSameName>(
    (names, incoming) =>
      new Promise((resolve) => {
        setQuestion({
          names,
          incoming,
          answer: (choice) => {
            setQuestion(undefined);
            resolve(choice);
          },
        });
      }),
    [],
  );
  return (
    <AskContext value={ask}>
      {children}
      {question && (
        <SameNameDialog names={question.names} incoming={question.incoming} onAnswer={question.answer} />
      )}
    </AskContext>
  );
}

/** One site whatever its `www.` (`www.shop-a.com` and `shop-a.com`). */
const siteOf = (host: string) => (host.startsWith("www.") ? host.slice(4) : host);

/** Names the dialog lists; the rest are counted ("and 290 more"). */
const NAMES_LISTED = 10;
/** Names a sentence of the dialog holds (the copies' names, the edited files). */
const NAMES_IN_TEXT = 3;

/** The first `max` of `names`, comma-separated, then "and N more" for the rest. */
function joinNames(names: readonly string[], max: number): string {
  const shown = names.slice(0, max).join(", ");
  if (names.length <= max) return shown;
  return `${shown} ${formatMessage(messages.sameName.more, { count: names.length - max })}`;
}

export interface SameNameDialogProps {
  names: readonly string[];
  /** The site (host) of the file being opened under a name, where known (`AskSameName`). */
  incoming?: ReadonlyMap<string, string>;
  onAnswer: (choice: SameNameChoice) => void;
}

/**
 * The question itself: an alert dialog (modal) with Cancel, Keep both and Replace (focused first, the
 * usual answer); Escape cancels, Tab stays among the three buttons.
 */
export function SameNameDialog({ names, incoming, onAnswer }: SameNameDialogProps) {
  const text = messages.sameName;
  const titleId = useId();
  const backdrop = useRef<HTMLDivElement>(null);
  useBackdropKeepsFocus(backdrop);
  const bodyId = useId();
  const box = useRef<HTMLDivElement>(null);
  const replace = useRef<HTMLButtonElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const store = useAppStoreApi();
  // edits of these files that Replace would drop: then Enter must not drop them, Keep both is focused.
  // Redo steps alone (every change undone: the files are as opened) are said apart and keep Replace first
  // (a Location set is no such edit: Replace keeps it)
  const edited = (steps: readonly HistoryStep[]) => steps.filter((step) => !isLocationOnly(step));
  const past = edited(store.getState().past);
  const future = edited(store.getState().future);
  const applied = countStepsOfAny(past, names);
  const stepsOf = (name: string) => countStepsOf(applied > 0 ? past : future, name);
  const editedNames = names.filter((name) => stepsOf(name) > 0);
  // each step once, however many of these files it changed
  const edits = countStepsOfAny(applied > 0 ? past : future, names);
  // changed by steps Undo let go of: no step counts them, and Replace drops them for good
  const beyondUndo = store.getState().beyondUndo;
  const beyond = names.filter((name) => beyondUndo.includes(name));
  // files of several sites open (an agency's clients): a name says nothing of which site's file Replace
  // would take the place of; the open file's host is said, and Keep both is focused
  const { files: open } = store.getState();
  const hostOf = (name: string) => {
    const file = open.find((candidate) => candidate.name === name);
    return file ? getUrlHost(file.location ?? getDefaultLocation(file, open)) : undefined;
  };
  const hosts = new Set(open.map((file) => getUrlHost(file.location ?? getDefaultLocation(file, open))));
  hosts.delete(undefined);
  // the sites of the files being opened, where their first URL tells: another site's file of the same
  // name is said and Keep both focused; every one of the open file's site keeps Replace first
  const otherSite = names.flatMap((name) => {
    const open = hostOf(name);
    const opened = incoming?.get(name);
    return open && opened && siteOf(open) !== siteOf(opened)
      ? [{ name, open: toDisplayHost(open), incoming: toDisplayHost(opened) }]
      : [];
  });
  const allSameSite = names.every((name) => {
    const open = hostOf(name);
    const opened = incoming?.get(name);
    return open !== undefined && opened !== undefined && siteOf(open) === siteOf(opened);
  });
  const manySites = hosts.size > 1 && otherSite.length === 0 && !allSameSite;
  const keepFirst = useRef(applied > 0 || beyond.length > 0 || manySites || otherSite.length > 0);
  // focus on Replace (or Keep both) while open, then back where it was (the table, a button), not on the body;
  // in the commit that shows the dialog (a layout effect), so no key lands before the focus does
  useLayoutEffect(() => {
    const before = document.activeElement;
    (keepFirst.current ? keep : replace).current?.focus();
    return () => {
      if (before instanceof HTMLElement && before !== document.body && before.isConnected) before.focus();
    };
  }, []);
  const one = names.length === 1;
  const title = one
    ? formatMessage(text.titleOne, { name: names[0] })
    : formatMessage(text.titleMany, { count: names.length });
  // the name `addFiles` gives the copy: past every name loaded or being read
  const { files, loading } = store.getState();
  const taken = new Set([...files.map((file) => file.name), ...loading.map((item) => item.name)]);
  const copies = joinNames(
    names.map((name) => makeUniqueName(name, taken)),
    NAMES_IN_TEXT,
  );

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      onAnswer("cancel");
    } else if (event.key === "Tab") {
      const buttons = [...(box.current?.querySelectorAll("button") ?? [])];
      const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
      const next = buttons[(at + (event.shiftKey ? buttons.length - 1 : 1)) % buttons.length];
      event.preventDefault();
      next?.focus();
    }
  };

  return (
    // a click beside it or on its text or a blank part keeps the focus in the dialog (Escape still works)
    <div ref={backdrop} className="dialog-backdrop">
      <div
        ref={box}
        role="alertdialog"
        aria-modal="true"
        tabIndex={-1}
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        className="dialog"
        onKeyDown={onKeyDown}
      >
        {/* a div, not a header: inside a dialog a header was a second banner landmark */}
        <div className="dialog-header">
          <h2 id={titleId}>{title}</h2>
        </div>
        <div className="dialog-body" id={bodyId}>
          {/* what Replace would lose comes first: after a list of 300 names it was below the fold */}
          {/* "every change was undone" is not so of a file with changes Undo no longer keeps */}
          {edits > 0 && (applied > 0 || beyond.length === 0) && (
            <p className="severity-text warning">
              {formatMessage(
                applied === 0 ? text.undoneLost : edits === 1 ? text.editsLostOne : text.editsLost,
                { count: edits, names: joinNames(editedNames, NAMES_IN_TEXT) },
              )}
            </p>
          )}
          {beyond.length > 0 && (
            <p className="severity-text warning">
              {formatMessage(text.beyondLost, {
                count: beyond.length,
                names: joinNames(beyond, NAMES_IN_TEXT),
              })}
            </p>
          )}
          {otherSite.length > 0 && (
            <p className="severity-text warning">
              {withWholeHosts(
                one
                  ? formatMessage(text.otherSiteOne, { ...otherSite[0], keep: text.keep })
                  : formatMessage(text.otherSiteMany, {
                      list: joinNames(
                        otherSite.map((item) => formatMessage(text.otherSiteItem, item)),
                        NAMES_IN_TEXT,
                      ),
                      keep: text.keepMany,
                    }),
              )}
            </p>
          )}
          {hosts.size > 1 && allSameSite && otherSite.length === 0 && (
            <p>
              {withWholeHosts(
                one
                  ? formatMessage(text.sameSiteOne, {
                      name: names[0],
                      site: toDisplayHost(incoming?.get(names[0]) ?? ""),
                    })
                  : formatMessage(text.sameSiteMany, {
                      list: joinNames(
                        names.map((name) => `${name} (${toDisplayHost(incoming?.get(name) ?? "")})`),
                        NAMES_IN_TEXT,
                      ),
                    }),
              )}
            </p>
          )}
          {manySites && (
            <p className="severity-text warning">
              {withWholeHosts(
                formatMessage(text.manySites, {
                  list: joinNames(
                    names.map((name) => {
                      const host = hostOf(name);
                      return host ? `${name} (${toDisplayHost(host)})` : name;
                    }),
                    NAMES_IN_TEXT,
                  ),
                  keep: one ? text.keep : text.keepMany,
                }),
              )}
            </p>
          )}
          {!one && (
            <ul className="same-name-list">
              {names.slice(0, NAMES_LISTED).map((name) => (
                <li key={name}>
                  {manySites && hostOf(name)
                    ? withWholeHosts(`${name} — ${toDisplayHost(hostOf(name) ?? "")}`)
                    : name}
                </li>
              ))}
              {names.length > NAMES_LISTED && (
                <li className="muted">{formatMessage(text.more, { count: names.length - NAMES_LISTED })}</li>
              )}
            </ul>
          )}
          <p>{one ? text.replaceOne : text.replaceMany}</p>
          <p>{formatMessage(one ? text.keepBoth : text.keepBothMany, { copy: copies })}</p>
        </div>
        <div className="dialog-footer">
          <button type="button" className="button" onClick={() => onAnswer("cancel")}>
            {messages.actions.cancel}
          </button>
          <button ref={keep} type="button" className="button" onClick={() => onAnswer("copy")}>
            {one ? text.keep : text.keepMany}
          </button>
          <button ref={replace} type="button" className="button primary" onClick={() => onAnswer("replace")}>
            {text.replace}
          </button>
        </div>
      </div>
    </div>
  );
}
