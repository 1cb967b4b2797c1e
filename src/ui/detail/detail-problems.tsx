/**
 * Problems shown in the detail pane: the ones whose `field` is exactly a path (`videos[0].duration`), as a
 * list of severity-marked messages (colour plus a text label) with ids for `aria-describedby`, each with the
 * core's quick fix as a button when it has one (the same fix as the problems panel's Fix).
 */
import { useMemo } from "react";
import type { Problem } from "@/core/index";
import { formatCount, formatMessage, getProblemText, messages, TOOLS_TEXT } from "@/ui/messages";
import { selectProblemFix, withDefaultZone } from "@/ui/panels/fix-summary";
import { getZonedSingleFix, useFixSample, useFixZone } from "@/ui/panels/fix-timezone";
import { useAppStore, useAppStoreApi } from "@/ui/store-context";

const EMPTY: readonly Problem[] = [];
const text = messages.detail;

/**
 * The problems of `problems` whose field is `path`, or one value of the list at `path` (`videos[0].tag[2]`
 * under the video's tags, edited one per line).
 */
export function getFieldProblems(problems: readonly Problem[], path: string): readonly Problem[] {
  const own = problems.filter(
    (problem) =>
      problem.field === path ||
      (problem.field?.startsWith(`${path}[`) === true && /^\[\d+\]$/.test(problem.field.slice(path.length))),
  );
  return own.length > 0 ? own : EMPTY;
}

export interface ProblemListProps {
  problems: readonly Problem[];
  /** Prefix of each message's id: `${idPrefix}-0`, `${idPrefix}-1`, ... */
  idPrefix?: string;
}

/** Ids `ProblemList` gives its messages, for the described control's `aria-describedby`. */
/** `images[1].caption` → `images`, 2, `caption`; `news.title` → `news`, 0, `title`; else undefined. */
function parseFieldPath(path: string): { kind: string; n: number; key: string } | undefined {
  const item = /^(images|videos|alternates)\[(\d+)\]\.([\w.]+)/.exec(path);
  if (item) return { kind: item[1], n: Number(item[2]) + 1, key: item[3] };
  return path.startsWith("news.") ? { kind: "news", n: 0, key: path.slice(5) } : undefined;
}

/**
 * A fix button's accessible name: its label, then the item and field it fixes ("Remove the retired image
 * element: Image 2, Caption"), or the label alone for a field with no item (`loc`, `lastmod`).
 */
export function describeFixedField(path: string | undefined, label: string): string {
  const parsed = path === undefined ? undefined : parseFieldPath(path);
  if (!parsed) return label;
  const text = messages.detail;
  const singular = { images: "image", videos: "video", alternates: "alternate", news: "news" }[parsed.kind];
  const fields = text.fields as Record<string, string>;
  const field = fields[`${singular}.${parsed.key}`] ?? parsed.key;
  const item =
    parsed.kind === "news"
      ? text.news
      : formatMessage(text[singular as "image" | "video" | "alternate"], { n: formatCount(parsed.n) });
  return `${label}: ${item}, ${field}`;
}

export function getProblemIds(problems: readonly Problem[], idPrefix: string): string | undefined {
  return problems.length > 0 ? problems.map((_, i) => `${idPrefix}-${i}`).join(" ") : undefined;
}

/**
 * The text of a problem shown under its own field: the panel's text, except for a required news or video
 * field, whose panel text lists every required field, the same sentence under each empty one after
 * **Add news**; under the field it says only that this one is required.
 */
export function getDetailProblemText(problem: Problem): string {
  const named = problem.params?.notUrl !== undefined;
  if (!named && (problem.code === "news.required-missing" || problem.code === "video.required-missing")) {
    const item = problem.code === "news.required-missing" ? "news" : "video";
    if (
      item === "video" &&
      problem.params?.element === "content_loc" &&
      problem.field?.endsWith("content_loc")
    )
      return text.requiredContentOrPlayer;
    return formatMessage(text.requiredField, { item: text.requiredItem[item] });
  }
  return getProblemText(problem);
}

export function ProblemList({ problems, idPrefix }: ProblemListProps) {
  if (problems.length === 0) return null;
  return (
    <ul className="dp-problems">
      {problems.map((problem, i) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: problems have no id; the list is rebuilt per check
          key={`${problem.code}-${problem.field}-${i}`}
          className={`dp-problem ${problem.severity}`}
        >
          <span className={`severity-dot ${problem.severity}`} aria-hidden="true" />
          {/* the id is the message's alone: the input it describes does not read the fix button too */}
          <span className="dp-problem-text" id={idPrefix ? `${idPrefix}-${i}` : undefined}>
            <span className="visually-hidden">{messages.severity[problem.severity]}: </span>
            {getDetailProblemText(problem)}
          </span>
          <ProblemFixButton problem={problem} />
        </li>
      ))}
    </ul>
  );
}

/** The quick fix of `problem` as a button ("⚡ Write "2024-05-01""), or nothing when it has none. */
function ProblemFixButton({ problem }: { problem: Problem }) {
  const store = useAppStoreApi();
  // a timezone fix writes the zone the Problems panel's Fix all would (`+03:00` for a Moscow site), not UTC
  const zone = useFixZone(problem);
  // a news or video date's fix exists only with a zone to add: asked with that one
  const withZone = useMemo(() => withDefaultZone(problem, zone), [problem, zone]);
  // the fix's id and label as primitives: no object to compare on every store change
  const fixId = useAppStore((state) => selectProblemFix(state, withZone)?.id);
  const fixLabel = useAppStore((state) => selectProblemFix(state, withZone)?.label);
  const entry = problem.entry;
  // the entry's own value and what the fix writes, not the fix's example
  const sample = useFixSample(problem, zone);
  if (fixId === undefined || fixLabel === undefined || entry === undefined) return null;
  const { label, asked } = getZonedSingleFix(problem, { id: fixId, label: fixLabel }, zone, sample);
  return (
    <button
      type="button"
      className="dp-fix"
      title={formatMessage(TOOLS_TEXT.fixes.fixTitle, { fix: label })}
      // named with the field it fixes: eight "Remove the retired image element" of two images read alike
      aria-label={describeFixedField(problem.field, label)}
      onClick={() => store.getState().applyFix({ file: problem.file, entry }, asked)}
    >
      <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
        <path d="M9 1.5 3.5 9H8l-1 5.5L12.5 7H8l1-5.5Z" fill="currentColor" />
      </svg>
      {label}
    </button>
  );
}
