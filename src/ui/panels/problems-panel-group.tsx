/**
 * One group of the problems panel: every problem of one rule code. The header is a toggle button that
 * filters the table to the code (`aria-pressed`); below it the rule's explanation, its source link and the
 * first few examples.
 */
import { memo, useRef, useState } from "react";
import type { Problem } from "@/core/index";
import { getRule, isRuleCode } from "@/core/index";
import { selectFile } from "@/store/selectors";
import { hasUrlRows } from "@/store/workspace-helpers";
import { getYandexLink, localizeDocLink } from "@/ui/doc-links";
import { UrlFitContext, UrlText } from "@/ui/file-name-text";
import { getLocale } from "@/ui/locale-state";
import {
  formatCount,
  formatMessage,
  getProblemText,
  getRuleExplanation,
  getRuleTitle,
  messages,
} from "@/ui/messages";
import { getShownLoc } from "@/ui/shown-loc";
import { useAppStore, useAppStoreApi } from "@/ui/store-context";
import { getProblemColumn } from "@/ui/table/table-columns";
import type { ProblemGroup } from "@/ui/table/table-selectors";
import { withWholeHosts } from "@/ui/whole-hosts";
import { DedupeGroupButton, ExampleFixButton, FixAllButton, type OnFixed } from "./problems-panel-fix";
import { PROBLEMS_TEXT } from "./problems-panel-text";
import { useExampleUrlFit } from "./use-example-url-fit";

const TEXT = PROBLEMS_TEXT;

export interface ProblemGroupItemProps {
  group: ProblemGroup;
  selected: boolean;
  onToggle(code: string): void;
  onFixed: OnFixed;
}

/**
 * The engine params of a rule's first example that its general text follows too: `yandexOnly` (only
 * Yandex checked: `loc.non-ascii` names no switched-off engine) and `yandexOff` (Yandex off:
 * `xml.unknown-element` does not say Yandex reports it). Undefined when it has neither.
 */
function getEngineParams(params: Problem["params"]): Record<string, number> | undefined {
  if (params?.yandexOnly === 1) return { yandexOnly: 1 };
  if (params?.yandexOff === 1) return { yandexOff: 1 };
  return undefined;
}

/**
 * The params of a group's general text: its engine params (`getEngineParams`), and, when every problem of
 * the group is on a robots.txt line (each example with `robots`, the directive's name, and every file of
 * the group one of theirs), that name: `loc.non-ascii` then says Yandex forbids Cyrillic there, as each
 * example does, not that "Yandex also accepts them" above an example saying it does not.
 */
function getGroupParams(group: { examples: readonly Problem[]; files: readonly string[] }) {
  const engine = getEngineParams(group.examples[0]?.params);
  const robots = group.examples[0]?.params?.robots;
  const robotsFiles = new Set(group.examples.map((problem) => problem.file));
  const allRobots =
    typeof robots === "string" &&
    group.examples.every((problem) => problem.params?.robots === robots) &&
    group.files.every((file) => robotsFiles.has(file));
  return allRobots ? { ...engine, robots } : engine;
}

function getPlace(problem: Problem): string {
  const place = [problem.file || "—"];
  if (problem.line !== undefined) place.push(String(problem.line));
  if (problem.line !== undefined && problem.column !== undefined) place.push(String(problem.column));
  return place.join(":");
}

/** Examples of one code are distinct places (file, entry, field, position). */
function getExampleKey(problem: Problem): string {
  return [problem.file, problem.entry, problem.field, problem.line, problem.column, problem.message].join(
    "|",
  );
}

/**
 * An example's URL as the table shows it: a percent-encoded or punycode one as it reads, the tooltip as
 * written, cut in the middle when narrow so its last segment, where a site's URLs differ, stays in sight
 * ("https://shop.exa…/item-22", not "https://shop.example.ru/catal…" for every example).
 */
/**
 * The example's URL line. `repeated`: the message quotes the URL whole, so the line is hidden from
 * assistive technology (a screen reader heard the URL twice, and a long one is long to hear).
 */
function ExampleLoc({ loc, repeated }: { loc: string; repeated: boolean }) {
  const { text, title } = getShownLoc(loc);
  const line = <UrlText url={text} className="pp-loc" title={title} />;
  return repeated ? <span aria-hidden="true">{line}</span> : line;
}

