/**
 * Bytes to text: which encoding (BOM, UTF-16 pattern, the XML declaration, else UTF-8) and one decode.
 *
 * Thread-portable, no DOM (TextDecoder exists in Node, workers and pages). The text is decoded exactly once
 * and never copied: TextDecoder dominates reading time (PERF.md).
 *
 * Policy for bytes taken as UTF-8 that are not valid UTF-8: decode with U+FFFD replacement and report
 * `file.invalid-utf8` at the first bad byte, with one exception. A file that says nothing of its encoding
 * (no BOM, no `encoding` in an XML declaration, or a plain list of URLs, which has nowhere to say it) and
 * whose odd bytes are plainly Cyrillic words is read in the Cyrillic encoding they are in
 * (`decodeGuessedCyrillic`: windows-1251, Notepad's "ANSI" and many CMS exports on a Russian Windows, or
 * KOI8-R), and `file.not-utf8` says the encoding was guessed. Read as UTF-8, its Russian URLs became U+FFFD
 * and export wrote them so: the site's URLs lost for good. No other legacy encoding is guessed (windows-1252
 * accents come one or two together and say too little), and a declared encoding is always taken.
 */
import { createProblem } from "../model/problem";
import type { Problem } from "../model/types";
import { guessCyrillicEncoding } from "./cyrillic-guess";
import { decodeMixedLines } from "./decode-lines";
import { findInvalidUtf8, positionOfByte } from "./utf8-check";

/** How the encoding was found. */
export type EncodingSource = "bom" | "utf16-pattern" | "declaration" | "default";

/** The encoding to decode with: a WHATWG canonical name (TextDecoder's `.encoding`), lower case. */
export interface SniffedEncoding {
  encoding: string;
  source: EncodingSource;
  /** Length of the byte order mark in bytes, 0 when none. */
  bomLength: number;
  /** The label the XML declaration gave, as written, when there is one. */
  declared?: string;
}

/** Text decoded from bytes, with the encoding used and the encoding problems found. */
export interface DecodedText {
  /** The decoded text, without a BOM. Positions of problems count in this text. */
  text: string;
  /** Lower-case WHATWG canonical name of the encoding used, e.g. `utf-8`, `utf-16le`, `windows-1251`. */
  encoding: string;
  problems: Problem[];
}

