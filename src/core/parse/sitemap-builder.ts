/**
 * Builds urlset and sitemapindex entries from scanner events (sitemaps.org protocol 0.9 and its XSDs).
 *
 * Thread-portable, no DOM. One frame kind per open element in a flat array (no recursion). Values are the
 * text as written, trimmed; an empty element is "", an absent one undefined (CONTRACT.md). Unknown
 * children are kept as raw XML slices of the source, so export can write them back verbatim.
 */

import { MAX_ENTRIES_READ_PER_FILE, MAX_ITEMS_READ_PER_ENTRY, MAX_ITEMS_READ_PER_FILE } from "../limits";
import { getFieldPosition } from "../model/field-positions";
import { type PositionedItem, setItemFieldPosition } from "../model/item-positions";
import type { SitemapRef, UrlChildKind, UrlEntry } from "../model/types";
import { withoutKey } from "../model/without-key";
import type { RuleCode } from "../validate/rule-catalogue";
import { declarePrefixes } from "./extra-declarations";
import { getItemPath, getLeafField, placeTextFaults } from "./leaf-field";
import { entryCapProblem } from "./read-caps";
import { entryChild } from "./sitemap-children";
import { SitemapFastPath } from "./sitemap-fast-path";
import {
  CHILD_KINDS,
  type EntryState,
  FRAME,
  type Frame,
  LEAF,
  type LeafMode,
  URL_CHILD,
} from "./sitemap-frames";
import { decodeXmlText, type EntityFaultSink } from "./xml-entities";
import { getLeafText, normalizeLineEnds } from "./xml-line-ends";
import {
  isBlank,
  NS_IMAGE,
  NS_MOBILE,
  NS_NEWS,
  NS_SITEMAP,
  NS_VIDEO,
  NS_XHTML,
  NS_XSI,
  trimXml,
} from "./xml-names";

/** A namespace of Google's video or news extension other than the one Google reads (`…/sitemap-video/1.0`). */
const GOOGLE_LOOKALIKE = /^https?:\/\/www\.google\.com\/schemas\/sitemap-(video|news)\//i;

import type { LineColumn } from "./xml-position";
import type { XmlScanner } from "./xml-scanner";
import type { XmlHandler, XmlStartTag } from "./xml-scanner.types";

/** Entity faults of text already reported elsewhere. */
const IGNORE_FAULTS: EntityFaultSink = () => {};

const CONTAINERS = new Set<number>([
  FRAME.root,
  FRAME.entry,
  FRAME.image,
  FRAME.video,
  FRAME.news,
  FRAME.publication,
]);
const KNOWN_NAMESPACES = new Set([NS_SITEMAP, NS_IMAGE, NS_VIDEO, NS_NEWS, NS_XHTML]);

/** The urlset / sitemapindex builder. Fields are public for the child readers in `sitemap-children.ts`. */
export class SitemapBuilder implements XmlHandler {
  readonly urls: UrlEntry[] = [];
  readonly sitemaps: SitemapRef[] = [];
  namespaces: Record<string, string> = {};
  /**
   * Prefixes of kept foreign attributes (`keepAttributes`) that the root does not declare, to the URI of
   * their first use: an element below the root declared them. They join the file's `namespaces`, so export
   * declares them on the root (a kept raw element carries its own, `declarePrefixes`).
   */
  readonly innerPrefixes: Record<string, string> = {};
  readonly scanner: XmlScanner;
  readonly isIndex: boolean;
  protocolNs = NS_SITEMAP;
  entry: UrlEntry | SitemapRef | undefined;
  state: EntryState = { lastRank: 0, sawOther: false, orderReported: false, seen: 0, lastKind: 0 };
  /** The open image / video / news, while one is open. */
  current: Record<string, unknown> | undefined;
  currentNs = "";
  /** Child element names already read in the open image / video / news (duplicates). */
  childSeen: Set<string> | undefined;
  private readonly kinds: Frame[] = [];
  private readonly names: string[] = [];
  private depth = 0;
  private leafTarget: Record<string, unknown> = {};
  private leafKey = "";
  private leafMode: LeafMode = LEAF.set;
  private leafText = "";
  /** How many problems there were when the leaf began (its text's reference faults come after). */
  private leafProblems = 0;
  /** The problems of elements inside the open leaf (`markupInLeaf`), by index, for `endLeaf` to complete. */
  private leafMarkup: number[] = [];
  private extraStart = 0;
  private extraFaults = 0;
  private extraOwner: { extra?: string[] } = {};
  /** The item whose `extra` the element goes to, when its place is kept (`extra[i]`, a video's `tvshow`). */
  private extraItem: PositionedItem | undefined;
  /** Prefixes an element between the root and the raw element declared (`getInheritedPrefixes`). */
  private extraInherited: Map<string, string> | undefined;
  private readonly reportedNs = new Set<string>();
  /** Child items kept in the file (MAX_ITEMS_READ_PER_FILE), shared with the fast path, which adds its own. */
  private readonly items = { kept: 0 };
  /** Child items kept in the open entry (MAX_ITEMS_READ_PER_ENTRY). */
  private itemsInEntry = 0;
  private itemCapReported = false;