function ExampleItem({ problem, onFixed, offset }: { problem: Problem; onFixed: OnFixed; offset?: string }) {
  const store = useAppStoreApi();
  // two primitives rather than one object: nothing to allocate or compare on every store change
  const isRow = useAppStore((state) => {
    const file = problem.entry === undefined ? undefined : selectFile(state, problem.file);
    return file !== undefined && hasUrlRows(file);
  });
  const loc = useAppStore((state) => {
    if (problem.entry === undefined) return undefined;
    const file = selectFile(state, problem.file);
    if (!file) return undefined;
    return (hasUrlRows(file) ? file.urls : file.sitemaps)[problem.entry]?.loc;
  });
  const isIndex = useAppStore(
    (state) => problem.entry !== undefined && selectFile(state, problem.file)?.format === "sitemapindex",
  );
  const target = problem.entry === undefined ? undefined : { loc, isRow };
  const message = getProblemText(problem);
  const content = (
    <>
      <span className="pp-place" title={getPlace(problem)}>
        {/* a long file name is cut, never the line and column after it */}
        <span className="pp-place-file">{problem.file || "—"}</span>
        <span className="pp-place-at">{getPlace(problem).slice((problem.file || "—").length)}</span>
      </span>
      {target?.loc && (
        <ExampleLoc
          loc={target.loc}
          repeated={message.includes(target.loc) || message.includes(getShownLoc(target.loc).text)}
        />
      )}
      <span className="pp-message">{withWholeHosts(message)}</span>
    </>
  );
  const entry = problem.entry;
  if (entry !== undefined && isIndex && target?.loc !== undefined && !target.isRow) {
    // an index's <sitemap> entry is no table row: its line in the index editor
    const edit = () => store.getState().openIndexEditor(problem.file, entry);
    return (
      <li className="pp-example-row">
        <button type="button" className="pp-example pp-example--link" title={TEXT.showInIndex} onClick={edit}>
          {content}
        </button>
      </li>
    );
  }
  if (!target?.isRow || entry === undefined) return <li className="pp-example">{content}</li>;
  const show = () => {
    const state = store.getState();
    // a File filter on another file would hide the row: it goes, as the search and severity do
    const file =
      state.filter.file === undefined || state.filter.file === problem.file ? {} : { file: undefined };
    state.setFilter({ code: problem.code, severity: undefined, text: "", ...file });
    // a field of an image, video, news or hreflang link: the details pane brings it into view
    const column = getProblemColumn(problem.field);
    const inItem = problem.field !== undefined && problem.field !== column;
    state.setActiveRow({ file: problem.file, entry }, column, inItem ? problem.field : undefined);
  };
  return (
    <li className="pp-example-row">
      <button type="button" className="pp-example pp-example--link" title={TEXT.showRow} onClick={show}>
        {content}
      </button>
      <ExampleFixButton problem={problem} onFixed={onFixed} offset={offset} />
    </li>
  );
}

/** A group's examples, their URLs cut to the measured width of their box (`useExampleUrlFit`). */
function ExampleList({
  examples,
  onFixed,
  offset,
}: {
  examples: Problem[];
  onFixed: OnFixed;
  offset?: string;
}) {
  const list = useRef<HTMLUListElement>(null);
  const fit = useExampleUrlFit(list, examples.map(getExampleKey).join("\n"));
  return (
    <UrlFitContext.Provider value={fit}>
      <ul ref={list} className="pp-examples">
        {examples.map((problem) => (
          <ExampleItem key={getExampleKey(problem)} problem={problem} onFixed={onFixed} offset={offset} />
        ))}
      </ul>
    </UrlFitContext.Provider>
  );
}

function ProblemGroupView({ group, selected, onToggle, onFixed }: ProblemGroupItemProps) {
  // the timezone chosen in the group's list: its Fix all and its examples' Fix write it
  const [offset, setOffset] = useState<string | undefined>(undefined);
  const rule = isRuleCode(group.code) ? getRule(group.code) : undefined;
  // the source's own page in the interface's language, where it has one
  const link = rule?.link && localizeDocLink(rule.link, getLocale());
  // and Yandex's, for a rule Yandex is a source of whose link goes elsewhere (an RFC, sitemaps.org), while
  // the check is for Yandex (switched off, Yandex is named by no text of the panel)
  const forYandex = useAppStore((state) => state.engines.includes("yandex"));
  const yandexLink = forYandex && rule ? getYandexLink(rule, getLocale()) : undefined;
  const more = group.count - group.examples.length;
  return (
    <li
      className={`pp-group pp-group--${group.severity}${selected ? " pp-group--selected" : ""}`}
      // an example's Fix that fixed its example away: focus to the next example's Fix, else the group's
      // Fix all (Enter again fixes the next one; the notice's Undo is for a group fixed away)
      data-focus-fallback=".pp-examples .pp-fix|.pp-fix-all|.pp-toggle"
      data-code={group.code}
    >
      <button
        type="button"
        className="pp-toggle"
        aria-pressed={selected}
        title={selected ? TEXT.clearFilter : TEXT.showRows}
        onClick={() => onToggle(group.code)}
      >
        <span className={`pp-severity pp-severity--${group.severity}`}>
          {messages.severity[group.severity]}
        </span>
        <code className="pp-code">{group.code}</code>
        <span className="pp-count">{formatCount(group.count)}</span>
        <span className="pp-title">{getRuleTitle(group.code)}</span>
      </button>
      <p className="pp-explanation">
        {/* checked for Yandex alone, or with Yandex off, the rule in general names no switched-off engine
            either */}
        {getRuleExplanation(group.code, getGroupParams(group))}
        {link && (
          <>
            {" "}
            {/* named with its rule: a screen reader's list of links read "Why?" 23 times */}
            <a
              href={link}
              target="_blank"
              rel="noopener noreferrer"
              className="pp-link"
              aria-label={`${TEXT.why} ${getRuleTitle(group.code)}`}
            >
              {TEXT.why}
            </a>
          </>
        )}
        {yandexLink && (
          <>
            {" · "}
            <YandexLink
              link={yandexLink}
              label={formatMessage(TEXT.yandexHelpLabel, { rule: getRuleTitle(group.code) })}
            />
          </>
        )}
      </p>
      <FixAllButton code={group.code} onFixed={onFixed} offset={offset} onOffset={setOffset} />
      <DedupeGroupButton code={group.code} />
      <ExampleList examples={group.examples} onFixed={onFixed} offset={offset} />
      {more > 0 && <p className="pp-more">{TEXT.more(more)}</p>}
    </li>
  );
}

export const ProblemGroupItem = memo(ProblemGroupView);

/** Yandex's help page beside a rule's "Why?" (`getYandexLink`: a constant page of the catalogue). */
function YandexLink({ link, label }: { link: string; label: string }) {
  return (
    <a href={link} target="_blank" rel="noopener noreferrer" className="pp-link" aria-label={label}>
      {TEXT.yandexHelp}
    </a>
  );
}
