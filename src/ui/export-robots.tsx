/**
 * The robots.txt line for the export (`Sitemap: https://…/sitemap-index.xml`), in a read-only field with
 * a Copy button: the clipboard API when the page may use it, else the text is selected for Ctrl+C. The field
 * is a text area that wraps a long line and grows to show all of it (a one-line input cut long URLs off).
 */
import { useId, useRef, useState } from "react";
import type { SitemapFile } from "@/core/index";
import { withoutCopySuffix } from "@/store/location-guess";
import { toDisplayHost } from "./display-hosts";
import { EXPORT_MODE_TEXT, formatMessage, formatPlural, messages } from "./messages";
import { withWholeHosts } from "./whole-hosts";

const text = messages.exportDialog;

export interface ExportRobotsLineProps {
  /** Undefined while there is no plan or no absolute base URL; several lines when several files are listed. */
  line: string | undefined;
  /**
   * The robots.txt files open in the workspace, each with the hosts it speaks for (`hosts`: its location's,
   * set or guessed, and its lines'): each is compared with the lines of the export on those hosts only (a
   * robots.txt of one site is never told to list another site's sitemaps).
   */
  robots?: readonly RobotsFile[];
  /** The plan is still being worked out: no hint about a base URL yet (each file as it is has none). */
  pending?: boolean;
  /**
   * The URL of every file the export writes (`getWrittenUrls`): a robots.txt line naming one (a child the
   * exported index lists) is not told to be one the user no longer publishes.
   */
  written?: readonly string[];
  /**
   * The names split source files are published under that the export no longer writes
   * (`getSplitAwayNames`, lower case): a robots.txt line naming one is said to list nothing after the upload.
   */
  splitAway?: readonly string[];
}

/**
 * An open robots.txt and the hosts it speaks for (lower case: its location's and those of the sitemaps
 * it lists; undefined or empty when unknown: compared with every line).
 */
export type RobotsFile = Pick<SitemapFile, "name" | "sitemaps"> & {
  hosts?: readonly string[];
  /** Its reading problems: a `Sitemap:` line without the site's address (`robots.sitemap-invalid`). */
  problems?: SitemapFile["problems"];
};

/**
 * The hosts an open robots.txt speaks for: `hosts` (its location's and its lines', lower case) with each
 * one's `www.` twin (`shop.ru` and `www.shop.ru`): a site that moves to `www` keeps its robots.txt, and its
 * advice ("lacks https://www.shop.ru/sitemap.xml, also lists http://shop.ru/sitemap.xml") was left out
 * when the export's lines were on the other one (a migration pass, session 46).
 * @example getRobotsHosts(["shop.ru"]) // ["shop.ru", "www.shop.ru"]
 */
export function getRobotsHosts(hosts: readonly string[]): string[] {
  const all = new Set<string>();
  for (const host of hosts) {
    all.add(host);
    all.add(host.startsWith("www.") ? host.slice(4) : `www.${host}`);
  }
  return [...all];
}

/**
 * The `Sitemap:` lines of `robots` that are no full URL (`robots.sitemap-invalid`: `/sitemap.xml`) but
 * stand for one of `urls` (their `params.resolved`, the full URL the file's site gives them), as written.
 */
function getPartialLines(robots: RobotsFile, urls: readonly string[]): string[] {
  const wanted = new Set(urls.map(toComparable));
  return (robots.problems ?? []).flatMap((problem) => {
    const { value, resolved } = problem.params ?? {};
    if (
      problem.code !== "robots.sitemap-invalid" ||
      typeof value !== "string" ||
      typeof resolved !== "string"
    )
      return [];
    return wanted.has(toComparable(resolved)) ? [value] : [];
  });
}

/** The lines of `line` whose URL is on one of `hosts`; every line when there are none. */
export function getLinesOnHost(line: string, hosts: readonly string[] | undefined): string {
  if (!hosts || hosts.length === 0) return line;
  return line
    .split("\n")
    .filter((row) => {
      try {
        return hosts.includes(new URL(row.replace(/^\s*sitemap\s*:\s*/i, "").trim()).hostname);
      } catch {
        return false;
      }
    })
    .join("\n");
}