  constructor(scanner: XmlScanner, isIndex: boolean) {
    this.scanner = scanner;
    this.isIndex = isIndex;
  }

  /** True for the root's namespace and the sitemaps.org one (children in a wrong root namespace count). */
  isProtocol(ns: string): boolean {
    return ns === this.protocolNs || ns === NS_SITEMAP;
  }

  startElement(tag: XmlStartTag): void {
    const parent = this.depth === 0 ? -1 : this.kinds[this.depth - 1];
    let kind: Frame;
    if (parent === -1) kind = this.startRoot(tag);
    else if (parent === FRAME.root) kind = this.rootChild(tag);
    else if (parent === FRAME.ignore || parent === FRAME.extra || parent === FRAME.alternate)
      kind = FRAME.ignore;
    else if (parent === FRAME.leaf) kind = this.markupInLeaf(tag);
    else kind = entryChild(this, parent, tag);
    this.kinds[this.depth] = kind;
    this.names[this.depth] = tag.name;
    this.depth++;
  }

  /**
   * A `url` (`sitemap` in an index) of the protocol's namespace opening inside an open entry, in its fields
   * or items: the open entry's end tag is missing (`xml.malformed`, reported by the scanner), so it ends
   * there and the new one is read as the next entry, not lost inside it as an unknown element. Not inside
   * raw unknown elements, which keep what they hold.
   */
  impliedDepth(tag: XmlStartTag): number | undefined {
    if (this.depth < 2 || this.kinds[1] !== FRAME.entry) return undefined;
    const parent = this.kinds[this.depth - 1];
    if (parent === FRAME.extra || parent === FRAME.ignore || parent === FRAME.alternate) return undefined;
    return tag.local === (this.isIndex ? "sitemap" : "url") && this.isProtocol(tag.ns) ? 1 : undefined;
  }

  /**
   * What the end of the text cut (`XmlHandler.cutAtEnd`): an entry whose `loc` never ended is left out
   * (`<loc>https://a.ru/catalog/sa` names no page), else a value cut short is not kept (`<priority>0` of
   * `0.8` would read as a valid 0.0); an entry with its whole `loc` stays, so its fields can be fixed.
   */
  cutAtEnd(): { left: string; entryLeft: boolean } | undefined {
    if (this.depth < 2 || this.kinds[1] !== FRAME.entry || this.entry === undefined) return undefined;
    let leaf = -1;
    for (let d = 2; d < this.depth; d++) if (this.kinds[d] === FRAME.leaf) leaf = d;
    if (this.entry.loc === "") {
      const list: unknown[] = this.isIndex ? this.sitemaps : this.urls;
      const index = list.length - 1;
      list.pop();
      // its reading problems name no entry now (they keep their line and column)
      const problems = this.scanner.problems;
      for (let i = 0; i < problems.length; i++)
        if (problems[i].entry === index) problems[i] = withoutKey(withoutKey(problems[i], "entry"), "field");
      this.entry = undefined;
      this.kinds[1] = FRAME.ignore;
      for (let d = 2; d < this.depth; d++) this.kinds[d] = FRAME.ignore;
      return {
        left: `the <${this.names[1]}> it cuts is left out (its loc may be cut short)`,
        entryLeft: true,
      };
    }
    if (leaf < 0) return undefined;
    this.kinds[leaf] = FRAME.ignore;
    return { left: `the <${this.names[leaf]}> value it cuts is not kept`, entryLeft: false };
  }

  endElement(_start: number, end: number): void {
    this.depth--;
    const kind = this.kinds[this.depth];
    if (kind === FRAME.leaf) this.endLeaf();
    else if (kind === FRAME.extra) this.pushExtra(end);
    else if (kind === FRAME.entry) this.endEntry();
    else if (kind === FRAME.image || kind === FRAME.video || kind === FRAME.news) this.current = undefined;
  }

