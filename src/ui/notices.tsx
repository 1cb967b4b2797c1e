/**
 * Toasts for notices that are not rule problems (a file that could not be read, the worker fallback), and
 * the progress of files being read (a bar for those over 1 MB). Info notices go by themselves after
 * `INFO_NOTICE_MS`, and the errors that say what a file's card keeps saying (not a sitemap, empty, corrupt
 * gzip: `FILE_CARD_NOTICES`) after `FILE_NOTICE_MS`, not while the pointer or focus is on the stack; they
 * covered the problems panel's Fix buttons for as long as nobody closed them. Those same notices also go
 * as soon as the user gets on with the work (a click or a key outside the stack, once a notice has shown
 * `NOTICE_READ_MS`): at 1366 px the stack covered the details pane's Add buttons for its 15 s. A paste's
 * warnings (`PASTE_NOTICES`) go the same way. Other errors and warnings stay until dismissed. At most
 * `MAX_VISIBLE_NOTICES` show (the newest, and any that offers an action: a crawl import's rows left out,
 * hreflang links left on a renamed page's old URL),
 * with "and N more" and "Dismiss all" for the rest, so a drop of many bad files does not cover the
 * problems panel.
 */
import { type RefObject, useEffect, useMemo, useRef, useState } from "react";
import type { Notice } from "@/store/store-types";
import { formatBytes, formatMessage, getNoticeText, messages, NOTICE_STACK_TEXT } from "./messages";
import { useAppStore, useAppStoreApi } from "./store-context";
import "./notices.css";

const PROGRESS_MIN_BYTES = 1_048_576;

/** How long an info notice stays. */
export const INFO_NOTICE_MS = 6_000;

/** How long an error notice that a file's card repeats stays (`FILE_CARD_NOTICES`). */
export const FILE_NOTICE_MS = 15_000;

/** Error notices whose news the file's card keeps showing (its format and problem counts). */
const FILE_CARD_NOTICES: ReadonlySet<string> = new Set([
  "notice.not-a-sitemap",
  "notice.binary-file",
  "notice.compressed-twice",
  "notice.html-page",
  "notice.yml-catalog",
  "notice.file-empty",
  "notice.gzip-corrupt",
  // a file read only in part: its card counts the problem, and the problems panel says where the cut is
  "notice.gzip-partial",
  "notice.file-cut",
  "notice.paste-cut",
  "notice.gzip-too-large",
]);

/**
 * Warnings about a paste that changed nothing more than they say (no row made of a headline, news cells of
 * rows without news left out): the table shows the rest. They stay as long as a file card's notices: a
 * "Nothing pasted" stayed for minutes over the details pane's Priority field at 1280 px.
 */
const PASTE_NOTICES: ReadonlySet<string> = new Set(["notice.paste-no-url", "notice.paste-news-left-out"]);

/** How long `notice` stays by itself (ms), or undefined when only the user dismisses it. */
export function getNoticeLife(notice: Notice): number | undefined {
  if (notice.kind === "info") return INFO_NOTICE_MS;
  return FILE_CARD_NOTICES.has(notice.text) || PASTE_NOTICES.has(notice.text) ? FILE_NOTICE_MS : undefined;
}

/** How long a notice that goes by itself shows before a click or key elsewhere dismisses it too (ms). */
export const NOTICE_READ_MS = 2_000;

/** Keys that only move focus or modify: pressing them is not getting on with the work (Tab reaches the stack). */
const NOT_WORK_KEYS: ReadonlySet<string> = new Set(["Tab", "Shift", "Control", "Alt", "Meta", "CapsLock"]);

/**
 * Dismisses the notices that go by themselves (`getNoticeLife`) once one of them has shown `NOTICE_READ_MS`
 * and the user clicks or types outside `stack`: the file's card keeps saying what they said.
 */
function useDismissOnWork(
  notices: Notice[],
  stack: RefObject<HTMLElement | null>,
  dismiss: (id: number) => void,
): void {
  const shownAt = useRef(new Map<number, number>());
  const latest = useRef(notices);
  latest.current = notices;
  useEffect(() => {
    const map = shownAt.current;
    const live = new Set(notices.map((notice) => notice.id));
    for (const id of map.keys()) if (!live.has(id)) map.delete(id);
    for (const notice of notices) if (!map.has(notice.id)) map.set(notice.id, Date.now());
  }, [notices]);
  useEffect(() => {
    const onWork = (event: Event) => {
      if (event instanceof KeyboardEvent && NOT_WORK_KEYS.has(event.key)) return;
      if (event.target instanceof Node && stack.current?.contains(event.target)) return;
      const now = Date.now();
      for (const notice of latest.current) {
        const since = shownAt.current.get(notice.id);
        if (getNoticeLife(notice) === undefined || since === undefined) continue;
        if (now - since >= NOTICE_READ_MS) dismiss(notice.id);
      }
    };
    document.addEventListener("pointerdown", onWork, true);
    document.addEventListener("keydown", onWork, true);
    return () => {
      document.removeEventListener("pointerdown", onWork, true);
      document.removeEventListener("keydown", onWork, true);
    };
  }, [stack, dismiss]);
}

/** At most this many notices show at once; the newest. */
export const MAX_VISIBLE_NOTICES = 3;