/** Bytes of the file's start read (as Latin-1) for an XML declaration: enough for whitespace before it. */
const DECLARATION_SNIFF_BYTES = 1_024;
const DECLARATION = /^\s*<\?xml\s[^>]*?\bencoding\s*=\s*(["'])([^"'>]*)\1/;
const UTF8 = new TextDecoder("utf-8");

const isAsciiText = (b: number) => b >= 0x09 && b <= 0x7e;

/** The canonical name TextDecoder gives `label`, or undefined when it does not support it. */
export function canonicalEncoding(label: string): string | undefined {
  try {
    return new TextDecoder(label.trim()).encoding;
  } catch {
    return undefined;
  }
}

function sniffUnicode(bytes: Uint8Array): SniffedEncoding | undefined {
  const [b0, b1, b2, b3] = bytes;
  if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) return { encoding: "utf-8", source: "bom", bomLength: 3 };
  if (b0 === 0xff && b1 === 0xfe) return { encoding: "utf-16le", source: "bom", bomLength: 2 };
  if (b0 === 0xfe && b1 === 0xff) return { encoding: "utf-16be", source: "bom", bomLength: 2 };
  if (bytes.length < 4) return undefined;
  // `<\0?\0` and `\0<\0?` without a BOM (XML 1.0 Appendix F), widened to any two ASCII characters.
  if (isAsciiText(b0) && b1 === 0 && isAsciiText(b2) && b3 === 0) {
    return { encoding: "utf-16le", source: "utf16-pattern", bomLength: 0 };
  }
  if (b0 === 0 && isAsciiText(b1) && b2 === 0 && isAsciiText(b3)) {
    return { encoding: "utf-16be", source: "utf16-pattern", bomLength: 0 };
  }
  return undefined;
}

/**
 * Finds the encoding of `bytes`: a byte order mark (UTF-8, UTF-16LE/BE) first, then the UTF-16 pattern of
 * XML 1.0 Appendix F, then the `encoding="..."` of an XML declaration (sniffed as Latin-1, its label mapped
 * by TextDecoder: `iso-8859-1` gives `windows-1252`), else UTF-8. A declared label TextDecoder does not
 * support, or a UTF-16 label on 8-bit bytes, keeps UTF-8 and is returned in `declared`.
 */
export function sniffEncoding(bytes: Uint8Array): SniffedEncoding {
  const unicode = sniffUnicode(bytes);
  if (unicode) return unicode;
  const head = String.fromCharCode(...bytes.subarray(0, DECLARATION_SNIFF_BYTES));
  const declared = DECLARATION.exec(head)?.[2];
  if (declared === undefined) return { encoding: "utf-8", source: "default", bomLength: 0 };
  const canonical = canonicalEncoding(declared);
  const usable = canonical !== undefined && !canonical.startsWith("utf-16");
  return { encoding: usable ? canonical : "utf-8", source: "declaration", bomLength: 0, declared };
}

function decodeUtf8(bytes: Uint8Array, sniffed: SniffedEncoding, file: string): DecodedText {
  const text = UTF8.decode(bytes);
  const problems: Problem[] = [];
  if (sniffed.bomLength > 0) {
    problems.push(
      createProblem("file.bom", file, "the file starts with a UTF-8 byte order mark", { line: 1, column: 1 }),
    );
  }
  const declaredOther =
    sniffed.declared !== undefined && sniffed.encoding !== canonicalEncoding(sniffed.declared);
  // Every invalid byte decodes to U+FFFD, so a text without one needs no byte scan.
  const bad = text.includes("\uFFFD") ? findInvalidUtf8(bytes, sniffed.bomLength) : -1;
  // a label no decoder knows (`win-1251`) or UTF-16 over 8-bit bytes: the declaration cannot be used, and
  // the text is taken as UTF-8; with UTF-8 bytes only the declaration is wrong (a parser that trusts it
  // rejects the file), with others the bad bytes are `file.invalid-utf8` (CONTRACT.md), `unfit` saying why
  const unfit = declaredOther ? sniffed.declared : undefined;
  if (unfit !== undefined && bad === -1) {
    problems.push(wrongDeclarationProblem(unfit, file, true));
    return { text, encoding: "utf-8", problems };
  }
  if (bad !== -1) {
    const { line, column } = positionOfByte(bytes, bad, sniffed.bomLength);
    const hex = `0x${bytes[bad].toString(16).toUpperCase().padStart(2, "0")}`;
    const read =
      unfit === undefined
        ? ""
        : `the file declares encoding "${unfit}", which cannot be used; read as UTF-8, `;
    const message = `${read}byte ${hex} at offset ${bad} is not valid UTF-8 (shown as \uFFFD)`;
    const params = { offset: bad, byte: hex, line, column, ...(unfit === undefined ? {} : { unfit }) };
    problems.push(createProblem("file.invalid-utf8", file, message, { line, column, params }));
  }
  return { text, encoding: "utf-8", problems };
}

/**
 * Decodes `bytes` once, in the encoding `sniffEncoding` finds; a BOM is dropped from the text.
 *
 * Problems (RULES.md "Files"): `file.bom` (info) for a UTF-8 BOM; `file.not-utf8` (params.encoding) for any
 * other encoding, declared or sniffed (the text is still decoded right; also a declared 8-bit encoding behind a
 * UTF-8 BOM when the bytes are not UTF-8, `params.bom`), or, with params `declared` and `read`, for a file
 * that declares another encoding but whose bytes are UTF-8 with non-ASCII text in them: read as UTF-8 (a
 * declaration left from a template; decoded as declared, every Cyrillic letter would become two others
 * and export would write them so); `file.not-utf8` gets
 * `params.looks` when a West European code page is declared over bytes that are plainly Cyrillic
 * windows-1251 or KOI8-R, `guessCyrillicEncoding`: read as declared all the same, as engines read it, but
 * said; `file.invalid-utf8` (first bad byte's
 * `params.offset` in bytes, its line and column) when text taken as UTF-8 has invalid bytes, which become
 * U+FFFD. Never both of the last two. A declared label that cannot be used (no decoder knows it, `win-1251`,
 * or UTF-16 over 8-bit bytes) takes the text as UTF-8: over UTF-8 bytes `file.not-utf8` with `declared`,
 * `read` and `unfit` (the label), else `file.invalid-utf8` with `unfit` (`decodeGuessedCyrillic` then
 * reads plainly Cyrillic bytes in their encoding).
 * A file that declares a single-byte code page and is written in two encodings, plainly UTF-8 lines beside
 * lines in the declared page, is read line by line, each in its own (`decodeMixedLines`: `file.not-utf8`
 * with `params.mixed`, `utf8Lines`, `otherLines`, `firstOther`).
 * Pasted text (`pasted`: the bytes are the UTF-8 of what the user pasted) is always read as UTF-8; a
 * declaration of another encoding then gives `file.not-utf8` with `params.pasted` (the label) only.
 * @param file the file's name, for the problems.
 */
export function decodeText(bytes: Uint8Array, file: string, pasted = false): DecodedText {
  const sniffed = sniffEncoding(bytes);
  // pasted text: UTF-8 by construction, and no bytes of the file it came from to tell its encoding
  if (pasted && sniffed.source === "declaration" && sniffed.declared !== undefined) {
    const canonical = canonicalEncoding(sniffed.declared);
    if (canonical !== "utf-8") return decodePastedText(bytes, sniffed.declared, file);
  }
  if (sniffed.encoding === "utf-8") {
    const bom = sniffed.source === "bom" ? getBomDeclaration(bytes) : undefined;
    if (bom && !bom.utf8) return decodeBehindStrayBom(bytes, bom.declared, file);
    // behind the mark, a label no decoder can use (`win-1251`): said as without the mark (`unfit`)
    const unusable = sniffed.source === "bom" && !bom ? getUnusableBomLabel(bytes) : undefined;
    const decoded = decodeUtf8(bytes, unusable ? { ...sniffed, declared: unusable } : sniffed, file);
    // UTF-8 by its mark and its bytes, another encoding by its declaration: only the declaration is wrong
    if (bom) decoded.problems.push(wrongDeclarationProblem(bom.declared, file));
    return decoded;
  }
  // a declaration left from a template over bytes written as UTF-8: decoded as declared (as engines do),
  // every non-ASCII character would turn into two or three others, and export would write them so; the
  // bytes are what the author meant, so they are read as UTF-8 and the problem says engines misread them
  // the label as the file writes it ("ISO-8859-1"), which WHATWG decodes as another ("windows-1252"):
  // the user searches the file for what the message quotes
  const label = sniffed.source === "declaration" ? (sniffed.declared ?? sniffed.encoding) : sniffed.encoding;
  if (sniffed.source === "declaration" && isNonAsciiUtf8(bytes))
    return {
      text: UTF8.decode(bytes),
      encoding: "utf-8",
      problems: [wrongDeclarationProblem(label, file)],
    };
  return (
    (sniffed.source === "declaration" && decodeMixedLines(bytes, sniffed.encoding, label, file)) ||
    decodeDeclaredLegacy(bytes, sniffed, label, file)
  );
}

/**
 * `bytes` decoded in the legacy encoding `sniffed` found (declared or detected; `label` as the file writes
 * it), with `file.not-utf8` (`params.encoding`; `params.looks` when a Latin page is declared over plainly
 * Cyrillic bytes, read as declared all the same, as engines read them).
 */
function decodeDeclaredLegacy(
  bytes: Uint8Array,
  sniffed: SniffedEncoding,
  label: string,
  file: string,
): DecodedText {
  const text = new TextDecoder(sniffed.encoding).decode(bytes);
  const how =
    sniffed.source !== "declaration"
      ? "detected"
      : label.toLowerCase() === sniffed.encoding
        ? "declared"
        : `declared; read as ${sniffed.encoding}`;
  // a Latin code page declared over Cyrillic bytes (a template's ISO-8859-1 on a windows-1251 site), or
  // the other Cyrillic page (KOI8-R over windows-1251): read as declared, as engines do, every Russian
  // letter is another ("êàòàëîã", "ЙЮРЮКНЦ"); said, not corrected
  const looks = getMisreadCyrillic(bytes, sniffed);
  const misread = looks === undefined ? "" : `; its letters look like Cyrillic ${looks} misread as ${label}`;
  const message = `the file is encoded as ${label} (${how}), not UTF-8${misread}; export writes UTF-8`;
  const params: Record<string, string> = { encoding: label };
  if (looks !== undefined) {
    params.looks = looks;
    params.sample = misreadSample(looks, sniffed.encoding);
  }
  const place = { line: 1, params };
  return {
    text,
    encoding: sniffed.encoding,
    problems: [createProblem("file.not-utf8", file, message, place)],
  };
}

const STRICT_UTF8 = new TextDecoder("utf-8", { fatal: true });

/**
 * Pasted text (UTF-8, `decodeText`'s `pasted`) whose XML declaration names another encoding than UTF-8:
 * read as UTF-8, with `file.not-utf8` (params `pasted`: the label) saying that the file it came from
 * declares that encoding, which a pasted text cannot show (its characters were decoded by whatever showed
 * the file), not that its bytes are UTF-8.
 */
function decodePastedText(bytes: Uint8Array, declared: string, file: string): DecodedText {
  const message = `the pasted text declares encoding "${declared}": the file it came from is not declared UTF-8; read as pasted, export writes UTF-8`;
  return {
    text: UTF8.decode(bytes),
    encoding: "utf-8",
    problems: [createProblem("file.not-utf8", file, message, { line: 1, params: { pasted: declared } })],
  };
}

/**
 * West European code pages (WHATWG names; `iso-8859-1` and `us-ascii` decode as `windows-1252`) whose
 * letters a Cyrillic text misread in them turns into runs of accented ones, which `guessCyrillicEncoding`
 * tells from French or German words (their accents come one or two together).
 */
const LATIN_PAGES: ReadonlySet<string> = new Set(["windows-1252", "iso-8859-15"]);
/** The single-byte Cyrillic pages `guessCyrillicEncoding` tells apart (WHATWG names). */
const CYRILLIC_PAGES: ReadonlySet<string> = new Set(["windows-1251", "koi8-r"]);

/**
 * The Cyrillic encoding the bytes of a file `sniffed` declares in a Latin or the other Cyrillic code page
 * look written in (`guessCyrillicEncoding`), or undefined when they fit the declaration (or are not plainly
 * Cyrillic). KOI8-R and windows-1251 are told apart by where the lower case is, and URLs are mostly lower
 * case: a KOI8-R text of mostly capitals would be taken for windows-1251 (hence "look like" in the message).
 */
function getMisreadCyrillic(bytes: Uint8Array, sniffed: SniffedEncoding): string | undefined {
  if (sniffed.source !== "declaration") return undefined;
  if (!LATIN_PAGES.has(sniffed.encoding) && !CYRILLIC_PAGES.has(sniffed.encoding)) return undefined;
  const looks = guessCyrillicEncoding(bytes);
  return looks === sniffed.encoding ? undefined : looks;
}

/** The word "каталог" written in `written` and read in `read` (both TextDecoder's names): "êàòàëîã". */
function misreadSample(written: string, read: string): string {
  const writtenDecoder = new TextDecoder(written);
  const byteOf = new Map<string, number>();
  for (let byte = 0x80; byte <= 0xff; byte++) byteOf.set(writtenDecoder.decode(new Uint8Array([byte])), byte);
  const bytes = Array.from("каталог", (letter) => byteOf.get(letter) ?? 0x3f);
  return new TextDecoder(read).decode(new Uint8Array(bytes));
}

/**
 * The encoding a file with a UTF-8 byte order mark declares, when that is another 8-bit one (TextDecoder's
 * name), and whether the bytes after the mark are UTF-8 all the same. Not UTF-8: a windows-1251 file saved
 * with a stray BOM, whose every Cyrillic letter would read as U+FFFD (`decodeBehindStrayBom`). UTF-8: the
 * mark and the bytes decide (XML 1.0 §4.3.3), only the declaration is wrong. Undefined when the file
 * declares UTF-8, UTF-16 or nothing.
 */
function getBomDeclaration(bytes: Uint8Array): { declared: string; utf8: boolean } | undefined {
  const head = String.fromCharCode(...bytes.subarray(3, 3 + DECLARATION_SNIFF_BYTES));
  const declared = DECLARATION.exec(head)?.[2];
  const canonical = declared === undefined ? undefined : canonicalEncoding(declared);
  if (!canonical || canonical === "utf-8" || canonical.startsWith("utf-16")) return undefined;
  try {
    STRICT_UTF8.decode(bytes.subarray(3));
    return { declared: canonical, utf8: true };
  } catch {
    return { declared: canonical, utf8: false };
  }
}

/**
 * The encoding label declared behind a UTF-8 byte order mark when no decoder can use it (`win-1251`, or a
 * UTF-16 label behind the UTF-8 mark), else undefined (`getBomDeclaration` takes the usable ones).
 */
function getUnusableBomLabel(bytes: Uint8Array): string | undefined {
  const head = String.fromCharCode(...bytes.subarray(3, 3 + DECLARATION_SNIFF_BYTES));
  const declared = DECLARATION.exec(head)?.[2];
  if (declared === undefined) return undefined;
  const canonical = canonicalEncoding(declared);
  return canonical === undefined || canonical.startsWith("utf-16") ? declared : undefined;
}

/**
 * `file.not-utf8` for a file that is UTF-8 by its bytes (and its byte order mark, when it has one) and read
 * so, but declares `declared`: params `declared` and `read` ("UTF-8"); the parsers that trust the
 * declaration misread its non-ASCII text. `unfit`: the label cannot be used at all (no decoder knows it,
 * `win-1251`, or UTF-16 over 8-bit bytes), so parsers reject the file: params `unfit` (the label) too.
 */
function wrongDeclarationProblem(declared: string, file: string, unfit = false): Problem {
  const engines = unfit
    ? "a label no parser can use for these bytes: parsers that trust it reject the file"
    : "engines that trust the declaration misread its non-ASCII text";
  const message = `the file declares ${declared}, but its bytes are UTF-8; read as UTF-8 (${engines})`;
  const params: Record<string, string> = { declared, read: "UTF-8" };
  if (unfit) params.unfit = declared;
  return createProblem("file.not-utf8", file, message, { line: 1, params });
}

/**
 * A file behind a stray UTF-8 BOM (`getBomDeclaration`) decoded as it declares, so its URLs read right:
 * `file.bom` (info) and `file.not-utf8` (params `encoding`, and `bom`: "UTF-8", what the mark claims).
 */
function decodeBehindStrayBom(bytes: Uint8Array, encoding: string, file: string): DecodedText {
  const text = new TextDecoder(encoding).decode(bytes.subarray(3));
  const message =
    `the file starts with a UTF-8 byte order mark, but its bytes are ${encoding} as it declares; ` +
    `read as ${encoding}; export writes UTF-8`;
  return {
    text,
    encoding,
    problems: [
      createProblem("file.bom", file, "the file starts with a UTF-8 byte order mark", { line: 1, column: 1 }),
      createProblem("file.not-utf8", file, message, { line: 1, params: { encoding, bom: "UTF-8" } }),
    ],
  };
}

/** True when `bytes` hold a byte of 0x80 or above and are valid UTF-8 as a whole. */
function isNonAsciiUtf8(bytes: Uint8Array): boolean {
  if (!bytes.some((byte) => byte >= 0x80)) return false;
  try {
    STRICT_UTF8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}