  text(start: number, end: number, decoded: string | null): void {
    const kind = this.kinds[this.depth - 1];
    if (kind === FRAME.leaf) {
      this.leafText += getLeafText(this.scanner.text.slice(start, end), decoded);
    } else if (CONTAINERS.has(kind)) this.containerText(start, end);
  }

  cdata(start: number, end: number): void {
    const kind = this.kinds[this.depth - 1];
    if (kind === FRAME.leaf) this.leafText += normalizeLineEnds(this.scanner.text.slice(start, end));
    else if (CONTAINERS.has(kind)) this.containerText(start, end);
  }

  /** Starts collecting the text of a leaf element into `target[key]`. */
  leaf(target: object, key: string, mode: LeafMode): Frame {
    this.leafTarget = target as Record<string, unknown>;
    this.leafKey = key;
    this.leafMode = mode;
    this.leafText = "";
    this.leafProblems = this.scanner.problems.length;
    if (this.leafMarkup.length > 0) this.leafMarkup = [];
    return FRAME.leaf;
  }

  /**
   * An element inside a value (`<loc>https://a.ru/x<span>y</span>z</loc>`): markup a value may not hold
   * (`xml.unknown-element`, or `ext.unknown-namespace` for a foreign one); what it holds is not part of the
   * value read. `endLeaf` gives its problem the field and the value read, so the user sees the URL changed.
   * A start tag cut by the next `<` (`<loc>https://a.ru/<b</loc>`) already has its `xml.malformed`: one
   * fault, one code (CONTRACT.md), so it gets no `xml.unknown-element` as well.
   */
  private markupInLeaf(tag: XmlStartTag): Frame {
    const s = this.scanner.text;
    if (s.charCodeAt(tag.end) === 60 && s.charCodeAt(tag.end - 1) !== 62) return FRAME.ignore;
    const before = this.scanner.problems.length;
    this.unknown(tag, "a value", undefined, true);
    if (this.scanner.problems.length > before) this.leafMarkup.push(before);
    return FRAME.ignore;
  }

  /**
   * Whether one more child item (an alternate, image, video, news, video tag or raw unknown element) may be
   * kept in the open entry: not past MAX_ITEMS_READ_PER_ENTRY (10,000) in it nor MAX_ITEMS_READ_PER_FILE
   * (1,000,000) in the file. Past a cap the item is skipped (its frame ignored, its children only scanned)
   * and `file.too-many-elements` is reported once per file, at the first item not kept. Call at the item's
   * start tag; `keepItem` counts it once it is kept.
   */
  admitItem(tag: XmlStartTag): boolean {
    const perEntry = this.itemsInEntry >= MAX_ITEMS_READ_PER_ENTRY;
    if (!perEntry && this.items.kept < MAX_ITEMS_READ_PER_FILE) return true;
    if (!this.itemCapReported) {
      this.itemCapReported = true;
      const limit = perEntry ? MAX_ITEMS_READ_PER_ENTRY : MAX_ITEMS_READ_PER_FILE;
      const where = perEntry ? `one <${this.names[1]}>` : "the file";
      const message =
        `<${tag.name}>: more than ${limit.toLocaleString("en-US")} child elements in ${where}; ` +
        "the rest were not read, to protect the tab";
      this.problem("file.too-many-elements", tag.start, message, { limit, element: tag.name });
    }
    return false;
  }

  /** Counts one child item kept in the open entry (see `admitItem`). */
  keepItem(): void {
    this.itemsInEntry++;
    this.items.kept++;
  }

  /**
   * Keeps the element as raw XML in `owner.extra` when it closes, if it is well-formed (the prefixes it
   * uses that a `url` or an item above it declared, declared on it, `declarePrefixes`): a raw slice
   * with a fault of its own (in its start tag, an undeclared prefix, a bad reference, a child left open,
   * the file ending inside it) would be written back broken, so such an element is not kept. Past the item
   * caps (`admitItem`) it is skipped.
   */
  extra(tag: XmlStartTag, owner: { extra?: string[] }, item?: PositionedItem): Frame {
    if (!this.admitItem(tag)) return FRAME.ignore;
    this.extraItem = item;
    this.extraStart = tag.start;
    this.extraFaults = this.scanner.tagFaultMark;
    this.extraOwner = owner;
    this.extraInherited = this.scanner.getInheritedPrefixes();
    return FRAME.extra;
  }

