/**
 * Texts that a narrow box cuts in the middle, not at the end, keeping the part that tells them apart.
 * A file name keeps its end whole: `sitemap.xml` and `sitemap (2).xml` read "si….xml" and "si… (2).xml",
 * not both "site…", and `sitemap-pages.xml` "si…-pages.xml" (the table's File column). A URL keeps its last path segment and
 * query, where a site's URLs differ: "https://www.ex…/quarantine-paris.html" (the table's URL column).
 */
import "./file-name-text.css";
import { createContext, type ReactNode, useContext, useMemo } from "react";
import { fitDateTime, fitMiddleCut, fitNameCut, type KeptParts, type MeasureText } from "./text-fit";

/** A copy's ` (2)` and the endings (`.xml.gz`) a file name ends with, up to 16 characters. */
const NAME_TAIL = /(?: \(\d+\))?(?:\.[A-Za-z0-9]{1,5}){1,2}$/;

/**
 * The last word of a name's stem after a `-` or `_` (`-pages` of `sitemap-pages`), 2 characters or more,
 * or a number of any length (`-1` of `products-1`: a split set's parts differ there only).
 */
const LAST_WORD = /[-_](?:[^-_\s.()]{2,}|\d+)$/;

/**
 * A number of up to 3 digits after a `-` or `_` with the word before it (`-post-1` of
 * `wp-sitemap-posts-post-1`): WordPress numbers every sitemap `-1`, and its files differ in the word before
 * (`-post-1`, `-category-1`), which the File column had cut away (`wp-…-1.xml` for each). Not a longer
 * number (`ru-shop-1251`, an encoding), nor across a folder's `/`.
 */
const WORD_AND_NUMBER = /[-_][^-_\s.()/]{2,}[-_]\d{1,3}$/;

/** The longest tail kept whole (about what the File column's minimum width shows). */
const MAX_NAME_TAIL = 16;

/**
 * The end of a file name that tells it from its neighbours: its last word after a `-` or `_` with its copy
 * number and endings (`-pages.xml` of `sitemap-pages.xml`, `_index.xml`: files of one site share their
 * start; a number with the word before it, `-post-1.xml` of WordPress's `wp-sitemap-posts-post-1.xml`)
 * when that is up to 16 characters, else its copy number and endings (`NAME_TAIL`); undefined when
 * nothing is left before it.
 * @example getNameTail("sitemap-products.xml.gz") // "-products.xml.gz"
 */
export function getNameTail(name: string): string | undefined {
  const ending = NAME_TAIL.exec(name)?.[0];
  if (!ending || ending.length >= name.length) return undefined;
  const stem = name.slice(0, name.length - ending.length);
  for (const words of [WORD_AND_NUMBER, LAST_WORD]) {
    const word = words.exec(stem)?.[0];
    if (word && word.length < stem.length && word.length + ending.length <= MAX_NAME_TAIL)
      return word + ending;
  }
  return ending;
}

/**
 * How many characters of `name` a narrow File column keeps in sight: its tail (`getNameTail`), and for a
 * name in a folder the first character, "…", the folder's last word and "…" before it (`c…-b/…-1.xml`,
 * `fitNameCut`): what the column's narrowest width must hold so two clients' files read apart.
 */
export function getKeptNameLength(name: string): number {
  const tail = getNameTail(name)?.length ?? 0;
  const folderEnd = name.lastIndexOf("/") + 1;
  const word = folderEnd > 1 ? /[-_.][^-_./\s]+\/$/.exec(name.slice(0, folderEnd))?.[0] : undefined;
  return word === undefined ? tail : tail + word.length + 3;
}

/**
 * The end of a URL that tells it from its neighbours: from the last `/` of its path (a final `/` aside)
 * through the query and fragment (with the segment before it when the last is under 6 characters,
 * `/Atlantis/Land/`, or a numbered page of up to 8, `/chairs/item-1`), or the whole path when it starts with a locale (`/en-us/p/shoe-9`: an
 * international site's versions of a page differ there) and is up to 48 characters, or has one segment
 * (`/catalog?item=73`); undefined for a URL too short to cut or whose path is just the host's `/`.
 * @example getUrlTail("https://www.example.com/news/2024/quarantine-paris.html?x=1") // "/quarantine-paris.html?x=1"
 */