/** How the export's `Sitemap:` lines stand against those of an open robots.txt. */
export interface RobotsComparison {
  /** The export's sitemap URLs that the robots.txt does not list. */
  missing: string[];
  /** The robots.txt's sitemap URLs that the export does not write (older sitemaps, other hosts). */
  others: string[];
  /**
   * The robots.txt's lines of the export's sitemaps written in Cyrillic (`https://пример.рф/sitemap.xml`):
   * the same URL, but Yandex forbids Cyrillic in a `Sitemap:` line, so the export's (punycode) line is
   * among `missing` and goes in its place.
   */
  cyrillic: string[];
  /**
   * The robots.txt's lines of the export's sitemaps on the other scheme (`http://shop.kz/sitemap.xml` where
   * the export writes `https://shop.kz/sitemap.xml`: left from before a move to https): to replace with the
   * export's lines, which are among `missing`; not among `others`.
   */
  otherScheme: string[];
}

/** `url` on the other of http and https (`http://a/b` ↔ `https://a/b`), as `toComparable` spells it. */
function withOtherScheme(url: string): string {
  const comparable = toComparable(url);
  if (comparable.startsWith("https://")) return `http://${comparable.slice(8)}`;
  if (comparable.startsWith("http://")) return `https://${comparable.slice(7)}`;
  return comparable;
}

/** One spelling per URL: WHATWG's when it parses (host case, default port), else the text trimmed. */
function toComparable(url: string): string {
  const trimmed = url.trim();
  try {
    return new URL(trimmed).href;
  } catch {
    return trimmed;
  }
}

/**
 * Compares the export's lines (`Sitemap: <url>` each) with the `Sitemap:` lines of an open robots.txt
 * (`listed`, their URLs), URLs compared as WHATWG serialises them; `written` (every file the export
 * writes) are not among `others`.
 */
export function compareRobotsSitemaps(
  line: string,
  listed: readonly string[],
  written: readonly string[] = [],
): RobotsComparison {
  const announced = line
    .split("\n")
    .map((row) => row.replace(/^\s*sitemap\s*:\s*/i, "").trim())
    .filter(Boolean);
  // a line written with Cyrillic (`https://магазин.рф/…`) is not the punycode line Yandex needs in
  // robots.txt: it does not count as having the export's line (`loc.non-ascii` says why)
  const have = new Set(listed.filter((url) => /^[\x20-\x7e]*$/.test(url.trim())).map(toComparable));
  const want = new Set(announced.map(toComparable));
  const writes = new Set(written.map(toComparable));
  // a line of an export's file on the site's old scheme: the same file, its line to replace
  const missing = announced.filter((url) => !have.has(toComparable(url)));
  const lacking = new Set(missing.map(toComparable));
  const otherScheme = listed.filter(
    (url) =>
      /^[\x20-\x7e]*$/.test(url.trim()) && lacking.has(withOtherScheme(url)) && !want.has(toComparable(url)),
  );
  const replaced = new Set(otherScheme.map(toComparable));
  return {
    missing,
    others: listed.filter(
      (url) =>
        url.trim() &&
        !want.has(toComparable(url)) &&
        !writes.has(toComparable(url)) &&
        !replaced.has(toComparable(url)),
    ),
    cyrillic: listed.filter((url) => !/^[\x20-\x7e]*$/.test(url.trim()) && want.has(toComparable(url))),
    otherScheme,
  };
}

/**
 * How the robots.txt is named to the user: `robots.txt` by its own name; a copy or a file in an archive's
 * folder (`robots (2).txt`, `client-b/robots.txt`) as `robots.txt` of its site, `robots.txt — blog-b.ru`,
 * which is the file the user edits on the server.
 */
export function getRobotsName(robots: RobotsFile): string {
  const own = withoutCopySuffix(robots.name.slice(robots.name.lastIndexOf("/") + 1));
  const host = robots.hosts?.[0];
  if (robots.name === own || host === undefined) return robots.name;
  return `${own} — ${toDisplayHost(host)}`;
}

