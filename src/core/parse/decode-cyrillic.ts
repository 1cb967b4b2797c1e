/**
 * Reading again, in the Cyrillic encoding its bytes plainly are, a text `decodeText` took as UTF-8 and found
 * invalid (`decodeGuessedCyrillic`). Thread-portable, no DOM.
 */
import { createProblem } from "../model/problem";
import { guessCyrillicEncoding } from "./cyrillic-guess";
import { decodeLinesAs } from "./decode-lines";
import { type DecodedText, sniffEncoding } from "./decode-text";

/**
 * A text that declares no encoding (no BOM, no `encoding` in an XML declaration; a TXT or robots.txt list
 * never does), or declares UTF-8 in its XML declaration (no BOM), decoded by `decodeText` as UTF-8 with
 * invalid bytes, decoded again line by line when its
 * non-ASCII bytes are plainly Cyrillic (`guessCyrillicEncoding`: windows-1251 or KOI8-R): a line that is
 * valid UTF-8 stays UTF-8 (a file edited in two editors), any other is read in the guessed encoding.
 * `file.invalid-utf8` is then `file.not-utf8` with `params.encoding` and `params.guessed` (the same name: the
 * text says it was a guess; CONTRACT.md: the sniffed encoding is another one), and `params.unfit` when the
 * file declares a label that cannot be used (`win-1251`: `decodeText`'s `unfit`); a file that declares UTF-8
 * keeps its `file.invalid-utf8` (RULES.md: declared UTF-8, bytes not) with `params.guessed` added.
 * Otherwise undefined: the
 * UTF-8 reading and its `file.invalid-utf8` stand. Sources: sitemaps.org (a sitemap must be UTF-8), XML 1.0
 * §4.3.3 (no declaration means UTF-8; the guess reads what the file meant, and the problem stays an error).
 */
export function decodeGuessedCyrillic(
  bytes: Uint8Array,
  decoded: DecodedText,
  file: string,
): DecodedText | undefined {
  const invalid = decoded.problems.find((p) => p.code === "file.invalid-utf8");
  if (decoded.encoding !== "utf-8" || !invalid) return undefined;
  const unfit = invalid.params?.unfit as string | undefined;
  const { source, bomLength } = sniffEncoding(bytes);
  // behind a byte order mark, only a label no decoder can use leaves the encoding to guess
  if (source !== "default" && source !== "declaration" && unfit === undefined) return undefined;
  const body = bytes.subarray(bomLength);
  const encoding = guessCyrillicEncoding(body);
  if (encoding === undefined) return undefined;
  if (source === "declaration" && unfit === undefined) {
    // declared UTF-8 (RULES.md: `file.invalid-utf8` all the same), its bytes plainly Cyrillic: engines read
    // "�" for every letter; the text the author meant is the guess, which export then writes as UTF-8
    const params = { ...invalid.params, guessed: encoding };
    const message = `${invalid.message}; its bytes are plainly ${encoding}, read so`;
    const problems = decoded.problems.map((p) => (p === invalid ? { ...p, message, params } : p));
    return { text: decodeLinesAs(bytes, encoding), encoding, problems };
  }
  const markup = /^\s*</.test(decoded.text.slice(0, 1_024));
  const why =
    unfit !== undefined
      ? `the encoding it declares, "${unfit}", cannot be used`
      : markup
        ? "the file declares no encoding"
        : "a list of URLs declares no encoding";
  const message = `the file is encoded as ${encoding} (guessed: ${why}), not UTF-8; export writes UTF-8`;
  const params: Record<string, string> = { encoding, guessed: encoding };
  if (unfit !== undefined) params.unfit = unfit;
  const guessed = createProblem("file.not-utf8", file, message, { line: 1, params });
  return {
    text: decodeLinesAs(body, encoding),
    encoding,
    // a byte order mark's `file.bom` stays
    problems: decoded.problems.map((p) => (p === invalid ? guessed : p)),
  };
}
