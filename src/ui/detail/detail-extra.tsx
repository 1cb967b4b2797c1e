/**
 * The raw XML of elements the model does not type (`extra` of an entry or an item), read-only: the export
 * writes them exactly as they were read.
 */
import type { Problem } from "@/core/index";
import { messages } from "@/ui/messages";
import { getFieldProblems, ProblemList } from "./detail-problems";

const text = messages.detail;

export interface DetailExtraListProps {
  extra: readonly string[] | undefined;
  /** A heading of its own (the entry's list) instead of a small caption (an item's list). */
  title?: string;
  /** Problems of the entry, and the path the list sits at (`videos[0].`): `extra[i]` problems show. */
  problems?: readonly Problem[];
  path?: string;
}

export function DetailExtraList({ extra, title, problems = [], path = "" }: DetailExtraListProps) {
  if (!extra || extra.length === 0) return null;
  return (
    <figure className="dp-extra dp-field--wide">
      <figcaption className="dp-label">
        {title ?? text.itemExtra}
        <span className="dp-hint">{text.extraHint}</span>
      </figcaption>
      {extra.map((xml, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: raw strings can repeat; order is their identity
        <div key={i}>
          <pre className="dp-xml">{xml}</pre>
          <ProblemList problems={getFieldProblems(problems, `${path}extra[${i}]`)} />
        </div>
      ))}
    </figure>
  );
}