/** What the open robots.txt says about the line: already listed, or which lines to add and to review. */
function getRobotsStatus(
  line: string,
  robots: RobotsFile,
  written: readonly string[],
  splitAway: readonly string[],
): string {
  const compared = compareRobotsSitemaps(
    line,
    robots.sitemaps.map((ref) => ref.loc),
    written,
  );
  const { missing, cyrillic, otherScheme } = compared;
  const name = getRobotsName(robots);
  // the lines of files this export splits (their URL lists nothing once the parts are up), said apart
  // from the other sitemaps it lists, to review (an old sitemap left behind, or one published elsewhere)
  const away = new Set(splitAway);
  const split = compared.others.filter((url) => away.has(getUrlFileName(url)));
  const others = compared.others.filter((url) => !away.has(getUrlFileName(url)));
  const list = (urls: string[]) => urls.slice(0, 3).join(", ") + (urls.length > 3 ? ", …" : "");
  const also =
    (split.length === 0
      ? ""
      : ` ${formatMessage(text.robotsSplitAway, { urls: list(split), count: split.length })}`) +
    (others.length === 0 ? "" : ` ${formatMessage(text.robotsAlso, { others: list(others) })}`);
  if (missing.length === 0) {
    const many = line.split("\n").filter((row) => row.trim()).length > 1;
    return formatMessage(many ? text.robotsListed : text.robotsListedOne, { name }) + also;
  }
  // a line written as a path (`Sitemap: /sitemap.xml`): the one to replace, not a second line beside it
  const partial = getPartialLines(robots, missing);
  const fix =
    partial.length === 0
      ? ""
      : ` ${formatMessage(text.robotsPartial, { lines: list(partial), count: partial.length })}`;
  if (partial.length > 0)
    return (
      formatMessage(text.robotsLacks, { name, missing: list(missing), count: missing.length }) + fix + also
    );
  if (robots.sitemaps.every((ref) => !ref.loc.trim())) {
    const add = formatPlural(missing.length, text.robotsAddOne, text.robotsAdd);
    return formatMessage(`${text.robotsNone} ${add}`, { name, count: missing.length });
  }
  // which lines it lacks, by name; those it has in Cyrillic, to replace (listed, so not among the lacking:
  // "lacks: https://xn--…/sitemap.xml" of a file it lists as https://магазин.рф/sitemap.xml read wrong);
  // which it lists beside them, to review
  const inCyrillic = new Set(cyrillic.map(toComparable));
  // and those it has on the other scheme (`http://` left from before a move to https), to replace too
  const onOtherScheme = new Set(otherScheme.map(withOtherScheme));
  const absent = missing.filter(
    (url) => !inCyrillic.has(toComparable(url)) && !onOtherScheme.has(toComparable(url)),
  );
  const lines = { lines: list(cyrillic), count: cyrillic.length };
  const [scheme, wanted] = otherScheme[0]?.trim().toLowerCase().startsWith("https:")
    ? ["https", "http"]
    : ["http", "https"];
  const schemeLines = { lines: list(otherScheme), count: otherScheme.length, scheme, wanted };
  const rescheme = otherScheme.length === 0 ? "" : ` ${formatMessage(text.robotsScheme, schemeLines)}`;
  if (absent.length === 0) {
    const first =
      cyrillic.length > 0
        ? formatMessage(text.robotsCyrillicOnly, { name, ...lines })
        : formatMessage(text.robotsSchemeOnly, { name, ...schemeLines });
    return first + (cyrillic.length > 0 ? rescheme : "") + also;
  }
  const replace = cyrillic.length === 0 ? "" : ` ${formatMessage(text.robotsCyrillic, lines)}`;
  return (
    formatMessage(text.robotsLacks, { name, missing: list(absent), count: absent.length }) +
    replace +
    rescheme +
    also
  );
}

/**
 * For an open robots.txt none of whose hosts the export's lines are on: what it says when its lines name
 * files this export writes on another host (`written`, by file name less a `.gz`: a site moved with Find & replace,
 * `http://old-shop.example/sitemap_index.xml` beside an export to `https://www.new-shop.example/`), that
 * the export's line goes in the new host's robots.txt; undefined when it names none of them (another
 * site's robots.txt, which has nothing to say about these lines).
 */
