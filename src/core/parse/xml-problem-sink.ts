/**
 * The XML scanner's problem recording: positions, the current entry, the per-code cap and the count of
 * well-formedness faults (which tells a builder whether an element it keeps raw was well-formed).
 *
 * Thread-portable, no DOM. The base class of `XmlScanner`.
 */
import { createProblem, type ProblemPlace } from "../model/problem";
import type { Problem } from "../model/types";
import type { RuleCode } from "../validate/rule-catalogue";
import { ProblemCap } from "./read-caps";
import { type EntityFaultSink, entityFaultMessage, excerpt } from "./xml-entities";
import { createPositionTracker, type LineColumn, type PositionTracker } from "./xml-position";

/** Records the problems of one scan of `text`, in reading order, into `problems`. */
export class XmlProblemSink {
  /** Set by handlers: the entry index problems found now belong to. */
  entry: number | undefined;
  readonly text: string;
  /** The file's name, for problems. */
  readonly file: string;
  /** The problems found so far, in reading order (handlers may append their own). */
  readonly problems: Problem[];
  private readonly tracker: PositionTracker;
  /** Well-formedness faults so far, listed or not: `xml.malformed`, bad references, DOCTYPEs. */
  protected faults = 0;
  /** `faults` when the start tag being read began. */
  protected tagMark = 0;
  private readonly cap = new ProblemCap();
  /** Index in `problems` of the last `xml.undefined-entity` kept (one per text value), or -1. */
  private entityProblem = -1;
  /** References of that problem's text after its first, which it stands for. */
  private entityOthers = 0;
  /**
   * Hears bad references: counts each as a fault, lists it under the cap (no message past it); an
   * undefined entity once per text value, the later ones of that text counted on it (`ProblemCap.admitInText`).
   */
  readonly entitySink: EntityFaultSink = (code, index, body, textStart) => {
    this.faults++;
    if (code === "xml.undefined-entity") {
      const admitted = this.cap.admitInText(code, textStart);
      if (admitted === "covered") this.entityOthers++;
      if (admitted !== "keep") return;
      this.closeEntityProblem();
      this.entityProblem = this.problems.length;
    } else if (!this.cap.admit(code)) return;
    const message = entityFaultMessage(code, this.text, index, body);
    if (code === "xml.malformed")
      this.add(code, index, `${message}, near ${excerpt(this.text, index)}`, {
        params: { detail: message, reference: `&${body};` },
      });
    else if (code === "xml.undefined-entity")
      this.add(code, index, message, { params: { value: `&${body};` } });
    else this.add(code, index, message, {});
  };

  constructor(text: string, file: string, problems: Problem[]) {
    this.text = text;
    this.file = file;
    this.problems = problems;
    this.tracker = createPositionTracker(text);
  }

  /** Line and column of `index`. Cheap when called in reading order. */
  position(index: number): LineColumn {
    return this.tracker.at(index);
  }

  /** `PositionTracker.skip`: the caller knows the `lines` newlines up to `lineStart` (reading order). */
  skipLines(lines: number, lineStart: number): void {
    this.tracker.skip(lines, lineStart);
  }

  /** `PositionTracker.atOnLine`: `position` of an index no newline separates from the last one asked. */
  positionOnLine(index: number): LineColumn {
    return this.tracker.atOnLine(index);
  }

  /**
   * Records a problem at `index` (its line/column unless `place` gives them; the current `entry` unless
   * given). At most MAX_PROBLEMS_PER_CODE (100) per code are kept (see `ProblemCap`); the rest are counted,
   * and `addSummaries` adds one "and N more" problem per such code.
   */
  report(code: RuleCode, index: number, message: string, place: ProblemPlace = {}): void {
    if (this.cap.admit(code)) this.add(code, index, message, place);
  }

  /**
   * Records an `xml.malformed` fault at `index`: an excerpt in the message, the cause as `params.detail`.
   * `counted` false: a fault the reader mends (an undeclared conventional prefix), which does not make the
   * element it is in ill-formed for `faultCount`.
   */
  fault(index: number, message: string, counted = true): void {
    if (counted) this.faults++;
    if (this.cap.admit("xml.malformed")) {
      const place = { params: { detail: message } };
      // at the very end there is nothing after the fault to quote
      const near = index < this.text.length ? `, near ${excerpt(this.text, index)}` : "";
      this.add("xml.malformed", index, `${message}${near}`, place);
    }
  }

  /** `faultCount` when the start tag being read began: faults since then are this element's own. */
  get tagFaultMark(): number {
    return this.tagMark;
  }

  /** Well-formedness faults so far, listed or not: two counts tell whether an element was well-formed. */
  get faultCount(): number {
    return this.faults;
  }

  /**
   * Gives the last `xml.undefined-entity` kept the count of the other references of its text
   * (`params.others`, "and 2 more in this text"), now that no more can come. The problem may have been
   * placed on its field meanwhile (a new object at the same index, `placeTextFaults`).
   */
  private closeEntityProblem(): void {
    const problem = this.problems[this.entityProblem];
    if (problem !== undefined && this.entityOthers > 0) {
      const others = this.entityOthers;
      const message = `${problem.message} (and ${others} more in this text)`;
      this.problems[this.entityProblem] = { ...problem, message, params: { ...problem.params, others } };
    }
    this.entityProblem = -1;
    this.entityOthers = 0;
  }

  /** Adds the "and N more" problem of each code past the cap; call once, at the end of the scan. */
  protected addSummaries(): void {
    this.closeEntityProblem();
    for (const summary of this.cap.summaries(this.file)) this.problems.push(summary);
  }

  private add(code: RuleCode, index: number, message: string, place: ProblemPlace): void {
    const { line, column } =
      place.line !== undefined ? { line: place.line, column: place.column } : this.tracker.at(index);
    const entry = place.entry ?? this.entry;
    this.problems.push(createProblem(code, this.file, message, { ...place, entry, line, column }));
  }
}