  /**
   * Reports an element not defined where it stands: `xml.unknown-element` for the protocol's, a known
   * extension's or no namespace; `ext.obsolete` for the mobile extension; else `ext.unknown-namespace`
   * (once per namespace, and once more per element it is left out of). Keeps it raw in `owner.extra` when
   * an owner is given; without one (directly in the root or in `news:publication`) it is not kept, and
   * `params.leftOut` names `where` so the texts do not say it is; in a value (`inValue`) `placeMarkup` says
   * so. Past the item caps (`admitItem`) such an element is skipped unread, with no problem of its own.
   */
  unknown(tag: XmlStartTag, where: string, owner: { extra?: string[] } | undefined, inValue = false): Frame {
    if (owner !== undefined && !this.admitItem(tag)) return FRAME.ignore;
    const leftOut = owner === undefined && !inValue ? where : undefined;
    if (tag.ns === NS_MOBILE || !(tag.ns === "" || this.isProtocol(tag.ns) || KNOWN_NAMESPACES.has(tag.ns))) {
      const key = leftOut === undefined ? tag.ns : `${tag.ns} ${leftOut}`;
      if (!this.reportedNs.has(key)) {
        this.reportedNs.add(key);
        const obsolete = tag.ns === NS_MOBILE;
        const code: RuleCode = obsolete ? "ext.obsolete" : "ext.unknown-namespace";
        const what = obsolete ? "retired extension" : "unknown extension namespace";
        const notKept =
          leftOut === undefined ? "" : `, directly in ${leftOut}: not kept (export leaves it out)`;
        const params: Record<string, string> = { value: tag.ns };
        if (leftOut !== undefined) params.leftOut = leftOut;
        // another version of Google's video or news namespace (`sitemap-video/1.0`, `sitemap-news/0.84`):
        // Google reads neither, and the texts name the one it reads
        const google = GOOGLE_LOOKALIKE.exec(tag.ns)?.[1];
        if (google !== undefined) params.google = google === "video" ? NS_VIDEO : NS_NEWS;
        this.problem(code, tag.start, `<${tag.name}>: ${what} ${tag.ns}${notKept}`, params);
      }
    } else {
      const notKept = leftOut === undefined ? "" : " (export leaves it out)";
      const params: Record<string, string> = { value: tag.name };
      if (leftOut !== undefined) params.leftOut = leftOut;
      // kept in the entry's own `extra` (or its news', an image's, a video's: `news.extra`): about that
      // field, so removing or moving the element (a quick fix, an edit) makes the problem stale, as an edit
      // of a field does its reading problems (while the element stays, it stays: `keepsUnknownElement`)
      const field =
        owner === undefined
          ? undefined
          : owner === this.entry
            ? "extra"
            : getItemPath(this.entry, owner, "extra");
      this.problem(
        "xml.unknown-element",
        tag.start,
        `<${tag.name}> is not defined in ${where}${notKept}`,
        params,
        field,
      );
    }
    return owner ? this.extra(tag, owner) : FRAME.ignore;
  }

  /** `xml.unknown-attribute` for each attribute not in `allowed` (xmlns*, xsi:* and foreign ones pass). */
  checkAttributes(tag: XmlStartTag, allowed?: readonly string[]): void {
    if (tag.attrs === null) return;
    for (const a of tag.attrs) {
      if (a.name === "xmlns" || a.name.startsWith("xmlns:") || a.ns === NS_XSI) continue;
      if (a.ns !== "" && !this.isProtocol(a.ns) && !KNOWN_NAMESPACES.has(a.ns)) continue;
      if (a.ns === "" && allowed?.includes(a.name)) continue;
      this.problem("xml.unknown-attribute", a.index, `attribute ${a.name} is not defined on <${tag.name}>`, {
        value: a.name,
      });
    }
  }

  /**
   * Keeps the attributes of `tag` in other namespaces (not `own`, not the protocol's, not `xmlns*`, not
   * `xsi:*`) in `owner.attributes`, name as written to value.
   */
  keepAttributes(tag: XmlStartTag, owner: { attributes?: Record<string, string> }, own: string): void {
    if (tag.attrs === null) return;
    for (const a of tag.attrs) {
      if (a.ns === "" || a.ns === own || a.ns === NS_XSI || this.isProtocol(a.ns)) continue;
      if (owner.attributes === undefined) owner.attributes = {};
      owner.attributes[a.name] = a.value;
      // a prefix declared below the root (`<url xmlns:foo="…" foo:id="7">`): export declares it there
      const prefix = a.name.slice(0, a.name.indexOf(":"));
      if (this.namespaces[prefix] === undefined) this.innerPrefixes[prefix] ??= a.ns;
    }
  }

