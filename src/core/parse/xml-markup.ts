/**
 * Skipping and reading the markup that is not elements: DOCTYPE, declarations, the XML declaration.
 *
 * Thread-portable, no DOM. Linear and bounded: a DOCTYPE is skipped by one pass over its characters,
 * never interpreted, so entity bombs cost only their length (RULES.md `xml.doctype`, "security").
 */

/**
 * Index just after the `>` that ends the DOCTYPE starting at `start` (`<!DOCTYPE`), or `text.length`
 * when it never ends. Quoted strings, comments and the internal subset `[...]` are stepped over.
 */
export function skipDoctype(text: string, start: number): number {
  let depth = 0;
  let k = start + 9;
  const n = text.length;
  while (k < n) {
    const c = text.charCodeAt(k);
    if (c === 34 || c === 39) {
      const close = text.indexOf(c === 34 ? '"' : "'", k + 1);
      if (close === -1) return n;
      k = close + 1;
    } else if (c === 60 && text.startsWith("<!--", k)) {
      const close = text.indexOf("-->", k + 4);
      if (close === -1) return n;
      k = close + 3;
    } else {
      if (c === 91) depth++;
      else if (c === 93 && depth > 0) depth--;
      else if (c === 62 && depth === 0) return k + 1;
      k++;
    }
  }
  return n;
}

/** The pseudo-attributes of an XML declaration, as written. */
export interface XmlDeclaration {
  version?: string;
  encoding?: string;
  standalone?: string;
}

/**
 * Reads `version`, `encoding` and `standalone` from the body of `<?xml ...?>` (the text between
 * `<?xml` and `?>`). Single or double quotes (XML 1.0 §2.8).
 */
export function parseXmlDeclaration(body: string): XmlDeclaration {
  const result: XmlDeclaration = {};
  const pattern = /(version|encoding|standalone)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
  for (let m = pattern.exec(body); m !== null; m = pattern.exec(body)) {
    const key = m[1] as keyof XmlDeclaration;
    if (result[key] === undefined) result[key] = m[2] ?? m[3];
  }
  return result;
}