/** Dismisses each notice its life (`getNoticeLife`) after it shows; while `paused`, none (each restarts after). */
function useAutoDismiss(notices: Notice[], paused: boolean, dismiss: (id: number) => void): void {
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const map = timers.current;
    const live = new Set(notices.map((notice) => notice.id));
    for (const [id, timer] of map) {
      if (paused || !live.has(id)) {
        clearTimeout(timer);
        map.delete(id);
      }
    }
    if (paused) return;
    for (const notice of notices) {
      const life = getNoticeLife(notice);
      if (life === undefined || map.has(notice.id)) continue;
      const timer = setTimeout(() => {
        map.delete(notice.id);
        dismiss(notice.id);
      }, life);
      map.set(notice.id, timer);
    }
  }, [notices, paused, dismiss]);
  useEffect(() => {
    const map = timers.current;
    return () => {
      for (const timer of map.values()) clearTimeout(timer);
      map.clear();
    };
  }, []);
}

export function Notices() {
  const store = useAppStoreApi();
  const notices = useAppStore((state) => state.notices);
  // the notice of an import's rows left out for the crawl's verdict offers to import them (while they are kept)
  const leftOut = useAppStore((state) => state.crawlLeftOut);
  // the notice of hreflang links left on a renamed page's old URL offers to point them at the new one
  const movedLinks = useAppStore((state) => state.movedLinks);
  // the notice of open files' URLs a crawl flags offers to remove them
  const listed = useAppStore((state) => state.crawlListed);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismiss] = useState(() => (id: number) => store.getState().dismissNotice(id));
  // a notice with an action (Import them too) always shows: "Dismiss all" would drop what it offers unseen
  const acts = (notice: Notice) =>
    leftOut.some((item) => item.notice === notice.id) ||
    listed.some((item) => item.notice === notice.id) ||
    movedLinks?.notice === notice.id;
  const newest = new Set(notices.slice(-MAX_VISIBLE_NOTICES));
  const shown = notices.filter((notice) => newest.has(notice) || acts(notice));
  const hidden = notices.length - shown.length;
  // only the notices in sight go by themselves: one behind "and 2 more" waits until it shows (a click in
  // the table had dismissed a "cut short" notice nobody had seen)
  const shownKey = shown.map((notice) => notice.id).join(" ");
  // biome-ignore lint/correctness/useExhaustiveDependencies: `shownKey` names the notices `shown` holds
  const inSight = useMemo(() => shown, [shownKey]);
  useAutoDismiss(inSight, hovered || focused, dismiss);
  const stack = useRef<HTMLElement>(null);
  useDismissOnWork(inSight, stack, dismiss);
  // the newest notice, at the bottom, is the one in sight when the stack is taller than its room (it
  // scrolls): a crawl's third notice and its Remove them had opened below the fold
  const lastId = notices.at(-1)?.id;
  useEffect(() => {
    const element = stack.current;
    if (element && lastId !== undefined) element.scrollTop = element.scrollHeight;
  }, [lastId]);
  return (
    <section
      ref={stack}
      className="toasts"
      aria-live="polite"
      aria-label={messages.app.notifications}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {hidden > 0 && (
        <div className="toasts-more">
          <span>{NOTICE_STACK_TEXT.more(hidden)}</span>
          <button type="button" className="button" onClick={() => store.getState().dismissAllNotices()}>
            {NOTICE_STACK_TEXT.dismissAll}
          </button>
        </div>
      )}
      {shown.map((notice) => (
        // no live role of its own: the stack is the one polite live region, there from the start (an alert
        // inside it was read twice, and a status inserted with its text may not be read at all)
        <div key={notice.id} className={`toast toast-${notice.kind}`} data-kind={notice.kind}>
          <span className={`severity-dot ${notice.kind}`} aria-hidden="true" />
          <div className="toast-body">
            <p>
              {notice.kind !== "info" && (
                <span className="visually-hidden">{`${messages.severity[notice.kind]}: `}</span>
              )}
              {getNoticeText(notice)}
            </p>
            {leftOut.some((item) => item.notice === notice.id) && (
              <button
                type="button"
                className="button toast-action"
                onClick={() => store.getState().importLeftOut(notice.id)}
              >
                {formatMessage(NOTICE_STACK_TEXT.importLeftOut, { count: notice.params?.count ?? "0" })}
              </button>
            )}
            {listed.some((item) => item.notice === notice.id) && (
              <button
                type="button"
                className="button toast-action"
                onClick={() => store.getState().removeCrawlListed(notice.id)}
              >
                {formatMessage(NOTICE_STACK_TEXT.removeCrawlListed, { count: notice.params?.count ?? "0" })}
              </button>
            )}
            {movedLinks?.notice === notice.id && (
              <button
                type="button"
                className="button toast-action"
                onClick={() => store.getState().followMovedLinks()}
              >
                {formatMessage(NOTICE_STACK_TEXT.followLinks, notice.params)}
              </button>
            )}
          </div>
          <button
            type="button"
            className="icon-button"
            // named with its file when it has one: two notices' "Dismiss" read alike in a screen reader
            aria-label={
              typeof notice.params?.name === "string"
                ? `${messages.actions.dismiss} (${notice.params.name})`
                : messages.actions.dismiss
            }
            onClick={() => dismiss(notice.id)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </section>
  );
}

export function LoadingProgress() {
  const loading = useAppStore((state) => state.loading);
  const big = loading.filter((item) => item.byteLength >= PROGRESS_MIN_BYTES);
  if (big.length === 0) return null;
  return (
    <div className="loading-list">
      {big.map((item) => {
        const label = formatMessage(messages.loading.reading, { name: item.name });
        return (
          <div key={item.name} className="loading-item">
            <span className="loading-label">
              {label} <span className="muted">{formatBytes(item.byteLength)}</span>
            </span>
            <progress aria-label={label} max={1} value={item.progress > 0 ? item.progress : undefined} />
          </div>
        );
      })}
    </div>
  );
}