  /**
   * Keeps the attributes of `tag`, a typed child element, in other namespaces (as `keepAttributes`) in
   * `owner.fieldAttributes[key]`, `key` being the field's name in the model.
   */
  keepFieldAttributes(
    tag: XmlStartTag,
    owner: { fieldAttributes?: Record<string, Record<string, string>> },
    key: string,
    own: string,
  ): void {
    if (tag.attrs === null) return;
    const kept: { attributes?: Record<string, string> } = {};
    this.keepAttributes(tag, kept, own);
    if (kept.attributes === undefined) return;
    if (owner.fieldAttributes === undefined) owner.fieldAttributes = {};
    owner.fieldAttributes[key] = kept.attributes;
  }

  /**
   * Notes that a child of kind `rank` (`URL_CHILD`) is about to be added to the open url entry. While the
   * kinds come in the default order nothing is recorded; the first one out of it starts `entry.order`
   * from the items read so far (all in default order), and every later one is appended.
   */
  noteChild(rank: number): void {
    const entry = this.entry as UrlEntry;
    const state = this.state;
    if (entry.order !== undefined) {
      entry.order.push(CHILD_KINDS[rank]);
      return;
    }
    if (rank >= state.lastKind) {
      state.lastKind = rank;
      return;
    }
    const order: UrlChildKind[] = [];
    const counts = [
      entry.alternates.length,
      entry.images.length,
      entry.videos.length,
      entry.news === undefined ? 0 : 1,
      entry.extra?.length ?? 0,
    ];
    for (let kind = 0; kind < counts.length; kind++)
      for (let i = 0; i < counts[kind]; i++) order.push(CHILD_KINDS[kind]);
    order.push(CHILD_KINDS[rank]);
    entry.order = order;
  }

  /** A problem at `index` for the current entry. */
  problem(
    code: RuleCode,
    index: number,
    message: string,
    params?: Record<string, string | number>,
    field?: string,
  ) {
    this.scanner.report(code, index, message, params || field ? { params, field } : {});
  }

  /** Line and column of `index`, as a model position. */
  at(index: number): LineColumn {
    return this.scanner.position(index);
  }

  private startRoot(tag: XmlStartTag): Frame {
    this.protocolNs = tag.ns;
    this.namespaces = tag.declared ?? {};
    const where = { value: tag.ns };
    if (tag.ns === "")
      this.problem("xml.namespace-missing", tag.start, `<${tag.name}> has no namespace`, where);
    else if (tag.ns !== NS_SITEMAP) {
      this.problem(
        "xml.namespace-wrong",
        tag.start,
        `<${tag.name}> is in ${tag.ns}, not ${NS_SITEMAP}`,
        where,
      );
    }
    this.checkAttributes(tag);
    const list = this.isIndex ? this.sitemaps : this.urls;
    const entriesInDefault = this.isProtocol(this.namespaces[""] ?? "");
    this.scanner.fast = SitemapFastPath.create(
      this.scanner,
      list,
      this.isIndex,
      this.namespaces,
      entriesInDefault,
      this.items,
    );
    return FRAME.root;
  }

  private rootChild(tag: XmlStartTag): Frame {
    const child = this.isIndex ? "sitemap" : "url";
    if (!this.isProtocol(tag.ns) || tag.local !== child)
      return this.unknown(tag, `<${this.names[0]}>`, undefined);
    const { line, column } = this.scanner.position(tag.start);
    const list: unknown[] = this.isIndex ? this.sitemaps : this.urls;
    if (list.length >= MAX_ENTRIES_READ_PER_FILE) {
      this.scanner.problems.push(entryCapProblem(this.scanner.file, this.isIndex, { line, column }));
      this.scanner.stop();
      return FRAME.ignore;
    }
    this.checkAttributes(tag);
    const entry: UrlEntry | SitemapRef = this.isIndex
      ? { loc: "", line, column, source: 0 }
      : { loc: "", images: [], videos: [], alternates: [], line, column, source: 0 };
    if (tag.attrs !== null) this.keepAttributes(tag, entry, tag.ns);
    this.scanner.entry = list.length;
    list.push(entry);
    this.entry = entry;
    this.state = { lastRank: 0, sawOther: false, orderReported: false, seen: 0, lastKind: 0 };
    this.itemsInEntry = 0;
    return FRAME.entry;
  }

