/**
 * Reading the attributes of a start tag, leniently.
 *
 * Thread-portable, no DOM. Faults (XML 1.0 §3.1): a name without `=value`, an unquoted or unclosed value,
 * `<` inside a value, a duplicate name, stray characters. At most one `xml.malformed` per tag; the tag
 * then ends at the next `>` or just before a `<`, so the element is still read.
 */
import { decodeXmlText } from "./xml-entities";
import { isNameChar, isNameStart, isXmlSpace } from "./xml-names";
import type { AttributeHost, XmlStartTag } from "./xml-scanner.types";

/** Tag state while its attributes are read. */
interface TagCursor {
  scanner: AttributeHost;
  tag: XmlStartTag;
  faulted: boolean;
  /** Where a fault inside a value ended the tag, or -1. */
  cut: number;
}

function tagFault(cursor: TagCursor, index: number, message: string): void {
  if (cursor.faulted) return;
  cursor.faulted = true;
  cursor.scanner.fault(index, message);
}

/**
 * Reads attributes from `j` (just after the tag name) into `tag.attrs` and sets `tag.selfClosing`.
 * Returns the index after the tag's `>`, the index of a `<` that cut the tag, or -1 at the end of the text.
 */
export function readAttributes(scanner: AttributeHost, tag: XmlStartTag, j: number): number {
  const s = scanner.text;
  const n = s.length;
  const cursor: TagCursor = { scanner, tag, faulted: false, cut: -1 };
  for (;;) {
    while (j < n && isXmlSpace(s.charCodeAt(j))) j++;
    if (j >= n) return -1;
    const c = s.charCodeAt(j);
    if (c === 62) return j + 1;
    if (c === 47 && s.charCodeAt(j + 1) === 62) {
      tag.selfClosing = true;
      return j + 2;
    }
    if (c === 60) {
      tagFault(cursor, j, `start tag <${tag.name}> is not closed with ">"`);
      return j;
    }
    if (!isNameStart(c)) {
      tagFault(cursor, j, `unexpected character in <${tag.name}>`);
      j++;
      continue;
    }
    j = readAttribute(cursor, j);
    if (cursor.cut !== -1) return cursor.cut >= n ? -1 : cursor.cut;
  }
}

function readAttribute(cursor: TagCursor, nameStart: number): number {
  const s = cursor.scanner.text;
  const n = s.length;
  let j = nameStart;
  while (j < n && isNameChar(s.charCodeAt(j))) j++;
  const name = s.slice(nameStart, j);
  while (j < n && isXmlSpace(s.charCodeAt(j))) j++;
  if (s.charCodeAt(j) !== 61) {
    tagFault(cursor, nameStart, `attribute ${name} in <${cursor.tag.name}> has no value`);
    return j;
  }
  j++;
  while (j < n && isXmlSpace(s.charCodeAt(j))) j++;
  const q = s.charCodeAt(j);
  if (q !== 34 && q !== 39) return readUnquoted(cursor, name, nameStart, j);
  let k = j + 1;
  let amp = false;
  let space = false;
  while (k < n) {
    const c = s.charCodeAt(k);
    if (c === q || c === 60) break;
    if (c === 38) amp = true;
    else if (c < 32) space = true;
    k++;
  }
  if (k >= n || s.charCodeAt(k) !== q) {
    tagFault(cursor, j, `value of ${name} in <${cursor.tag.name}> is not closed`);
    cursor.cut = k;
    return k;
  }
  const raw = amp ? decodeXmlText(s, j + 1, k, cursor.scanner.entitySink) : s.slice(j + 1, k);
  addAttribute(cursor, name, nameStart, raw, space);
  return k + 1;
}

function readUnquoted(cursor: TagCursor, name: string, nameStart: number, j: number): number {
  const s = cursor.scanner.text;
  let k = j;
  while (k < s.length) {
    const c = s.charCodeAt(k);
    if (isXmlSpace(c) || c === 62 || c === 60 || (c === 47 && s.charCodeAt(k + 1) === 62)) break;
    k++;
  }
  tagFault(cursor, j, `value of ${name} in <${cursor.tag.name}> is not quoted`);
  addAttribute(cursor, name, nameStart, s.slice(j, k), false);
  return k;
}

function addAttribute(cursor: TagCursor, name: string, index: number, raw: string, space: boolean): void {
  const tag = cursor.tag;
  // Attribute-value normalisation (XML 1.0 §3.3.3): each literal tab, CR or LF is read as a space.
  const value = space ? raw.replace(/\r\n|[\t\n\r]/g, " ") : raw;
  if (tag.attrs === null) tag.attrs = [];
  else if (hasAttribute(tag.attrs, name)) {
    tagFault(cursor, index, `attribute ${name} appears twice in <${tag.name}>`);
    return;
  }
  tag.attrs.push({ name, local: name, ns: "", value, index });
}

/** Attributes past which a tag's names are looked up in a Set, not by a scan (no quadratic time). */
const SCAN_ATTRIBUTES = 16;

/** Name Sets of tags with many attributes, built on first need. */
const namesOf = new WeakMap<readonly { name: string }[], Set<string>>();

/**
 * True when `attrs` has an attribute `name`. A scan for the usual few; past `SCAN_ATTRIBUTES`, a Set kept
 * beside the list (hostile input: 100,000 attributes on one tag took 26 s by scans).
 */
function hasAttribute(attrs: readonly { name: string }[], name: string): boolean {
  if (attrs.length < SCAN_ATTRIBUTES) return attrs.some((a) => a.name === name);
  let names = namesOf.get(attrs);
  if (names === undefined) {
    names = new Set(attrs.map((a) => a.name));
    namesOf.set(attrs, names);
  }
  // the caller pushes `name` when it is new: the Set follows the list
  if (names.has(name)) return true;
  names.add(name);
  return false;
}
