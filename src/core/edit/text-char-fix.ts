/**
 * The quick fix of an `xml.malformed` found in a text field (`free-text-rules.ts`): the characters XML 1.0
 * does not allow (C0 controls other than tab, LF and CR, lone surrogates, U+FFFE, U+FFFF) deleted from
 * that field, as export writes it (`stripInvalidXmlChars`): a vertical tab or form feed (U+000B is Word's
 * manual line break, U+000C its page break) between words becomes a space, `Мост\u000Bночью` → `Мост
 * ночью`, and goes at the text's start or end (`Пример\u000B` → `Пример`, a news:name Google compares
 * as written). A numeric reference to such a character, kept as text by the reader (`Мост&#11;ночью`),
 * goes the same way. The fix's label names the character the problem found.
 * `xml.malformed` of the reading (no field: the file's own syntax) has no fix. Thread-portable, no DOM.
 */
import type { Problem, UrlEntry } from "../model/types";
import { getForbiddenReferenceChar } from "../parse/xml-entities";
import { findInvalidXmlChar, stripInvalidXmlChars } from "../serialize/xml-escape";
import { getFieldText, setFieldText } from "./field-text";
import type { QuickFix } from "./quick-fixes";

/** A numeric character reference held as text. */
const NUMERIC_REFERENCE = /&#(?:[xX][0-9a-fA-F]{1,6}|[0-9]{1,7});/g;

/** True when `text` holds a numeric reference to a character XML forbids (`&#11;`, kept as text by the reader). */
function hasForbiddenReference(text: string): boolean {
  if (!text.includes("&#")) return false;
  for (const [found] of text.matchAll(NUMERIC_REFERENCE)) if (getForbiddenReferenceChar(found)) return true;
  return false;
}

/** `entry` without tag `at` of video `item`. */
function withoutTag(entry: UrlEntry, item: number, at: number): UrlEntry {
  const video = entry.videos[item];
  if (video?.tag === undefined || at >= video.tag.length) return entry;
  const tag = video.tag.filter((_, i) => i !== at);
  const videos = entry.videos.slice();
  videos[item] = tag.length > 0 ? { ...video, tag } : (({ tag: _dropped, ...rest }) => rest)(video);
  return { ...entry, videos };
}

/** The fix deleting the characters XML does not allow from the problem's field, while it holds any. */
export function fixInvalidXmlChars(problem: Problem, entry: UrlEntry): QuickFix | undefined {
  const field = problem.field;
  if (field === undefined || field === "loc") return undefined;
  const text = getFieldText(entry, field);
  if (text === undefined || (findInvalidXmlChar(text) === undefined && !hasForbiddenReference(text)))
    return undefined;
  const char = typeof problem.params?.char === "string" ? problem.params.char : "";
  const label = `Delete the characters XML does not allow${char ? ` (${char})` : ""}`;
  const apply = (current: UrlEntry): UrlEntry => {
    const value = getFieldText(current, field);
    if (value === undefined) return current;
    // a reference kept as text (`&#11;`) goes as its character would: Word's break a space, the rest deleted
    const referenced = value.replace(NUMERIC_REFERENCE, (found) => getForbiddenReferenceChar(found) ?? found);
    const fixed = stripInvalidXmlChars(referenced);
    // a tag that held nothing else goes from the list, not left as an empty tag
    const tag = /^videos\[(\d+)\]\.tag\[(\d+)\]$/.exec(field);
    if (fixed.trim() === "" && tag) return withoutTag(current, Number(tag[1]), Number(tag[2]));
    return setFieldText(current, field, fixed);
  };
  return { id: "text.remove-invalid-chars", label, apply };
}