export function getUrlTail(url: string): string | undefined {
  if (url.length <= URL_UNCUT) return undefined;
  const hostEnd = url.indexOf("/", url.indexOf("//") + 2);
  if (hostEnd < 0) return undefined;
  let end = url.length;
  for (const mark of ["?", "#"]) {
    const at = url.indexOf(mark, hostEnd);
    if (at >= 0 && at < end) end = at;
  }
  // a locale first ("/en-us/", "/de/"): the site's versions differ there, and it stays with the page
  if (LOCALE_SEGMENT.test(url.slice(hostEnd, end)) && end - hostEnd <= MAX_LOCALE_TAIL)
    return url.slice(hostEnd);
  // "/news/" names its page by "news/", not by the empty segment after it
  const slash = url.charCodeAt(end - 1) === 47;
  const last = url.lastIndexOf("/", slash ? end - 2 : end - 1);
  if (last > hostEnd) {
    // a short last segment (`/Land/`, `/05/`) names little alone: the one before it goes with it, so
    // `…/Atlantis/Land/` and `…/Belle-Glade/Land/` read apart, up to `MAX_SHORT_TAIL` characters
    const name = end - (slash ? 1 : 0) - (last + 1);
    const numbered = name <= NUMBERED_SEGMENT && isDigit(url.charCodeAt(end - (slash ? 2 : 1)));
    const before = name < SHORT_SEGMENT || numbered ? url.lastIndexOf("/", last - 1) : -1;
    if (before >= hostEnd && end - before <= MAX_SHORT_TAIL) return url.slice(before);
    return url.slice(last);
  }
  // one segment: it and the query are the page's name ("…/catalog?item=73"); the host's "/" alone is not
  return hostEnd + 1 < url.length ? url.slice(hostEnd) : undefined;
}

/** True for the code of an ASCII digit. */
const isDigit = (code: number) => code >= 48 && code <= 57;

/** A first path segment that reads as a language or locale: `/en/`, `/de-de/`, `/pt_BR/`, `/zh-hans/`. */
const LOCALE_SEGMENT = /^\/[a-z]{2}(?:[-_][a-z0-9]{2,4})?\/[^/]/i;

/**
 * The length of the locale a URL's tail starts with, its slashes included (`/en/` of `/en/catalog/item-0`:
 * 4), or 0: what a cut keeps of a tail too long for the column (`fitMiddleCut`'s `lead`), so a page's
 * language versions still read apart ("https…/en/…item-0" beside "https…/de/…item-0").
 */
export function getUrlLead(tail: string): number {
  const locale = LOCALE_SEGMENT.exec(tail);
  return locale ? locale[0].length - 1 : 0;
}

/** The longest path kept whole from its locale (longer, the last segment alone is kept). */
const MAX_LOCALE_TAIL = 48;

/** A last path segment shorter than this takes the one before it into the tail (`getUrlTail`). */
const SHORT_SEGMENT = 6;
/**
 * A last segment up to this long that ends in a digit takes the one before it too: `item-1`, `page-12`,
 * `p-1234` number pages in each category (`…/chairs/item-1` and `…/tables/item-1` read as one URL).
 */
const NUMBERED_SEGMENT = 8;
/** The longest path kept as a tail of two segments. */
const MAX_SHORT_TAIL = 40;

/** URLs up to this many characters are shown as they are (no cell is that narrow). */
const URL_UNCUT = 24;

/** Props of a cut text: classes of the outer span (besides `name-cut`), its tooltip, how it is named. */
interface CutTextProps {
  className?: string;
  title?: string;
  /**
   * The element around gives the whole text as its name (`aria-label`): no hidden copy, which a table
   * cell's `textContent` would hold twice.
   */
  named?: boolean;
}

/**
 * `text` in a span, cut before `tail` when there is one: the two parts are shown and hidden from assistive
 * technology, and the whole text is given once for it (unless `named`). Flex items are named with a space
 * between them in Chromium ("https://www.ex /page.html"), a URL that is not the one written.
 */
function CutText({
  text,
  tail,
  kind,
  className,
  title,
  named,
  parts,
}: CutTextProps & { text: string; tail: string | undefined; kind: "url" | "name"; parts?: KeptParts }) {
  const classes = className ? `name-cut ${className}` : "name-cut";
  // whole, or cut already (`parts`): no flex box (text in one would be an anonymous flex item, clipped
  // with no "…")
  if (!tail) {
    const whole = className ? `name-cut-whole ${className}` : "name-cut-whole";
    if (parts === undefined || parts.length === 2)
      return (
        <span className={whole} title={title}>
          {text}
        </span>
      );
    // the parts cut stay in the text, drawn at no width with a "…" before each (`.url-cut-middle`): the
    // text is the whole URL for copying, for the find bar and for checks of the name against the text
    const pieces: ReactNode[] = [];
    for (let k = 0; k < parts.length; k += 2) {
      if (k > 0)
        pieces.push(
          <span key={k} className="url-cut-middle">
            {text.slice(parts[k - 1], parts[k])}
          </span>,
        );
      pieces.push(text.slice(parts[k], parts[k + 1]));
    }
    return (
      <span className={whole} title={title}>
        <span aria-hidden="true">{pieces}</span>
        {!named && <span className="visually-hidden">{text}</span>}
      </span>
    );
  }
  const head = text.slice(0, text.length - tail.length);
  // a head of one or two characters ("c1" of "c1-excel.csv") is never cut: 1.6em of room padded it into a gap
  const headClass = `name-cut-head${kind === "url" ? " url-cut-head" : ""}${head.length <= 2 ? " name-cut-head--short" : ""}`;
  return (
    <span className={classes} title={title}>
      <span className={headClass} aria-hidden="true">
        {head}
      </span>
      {kind === "url" ? (
        // cut at its start when even it is too wide: a URL's end (its id, its query) tells rows apart;
        // `dir` keeps the characters in their order inside the right-to-left box that clips their start
        <span className="url-cut-tail" aria-hidden="true">
          <span dir="ltr">{tail}</span>
        </span>
      ) : (
        <span className="name-cut-tail" aria-hidden="true">
          {tail}
        </span>
      )}
      {!named && <span className="visually-hidden">{text}</span>}
    </span>
  );
}

