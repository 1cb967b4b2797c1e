/**
 * A small, lenient, namespace-aware XML scanner over a decoded string (SAX-like push events).
 *
 * Thread-portable, no DOM, no recursion: the open elements live in arrays, so nesting depth costs memory
 * proportional to depth and never stack. Hot path: `indexOf("<")`, a name scan with `charCodeAt`, and
 * `startsWith` for the matching end tag; text is sliced only by handlers that want it.
 *
 * Faults never throw. Each is a problem with line and column (RULES.md): `xml.malformed` for
 * well-formedness (XML 1.0, Namespaces in XML), and the specific `xml.unescaped-ampersand`,
 * `xml.undefined-entity`, `xml.doctype`, `xml.version`, `file.leading-whitespace`. After a fault the
 * scanner recovers: a start tag cut by `<` ends there, a stray end tag closes the open elements up to its
 * match (or is ignored), the file's end closes what is still open; events stay balanced.
 */
import { createProblem, type ProblemPlace } from "../model/problem";
import type { Problem } from "../model/types";
import type { RuleCode } from "../validate/rule-catalogue";
import { ProblemCap } from "./read-caps";
import { readAttributes } from "./xml-attributes";
import { decodeXmlText, type EntityFaultSink, entityFaultMessage, excerpt } from "./xml-entities";
import { parseXmlDeclaration, skipDoctype, type XmlDeclaration } from "./xml-markup";
import {
  isBlank,
  isNameChar,
  isNameStart,
  NS_ATOM_03,
  NS_ATOM_10,
  NS_IMAGE,
  NS_MOBILE,
  NS_NEWS,
  NS_SITEMAP,
  NS_VIDEO,
  NS_XHTML,
  NS_XML,
  NS_XSI,
} from "./xml-names";
import { createPositionTracker, type LineColumn, type PositionTracker } from "./xml-position";
import type { XmlAttribute, XmlHandler, XmlStartTag } from "./xml-scanner.types";

const NOOP_HANDLER: XmlHandler = { startElement() {}, endElement() {}, text() {}, cdata() {} };
/** How far up the open elements a stray end tag looks for its match (keeps deep nesting linear). */
const MAX_END_TAG_SEARCH = 64;
const KNOWN_URIS = new Map(
  [NS_SITEMAP, NS_IMAGE, NS_VIDEO, NS_NEWS, NS_XHTML, NS_MOBILE, NS_XSI, NS_ATOM_10, NS_ATOM_03].map((u) => [
    u,
    u,
  ]),
);
const DECLARATION_MARKUP = /^<!(ENTITY|ELEMENT|ATTLIST|NOTATION)/;

