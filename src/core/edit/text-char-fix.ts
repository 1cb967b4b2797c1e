/**
 * The quick fix of an `xml.malformed` found in a text field (`free-text-rules.ts`): the characters XML 1.0
 * does not allow (C0 controls other than tab, LF and CR, lone surrogates, U+FFFE, U+FFFF) deleted from
 * that field, as export writes it (`stripInvalidXmlChars`): a vertical tab or form feed (U+000B is Word's
 * manual line break, U+000C its page break) between words becomes a space, `Мост\u000Bночью` → `Мост
 * ночью`, and goes at the text's start or end (`Пример\u000B` → `Пример`, a news:name Google compares
 * as written). The fix's label names the character the problem found.
 * `xml.malformed` of the reading (no field: the file's own syntax) has no fix. Thread-portable, no DOM.
 */
import type { Problem, UrlEntry } from "../model/types";
import { findInvalidXmlChar, stripInvalidXmlChars } from "../serialize/xml-escape";
import { getFieldText, setFieldText } from "./field-text";
import type { QuickFix } from "./quick-fixes";

/** The fix deleting the characters XML does not allow from the problem's field, while it holds any. */
export function fixInvalidXmlChars(problem: Problem, entry: UrlEntry): QuickFix | undefined {
  const field = problem.field;
  if (field === undefined || field === "loc") return undefined;
  const text = getFieldText(entry, field);
  if (text === undefined || findInvalidXmlChar(text) === undefined) return undefined;
  const char = typeof problem.params?.char === "string" ? problem.params.char : "";
  const label = `Delete the characters XML does not allow${char ? ` (${char})` : ""}`;
  const apply = (current: UrlEntry): UrlEntry => {
    const value = getFieldText(current, field);
    return value === undefined ? current : setFieldText(current, field, stripInvalidXmlChars(value));
  };
  return { id: "text.remove-invalid-chars", label, apply };
}
