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
import { readAttributes } from "./xml-attributes";
import { decodeXmlText } from "./xml-entities";
import { parseXmlDeclaration, skipDoctype, type XmlDeclaration } from "./xml-markup";
import { isBlank, isNameChar, isNameStart, NS_IMAGE, NS_NEWS, NS_VIDEO, NS_XHTML, NS_XML } from "./xml-names";
import { resolveScope } from "./xml-namespace-scope";
import { XmlProblemSink } from "./xml-problem-sink";
import type { XmlHandler, XmlStartTag } from "./xml-scanner.types";

/** Whether a "<" followed by the code unit `c` starts markup: a tag, an end tag, `<!…` or `<?…`. */
function startsMarkup(c: number): boolean {
  return isNameStart(c) || c === 47 || c === 33 || c === 63;
}

/** The extensions' usual prefixes and the namespaces Google reads them in. */
const EXTENSION_PREFIXES: readonly (readonly [string, string])[] = [
  ["image", NS_IMAGE],
  ["video", NS_VIDEO],
  ["news", NS_NEWS],
  ["xhtml", NS_XHTML],
];

const NOOP_HANDLER: XmlHandler = { startElement() {}, endElement() {}, text() {}, cdata() {} };
/** How far up the open elements an end tag looks for its match before the file's budget is spent. */
const MAX_END_TAG_SEARCH = 64;
/**
 * How many open elements beyond `MAX_END_TAG_SEARCH` a file's end tags may look through in all: an entry
 * whose caption holds 80 unclosed `<br>` has its `</image:caption>`, `</image:image>` and `</url>` matched
 * 80 and more levels up (with 64 alone, every entry after it was read inside the caption and the file was
 * said to be cut short), while hostile nesting stays linear (4 million comparisons, a few ms).
 */
const MAX_DEEP_END_TAG_STEPS = 4_000_000;
/** Characters scanned before the first progress report, and the fewest between two (UTF-16 code units). */
const FIRST_PROGRESS = 65_536;
const DECLARATION_MARKUP = /^<!(ENTITY|ELEMENT|ATTLIST|NOTATION)/;

/** The scanner: create, set `handler`, `run()`, then read `hadComments` and `declaration`. */
export class XmlScanner extends XmlProblemSink {
  handler: XmlHandler = NOOP_HANDLER;
  hadComments = false;
  declaration: XmlDeclaration | undefined;
  rootSeen = false;
  /** Set by a builder: reads a whole common-shape element at depth 1 (returns -1 to decline). */
  fast: { readEntry(lt: number, stopAt: number): number } | undefined;
  /** Where `run` next reports progress: a fast path's run of entries ends at the first entry past it. */
  private nextReport = Number.POSITIVE_INFINITY;
  /** The bytes the text was decoded from when each is one character (ASCII UTF-8), for the fast path. */
  codes: Uint8Array | undefined;
  private readonly names: string[] = [];
  /**
   * Per open element, whether its start tag was cut by a "<" (`<b</loc>`, already a fault): its end tag
   * never comes, so "<b> is not closed before </loc>" would say the same fault twice.
   */
  private readonly cutOpen: boolean[] = [];
  private readonly scopes: Map<string, string>[] = [new Map([["xml", NS_XML]])];
  /** Undeclared conventional prefixes read as their extension's namespace (`resolveScope`). */
  readonly assumedPrefixes = new Set<string>();
  private depth = 0;
  /** What is left of `MAX_DEEP_END_TAG_STEPS` for this file. */
  private deepStepsLeft = MAX_DEEP_END_TAG_STEPS;
  private stopped = false;
  private rootClosed = false;
  private markupSeen = false;
  private leadingText = -1;
  private nextAmp = -1;

  /** The text ends where the reader cut the file (`XmlReadOptions.cut`): an element left open is no fault. */
  endIsCut = false;

  /**
   * The prefixes an element between the root and the element just opened declared, to their URIs, where
   * they differ from the root's: what a raw copy of that element needs declared on itself to mean the same
   * on its own (`<url xmlns:pm="…"><pm:PageMap>`). Undefined when there are none (the usual case: every
   * declaration on the root), besides an extension's prefix bound to another namespace than Google's (see
   * below); the default namespace is never listed. Call from `startElement`.
   */
  getInheritedPrefixes(): Map<string, string> | undefined {
    const root = this.scopes[1];
    const parent = this.scopes[this.depth - 1];
    let found: Map<string, string> | undefined;
    if (this.depth >= 3 && parent !== root) {
      for (const [prefix, uri] of parent) {
        if (prefix === "" || root.get(prefix) === uri) continue;
        found ??= new Map();
        found.set(prefix, uri);
      }
    }
    // an extension's prefix the root binds to another namespace (a private schema, Google's retired
    // `sitemap-video/1.0`): declared on the copy too, so a merged export, whose root declares the prefix
    // as another file or Google does, keeps it in its own namespace
    if (this.depth >= 2) {
      for (const [prefix, google] of EXTENSION_PREFIXES) {
        const uri = (parent ?? root).get(prefix);
        if (uri === undefined || uri === google || found?.has(prefix)) continue;
        found ??= new Map();
        found.set(prefix, uri);
      }
    }
    return found;
  }

  /** Stops scanning after the current event (no more events, no end-of-file checks). */
  stop(): void {
    this.stopped = true;
  }

