/**
 * One file's answer for the check session (`check-session.ts`), kept in pieces so that an edit rebuilds
 * only the pieces it touches: the reading problems, the entry problems by blocks of `BLOCK` entries, and
 * the whole-file rules' problems. Together, in order, they are exactly what `checkSitemaps` lists for the
 * file (`mergeProblems` of the reading problems and the computed ones, `addUsualOffset` applied).
 *
 * A piece, once made, is never changed (a new array replaces it), so the session's caller may keep the
 * pieces and tell what changed since by identity (`problem-patch.ts` in the worker).
 *
 * Whole-file rules run again only when an edit can change their verdict: each rule's inputs are listed in
 * `isRuleTouched` (the entry fields it reads, and the entries its problems are placed on); an unknown rule
 * always runs again. Thread-portable, no DOM.
 */
import { getFieldPosition } from "../model/field-positions";
import type { Problem, SitemapRef, UrlEntry, UrlField } from "../model/types";
import { getReported, isReported } from "./check-merge";
import { appendDuplicateProblems } from "./duplicate-index";
import { checkDuplicateChildren, checkDuplicateUrls } from "./duplicate-rules";
import { checkEntryCount, checkFeedFormat, checkIgnoredFields, checkSharedValues } from "./file-rules";
import { checkNewsCount } from "./news-rules";
import type { FileRule, FileScan } from "./rule.types";
import { FILE_RULES } from "./rule-registry";
import type { FileState } from "./session-file-state";
import { addUsualOffset, getFileUsualOffset, takesUsualOffset } from "./value-rules";

/** Entries per block of entry problems. */
export const BLOCK = 256;

const EMPTY: readonly Problem[] = Object.freeze([]) as readonly Problem[];

/** The pieces of one file's answer (see the module comment). */
export interface FileOutput {
  /** Keys of the active reading problems (`getReported`), undefined when none. */
  reported: Set<string> | undefined;
  /** The active reading problems. */
  reading: readonly Problem[];
  /** Entry problems of url blocks, then of sitemap blocks, merged (reading duplicates dropped, offsets set). */
  urlBlocks: (readonly Problem[])[];
  refBlocks: (readonly Problem[])[];
  /** Each whole-file rule's own problems, by `FILE_RULES` position (unused for duplicates and offsets). */
  ruleProblems: Problem[][];
  /** The whole-file rules' problems, merged, in rule order. */
  tail: readonly Problem[];
  /** The usual lastmod zone (`getUsualOffset`); null while not computed. */
  offset: string | undefined | null;
  /** Version of the duplicate index the tail was made from. */
  duplicatesVersion: number;
  /** The non-empty pieces in order: the file's answer. */
  chunks: (readonly Problem[])[];
}

/** A replaced entry: where, and its form before. */
export interface EntryChange<T> {
  index: number;
  before: T;
}

const OFFSET_ON = FILE_RULES.includes(addUsualOffset);

function getOffset(state: FileState, output: FileOutput): string | undefined {
  if (output.offset !== null) return output.offset;
  output.offset = getFileUsualOffset(state.file);
  return output.offset;
}

/** The merged problems of entries `[from, to)` of `lists`: one block. */
function makeBlock(
  state: FileState,
  output: FileOutput,
  lists: readonly (readonly Problem[])[],
  from: number,
): readonly Problem[] {
  let block: Problem[] | undefined;
  const to = Math.min(from + BLOCK, lists.length);
  for (let i = from; i < to; i++) {
    const problems = lists[i];
    for (let k = 0; k < problems.length; k++) {
      let problem = problems[k];
      if (isReported(output.reported, problem)) continue;
      if (OFFSET_ON && takesUsualOffset(problem.code)) {
        // `addUsualOffset` sets params on these: a copy, the kept one stays as the rules made it
        const offset = getOffset(state, output);
        if (offset !== undefined) problem = { ...problem, params: { ...problem.params, offset } };
      }
      block ??= [];
      block.push(problem);
    }
  }
  return block ?? EMPTY;
}

function makeBlocks(state: FileState, output: FileOutput, lists: readonly (readonly Problem[])[]) {
  const blocks = new Array<readonly Problem[]>(Math.ceil(lists.length / BLOCK));
  for (let b = 0; b < blocks.length; b++) blocks[b] = makeBlock(state, output, lists, b * BLOCK);
  return blocks;
}

function getScan(state: FileState): FileScan {
  const { file, ctx, urlHrefs, sitemapHrefs } = state;
  return { file, ctx, urlHrefs, sitemapHrefs };
}

function runRule(state: FileState, r: number): Problem[] {
  const rule = FILE_RULES[r];
  const problems: Problem[] = [];
  if (rule !== checkDuplicateUrls && rule !== addUsualOffset) rule(getScan(state), problems);
  return problems;
}

function makeTail(state: FileState, output: FileOutput): readonly Problem[] {
  let tail: Problem[] | undefined;
  for (let r = 0; r < FILE_RULES.length; r++) {
    let problems = output.ruleProblems[r];
    if (FILE_RULES[r] === checkDuplicateUrls) {
      problems = [];
      appendDuplicateProblems(state.duplicates, problems);
    }
    for (const problem of problems) {
      if (isReported(output.reported, problem)) continue;
      tail ??= [];
      tail.push(problem);
    }
  }
  output.duplicatesVersion = state.duplicates.version;
  return tail ?? EMPTY;
}

