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
import { getFieldText, setFieldText } from "./field-text";
import type { QuickFix } from "./quick-fixes";

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