/**
 * The width (CSS pixels) URLs are shown in and a measurer of the font they are shown in, given by the table
 * for its URL column: `UrlText` then cuts the text itself (`fitMiddleCut`), with no blank after its "…".
 */
export interface UrlFit {
  width: number;
  measure: MeasureText;
}

/** The `UrlFit` of the URLs inside; undefined (the default) leaves the cut to CSS. */
export const UrlFitContext = createContext<UrlFit | undefined>(undefined);

/**
 * `url` in a span that ellipsizes the middle: its start gives way first, down to a quarter of the box.
 * Inside a `UrlFitContext` the cut is measured (`fitMiddleCut`: the "…" right against the kept end);
 * without one, CSS cuts it.
 */
export function UrlText({ url, ...props }: CutTextProps & { url: string }) {
  const fit = useContext(UrlFitContext);
  const tail = getUrlTail(url);
  const parts = useMemo(
    () => (fit && tail ? fitMiddleCut(url, tail, fit.width, fit.measure, getUrlLead(tail)) : undefined),
    [fit, url, tail],
  );
  if (parts !== undefined) return <CutText text={url} parts={parts} tail={undefined} kind="url" {...props} />;
  return <CutText text={url} tail={tail} kind="url" {...props} />;
}
/** The `UrlFit` of the file names inside (the table's File column); undefined leaves the cut to CSS. */
export const NameFitContext = createContext<UrlFit | undefined>(undefined);

/**
 * `name` in a span that cuts its start part first and keeps its tail (`getNameTail`) whole. Inside a
 * `NameFitContext` the cut is measured (`fitNameCut`: the "…" right against the kept end, "e…-sitemap.xml";
 * CSS left a blank after it, "e… -sitemap.xml", which read as two names); without one, CSS cuts it.
 */
export function FileNameText({ name, ...props }: CutTextProps & { name: string }) {
  const fit = useContext(NameFitContext);
  const tail = getNameTail(name);
  const parts = useMemo(
    () => (fit && tail ? fitNameCut(name, tail, fit.width, fit.measure) : undefined),
    [fit, name, tail],
  );
  if (parts !== undefined)
    return <CutText text={name} parts={parts} tail={undefined} kind="name" {...props} />;
  return <CutText text={name} tail={tail} kind="name" {...props} />;
}

/** A W3C datetime: its date, its time, and the timezone after the time (`+03:00`, `-0500`, `Z`). */
const DATETIME = /^(\d{4}-\d{2}-\d{2})(T.*?)(Z|[+-]\d{2}:?\d{2})$/;

/** The `UrlFit` of the dates inside (the table's Last modified column); undefined leaves the cut to CSS. */
export const DateFitContext = createContext<UrlFit | undefined>(undefined);

/** The `UrlFit` of the table's news publication dates (their column's width); undefined leaves the cut to CSS. */
export const NewsDateFitContext = createContext<UrlFit | undefined>(undefined);

/**
 * A `lastmod` (or any date) in a span that, inside a `DateFitContext` (`NewsDateFitContext` for a `news`
 * publication date) and too narrow for it, cuts its time
 * and keeps its date and timezone in sight (`fitDateTime`: "2025-03-01T1…+03:00", not "2025-03-01T10:0…",
 * which hid the part the timezone rules check); otherwise, or when not even those fit, CSS cuts its end.
 */
export function DateTimeText({
  value,
  news = false,
  ...props
}: CutTextProps & { value: string; news?: boolean }) {
  const fit = useContext(news ? NewsDateFitContext : DateFitContext);
  const parts = useMemo(() => {
    const match = fit ? DATETIME.exec(value) : null;
    if (!fit || !match) return undefined;
    return fitDateTime(value, match[1].length, value.length - match[3].length, fit.width, fit.measure);
  }, [fit, value]);
  return <CutText text={value} parts={parts} tail={undefined} kind="name" {...props} />;
}