/** The scanner: create, set `handler`, `run()`, then read `hadComments` and `declaration`. */
export class XmlScanner {
  handler: XmlHandler = NOOP_HANDLER;
  /** Set by handlers: the entry index problems found now belong to. */
  entry: number | undefined;
  hadComments = false;
  declaration: XmlDeclaration | undefined;
  rootSeen = false;
  /** Set by a builder: reads a whole common-shape element at depth 1 (returns -1 to decline). */
  fast: { readEntry(lt: number): number } | undefined;
  readonly text: string;
  /** The file's name, for problems. */
  readonly file: string;
  /** The problems found so far, in reading order (handlers may append their own). */
  readonly problems: Problem[];
  private readonly tracker: PositionTracker;
  private readonly names: string[] = [];
  private readonly scopes: Map<string, string>[] = [new Map([["xml", NS_XML]])];
  private depth = 0;
  private stopped = false;
  private rootClosed = false;
  private markupSeen = false;
  private leadingText = -1;
  /** Well-formedness faults so far (kept or not): `xml.malformed`, bad references. See `faultCount`. */
  private faults = 0;
  private tagMark = 0;
  private readonly cap = new ProblemCap();
  private nextAmp = -1;
  readonly entitySink: EntityFaultSink = (code, index, body) => {
    this.faults++;
    if (!this.cap.admit(code)) return;
    const message = entityFaultMessage(code, this.text, index, body);
    if (code === "xml.malformed") this.add(code, index, `${message}, near ${excerpt(this.text, index)}`, {});
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

  /**
   * Records a problem at `index` (its line/column unless `place` gives them; the current `entry` unless
   * given). At most MAX_PROBLEMS_PER_CODE (100) per code are kept (see `ProblemCap`); the rest are counted,
   * and `run` ends with one "and N more" problem per such code.
   */
  report(code: RuleCode, index: number, message: string, place: ProblemPlace = {}): void {
    if (this.cap.admit(code)) this.add(code, index, message, place);
  }

  /** Records an `xml.malformed` fault at `index` with an excerpt (capped like `report`). */
  fault(index: number, message: string): void {
    this.faults++;
    if (this.cap.admit("xml.malformed"))
      this.add("xml.malformed", index, `${message}, near ${excerpt(this.text, index)}`, {});
  }

  /** `faultCount` when the start tag being read began: faults since then are this element's own. */
  get tagFaultMark(): number {
    return this.tagMark;
  }

  /** Well-formedness faults found so far, listed or not: a builder compares two counts to know whether an element was well-formed. */
  get faultCount(): number {
    return this.faults;
  }

  private add(code: RuleCode, index: number, message: string, place: ProblemPlace): void {
    const { line, column } =
      place.line !== undefined ? { line: place.line, column: place.column } : this.tracker.at(index);
    const entry = place.entry ?? this.entry;
    this.problems.push(createProblem(code, this.file, message, { ...place, entry, line, column }));
  }

  /** Stops scanning after the current event (no more events, no end-of-file checks). */
  stop(): void {
    this.stopped = true;
  }

  /** Scans the whole text, calling `handler`. */
  run(): void {
    const s = this.text;
    const n = s.length;
    let i = 0;
    while (i < n && !this.stopped) {
      const lt = s.indexOf("<", i);
      const stop = lt === -1 ? n : lt;
      if (stop > i) this.onText(i, stop);
      if (lt === -1 || this.stopped) break;
      i = this.onMarkup(lt);
    }
    if (!this.stopped) this.finish();
    for (const summary of this.cap.summaries(this.file)) this.problems.push(summary);
  }

  private onMarkup(lt: number): number {
    const c = this.text.charCodeAt(lt + 1);
    if (isNameStart(c)) {
      if (this.depth === 1 && this.fast !== undefined) {
        const end = this.fast.readEntry(lt);
        if (end >= 0) return end;
      }
      return this.startTag(lt);
    }
    if (c === 47) return this.endTag(lt);
    if (c === 33) return this.bang(lt);
    if (c === 63) return this.processingInstruction(lt);
    this.fault(lt, '"<" that starts no tag (write &lt;)');
    if (this.depth > 0) this.handler.text(lt, lt + 1, null);
    return lt + 1;
  }

  private onText(start: number, end: number): void {
    if (this.depth === 0) {
      this.outsideText(start, end);
      return;
    }
    const s = this.text;
    if (this.nextAmp !== -2 && this.nextAmp < start) {
      const found = s.indexOf("&", start);
      this.nextAmp = found === -1 ? -2 : found; // -2: no "&" left in the text
    }
    const decoded =
      this.nextAmp >= 0 && this.nextAmp < end ? decodeXmlText(s, start, end, this.entitySink) : null;
    this.handler.text(start, end, decoded);
  }

  private outsideText(start: number, end: number): void {
    if (isBlank(this.text, start, end)) return;
    if (this.rootClosed) this.fault(start, "text after the root element");
    else if (!this.markupSeen && this.leadingText === -1) this.leadingText = start;
    else this.fault(start, "text before the root element");
  }

  private noteMarkup(): void {
    if (this.markupSeen) return;
    this.markupSeen = true;
    if (this.leadingText !== -1) this.fault(this.leadingText, "text before the root element");
  }

  private startTag(lt: number): number {
    this.tagMark = this.faults;
    const s = this.text;
    let j = lt + 1;
    while (j < s.length && isNameChar(s.charCodeAt(j))) j++;
    const name = s.slice(lt + 1, j);
    const tag: XmlStartTag = {
      name,
      local: name,
      ns: "",
      attrs: null,
      start: lt,
      end: j + 1,
      selfClosing: false,
      declared: null,
    };
    if (s.charCodeAt(j) !== 62) tag.end = readAttributes(this, tag, j);
    this.noteMarkup();
    if (tag.end < 0) {
      this.fault(lt, `start tag <${name}> is cut off by the end of the file`);
      return s.length;
    }
    if (this.rootClosed) {
      this.fault(lt, `content after the root element: <${name}>`);
      this.stopped = true;
      return s.length;
    }
    this.open(tag);
    return tag.end;
  }

  private open(tag: XmlStartTag): void {
    const scope = this.resolve(tag);
    this.names[this.depth] = tag.name;
    this.depth++;
    this.scopes[this.depth] = scope;
    this.rootSeen = true;
    this.handler.startElement(tag);
    if (tag.selfClosing) this.close(tag.end, tag.end);
  }

  private close(start: number, end: number): void {
    this.depth--;
    this.handler.endElement(start, end);
    if (this.depth === 0) this.rootClosed = true;
  }

  private resolve(tag: XmlStartTag): Map<string, string> {
    const parent = this.scopes[this.depth];
    let scope = parent;
    if (tag.attrs !== null) {
      for (const a of tag.attrs) {
        if (a.name !== "xmlns" && !a.name.startsWith("xmlns:")) continue;
        if (scope === parent) scope = new Map(parent);
        const prefix = a.name.length === 5 ? "" : a.name.slice(6);
        // The known URI constants, so namespace tests compare one pointer instead of the characters.
        const uri = KNOWN_URIS.get(a.value) ?? a.value;
        a.value = uri;
        scope.set(prefix, uri);
        if (tag.declared === null) tag.declared = {};
        tag.declared[prefix] = a.value;
      }
      for (const a of tag.attrs) this.resolveAttribute(a, scope);
    }
    const colon = tag.name.indexOf(":");
    if (colon === -1) tag.ns = scope.get("") ?? "";
    else {
      const prefix = tag.name.slice(0, colon);
      tag.local = tag.name.slice(colon + 1);
      const ns = scope.get(prefix);
      if (ns === undefined) this.fault(tag.start + 1, `namespace prefix "${prefix}" is not declared`);
      tag.ns = ns ?? "";
    }
    return scope;
  }

  private resolveAttribute(a: XmlAttribute, scope: Map<string, string>): void {
    const colon = a.name.indexOf(":");
    if (colon === -1 || a.name.startsWith("xmlns:")) return;
    const prefix = a.name.slice(0, colon);
    a.local = a.name.slice(colon + 1);
    const ns = scope.get(prefix);
    if (ns === undefined) this.fault(a.index, `namespace prefix "${prefix}" is not declared`);
    a.ns = ns ?? "";
  }

  private endTag(lt: number): number {
    const s = this.text;
    const nameStart = lt + 2;
    const top = this.depth > 0 ? this.names[this.depth - 1] : "";
    if (top !== "" && s.startsWith(top, nameStart) && s.charCodeAt(nameStart + top.length) === 62) {
      this.close(lt, nameStart + top.length + 1);
      return nameStart + top.length + 1;
    }
    this.noteMarkup();
    let j = nameStart;
    while (j < s.length && isNameChar(s.charCodeAt(j))) j++;
    const name = s.slice(nameStart, j);
    while (j < s.length && isBlank(s, j, j + 1)) j++;
    let end = j + 1;
    if (s.charCodeAt(j) !== 62) {
      this.fault(j, `end tag </${name}> is not closed with ">"`);
      end = j;
    }
    this.closeByName(name, lt, end);
    return end;
  }

  private closeByName(name: string, start: number, end: number): void {
    let k = this.depth - 1;
    const floor = Math.max(0, this.depth - MAX_END_TAG_SEARCH);
    while (k >= floor && this.names[k] !== name) k--;
    if (k < floor) {
      this.fault(start, `end tag </${name}> matches no open element`);
      return;
    }
    if (k < this.depth - 1)
      this.fault(start, `<${this.names[this.depth - 1]}> is not closed before </${name}>`);
    while (this.depth - 1 > k) this.close(start, start);
    this.close(start, end);
  }

  private bang(lt: number): number {
    const s = this.text;
    if (s.startsWith("<!--", lt)) {
      this.noteMarkup();
      this.hadComments = true;
      const close = s.indexOf("-->", lt + 4);
      if (close !== -1) return close + 3;
      this.fault(lt, "comment is not closed with -->");
      return s.length;
    }
    if (s.startsWith("<![CDATA[", lt)) {
      const close = s.indexOf("]]>", lt + 9);
      if (close === -1) this.fault(lt, "CDATA section is not closed with ]]>");
      if (this.depth === 0) this.fault(lt, "CDATA section outside the root element");
      else this.handler.cdata(lt + 9, close === -1 ? s.length : close);
      return close === -1 ? s.length : close + 3;
    }
    this.noteMarkup();
    if (s.startsWith("<!DOCTYPE", lt) || DECLARATION_MARKUP.test(s.slice(lt, lt + 10))) {
      this.faults++;
      this.report("xml.doctype", lt, "DOCTYPE or entity declaration refused (never expanded)");
      if (s.startsWith("<!DOCTYPE", lt)) return skipDoctype(s, lt);
    } else this.fault(lt, 'unknown markup "<!"');
    const close = s.indexOf(">", lt);
    return close === -1 ? s.length : close + 1;
  }

  private processingInstruction(lt: number): number {
    const s = this.text;
    let j = lt + 2;
    while (j < s.length && isNameChar(s.charCodeAt(j))) j++;
    const target = s.slice(lt + 2, j);
    const close = s.indexOf("?>", j);
    if (close === -1) {
      this.fault(lt, "processing instruction is not closed with ?>");
      return s.length;
    }
    if (target === "xml") this.declarationAt(lt, s.slice(j, close));
    else {
      this.noteMarkup();
      this.hadComments = true;
    }
    return close + 2;
  }

  private declarationAt(lt: number, body: string): void {
    if (this.markupSeen || this.declaration !== undefined) {
      this.fault(lt, "XML declaration not at the start of the file");
      return;
    }
    this.markupSeen = true;
    if (lt > 0) {
      this.report("file.leading-whitespace", 0, "whitespace or text before the XML declaration");
      this.leadingText = -1;
    }
    const declaration = parseXmlDeclaration(body);
    this.declaration = declaration;
    if (declaration.version !== undefined && declaration.version !== "1.0") {
      this.report(
        "xml.version",
        lt,
        `XML version "${declaration.version}" (only 1.0 is read by search engines)`,
      );
    }
  }

  private finish(): void {
    const n = this.text.length;
    if (this.depth > 0) this.fault(n, `the file ends before </${this.names[this.depth - 1]}>`);
    while (this.depth > 0) this.close(n, n);
    if (!this.rootSeen && !isBlank(this.text, 0, n)) this.fault(n, "no root element");
  }
}
