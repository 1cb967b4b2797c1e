/**
 * XML escaping and UTF-8 byte counting for the sitemap writer.
 *
 * Thread-portable, no DOM: pure string functions, used in the page, a Web Worker and Node.
 * Escaping follows XML 1.0 (https://www.w3.org/TR/xml/#syntax) and the Sitemaps protocol's "Entity escaping"
 * (https://www.sitemaps.org/protocol.html#escaping). Values are never otherwise changed.
 */

/**
 * Characters XML 1.0 forbids (`Char` production): C0 controls other than tab, LF and CR, lone surrogates,
 * U+FFFE and U+FFFF. Such a character can only be a mistake; it is removed, not escaped (no escape exists).
 */
const INVALID_XML_CHARS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these control characters are exactly what is matched
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Anything but printable ASCII that needs no escaping (tab and LF allowed in text): values without such a
 * character are written as they are, which is the common case and the fast path. `'` and `"` are escaped
 * in text too: the protocol's "Entity escaping" lists them with `&`, `<` and `>` for every data value.
 */
const TEXT_UNSAFE = /[^\t\n\x20\x21\x23-\x25\x28-\x3b\x3d\x3f-\x7e]/;
/** The same for attribute values, where tab and LF need references too. */
const ATTR_UNSAFE = /[^\x20\x21\x23-\x25\x28-\x3b\x3d\x3f-\x7e]/;
const NON_ASCII = /[\u0080-\uffff]/;

const TEXT_SPECIAL = /[&<>"'\r]/g;
const ATTR_SPECIAL = /[&<>"'\t\n\r]/g;

/**
 * Entity or character reference for each special character. CR is written as `&#13;` because a parser turns a
 * raw CR (or CR LF) into LF; tab and LF in attributes as `&#9;` / `&#10;` because attribute-value
 * normalisation turns raw ones into spaces (XML 1.0 §2.11, §3.3.3).
 */
const REFERENCES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
  "\t": "&#9;",
  "\n": "&#10;",
  "\r": "&#13;",
};

const toReference = (ch: string): string => REFERENCES[ch];

/** True when `value` is printable ASCII (tab, LF allowed) with nothing to escape: written as it is. */
export function isPlainText(value: string): boolean {
  return !TEXT_UNSAFE.test(value);
}

/** `INVALID_XML_CHARS` without the global flag, for a stateless `test`. */
const HAS_INVALID_XML_CHAR = new RegExp(INVALID_XML_CHARS.source);

/**
 * True when `value` holds a character XML 1.0 does not allow (see {@link stripInvalidXmlChars}). Cheap for
 * the common value: printable ASCII is ruled out by one regex test.
 */
export function hasInvalidXmlChars(value: string): boolean {
  return TEXT_UNSAFE.test(value) && HAS_INVALID_XML_CHAR.test(value);
}

/**
 * The first character of `value` XML 1.0 does not allow (see {@link stripInvalidXmlChars}), or undefined
 * when there is none. A lone surrogate is returned as that one code unit.
 * @example findInvalidXmlChar("a\u000Bb") // "\u000B"
 */
export function findInvalidXmlChar(value: string): string | undefined {
  if (!TEXT_UNSAFE.test(value)) return undefined;
  return HAS_INVALID_XML_CHAR.exec(value)?.[0];
}

/**
 * A vertical tab or form feed with the spaces around it: Word's manual line break (U+000B) and page break
 * (U+000C) pasted into a title stood between words.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these two control characters are what is matched
const WORD_BREAKS = / *[\u000B\u000C]+ */g;

/** A value that starts as a URL does (`https://`, `ftp:`): it has no words to keep apart. */
const URL_START = /^\s*[a-z][a-z0-9+.-]*:\/\//i;

/**
 * Removes the characters XML 1.0 does not allow (C0 controls other than tab/LF/CR, lone surrogates,
 * U+FFFE, U+FFFF), a vertical tab or form feed between words made one space (`Мост\u000Bночью` →
 * `Мост ночью`, not `Мостночью`; at the start or end of the text it goes), except in a URL, where a space
 * would be one more fault (`https://a.ru/a\u000Bb` → `https://a.ru/ab`, as the `loc` fix writes it).
 * Returns the same string when there is nothing to remove.
 */
export function stripInvalidXmlChars(value: string): string {
  const spaced = URL_START.test(value)
    ? value
    : value.replace(WORD_BREAKS, (found, at: number) =>
        at === 0 || at + found.length === value.length ? "" : " ",
      );
  return spaced.replace(INVALID_XML_CHARS, "");
}

/**
 * Escapes a value for element text: `&` `<` `>` `"` `'` become entities (sitemaps.org, "Entity escaping"), CR becomes `&#13;`, characters XML forbids
 * are removed. A parser reads the result back as exactly `value` (minus the removed characters).
 */
export function escapeXmlText(value: string): string {
  if (!TEXT_UNSAFE.test(value)) return value;
  return stripInvalidXmlChars(value).replace(TEXT_SPECIAL, toReference);
}

/**
 * Escapes a value for a double-quoted attribute: like {@link escapeXmlText} plus `"`, tab and LF, so that
 * attribute-value normalisation gives back exactly `value`.
 */
export function escapeXmlAttribute(value: string): string {
  if (!ATTR_UNSAFE.test(value)) return value;
  return stripInvalidXmlChars(value).replace(ATTR_SPECIAL, toReference);
}

/**
 * Number of bytes `value` takes in UTF-8, without encoding it.
 * Expects no lone surrogates (each half of a valid pair counts 2 bytes, the pair 4); run
 * {@link stripInvalidXmlChars} first on untrusted text. Units: bytes (not characters).
 */
export function utf8ByteLength(value: string): number {
  if (!NON_ASCII.test(value)) return value.length;
  let bytes = value.length;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x80) continue;
    // a surrogate half is 1 UTF-16 unit and half of a 4-byte sequence: 1 + 1 extra byte
    bytes += code < 0x800 || (code >= 0xd800 && code <= 0xdfff) ? 1 : 2;
  }
  return bytes;
}
