/**
 * What a kept unknown element (`extra`, raw XML) needs to mean on its own once written apart from its
 * `url`: the declarations of the prefixes it uses that an element above it made. Thread-portable, no DOM.
 */
import { escapeXmlAttribute } from "../serialize/xml-escape";

/**
 * `raw`, one element's XML, with a declaration on its start tag of each prefix of `prefixes` (to URI) it
 * uses and does not declare itself: a prefix declared on the `url` around it (`<url xmlns:pm="…">`) means
 * nothing once the element is written apart, and export would leave it out as undeclared. A prefix that
 * appears only in text is declared too (harmless).
 */
export function declarePrefixes(raw: string, prefixes: ReadonlyMap<string, string>): string {
  let nameEnd = 1;
  while (nameEnd < raw.length && !/[\s/>]/.test(raw[nameEnd])) nameEnd++;
  const startTag = raw.slice(0, raw.indexOf(">") + 1);
  let added = "";
  for (const [prefix, uri] of prefixes) {
    if (!raw.includes(`${prefix}:`) || startTag.includes(`xmlns:${prefix}=`)) continue;
    added += ` xmlns:${prefix}="${escapeXmlAttribute(uri)}"`;
  }
  return added === "" ? raw : raw.slice(0, nameEnd) + added + raw.slice(nameEnd);
}