function collectChunks(output: FileOutput): (readonly Problem[])[] {
  const chunks: (readonly Problem[])[] = [];
  if (output.reading.length > 0) chunks.push(output.reading);
  for (const block of output.urlBlocks) if (block.length > 0) chunks.push(block);
  for (const block of output.refBlocks) if (block.length > 0) chunks.push(block);
  if (output.tail.length > 0) chunks.push(output.tail);
  return chunks;
}

/** The whole answer of `state`'s file, every piece made. */
export function buildOutput(state: FileState): FileOutput {
  const reading: Problem[] = [];
  const output: FileOutput = {
    reported: getReported(state.file, state.ctx, reading),
    reading,
    urlBlocks: [],
    refBlocks: [],
    ruleProblems: FILE_RULES.map((_, r) => runRule(state, r)),
    tail: EMPTY,
    offset: null,
    duplicatesVersion: -1,
    chunks: [],
  };
  output.urlBlocks = makeBlocks(state, output, state.urlProblems);
  output.refBlocks = makeBlocks(state, output, state.refProblems);
  output.tail = makeTail(state, output);
  output.chunks = collectChunks(output);
  return output;
}

const PLACED_FIELDS: ReadonlySet<string> = new Set<UrlField>(["loc", "lastmod", "changefreq", "priority"]);

/**
 * True when the two forms of entry `index` give each of its `problems` the same line and column: the
 * entry's own place, its news item's, and the position of each problem's field. An edit drops the
 * position of the field it changed (the packed `source` differs then), which moves no other field's.
 */
function isSamePlace(
  before: UrlEntry,
  after: UrlEntry,
  index: number,
  problems: readonly Problem[],
): boolean {
  if (before.line !== after.line || before.column !== after.column) return false;
  if (before.news?.line !== after.news?.line || before.news?.column !== after.news?.column) return false;
  if (before.source === after.source) return true;
  for (const problem of problems) {
    if (problem.entry !== index) continue;
    const field = problem.field;
    if (field === undefined || !PLACED_FIELDS.has(field)) return false;
    const was = getFieldPosition(before, field as UrlField);
    const is = getFieldPosition(after, field as UrlField);
    if (was?.line !== is?.line || was?.column !== is?.column) return false;
  }
  return true;
}

/**
 * True when replacing `before` by `after` at `index` may change what `rule` reports: the fields each known
 * rule reads, or an entry one of its problems is placed on. Unknown rules: always.
 */
function isRuleTouched(
  rule: FileRule,
  before: UrlEntry,
  after: UrlEntry,
  index: number,
  problems: readonly Problem[],
): boolean {
  if (rule === checkEntryCount || rule === checkFeedFormat || rule === checkDuplicateChildren) return false;
  if (rule === checkDuplicateUrls || rule === addUsualOffset) return false;
  const known = rule === checkSharedValues || rule === checkIgnoredFields || rule === checkNewsCount;
  // a problem placed on the entry: its line and column come from the entry's positions (its news item's
  // for the news count), the rest from the fields compared below
  if (problems.some((problem) => problem.entry === index)) {
    if (!known || !isSamePlace(before, after, index, problems)) return true;
  }
  const defined = (a: unknown, b: unknown) => (a === undefined) !== (b === undefined);
  // (their place, entry 0, is covered by the `problems` test above)
  if (rule === checkSharedValues)
    return before.lastmod !== after.lastmod || before.priority !== after.priority;
  if (rule === checkIgnoredFields) {
    return defined(before.changefreq, after.changefreq) || defined(before.priority, after.priority);
  }
  if (rule === checkNewsCount) return defined(before.news, after.news);
  return true;
}

/**
 * Brings `output` up to `state` after the url entries `urls` and sitemap entries `refs` were replaced
 * (state's problems, hrefs and duplicates already updated). NOTE: mutates `output`, never a piece of it.
 */
export function updateOutput(
  state: FileState,
  output: FileOutput,
  urls: readonly EntryChange<UrlEntry>[],
  refs: readonly EntryChange<SitemapRef>[],
): void {
  const { file } = state;
  const dirtyRules = new Set<number>();
  if (refs.length > 0) for (let r = 0; r < FILE_RULES.length; r++) dirtyRules.add(r);
  for (const { index, before } of urls) {
    for (let r = 0; r < FILE_RULES.length; r++) {
      const touched = isRuleTouched(FILE_RULES[r], before, file.urls[index], index, output.ruleProblems[r]);
      if (touched) dirtyRules.add(r);
    }
  }
  let allBlocks = false;
  const dated = file.format === "sitemapindex" ? refs : urls;
  const entries: readonly { lastmod?: string }[] = file.format === "sitemapindex" ? file.sitemaps : file.urls;
  if (output.offset !== null && dated.some((c) => c.before.lastmod !== entries[c.index].lastmod)) {
    const old = output.offset;
    output.offset = null;
    allBlocks = getOffset(state, output) !== old;
  }
  if (allBlocks) {
    output.urlBlocks = makeBlocks(state, output, state.urlProblems);
    output.refBlocks = makeBlocks(state, output, state.refProblems);
  } else {
    for (const b of new Set(urls.map(({ index }) => Math.floor(index / BLOCK)))) {
      output.urlBlocks[b] = makeBlock(state, output, state.urlProblems, b * BLOCK);
    }
    for (const b of new Set(refs.map(({ index }) => Math.floor(index / BLOCK)))) {
      output.refBlocks[b] = makeBlock(state, output, state.refProblems, b * BLOCK);
    }
  }
  for (const r of dirtyRules) output.ruleProblems[r] = runRule(state, r);
  if (dirtyRules.size > 0 || output.duplicatesVersion !== state.duplicates.version) {
    output.tail = makeTail(state, output);
  }
  output.chunks = collectChunks(output);
}
