/**
 * Spreadsheet text read into rows (issue #6): TSV/CSV with quoting (papaparse), the line each row starts
 * on, a quote never closed read past; and pasted text as rows. `table-text.ts` makes entries of the rows.
 * Not exported from `core/index.ts` (papaparse stays out of the worker's bundle). Thread-portable, no DOM.
 */
import Papa from "papaparse";

/** How cells are separated: a tab, a comma, a semicolon, or guessed from the text. */
export type TableDelimiter = "\t" | "," | ";" | "auto";

/** A delimiter no table holds (U+0001): each line one cell, for a list of URLs whose commas are theirs. */
export const ONE_COLUMN = "\u0001";

/**
 * The rows of TSV or CSV text, each a list of trimmed cells; quoted cells may hold the delimiter, quotes
 * (doubled) and line breaks. Blank lines are dropped; a leading BOM is ignored.
 * @example parseTableText('a\t"b\tc"\n', "\t") // [["a", "b\tc"]]
 */
export function parseTableText(text: string, delimiter: TableDelimiter = "auto"): string[][] {
  return parseTableLines(text, delimiter).rows;
}

/** Rows of a table's text (`parseTableLines`). */
export interface ParsedTable {
  rows: string[][];
  /** The 1-based line each row starts on. */
  lines: number[];
  /** Where a quote opening a cell is never closed (1-based line, column in characters). */
  unclosedQuote?: { line: number; column: number };
  /** The delimiter the cells were split at: the one asked for, Excel's `sep=` line's, or papaparse's guess. */
  delimiter: string;
  /** True when papaparse guessed `delimiter` (asked `auto`, and no `sep=` line). */
  guessed: boolean;
  /**
   * Set by `parseImportedTable` when each line was read as one cell: the delimiter guessed first (`,` or
   * `;`), which the lines' URLs hold as their own.
   */
  joined?: string;
}

/**
 * `parseTableText`'s rows with the 1-based line each starts on in `text` (a quoted cell may span lines,
 * blank lines are skipped): what a problem of an imported row points at. A quote that opens a cell and is
 * never closed (or only by a quote lines later that no delimiter follows) would make the rest of the file,
 * or those lines, one cell (their rows lost without a word): from the row it is on, the text is read again
 * with quotes as plain characters, and `unclosedQuote` says where it is
 * (1-based line and column, in characters).
 * @example parseTableLines("url\n\nhttps://a/1\n").lines // [1, 3]
 */
export function parseTableLines(
  text: string,
  delimiter: TableDelimiter | typeof ONE_COLUMN = "auto",
): ParsedTable {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rows: string[][] = [];
  const lines: number[] = [];
  // Excel's hint line, `sep=;`, names the delimiter and is no row
  const hint = /^sep=([\t,;])[ \t]*\r?\n/i.exec(source);
  let end = hint ? hint[0].length : 0;
  let line = hint ? 2 : 1;
  /** Where the row with a quote never closed starts (index, line), and the delimiter found. */
  let unclosed: { start: number; line: number } | undefined;
  let found = delimiter === "auto" ? (hint?.[1] ?? "") : delimiter;
  const read = (from: number, quoteChar: string) =>
    Papa.parse<string[]>(source.slice(from), {
      delimiter: found,
      // a semicolon before a comma: when both split every row alike, the comma is more likely a value's
      // (an HTTP date's `Sat, 05 Dec`, Russian Excel's `0,8`)
      delimitersToGuess: ["\t", ";", ","],
      skipEmptyLines: "greedy",
      quoteChar,
      step: (result) => {
        // the row starts at its first character that is no blank after the previous row's end
        let start = end;
        while (start < source.length && /\s/.test(source[start])) {
          if (source[start] === "\n") line++;
          start++;
        }
        found = result.meta.delimiter;
        const next = from + result.meta.cursor;
        // never closed, or "closed" by a quote lines later that no delimiter follows: the row swallowed
        // lines that are rows of their own
        const codes = result.errors.map((error) => error.code);
        const swallowed =
          codes.includes("InvalidQuotes") && source.slice(start, next).trimEnd().includes("\n");
        if (codes.includes("MissingQuotes") || swallowed) {
          unclosed = { start, line };
          end = source.length;
          return;
        }
        rows.push(result.data.map((cell) => cell.trim()));
        lines.push(line);
        for (let i = start; i < next; i++) if (source.charCodeAt(i) === 10) line++;
        end = next;
      },
    });
  read(end, '"');
  const guessed = delimiter === "auto" && !hint;
  if (!unclosed) return { rows, lines, delimiter: found, guessed };
  const at: { start: number; line: number } = unclosed;
  // the rest once more, a quote now a plain character ("\u0000" is in no table)
  end = at.start;
  line = at.line;
  read(at.start, "\u0000");
  const quote = findOpeningQuote(source, at.start, found);
  const lineStart = source.lastIndexOf("\n", quote - 1) + 1;
  return {
    rows,
    lines,
    delimiter: found,
    guessed,
    unclosedQuote: { line: at.line + countNewlines(source, at.start, quote), column: quote - lineStart + 1 },
  };
}

/** Index of the first quote from `from` that opens a cell (after the row's start or a `delimiter`). */
function findOpeningQuote(source: string, from: number, delimiter: string): number {
  for (let i = source.indexOf('"', from); i !== -1; i = source.indexOf('"', i + 1)) {
    let before = i - 1;
    while (
      before >= from &&
      (source[before] === " " || source[before] === "\t") &&
      source[before] !== delimiter
    )
      before--;
    if (before < from || source[before] === delimiter || source[before] === "\n") return i;
  }
  return from;
}

/** Newlines in `source[from, to)`. */
function countNewlines(source: string, from: number, to: number): number {
  let count = 0;
  for (let i = source.indexOf("\n", from); i !== -1 && i < to; i = source.indexOf("\n", i + 1)) count++;
  return count;
}

/**
 * The rows of pasted text: TSV when it holds a tab (what spreadsheets copy), otherwise one value per line
 * (a plain list of URLs, whose commas belong to the URLs).
 */
export function parseClipboardRows(text: string): string[][] {
  if (text.includes("\t")) return parseTableText(text, "\t");
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .map((line) => [line]);
}