  /**
   * Scans the whole text, calling `handler`; tells `onProgress` the share scanned about every 2%, and first
   * after 65,536 characters (a streamed read's first rows: about 75 entries with extensions).
   */
  run(onProgress?: (share: number) => void): void {
    const s = this.text;
    const n = s.length;
    const step = Math.max(n / 50, FIRST_PROGRESS);
    this.nextReport = onProgress ? FIRST_PROGRESS : Number.POSITIVE_INFINITY;
    let i = 0;
    while (i < n && !this.stopped) {
      if (i >= this.nextReport) {
        onProgress?.(i / n);
        this.nextReport = i + step;
      }
      const lt = s.indexOf("<", i);
      const stop = lt === -1 ? n : lt;
      if (stop > i) this.onText(i, stop);
      if (lt === -1 || this.stopped) break;
      i = this.onMarkup(lt);
    }
    if (!this.stopped) this.finish();
    this.addSummaries();
  }

  private onMarkup(lt: number): number {
    const c = this.text.charCodeAt(lt + 1);
    if (isNameStart(c)) {
      if (this.depth === 1 && this.fast !== undefined) {
        const end = this.fast.readEntry(lt, this.nextReport);
        if (end >= 0) return end;
      }
      return this.startTag(lt);
    }
    if (c === 47) return this.endTag(lt);
    if (c === 33) return this.bang(lt);
    if (c === 63) return this.processingInstruction(lt);
    // a "<" the file ends with is a cut tag: the end-of-file fault that follows says so, once
    if (lt + 1 >= this.text.length) return lt + 1;
    // a run of them (`b4 <<<`) is one fault, not one a character; the run's last "<" may start a tag
    const s = this.text;
    let end = lt + 1;
    while (end + 1 < s.length && s.charCodeAt(end) === 60 && !startsMarkup(s.charCodeAt(end + 1))) end++;
    const run = s.slice(lt, end);
    this.fault(
      lt,
      run.length === 1
        ? '"<" that starts no tag (write &lt;)'
        : `"${run}" starts no tag (write each "<" as &lt;)`,
    );
    if (this.depth > 0) this.handler.text(lt, end, null);
    return end;
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
      // a second `<urlset>` glued after the first: its URLs are not read, and the message says how many
      const locs = countLocs(s, lt);
      const left = locs === 0 ? "" : ` (not read, with the ${locs} loc${locs === 1 ? "" : "s"} in it)`;
      this.fault(lt, `content after the root element: <${name}>${left}`);
      this.stopped = true;
      return s.length;
    }
    // cut by a "<" (`<b</loc>`): readAttributes said so and stopped at that "<"
    this.open(tag, s.charCodeAt(tag.end) === 60 && s.charCodeAt(tag.end - 1) !== 62);
    return tag.end;
  }

  private open(tag: XmlStartTag, cut = false): void {
    const parent = this.scopes[this.depth];
    let scope = resolveScope(this, parent, tag);
    const keep = this.handler.impliedDepth?.(tag);
    if (keep !== undefined && keep > 0 && keep < this.depth) {
      if (!this.cutOpen[keep])
        this.fault(tag.start, `<${this.names[keep]}> is not closed before the next <${tag.name}>`);
      while (this.depth > keep) this.close(tag.start, tag.start);
      // it opens in the element left open: resolved again when a closed one declared prefixes
      if (this.scopes[this.depth] !== parent) scope = resolveScope(this, this.scopes[this.depth], tag);
    }
    this.names[this.depth] = tag.name;
    this.cutOpen[this.depth] = cut;
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
    if (j >= s.length) return this.endTagCut(name);
    let end = j + 1;
    if (s.charCodeAt(j) !== 62) {
      this.fault(j, `end tag </${name}> is not closed with ">"`);
      end = j;
    }
    this.closeByName(name, lt, end);
    return end;
  }

  /**
   * An end tag the end of the file cuts (`…/b</lo`): one fault, the end's (`finish`), not three for it. The
   * value before it is whole (its `</` began), so an open element below the root whose name starts with
   * what is there is closed (the entry keeps its loc); the root never is (the file still ends before it).
   * Returns the file's length.
   */
  private endTagCut(name: string): number {
    const n = this.text.length;
    if (this.depth > 1 && this.names[this.depth - 1].startsWith(name)) this.close(n, n);
    return n;
  }

  /**
   * The depth of the innermost open element called `name`, or -1: up to `MAX_END_TAG_SEARCH` levels up, then
   * further while the file's `deepStepsLeft` lasts.
   */
  private findOpen(name: string): number {
    let k = this.depth - 1;
    const floor = Math.max(0, this.depth - MAX_END_TAG_SEARCH);
    while (k >= floor && this.names[k] !== name) k--;
    if (k >= floor) return k;
    const steps = Math.min(floor, this.deepStepsLeft);
    this.deepStepsLeft -= steps;
    for (k = floor - 1; k >= floor - steps; k--) if (this.names[k] === name) return k;
    return -1;
  }

  private closeByName(name: string, start: number, end: number): void {
    const k = this.findOpen(name);
    if (k < 0) {
      this.fault(start, `end tag </${name}> matches no open element`);
      return;
    }
    if (k < this.depth - 1 && !this.cutOpen[this.depth - 1])
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
        { params: { value: declaration.version } },
      );
    }
  }

  private finish(): void {
    const n = this.text.length;
    if (this.depth > 0) {
      const cut = this.handler.cutAtEnd?.();
      if (cut?.entryLeft) this.entry = undefined;
      const left = cut === undefined ? "" : `; ${cut.left}`;
      if (!this.endIsCut) this.fault(n, `the file ends before </${this.names[this.depth - 1]}>${left}`);
    }
    while (this.depth > 0) this.close(n, n);
    if (!this.rootSeen && !isBlank(this.text, 0, n)) this.fault(n, "no root element");
  }
}

/** How many `<loc>` start tags `s` holds from `from` on (not `</loc>`, not an image's `<image:loc>`). */
function countLocs(s: string, from: number): number {
  let count = 0;
  for (let at = s.indexOf("<loc>", from); at !== -1; at = s.indexOf("<loc>", at + 5)) count++;
  return count;
}