export function getRobotsMovedStatus(
  line: string,
  robots: RobotsFile,
  written: readonly string[],
): string | undefined {
  // by name less a `.gz`: `sitemap_index.xml` written as `sitemap_index.xml.gz` in XML.gz is the same file
  const stem = (url: string) => getUrlFileName(url).replace(/\.gz$/, "");
  const names = new Set(written.map(stem).filter(Boolean));
  const hosts = new Set(robots.hosts ?? []);
  const moved = robots.sitemaps
    .map((ref) => ref.loc.trim())
    .filter((url) => names.has(stem(url)) && (hosts.size === 0 || hosts.has(getHost(url))));
  const newHost = getHost(line.split("\n")[0].replace(/^\s*sitemap\s*:\s*/i, ""));
  if (moved.length === 0 || !newHost) return undefined;
  return formatMessage(text.robotsMoved, {
    name: getRobotsName(robots),
    old: moved.slice(0, 3).join(", ") + (moved.length > 3 ? ", …" : ""),
    oldHost: toDisplayHost(getHost(moved[0])),
    count: moved.length,
    newHost: toDisplayHost(newHost),
  });
}

/** The host of `url` in lower case (`""` when it is no URL). */
function getHost(url: string): string {
  try {
    return new URL(url.trim()).hostname;
  } catch {
    return "";
  }
}

/** The last path segment of `url`, decoded and in lower case (`""` when it is no URL). */
function getUrlFileName(url: string): string {
  try {
    const path = new URL(url.trim()).pathname;
    return decodeURIComponent(path.slice(path.lastIndexOf("/") + 1)).toLowerCase();
  } catch {
    return "";
  }
}

/** Rows the field shows at most; more scroll. */
const MAX_ROWS = 6;
/** Characters a row holds at the dialog's width, roughly: the rows of browsers without `field-sizing`. */
const ROW_CHARS = 60;

/** Rows the lines take when wrapped at about `ROW_CHARS` characters. */
function countWrappedRows(lines: readonly string[]): number {
  return lines.reduce((sum, row) => sum + Math.max(1, Math.ceil(row.length / ROW_CHARS)), 0);
}

export function ExportRobotsLine({
  line,
  robots,
  pending,
  written = [],
  splitAway = [],
}: ExportRobotsLineProps) {
  const id = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const [copiedLine, setCopiedLine] = useState(line);
  if (copiedLine !== line) {
    setCopiedLine(line);
    setState("idle");
  }
  const copy = async () => {
    if (!line) return;
    try {
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(line);
      setState("copied");
    } catch {
      // no permission or an insecure context: select the text so Ctrl+C copies it
      input.current?.focus();
      input.current?.select();
      setState("failed");
    }
  };
  const lines = line?.split("\n") ?? [""];
  const hint =
    state === "failed"
      ? text.copyFailed
      : line
        ? lines.length > 1
          ? EXPORT_MODE_TEXT.robotsLinesHint
          : text.robotsHint
        : pending
          ? ""
          : text.noBaseUrl;
  return (
    <div className="field export-robots">
      <label htmlFor={id} className="field-label">
        {lines.length > 1 ? text.robotsLabelMany : text.robotsLabel}
      </label>
      <div className="export-robots-row">
        <textarea
          ref={input}
          id={id}
          readOnly
          value={line ?? ""}
          spellCheck={false}
          aria-describedby={`${id}-hint`}
          rows={Math.min(countWrappedRows(lines), MAX_ROWS)}
          onFocus={(event) => event.target.select()}
        />
        <button type="button" className="button" disabled={!line} onClick={() => void copy()}>
          {state === "copied" ? text.copied : text.copy}
        </button>
      </div>
      <p id={`${id}-hint`} className="field-hint" aria-live="polite">
        {hint}
      </p>
      {line &&
        robots?.map((file) => {
          // only the lines of its own host: a robots.txt of another site has nothing to say about them
          const own = getLinesOnHost(line, file.hosts);
          // none on its hosts: a robots.txt of the site before it moved says where the line goes now
          const status = own
            ? getRobotsStatus(own, file, written, splitAway)
            : getRobotsMovedStatus(line, file, written);
          return status ? (
            <p key={file.name} className="field-hint export-robots-status">
              {withWholeHosts(status)}
            </p>
          ) : null;
        })}
    </div>
  );
}
