/**
 * The quick fix of `xml.undefined-entity` in a text field: HTML's named references (`&laquo;`, `&nbsp;`,
 * `&mdash;`), which XML does not define, written as the characters they stand for (`«`, a no-break space,
 * `—`). Read as they are, they stay literal text: an exported `news:title` would read `&amp;laquo;`, and
 * Google would show "&laquo;" in the headline. Only references ending in `;` are decoded (the HTML
 * standard's table, the `entities` package); the `loc` is left alone (a character there is no better).
 * Thread-portable, no DOM.
 */
import { decodeHTMLStrict } from "entities";
import type { Problem, UrlEntry } from "../model/types";
import { decodeXmlText, entityFaultMessage } from "../parse/xml-entities";
import { getFieldText, setFieldText } from "./field-text";
import type { QuickFix } from "./quick-fixes";

/**
 * True when the quick fix can take the `xml.undefined-entity` of `field` away: a text field (not `loc`)
 * and a reference `value` (`&laquo;`) HTML's table names; false for an entity of the file's own DOCTYPE
 * (`&xxe;`) or one in a URL, which only the user can write out. `value` undefined: the field alone decides.
 */
export function isHtmlEntityFixable(field: string | undefined, value: string | undefined): boolean {
  if (field === undefined || field === "loc") return false;
  return value === undefined || decodeHTMLStrict(value) !== value;
}

/** The fix writing the HTML references of the problem's field (`news.title`) as characters, when there are any. */
export function fixHtmlEntities(problem: Problem, entry: UrlEntry): QuickFix | undefined {
  const field = problem.field;
  if (field === undefined || field === "loc") return undefined;
  const text = getFieldText(entry, field);
  if (text === undefined) return undefined;
  const named = typeof problem.params?.value === "string" ? problem.params.value : undefined;
  // the problem's own reference still in the text says the fix changes it: a search, not a decode of the
  // whole text per problem (a title of a million `&nbsp;` has a hundred problems, asked at every check)
  if (
    named !== undefined
      ? !text.includes(named) || decodeHTMLStrict(named) === named
      : decodeHTMLStrict(text) === text
  )
    return undefined;
  const sample = named ?? "&nbsp;";
  const label = `Write the HTML entities as characters (${sample} → ${decodeHTMLStrict(sample)})`;
  const apply = (current: UrlEntry): UrlEntry => {
    const value = getFieldText(current, field);
    return value === undefined ? current : setFieldText(current, field, decodeHTMLStrict(value));
  };
  return { id: "text.decode-html-entities", label, apply };
}

/**
 * The reading problem `xml.undefined-entity` of a text field, said again of the field's text after an edit
 * (`entry` holds the edited entry): the references XML does not define still in the text (`&raquo;` left
 * after a Find & replace of `&laquo;` → `«`), the first named, the others counted (`params.others`), in the
 * reader's words; undefined when none is left or the field is no text field (the `loc` is checked by the
 * loc rules, so it is never said again). The problem keeps its file, line and column (where the text was
 * read). The same text gives the same problem, so an undo puts back one equal to the one read. XML 1.0 §4.1.
 */
export function restateEntityProblem(problem: Problem, entry: UrlEntry): Problem | undefined {
  const field = problem.field;
  if (problem.code !== "xml.undefined-entity" || field === undefined || field === "loc") return undefined;
  const text = getFieldText(entry, field);
  if (text === undefined || !text.includes("&")) return undefined;
  let first: string | undefined;
  let others = 0;
  // the kept text holds each undefined reference as written; a raw "&" there is no fault any more
  decodeXmlText(text, 0, text.length, (code, _index, body) => {
    if (code !== "xml.undefined-entity") return;
    if (first === undefined) first = body;
    else others++;
  });
  if (first === undefined) return undefined;
  const value = `&${first};`;
  const named = entityFaultMessage("xml.undefined-entity", text, 0, first);
  const message = others > 0 ? `${named} (and ${others} more in this text)` : named;
  const { others: _before, ...params } = problem.params ?? {};
  return { ...problem, message, params: others > 0 ? { ...params, value, others } : { ...params, value } };
}