  private endEntry(): void {
    const entry = this.entry;
    if (entry !== undefined && entry.loc === "") {
      const place = { field: "loc", line: entry.line, column: entry.column };
      this.scanner.report("loc.missing", 0, `<${this.names[1]}> without a loc (or with an empty one)`, place);
    }
    this.entry = undefined;
    this.scanner.entry = undefined;
  }

  private pushExtra(end: number): void {
    if (this.scanner.faultCount !== this.extraFaults) {
      const name = this.scanner.text.slice(this.extraStart, this.extraStart + 60).match(/^<[^\s/>]*/)?.[0];
      this.scanner.fault(
        this.extraStart,
        `${name}> is not well-formed, so it is not kept (export leaves it out)`,
      );
      return;
    }
    this.keepItem();
    const owner = this.extraOwner;
    if (owner === this.entry && !this.isIndex) this.noteChild(URL_CHILD.extra);
    if (owner.extra === undefined) owner.extra = [];
    if (this.extraItem !== undefined) {
      // where it starts, for the problems about it (`video.deprecated` of a `video:tvshow`)
      const { line, column } = this.at(this.extraStart);
      setItemFieldPosition(this.extraItem, `extra[${owner.extra.length}]`, line, column);
    }
    const raw = this.scanner.text.slice(this.extraStart, end);
    owner.extra.push(this.extraInherited === undefined ? raw : declarePrefixes(raw, this.extraInherited));
  }

  private endLeaf(): void {
    const value = trimXml(this.leafText);
    if (this.leafMode === LEAF.push) {
      const list = this.leafTarget[this.leafKey];
      if (Array.isArray(list)) list.push(value);
      else this.leafTarget[this.leafKey] = [value];
    } else this.leafTarget[this.leafKey] = value;
    if (this.scanner.problems.length > this.leafProblems) {
      const field = getLeafField(this.entry, this.leafTarget, this.leafKey);
      if (this.leafMarkup.length > 0) this.placeMarkup(field, value);
      if (field !== undefined) placeTextFaults(this.scanner.problems, this.leafProblems, field);
    }
    if (this.leafMode === LEAF.field && this.leafKey === "loc" && value !== "" && value !== this.leafText) {
      const pos = this.entry && getFieldPosition(this.entry, "loc");
      this.scanner.report("loc.whitespace", 0, `loc "${value}" has whitespace around it (trimmed)`, {
        field: "loc",
        line: pos?.line,
        column: pos?.column,
      });
    }
  }

  /**
   * Completes the problems of the elements inside the leaf just ended (`markupInLeaf`): its `field`, the
   * leaf's name as written (`params.parent`) and the value read without them (`params.read`), in the message.
   */
  private placeMarkup(field: string | undefined, value: string): void {
    const problems = this.scanner.problems;
    const parent = this.names[this.depth];
    for (const i of this.leafMarkup) {
      const problem = problems[i];
      // a foreign element's problem names its namespace, not the element
      const foreign = problem.code === "ext.unknown-namespace";
      const element = problem.code === "xml.unknown-element" || foreign ? problem.params?.value : undefined;
      problems[i] = {
        ...problem,
        ...(field === undefined ? {} : { field }),
        ...(element === undefined
          ? {}
          : {
              message: `${foreign ? `an element of ${element}` : `<${element}>`} inside <${parent}>: a value holds text only; what it holds is left out of the value read, "${value}"`,
              params: { ...problem.params, parent, read: value },
            }),
      };
    }
    this.leafMarkup = [];
  }

  private containerText(start: number, end: number): void {
    const s = this.scanner.text;
    if (isBlank(s, start, end)) return;
    let k = start;
    while (isBlank(s, k, k + 1)) k++;
    const name = this.names[this.depth - 1];
    // the text itself (trimmed, at most 200 characters), so a message can quote it and a URL written
    // without <loc> can be put in one (quick fix `loc.from-text`)
    let end2 = end;
    while (end2 > k && isBlank(s, end2 - 1, end2)) end2--;
    // references decoded (faults are reported by the text's own pass, not again here)
    const value = decodeXmlText(s, k, Math.min(end2, k + 200), IGNORE_FAULTS);
    // a URL written right in a <url>/<sitemap> is its loc gone astray: the problem is about the loc field
    // (its cell, its quick fix `loc.from-text` in the table and in the index editor)
    const field = (name === "url" || name === "sitemap") && /^https?:\/\//i.test(value) ? "loc" : undefined;
    this.problem("xml.unexpected-text", k, `text directly inside <${name}>`, { element: name, value }, field);
  }
}
