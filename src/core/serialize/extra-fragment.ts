/**
 * The writer's check of a kept-verbatim `extra` fragment before it is written: one complete, well-formed
 * element (XML 1.0 §2.1 `element`, Namespaces in XML §3), and the namespace prefixes it uses without
 * declaring them. Defence in depth: the reader keeps only well-formed elements, but `extra` strings may
 * come from elsewhere (an old autosave, an edit), and one broken string would make the whole export
 * malformed.
 *
 * Thread-portable, no DOM, no recursion (open elements in an array). Linear in the fragment's length.
 */
import { isNameChar, isNameStart, isXmlSpace } from "../parse/xml-names";

/** What the check found: `ok` false when the fragment is not one well-formed element. */
export interface FragmentCheck {
  ok: boolean;
  /** Prefixes used on element or attribute names and not declared in the fragment, in order of first use. */
  undeclared: string[];
}

const BAD: FragmentCheck = { ok: false, undeclared: [] };
const PREDEFINED = new Set(["amp", "lt", "gt", "quot", "apos"]);
const REFERENCE = /^&(?:#x([0-9a-fA-F]{1,6})|#([0-9]{1,7})|([A-Za-z_][\w.-]*));/;

function isXmlCodePoint(cp: number): boolean {
  return (
    cp === 9 ||
    cp === 10 ||
    cp === 13 ||
    (cp >= 0x20 && cp <= 0xd7ff) ||
    (cp >= 0xe000 && cp <= 0xfffd) ||
    cp >= 0x10000
  );
}

/** True when every `&` of `s[start, end)` starts a predefined entity or a reference to an XML character. */
function referencesOk(s: string, start: number, end: number): boolean {
  let amp = s.indexOf("&", start);
  while (amp !== -1 && amp < end) {
    const m = REFERENCE.exec(s.slice(amp, Math.min(end, amp + 40)));
    if (m === null) return false;
    if (
      m[3] !== undefined
        ? !PREDEFINED.has(m[3])
        : !isXmlCodePoint(Number.parseInt(m[1] ?? m[2], m[1] ? 16 : 10))
    )
      return false;
    amp = s.indexOf("&", amp + m[0].length);
  }
  return true;
}

/** Index after the name at `j` (a QName: at most one colon, not first or last), or -1. */
function nameEnd(s: string, j: number): number {
  if (!isNameStart(s.charCodeAt(j)) || s.charCodeAt(j) === 58) return -1;
  let k = j + 1;
  while (k < s.length && isNameChar(s.charCodeAt(k))) k++;
  const name = s.slice(j, k);
  const colon = name.indexOf(":");
  if (colon !== -1 && (colon === name.length - 1 || name.indexOf(":", colon + 1) !== -1)) return -1;
  return k;
}

const prefixOf = (name: string) => {
  const colon = name.indexOf(":");
  return colon === -1 ? "" : name.slice(0, colon);
};

interface OpenElement {
  name: string;
  declared: string[];
}

/** Reads the start tag at `lt`; returns the index after it and whether it closes itself, or undefined. */
function readStartTag(s: string, lt: number, stack: OpenElement[], use: (prefix: string) => void) {
  const nameStop = nameEnd(s, lt + 1);
  if (nameStop < 0) return undefined;
  const name = s.slice(lt + 1, nameStop);
  const names: string[] = [];
  const declared: string[] = [];
  let j = nameStop;
  for (;;) {
    const spaced = isXmlSpace(s.charCodeAt(j));
    while (isXmlSpace(s.charCodeAt(j))) j++;
    const c = s.charCodeAt(j);
    if (c === 62 || (c === 47 && s.charCodeAt(j + 1) === 62)) break;
    const stop = spaced ? nameEnd(s, j) : -1;
    if (stop < 0) return undefined;
    const attribute = s.slice(j, stop);
    if (names.includes(attribute)) return undefined;
    names.push(attribute);
    j = stop;
    while (isXmlSpace(s.charCodeAt(j))) j++;
    if (s.charCodeAt(j) !== 61) return undefined;
    j++;
    while (isXmlSpace(s.charCodeAt(j))) j++;
    const quote = s.charCodeAt(j);
    if (quote !== 34 && quote !== 39) return undefined;
    const close = s.indexOf(String.fromCharCode(quote), j + 1);
    if (close === -1 || s.slice(j + 1, close).includes("<") || !referencesOk(s, j + 1, close))
      return undefined;
    if (attribute.startsWith("xmlns:")) {
      if (close === j + 1) return undefined; // undeclaring a prefix is not XML 1.0
      declared.push(attribute.slice(6));
    }
    j = close + 1;
  }
  if (prefixOf(name) === "xmlns") return undefined;
  stack.push({ name, declared });
  use(prefixOf(name));
  for (const attribute of names)
    if (attribute !== "xmlns" && !attribute.startsWith("xmlns:")) use(prefixOf(attribute));
  const selfClosing = s.charCodeAt(j) === 47;
  if (selfClosing) stack.pop();
  return selfClosing ? j + 2 : j + 1;
}

/** Index after the comment, CDATA section or processing instruction at `lt`, or -1 when it is broken. */
function skipMarkup(s: string, lt: number): number {
  if (s.startsWith("<!--", lt)) {
    const close = s.indexOf("--", lt + 4);
    return close !== -1 && s.charCodeAt(close + 2) === 62 ? close + 3 : -1;
  }
  if (s.startsWith("<![CDATA[", lt)) {
    const close = s.indexOf("]]>", lt + 9);
    return close === -1 ? -1 : close + 3;
  }
  if (s.charCodeAt(lt + 1) === 63) {
    const stop = nameEnd(s, lt + 2);
    const close = s.indexOf("?>", lt + 2);
    if (stop < 0 || close === -1 || s.slice(lt + 2, stop).toLowerCase() === "xml") return -1;
    return close + 2;
  }
  return -1;
}

/**
 * Checks that `fragment` (trimmed, characters XML forbids already removed) is exactly one well-formed
 * element: balanced and matching tags, quoted attributes without `<` and without repeats, references that
 * are predefined entities or XML characters, no `]]>` in text, comments, CDATA sections and processing
 * instructions closed, nothing but the element. Also lists the prefixes it uses (element and attribute
 * names, `xml` and `xmlns` aside) that no element of it declares in scope; the caller declares them on the
 * `urlset` or drops the fragment.
 */
export function checkFragment(fragment: string): FragmentCheck {
  const s = fragment;
  if (s.charCodeAt(0) !== 60) return BAD;
  const stack: OpenElement[] = [];
  const undeclared: string[] = [];
  const use = (prefix: string) => {
    if (prefix === "" || prefix === "xml" || undeclared.includes(prefix)) return;
    if (!stack.some((element) => element.declared.includes(prefix))) undeclared.push(prefix);
  };
  let i = 0;
  let rootDone = false;
  while (i < s.length && !rootDone) {
    const lt = s.indexOf("<", i);
    const stop = lt === -1 ? s.length : lt;
    if (stop > i && (stack.length === 0 || !referencesOk(s, i, stop) || s.slice(i, stop).includes("]]>")))
      return BAD;
    if (lt === -1) return BAD; // the file ends inside the element
    const c = s.charCodeAt(lt + 1);
    if (c === 47) {
      const open = stack.pop();
      const nameStop = lt + 2 + (open?.name.length ?? 0);
      if (open === undefined || !s.startsWith(open.name, lt + 2)) return BAD;
      let j = nameStop;
      while (isXmlSpace(s.charCodeAt(j))) j++;
      if (s.charCodeAt(j) !== 62) return BAD;
      i = j + 1;
    } else if (c === 33 || c === 63) {
      if (stack.length === 0) return BAD;
      i = skipMarkup(s, lt);
      if (i < 0) return BAD;
    } else {
      const end = readStartTag(s, lt, stack, use);
      if (end === undefined) return BAD;
      i = end;
    }
    rootDone = stack.length === 0;
  }
  for (let k = i; k < s.length; k++) if (!isXmlSpace(s.charCodeAt(k))) return BAD;
  return { ok: rootDone, undeclared };
}
