/**
 * Every user-facing text of the app, in one module (STYLE.md §6): labels, buttons, the empty state,
 * notices, and per rule code a short title and an explanation template. Components import from here only.
 * English for now; a Russian table with the same keys can follow (`MessagesTable`). An unknown key or code
 * shows the key itself, so support can tell what it was.
 */
import type { Problem, Severity, UrlEntry } from "@/core/index";
import { isHtmlEntityFixable, RULES, toReadableUrl } from "@/core/index";
import { withDisplayHosts } from "./display-hosts";
import { withDisplayParams } from "./display-params";
import { formatCount, formatMessage } from "./format-text";
import { formatDecimal, formatInteger, getLocale } from "./locale-state";
import { RULE_TEXTS_EN } from "./rule-texts";
import { RULE_TEXTS_RU } from "./rule-texts-ru";
import { clipShown, SHOWN_CHARS } from "./shown-text";
import { toRussianXmlDetail } from "./xml-detail-ru";

const EN = {
  /** Byte sizes (`formatBytes`): `{size}` is the number as the language writes it. */
  units: { bytes: "{size}\u00a0B", kb: "{size}\u00a0KB", mb: "{size}\u00a0MB" },
  app: {
    title: "Sitemap Editor",
    tagline: "Check and fix sitemaps in your browser. Files never leave this tab.",
    checking: "Checking…",
    skipToTable: "Skip to the entries table",
    /** The skip link while no file is open: to the empty state's first button (Open files). */
    skipToStart: "Skip to opening files",
    notifications: "Notifications",
    actionsLabel: "Workspace actions",
    language: "Interface language",
    announceUndone: "Undone: {label}",
    announceRedone: "Redone: {label}",
    announceDone: "Done: {label}",
    announceCleared: "The workspace is empty.",
    announceReading: "Reading {name}…",
    announceRead: "{name} is read.",
    announceReadingMany: "Reading {count} files…",
    announceReadMany: "{count} files are read.",
    hideFiles: "Hide the files list",
    showFiles: "Show the files list",
    hideProblems: "Hide the problems panel",
    showProblems: "Show the problems panel",
    hideSidePanels: "Hide the files list and the problems panel",
    showSidePanels: "Show the files list and the problems panel",
    /** The problems strip of the folded shared column: its own name, the same action. */
    showSidePanelsProblems: "Show the problems panel and the files list",
  },
  actions: {
    open: "Open files",
    paste: "Paste",
    example: "Open example",
    export: "Export",
    tryAgain: "Try again",
    close: "Close",
    cancel: "Cancel",
    dismiss: "Dismiss",
  },
  empty: {
    title: "Drop sitemap files here",
    body: "Everything is read and checked locally against the Sitemaps protocol and Google, Yandex and Bing rules.",
    formatsLabel: "Supported formats",
    formats: [
      "XML sitemap",
      "Sitemap index",
      ".xml.gz",
      ".zip",
      "TXT",
      "RSS",
      "Atom",
      "robots.txt",
      "CSV / TSV",
    ],
    choose: "Choose files",
    example: "Open example",
    pasteHint: "or press Ctrl+V to paste a sitemap",
  },
  drop: {
    overlay: "Drop to open",
    overlayHint: "XML, .xml.gz, .zip, TXT, RSS, Atom, robots.txt, or a CSV/TSV list of URLs",
    overlayBlocked: "Close the dialog first",
    overlayBlockedHint: "Files are not opened while a dialog is open: it may be editing one of them.",
    inputLabel: "Choose sitemap files",
  },
  sitemapRefs: {
    title: "Sitemaps listed by {name}",
    intro:
      "Each line is a <sitemap> entry of the index. Apply makes the changes one step that Undo reverts; they are checked again and exported with the index.",
    loc: "Sitemap URL (loc)",
    lastmod: "Last modified",
    locOf: "loc of sitemap {n}",
    lastmodOf: "lastmod of sitemap {n}",
    remove: "Remove sitemap {n}",
    removeColumn: "Remove",
    more: "Show {count} more (of {total})",
    earlier: "Show {count} earlier (lines before {first})",
    fix: "Fix",
    fixOf: "Fix: {label}",
    fixAll: "Fix all {count}",
    add: "Add sitemap",
    apply: "Apply",
    problems: "Problems of sitemap {n}",
    lastmodProblems: "Problems of the lastmod of sitemap {n}",
    stale: "Before your change (checked again on Apply):",
    fixedHere: "Fixed here; checked again on Apply.",
    none: "No sitemap listed.",
    discardTitle: "Discard your changes?",
    discardBody:
      "{count} of the sitemaps listed by {name} are changed, added or removed here and not applied yet. Discarding leaves the index as it is.",
    discardBodyOne:
      "One sitemap listed by {name} is changed, added or removed here and not applied yet. Discarding leaves the index as it is.",
    discard: "Discard changes",
    keepEditing: "Keep editing",
  },
  sameName: {
    titleOne: "{name} is already open",
    titleMany: "{count} of these files are already open",
    replaceOne:
      "Replace it with the file you opened: its entries are read again, your edits to it and their undo steps are dropped, its location stays.",
    replaceMany:
      "Replace them with the files you opened: their entries are read again, your edits to them and their undo steps are dropped, their locations stay.",
    keepBoth: "Or keep both: the new one opens as {copy}.",
    keepBothMany: "Or keep both: the new ones open as {copy}.",
    replace: "Replace",
    keep: "Keep both",
    /** Keep both, for several files. */
    keepMany: "Keep both",
    /** Said when the files to replace were edited here: Keep both takes the focus instead of Replace. */
    editsLost: "Replacing drops {count} of your changes (undo steps) to {names}.",
    editsLostOne: "Replacing drops 1 of your changes (undo steps) to {names}.",
    /** Said when every change of the files to replace was undone: only redo steps would go. */
    undoneLost:
      "Every change to {names} was undone: replacing drops {count} {count:step|steps} you could redo.",
    /**
     * Files changed by steps Undo no longer keeps (`beyondUndo`): replacing drops those changes too (the
     * count of undo steps above leaves them out).
     */
    beyondLost:
      "{names} {count:has|have} changes made here that Undo no longer keeps (it keeps the last 100 steps and 1,500,000 changed URLs): replacing drops them too, for good.",
    /** The names past those listed (a drop of hundreds of files). */
    more: "and {count} more",
    /** Files of several sites are open: which site's file a name is, before Replace takes its place. */
    manySites:
      "Files of several sites are open, and the open file of a name may be another site's: {list}. Replace takes its place whatever the site of the file you opened; to keep each site's file, choose {keep}.",
    /** The file opened is of another site than the open file of its name (its first URL says so). */
    otherSiteOne:
      "The {name} you opened is of {incoming}, the open one of {open}: Replace would put another site's file in its place. To keep both sites' files, choose {keep}.",
    otherSiteMany:
      "Files you opened are of other sites than the open files of their names: {list}. Replace would put another site's file in their place; to keep each site's files, choose {keep}.",
    /** With several sites open, the files opened are of their open namesakes' sites: new versions. */
    sameSiteOne: "The {name} you opened is of {site}, as the open one is: a new version of it.",
    sameSiteMany: "The files you opened are of the sites of the open files of their names: {list}.",
    /** One item of `otherSiteMany`'s list. */
    otherSiteItem: "{name} ({incoming}, open: {open})",
  },
  paste: {
    title: "Paste a sitemap",
    label: "Sitemap content",
    placeholder: '<?xml version="1.0" …  or one URL per line, or a robots.txt',
    submit: "Add",
  },
  loading: {
    reading: "Reading {name}",
  },
  files: {
    title: "Files",
    /** Beside the count while several files of a drop are still being read. */
    readingMore: "{count} more being read",
    empty: "No files yet",
    urls: "{count} URLs",
    url: "1 URL",
    gzip: "gzip",
    uncompressed: "{size} unpacked",
    /** A gzip stopped at the cap: only that much was unpacked, the content is larger. */
    uncompressedOver: "over {size} unpacked",
    uncompressedTitle: "Size of the content uncompressed: the 50 MB limit of a sitemap counts this size",
    location: "Location",
    locationOf: "Location of {name}",
    locationHint: "Where the file is published; host and folder checks compare against it.",
    /** Beside the label while the location is the app's guess (the user set none). */
    locationGuessed: "guessed",
    locationGuessedTitle:
      "Guessed from the file's URLs and name. Type where the file is published: the checks of host and folder compare against it.",
    /** Beside the label while the location is a feed's own `rel="self"` link (the user set none). */
    locationFromFeed: "from the feed",
    locationFromFeedTitle:
      'The feed\'s own rel="self" link says it is published here. Type another location if it is not: the checks of host and folder compare against it.',
    /** The location's last segment is no file name (`getRefusedLocationName`): export keeps the file's own. */
    locationNameRefused:
      "No file can be named “{segment}”: export writes this file under its own name, {name}.",
    remove: "Remove {name}",
    removeTitle: "Remove {name}?",
    removeBody:
      "Its {count} and the changes you made to them are removed from the workspace. This cannot be undone; undo steps that changed it are dropped.",
    removeBodyUnedited: "Its {count} will be removed from the workspace. This cannot be undone.",
    /** A file with no entries (not a sitemap, empty): only its card goes. */
    removeBodyEmpty: "It holds no URLs; its card and problems will be removed from the workspace.",
    /** An index or robots.txt: what leaves is its list, not the files it names. */
    removeBodyList:
      "Its list of {count} leaves the workspace; the files it lists that are open stay open. This cannot be undone.",
    removeConfirm: "Remove file",
    editSitemaps: "Edit sitemaps",
    editSitemapsOf: "Edit sitemaps of {name}",
    showOnly: "Show only {name} in the table",
    /** An index's name: it has no row in the table, its sitemaps open in the index editor. */
    showListed: "Show the sitemaps {name} lists",
    showAll: "All files",
    errors: "{count} errors",
    warnings: "{count} warnings",
    error: "1 error",
    warning: "1 warning",
    /** The header's error total, when the export writes every one of them away. */
    errorsAllAway:
      "{count:1=This error is|All these errors are} in the files as opened only (a feed's format, a line or item that is no URL, the XML's syntax): the export writes {count:it|them} away, and the files it writes have none.",
    /** The header's error total, when the export writes some of them away. */
    errorsSomeAway:
      "{away} of these {count} errors {away:is|are} in the files as opened only (a feed's format, a line or item that is no URL, the XML's syntax): the export writes {away:it|them} away.",
    noProblems: "No errors or warnings",
    /** A file nothing was read from, with no problem of the engines checked (a broken gzip with Yandex off). */
    unread: "Nothing read from this file: not a sitemap, or broken",
  },
  format: {
    urlset: "XML",
    sitemapindex: "Index",
    txt: "TXT",
    rss: "RSS",
    atom: "Atom",
    robots: "robots.txt",
    unknown: "Unknown",
  } as Record<string, string>,
  exportDialog: {
    title: "Export sitemaps",
    format: "Format",
    formatXml: "XML",
    formatXmlGz: "XML.gz",
    formatTxt: "TXT",
    formatAsOpened: "As opened",
    formatAsOpenedHint:
      "Each file keeps its format: .xml.gz files stay gzipped, .xml files plain, .txt lists TXT; CSV and TSV tables and RSS or Atom feeds become .xml sitemaps. No published sitemap's URL changes (but a feed and a script's sitemap get an .xml name: feed.rss → feed.xml, sitemap.php → sitemap.xml).",
    formatAsOpenedTitle:
      "XML, each file gzipped or not as it was opened (pages.xml.gz stays pages.xml.gz, sitemap.xml stays sitemap.xml), a TXT list as TXT (blog.txt stays blog.txt): no published sitemap's URL changes; a feed, or a script's sitemap.php, becomes an .xml sitemap.",
    maxUrls: "URLs per file",
    maxMb: "MB per file",
    maxUrlsInvalid: "Enter a whole number of URLs, 1 or more (the protocol allows up to 50,000).",
    maxMbInvalid: "Enter a size in MB above 0 (the protocol allows up to 50 MB).",
    maxUrlsOver: "Over the protocol's 50,000: files this long are not valid sitemaps.",
    maxMbOver: "Over the protocol's 50 MB: files this big are not valid sitemaps.",
    /** Under the protocol's limits (a value kept from an earlier export): what it splits. */
    maxUrlsUnder: "Files of more URLs are split into parts (the protocol allows 50,000).",
    maxMbUnder: "Bigger files are split into parts (the protocol allows 50\u00a0MB).",
    /** The summary while a size above is not a number. */
    sizesInvalid: "Correct the field marked above to see the files to write.",
    sizesInvalidMany: "Correct the {count} fields marked above to see the files to write.",
    baseUrl: "Base URL for the index",
    baseUrlHint: "The index lists each part as base URL + file name.",
    baseUrlInvalid:
      "Enter an address that starts with https:// or http:// (every loc in the index must be a full URL), or leave it empty to use the URLs' most common host.",
    name: "File name",
    namePlaceholder: "sitemap",
    nameInvalid: 'A file name cannot hold / \\ : * ? " < > | (a folder is set by the base URL).',
    nameReserved:
      "Windows keeps this name for a device (CON, PRN, AUX, NUL, COM1-9, LPT1-9): choose another.",
    nameTooLong:
      "At most 200 bytes (about 100 Cyrillic letters): with a part's number and ending, file systems take 255.",
    pretty: "Pretty-print (indented)",
    compact: "Compact",
    /** {urls} is already worded: "2 URLs" or "1 URL". */
    summary: "{files} files, {urls}",
    summaryOne: "1 file, {urls}",
    /** While the files to write are worked out; {urls} is already worded. */
    planning: "Working out the files for {urls}…",
    /** After the file count, which counts the index among the files listed below. */
    withIndex: "including the sitemap index",
    withIndexes: "including {count} sitemap indexes",
    /** Nothing but indexes will be written (a lone loaded index exported as it is). */
    summaryIndexOnly: "1 sitemap index",
    summaryIndexesOnly: "{count} sitemap indexes",
    skipped: "{count} entries without a URL will be skipped",
    skippedOne: "1 entry without a URL will be skipped",
    nothing: "Nothing to export: no URLs yet.",
    downloadZip: "Download zip",
    downloadFiles: "Download files",
    writing: "Writing…",
    /** Download files' button while its files go one by one. */
    downloadingFiles: "Downloading…",
    failed: "Export failed: {detail}",
    /** After "Download files": what the browser was given (its own bar or folder shows the files). */
    downloaded: "Downloaded {files} {files:file|files} ({size})",
    /** While the files of Download files go one by one. */
    downloading:
      "Downloading {count} of {files} files… Keep this page open until the last one, the index, has come (Download zip is one file).",
    /** The same, when no sitemap index is among the files. */
    downloadingNoIndex:
      "Downloading {count} of {files} files… Keep this page open until the last one has come (Download zip is one file).",
    /** After "Download zip": the zip's name and size, and how many files are in it. */
    downloadedZip: "Downloaded {name} ({size}, {files} {files:file|files} inside)",
    filesLabel: "Files to write",
    fileUrls: "{count} URLs",
    fileUrl: "1 URL",
    fileSitemaps: "{count} {count:sitemap|sitemaps}",
    moreFiles: "and {count} more",
    /** The export's file list past its first 8: a button that lists the rest. */
    showMoreFiles: "and {count} more: show all",
    indexLastmod: "Set lastmod (now) in the indexes for the files changed",
    indexKeepsName:
      "A split file's index takes the file's name (sitemap{index} → index; parts sitemap-1{part} …): its submitted URL keeps working",
    /** The same in a format that may change a file's ending (XML.gz of a `.xml`): no promise for another ending. */
    indexKeepsNameEnding:
      "A split file's index takes the file's name (sitemap{index} → index; parts sitemap-1{part} …): a URL submitted with this ending keeps working",
    /** The option when every file split is a TXT list: an index is XML, so the list's URL does not carry on. */
    indexKeepsNameTxt:
      "A split list's index takes the list's name, as XML (sitemap.txt → index sitemap{index}; parts sitemap-1{part} …): an index cannot be TXT, so submit it in the list's place",
    /** Added to the option when some of the files split are TXT lists. */
    indexKeepsNameSomeTxt: "(a TXT list's index ends in .xml: submit it in the list's place)",
    indexLastmodHint:
      "You changed {count} {count:file|files} the sitemap index lists ({names}): unticked, {count:its entry keeps its|their entries keep their} old lastmod, and search engines may not fetch {count:it|them} again soon.",
    /** `indexLastmodHint` when the index gives none of those files a lastmod. */
    indexLastmodNone:
      "You changed {count} {count:file|files} the sitemap index lists ({names}): unticked, {count:its entry has|their entries have} no lastmod to tell search engines {count:it has|they have} changed, and they may not fetch {count:it|them} again soon.",
    indexLastmodTitle:
      "Each sitemap this export writes gets the moment of the export as its lastmod in the sitemap index that lists it: the index made for split parts, and a sitemap index you opened for the sitemaps you changed here and the parts of a split one (the others, written again as they were or not written, keep their lastmod).",
    robotsLabel: "Line for robots.txt",
    robotsLabelMany: "Lines for robots.txt",
    robotsHint: "Add this line to robots.txt so search engines find the sitemap.",
    /** The open robots.txt (`{name}`) against the export's lines. */
    robotsListedOne: "{name} (open here) already has this line: nothing to add.",
    robotsListed: "{name} (open here) already has these lines: nothing to add.",
    robotsNone: "{name} (open here) lists no sitemap yet.",
    robotsAddOne: "Add the line above.",
    robotsAdd: "Add the {count} lines above.",
    robotsLacks: "{name} (open here) lacks: {missing}. Add {count:that line|those lines}.",
    robotsPartial:
      "It has {lines} instead, without the site's address, which crawlers do not read: replace {count:that line|those lines}.",
    robotsCyrillic:
      "It also lists {count:a sitemap|sitemaps} in Cyrillic ({lines}), which Yandex does not accept in a Sitemap: line: replace {count:that line with its line|those lines with their lines} above.",
    robotsCyrillicOnly:
      "{name} (open here) lists {count:this sitemap|these sitemaps} in Cyrillic ({lines}), which Yandex does not accept in a Sitemap: line: replace {count:that line with the line|those lines with the lines} above.",
    robotsAlso: "It also lists other sitemaps: {others}. Remove the lines of sitemaps you no longer publish.",
    /** Lines of the export's files on the other scheme (`http://` where the export writes `https://`). */
    robotsScheme:
      "It lists {count:that sitemap|those sitemaps} on {scheme} ({lines}), where the export writes {wanted}: replace {count:that line with its line|those lines with their lines} above.",
    robotsSchemeOnly:
      "{name} (open here) lists {count:this sitemap|these sitemaps} on {scheme} ({lines}), where the export writes {wanted}: replace {count:that line with its line|those lines with their lines} above.",
    /**
     * An open robots.txt that lists, on its own host, files this export writes on another (a site moved
     * with Find & replace): its lines name the old host, the export's lines go in the new host's robots.txt.
     */
    robotsMoved:
      "{name} (open here) lists {old} on {oldHost}; this export writes {count:that file|those files} on {newHost}. If the site moved there, put the line above in the robots.txt of {newHost} (the old host's robots.txt and its lines go with the old site).",
    /** A robots.txt line of a file the export splits: its URL lists nothing once the parts are uploaded. */
    robotsSplitAway:
      "It lists {urls}, which this export splits into parts: {count:that URL lists|those URLs list} nothing once the parts are uploaded, so remove {count:its line|their lines} (the index named above lists the parts).",
    copy: "Copy",
    copied: "Copied",
    copyFailed: "Select the line and press Ctrl+C to copy it.",
    commentsDropped: "Comments and processing instructions of {names} are not written.",
    undeclaredPrefixes:
      "No namespace is known for the prefix(es) {prefixes}, so the elements using them were not written.",
    noBaseUrl: "Enter a base URL to get the sitemap's full address.",
  },
  notices: {
    "notice.read-failed": "{name} could not be read: {detail}",
    "notice.table-unclosed-quote":
      "{name}, line {line}, column {column}: a quote opens a cell and is never closed. The rows after it were read with the quote as a plain character; check that row's cells (the quote is kept in them).",
    "notice.read-unreadable":
      "{name} could not be read: the browser could not get its contents (moved or deleted since it was chosen, or more than this tab can hold). Open it again; if it is very big, split it first.",
    "notice.zip-failed":
      "{name} could not be unpacked: the archive is damaged or uses a compression this app does not read. Nothing in it was opened.",
    "notice.zip-no-sitemap":
      "{name} holds no sitemap: no .xml, .gz, .txt, .rss, .atom, .csv or .tsv file[ (it holds {names})]. Nothing in it was opened.",
    "notice.folder-no-sitemap":
      "The folder dropped holds no sitemap: no .xml, .gz, .txt, .rss, .atom, .csv, .tsv or .zip file. Nothing was opened.",
    "notice.folder-limits":
      "Not every file of the folder dropped was opened: at most the first 1,000 sitemap files, 8 folders deep. Drop its subfolders one by one, or zip them.",
    "notice.zip-nested":
      "{count} {count:archive|archives} inside {name} {count:was|were} not opened ({names}): unpack {count:it|them} and open the files.",
    "notice.zip-skipped":
      "{count} {count:file|files} of {name} {count:was|were} not opened: over 200 MB unpacked ({names}).",
    "notice.zip-skipped-count":
      "{count} {count:file|files} of {name} {count:was|were} not opened: only the first 1,000 files of an archive are ({names}).",
    "notice.zip-skipped-total":
      "{count} {count:file|files} of {name} {count:was|were} not opened: the archive unpacks to more than 1 GB, more than this tab holds ({names}). Open {count:it|them} from a second archive or unpacked.",
    "notice.not-replaced":
      "{name} was not replaced: the new file holds no sitemap[ (it is a {binary})]. The loaded version stays.",
    "notice.not-replaced-cut":
      "{name} not replaced: the new copy is cut short ({count} of {kept} {kept:entry|entries}). Download it again, or remove the loaded one first.",
    "notice.not-a-sitemap": "{name} is not a sitemap: no sitemap, feed, robots.txt or URL list found.",
    "notice.binary-file": "{name} is not a sitemap: it holds binary data, a {binary}.",
    "notice.compressed-twice":
      "{name} is compressed twice (gzip inside gzip, as a server that compresses an .xml.gz again sends it): unpack it once, or fix the server, and open it again.",
    "notice.html-page":
      "{name} is a web page (HTML), not a sitemap: a 404 page or the home page served instead.",
    "notice.yml-catalog":
      "{name} is a Yandex Market product feed (YML), not a sitemap: open the site's sitemap.xml to check its pages.",
    "notice.example-failed": "The example could not be loaded: {detail}",
    "notice.check-failed": "Checking failed: {detail}",
    "notice.worker-fallback":
      "Background processing is unavailable; working on the main thread (the page may pause on big files).",
    "notice.paste-empty": "Nothing to paste: the clipboard has no text.",
    "notice.table-encoding":
      "{name} is not UTF-8: it was read as {encoding}. Check its URLs; if they look wrong, save the table as UTF-8 (Excel: CSV UTF-8) and open it again.",
    "notice.drop-behind-dialog": "Nothing was opened: a dialog is open. Close it, then drop the files again.",
    "notice.index-changed":
      "{name} changed while its sitemaps were being edited: your changes were not applied. Open Edit sitemaps again to edit the current list.",
  } as Record<string, string>,
  severity: { error: "Error", warning: "Warning", info: "Info" } satisfies Record<Severity, string>,
  severityPlural: { error: "Errors", warning: "Warnings", info: "Info" } satisfies Record<Severity, string>,
  errorBoundary: {
    title: "Something went wrong in {area}",
    body: "The rest of the workspace still works. Your files are kept.",
    app: "the app",
    files: "the files list",
    table: "the entries table",
    problems: "the problems panel",
    export: "the export dialog",
    details: "the details pane",
    indexEditor: "the sitemap index editor",
  },
  /** The entries table (same shape as the table's former TABLE_TEXT). */
  table: {
    gridLabel: "Sitemap URLs",
    columns: {
      loc: "URL (loc)",
      lastmod: "Last modified",
      changefreq: "Change freq.",
      priority: "Priority",
      news_publication_date: "Published",
      news_title: "News title",
      file: "File",
      problems: "Problems",
    },
    sortAscending: "sorted ascending",
    sortDescending: "sorted descending",
    sortBy: (column: string) => `Sort by ${column}`,
    /** Said in the header while a sort of many rows runs (`runAfterPaint`). */
    sorting: (count: number) => (count === 1 ? "Sorting 1 URL…" : `Sorting ${formatCount(count)} URLs…`),
    searchLabel: "Search URLs",
    // short enough to show whole beside both panels at 1366 px; the label says what is searched
    searchPlaceholder: "URL, date or title…",
    severityLabel: "Severity",
    severityAny: "Any severity",
    severityOption: { error: "Errors", warning: "Warnings", info: "Info" } satisfies Record<Severity, string>,
    ruleLabel: "Rule",
    ruleAny: "Any rule",
    fileLabel: "File",
    fileAny: "All files",
    clearFilters: "Clear filters",
    showing: (shown: number, total: number) => `Showing ${formatCount(shown)} of ${formatCount(total)} URLs`,
    addRow: "Add URL",
    addRowTitle: (file: string) => `Add an empty URL entry to ${file}`,
    /** Add URL with no sitemap (urlset) or TXT list open: what it needs. */
    addRowNoneTitle:
      "New URLs go into a sitemap (urlset) or a TXT list, and none is open: feeds, sitemap indexes and files that are no sitemap take no URL rows (an index's sitemaps are edited in Edit sitemaps on its card).",
    deleteRow: "Delete URL",
    deleteRowTitle: "Delete the active row (Ctrl+Delete)",
    noFiles: "No URLs yet. Open or drop sitemap files to see their entries here.",
    /** Files are being read and none is done yet (their first rows show as soon as they come). */
    readingFirst: "Reading…",
    noMatch: "No URLs match these filters.",
    /** Filtered to a rule with no problem (left): a Fix all or a deletion took its last one away. */
    noMatchRuleGone: "No URL has a {code} problem now.",
    /** The empty table's button that clears every filter. */
    showAllUrls: "Show all URLs",
    moreInIndex: " · {count} more on the sitemaps of {file} (Edit sitemaps)",
    noMatchInIndex:
      "[{count} problems of this rule are|This rule's problem is] on the sitemaps that {file} lists, which this table of URLs does not show: open them with Edit sitemaps on its card in the Files panel.",
    noMatchWholeFile:
      "[{count} problems of this rule are|This rule's problem is] about the whole file {file}, not one of its URLs: its card in the Files panel and the Problems panel say what is wrong and what to do.",
    noUrlFiles:
      "The open files hold no URL entries: sitemap indexes and robots.txt list sitemaps, which the Files panel shows (an index's: Edit sitemaps on its card).",
    /** Every row of the files read as URLs was deleted (an undo step exists). */
    noUrlRowsLeft:
      "The open files hold no URL entries now: their rows were deleted. Undo brings them back; Add URL adds one.",
    /** No URL, and no index or robots.txt either: what was opened could not be read as sitemaps. */
    noUrlFilesUnread:
      "The open files hold no URL entries: they could not be read as sitemaps (empty, broken, or another kind of file). The Problems panel and the notices say why.",
    previewBadge: "Still reading",
    /** The status line before the file's first entries are read. */
    previewWaiting: (name: string) =>
      `${name}: its URLs show in a moment. Editing, sorting, filters and checks start when the whole file is read.`,
    previewStatus: (name: string, shown: number) =>
      `${name}: its first ${formatCount(shown)} URLs are shown. Editing, sorting, filters and checks start when the whole file is read.`,
    severityCount: (severity: Severity, count: number) =>
      `${formatCount(count)} ${severity === "info" ? "info" : count === 1 ? severity : `${severity}s`}`,
    noProblems: "No problems",
    emptyValue: "(empty)",
    /** The title of a percent-encoded or punycode URL: how it reads. */
    writtenAs: "Written as: {url}",
    severityShort: { error: "err", warning: "warn", info: "info" } satisfies Record<Severity, string>,
    editLabel: (column: string) => `Edit ${column}`,
    /** The placeholder of an editor whose value is too long to show in it (it starts empty). */
    tooLongToEdit: (length: number) =>
      `${formatCount(length)} characters, too long to show here: type a new value, or Escape to keep it`,
    keyboardHelp:
      "Arrow keys move between cells, Enter edits, Escape cancels, Delete clears the cell, Ctrl+Delete removes the selected rows. Click, Shift+click and Ctrl+click select rows; Ctrl+C and Ctrl+V copy and paste them. Press ? for every shortcut.",
  },
  /** The detail pane of the active row (extensions editor). */
  detail: {
    title: "Details",
    toggle: "Details",
    regionLabel: "Details of the selected URL",
    close: "Close details",
    maximize: "Maximize details",
    restore: "Restore details size",
    resize: "Resize details (drag, or use the arrow keys)",
    noRow: "Select a row to see and edit its details.",
    gone: "This URL no longer exists.",
    hiddenByFilter: "Not in the table's filtered rows",
    hiddenByFilterTitle:
      "The table's filters hide this URL now (its problem fixed, or another filter); it stays here until you select another row.",
    entryProblems: "Problems of this URL",
    /** Under an empty required field of a news or a video (the problems panel says which fields are). */
    requiredField: "Required: Google ignores the {item} without it.",
    /** Under a video's content_loc when it has neither content_loc nor player_loc. */
    requiredContentOrPlayer: "Required: a content_loc or a player_loc; Google ignores the video without one.",
    requiredItem: { news: "news", video: "video" },
    protocol: "URL",
    images: "Images",
    videos: "Videos",
    news: "News",
    alternates: "Alternate languages (hreflang)",
    /** Under the section's title while the Yandex profile is on. */
    alternatesYandex:
      'Yandex does not read language versions from Sitemap files: it takes them from the pages\' markup (link rel="alternate" hreflang). These links are for Google.',
    extra: "Other elements",
    extraHint: "Elements the editor does not know; exported exactly as they were read.",
    none: "None",
    image: "Image {n}",
    video: "Video {n}",
    alternate: "Alternate {n}",
    addImage: "Add image",
    addVideo: "Add video",
    addNews: "Add news",
    /** Under a section's first items: more of them, and how many are not shown. */
    showMoreItems: "Show {count} more ({rest} not shown)",
    addAlternate: "Add alternate",
    removeImage: "Remove image {n}",
    removeVideo: "Remove video {n}",
    removeNews: "Remove news",
    removeAlternate: "Remove alternate {n}",
    required: "(required)",
    /** Under a field whose text differs from the stored value: its problems are of the stored one. */
    checkOnEnter: "Press Enter to save and check this value.",
    checkOnCtrlEnter: "Press Ctrl+Enter to save and check this value.",
    retired: "Retired by Google in 2022: ignored by search, still written on export",
    tagsHint: "One tag per line.",
    itemExtra: "Other elements (kept as written)",
    summary: {
      alternate: "1 alternate",
      alternates: "{count} alternates",
      image: "1 image",
      images: "{count} images",
      video: "1 video",
      videos: "{count} videos",
      news: "news",
    },
    undo: {
      edit: "Edit {field}",
      addImage: "Add image",
      removeImage: "Remove image {n}",
      addVideo: "Add video",
      removeVideo: "Remove video {n}",
      addNews: "Add news",
      removeNews: "Remove news",
      addAlternate: "Add alternate",
      removeAlternate: "Remove alternate {n}",
    },
    fields: {
      loc: "URL (loc)",
      lastmod: "Last modified",
      changefreq: "Change frequency",
      priority: "Priority",
      "image.loc": "Image URL",
      "image.caption": "Caption",
      "image.title": "Title",
      "image.geo_location": "Geo location",
      "image.license": "License URL",
      "video.thumbnail_loc": "Thumbnail URL",
      "video.title": "Title",
      "video.description": "Description",
      "video.content_loc": "Content URL",
      "video.player_loc": "Player URL",
      "video.player_loc_allow_embed": "Player: allow embed",
      "video.player_loc_autoplay": "Player: autoplay",
      "video.duration": "Duration (seconds)",
      "video.expiration_date": "Expiration date",
      "video.rating": "Rating",
      "video.view_count": "View count",
      "video.publication_date": "Publication date",
      "video.family_friendly": "Family friendly",
      "video.restriction": "Restriction (countries)",
      "video.restriction_relationship": "Restriction: relationship",
      "video.platform": "Platform",
      "video.platform_relationship": "Platform: relationship",
      "video.requires_subscription": "Requires subscription",
      "video.uploader": "Uploader",
      "video.uploader_info": "Uploader: info URL",
      "video.live": "Live",
      "video.tag": "Tags",
      "video.category": "Category",
      "video.gallery_loc": "Gallery URL",
      "video.gallery_loc_title": "Gallery: title",
      "video.price": "Price",
      "video.price_currency": "Price: currency",
      "video.price_type": "Price: type",
      "video.price_resolution": "Price: resolution",
      "news.publication.name": "Publication name",
      "news.publication.language": "Publication language",
      "news.publication_date": "Publication date",
      "news.title": "Title",
      "news.access": "Access",
      "news.genres": "Genres",
      "news.keywords": "Keywords",
      "news.stock_tickers": "Stock tickers",
      "alternate.hreflang": "hreflang",
      "alternate.href": "URL (href)",
    } as Record<string, string>,
  },
  problems: {
    title: "Problems",
    none: "No problems found",
    noneHint: "Every check passed for the selected engines.",
    failed: "The check failed",
    failedHint: "The problems shown may be out of date. Undo the last change or reload the file.",
    why: "Why?",
    /** Beside "Why?": Yandex's help page, for a rule Yandex is a source of. */
    yandexHelp: "Yandex",
    yandexHelpLabel: "What Yandex says: {rule}",
    showRows: "Show affected rows",
    line: "line {line}",
    entry: "entry {entry}",
  },
};

export type MessagesTable = typeof EN;

/** The texts of the current language. */
export const messages: MessagesTable = EN;

export { formatCount, formatMessage };

/** A byte size as B, KB (up to 999) or MB (1 KB = 1,024 bytes), in the language's units and decimal mark. */
export function formatBytes(bytes: number): string {
  const units = messages.units;
  if (bytes < 1024) return formatMessage(units.bytes, { size: formatInteger(bytes) });
  // up to 999 KB: a part of 1,048,500 bytes read "1,024 KB" beside its neighbour's "1.0 MB"
  if (Math.round(bytes / 1024) < 1000) {
    const kb = bytes / 1024;
    const size = bytes < 10_240 ? formatDecimal(kb) : formatInteger(Math.round(kb));
    return formatMessage(units.kb, { size });
  }
  return formatMessage(units.mb, { size: formatDecimal(bytes / 1024 / 1024) });
}

/** The rule texts of the language in use. */
function getRuleTexts(): Record<string, readonly [string, string]> {
  return getLocale() === "ru" ? RULE_TEXTS_RU : RULE_TEXTS_EN;
}

const RULE_SUMMARY = new Map<string, string>(RULES.map((rule) => [rule.code, rule.summary]));

function cleanSummary(summary: string): string {
  const text = summary.replace(/`/g, "");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Short title of a rule ("Invalid priority"); the catalogue's summary when none, the code when unknown. */
export function getRuleTitle(code: string): string {
  const own = getRuleTexts()[code]?.[0];
  if (own) return own;
  const summary = RULE_SUMMARY.get(code);
  return summary ? cleanSummary(summary) : code;
}

/** The explanation of a rule with a problem's params filled in; falls back to the catalogue, then the code. */
export function getRuleExplanation(code: string, params?: Record<string, string | number>): string {
  const own = getRuleTexts()[code]?.[1];
  // the XML reader's fault detail is the core's English: in Russian, by its known patterns
  const detail = params?.detail;
  if (own && typeof detail === "string" && getLocale() === "ru")
    return formatMessage(own, { ...params, detail: toRussianXmlDetail(detail) });
  if (own) return formatMessage(own, params);
  const summary = RULE_SUMMARY.get(code);
  if (!summary) return code;
  const value = params?.value;
  return `${cleanSummary(summary)}${value !== undefined && value !== "" ? ` (“${value}”)` : ""}.`;
}

/** The full text of one problem: its explanation with params. */
export function getProblemText(problem: Problem): string {
  // hosts the checks parsed are punycode even where the file wrote Cyrillic: shown in Unicode too
  const params = withDisplayHosts(clipParams(problem.params));
  return getRuleExplanation(problem.code, withDisplayParams(problem.code, withEntityFix(problem, params)));
}

/**
 * An `xml.undefined-entity` that no quick fix takes away (an entity of the file's DOCTYPE, `&xxe;`, or one
 * in a URL) with its reference as `unfixable`: its text then asks the user to write what it stands for,
 * and does not promise a Fix.
 */
function withEntityFix(problem: Problem, params: Problem["params"]): Problem["params"] {
  if (problem.code !== "xml.undefined-entity" || typeof params?.value !== "string") return params;
  if (isHtmlEntityFixable(problem.field, params.value)) return params;
  return { ...params, unfixable: params.value };
}

/** `params` with every text longer than `SHOWN_CHARS` cut (`clipShown`): a 40 MB value in a message. */
function clipParams(params: Problem["params"]): Problem["params"] {
  if (!params) return params;
  const long = (value: unknown) => typeof value === "string" && value.length > SHOWN_CHARS;
  if (!Object.values(params).some(long)) return params;
  const clipped: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params))
    clipped[key] = long(value) ? clipShown(value as string) : value;
  return clipped as Problem["params"];
}

/** Notices of a file cut short, which have a `-none` text for a cut before the first entry. */
const NONE_READ: ReadonlySet<string> = new Set([
  "notice.file-cut",
  "notice.gzip-partial",
  "notice.paste-cut",
]);

/** The text of a store notice (`text` is a key); the key itself when unknown. */
/** Notice params that are counts (digits): shown as the language writes numbers ("1,200", "1 200"). */
const COUNT_PARAMS = ["count", "merged", "kept"] as const;

export function getNoticeText(notice: { text: string; params?: Record<string, string> }): string {
  // a cut before the first entry: "no entry was read", not "only the 0 entries"
  const none = notice.params?.count === "0" && NONE_READ.has(notice.text);
  const template = messages.notices[none ? `${notice.text}-none` : notice.text];
  if (!template) return notice.text;
  // a notice's counts come as digits ("1463"): shown with the language's separators, as elsewhere
  // a binary kind in the interface's language, as the problem names it
  const shown =
    notice.text === "notice.binary-file" || notice.text === "notice.not-replaced"
      ? withDisplayParams("file.unknown-format", notice.params)
      : notice.params;
  const params: Record<string, unknown> = { ...shown };
  // a column named by its id: as its header reads in the interface's language
  if (notice.text === "notice.cell-read-only" && typeof params.column === "string") {
    const columns: Record<string, string> = messages.table.columns;
    params.column = columns[params.column] ?? params.column;
  }
  // the example URL of a crawl's warning as the table shows it (`/каталог/`, not `/%D0%BA…/`)
  if (notice.text === "notice.crawl-listed" && typeof params.example === "string")
    params.example = toReadableUrl(params.example) ?? params.example;
  // a crawl notice's reasons: each with rows, in the interface's language ("redirects 3xx: 6; …")
  if (notice.text.startsWith("notice.crawl-")) params.reasons = formatCrawlReasons(notice.params ?? {});
  // what Remove duplicates' kept URLs took, by name ("a newer lastmod, images"), as its dialog names them
  if (notice.text.startsWith("notice.deduped"))
    params.parts = formatMergedParts(
      typeof params.parts === "string" ? params.parts : "lastmod images alternates",
    );
  for (const key of COUNT_PARAMS)
    if (typeof params[key] === "string" && /^\d+$/.test(params[key] as string))
      params[key] = Number(params[key]);
  return formatMessage(template, params);
}

/** `MergedPart`s, space-separated, as Remove duplicates names them, joined by ", " (`BULK_TEXT.dedupe.parts`). */
function formatMergedParts(parts: string): string {
  const names: Record<string, string> = BULK_TEXT.dedupe.parts;
  return parts
    .split(" ")
    .filter((part) => part !== "")
    .map((part) => names[part] ?? part)
    .join(", ");
}

/** The reasons of a crawl notice's params with a count above 0, joined by "; " (`NOTICE_STACK_TEXT.crawlReasons`). */
function formatCrawlReasons(params: Record<string, string>): string {
  const texts = NOTICE_STACK_TEXT.crawlReasons;
  return (["redirects", "errors", "nonIndexable"] as const)
    .filter((key) => Number(params[key] ?? 0) > 0)
    .map((key) => formatMessage(texts[key], { count: Number(params[key]) }))
    .join("; ");
}

/** "1 URL" / "1,234 URLs" and the like: `one` when count is 1, else `many` with {count}. */
export function formatPlural(count: number, one: string, many: string): string {
  return count === 1 ? formatMessage(one, { count }) : formatMessage(many, { count });
}

// ─────────────────────────────────────────────────────────────────────────────────────────────────────────
// Problems panel: texts beyond `messages.problems` (appended by the table/problems-panel engineer).
// ─────────────────────────────────────────────────────────────────────────────────────────────────────────

/** Texts of the problems panel that `messages.problems` does not have. */
export const PROBLEMS_PANEL_TEXT = {
  idle: "Problems of the files you open show here, grouped by rule.",
  clearFilter: "Show all rows again",
  showRow: "Show this URL in the table",
  showInIndex: "Show this sitemap in the index's list (Edit sitemaps), where it can be fixed",
  more: (count: number) => `and ${formatCount(count)} more`,
  totalsLabel: "Problem totals",
  groupsLabel: "Problems by rule",
};

// ─────────────────────────────────────────────────────────────────────────────────────────────────────────
// Undo/redo, engine profiles, quick fixes, the issues report and index sets (issue #3's UI).
// ─────────────────────────────────────────────────────────────────────────────────────────────────────────

/** Texts of undo/redo, the engine toggles, quick fixes, the CSV report and the files panel's index sets. */
export const TOOLS_TEXT = {
  history: {
    undo: "Undo",
    redo: "Redo",
    undoTitle: "Undo: {label} ({keys})",
    redoTitle: "Redo: {label} ({keys})",
    nothingToUndo: "Nothing to undo",
    nothingToRedo: "Nothing to redo",
    /** The field of a bulk Set or Clear step, as `history.bulk-set` names it (the protocol's word here). */
    bulkFields: {
      loc: "loc",
      lastmod: "lastmod",
      changefreq: "changefreq",
      priority: "priority",
    } as Record<string, string>,
    undoing: "Undoing: {label}…",
    redoing: "Redoing: {label}…",
    groupLabel: "History",
    steps: {
      "history.edit": "Edit {field}",
      "history.add-row": "Add URL",
      "history.delete-rows": "Delete {count} URLs",
      "history.delete-row": "Delete URL",
      "history.fix": "Fix {code}: {fix}",
      "history.fix-all": "Fix all {code} ({count})",
      "history.fix-one": "Fix {code}",
      "history.index-edit": "Edit the sitemaps of {file}",
      "history.location": "Set the location of {file}",
    } as Record<string, string>,
  },
  engines: {
    legend: "Check for",
    hint: "Rules of the engines you switch off are not checked. At least one stays on.",
    names: { google: "Google", yandex: "Yandex", bing: "Bing" } as Record<string, string>,
    lastOne: "At least one search engine stays on",
  },
  fixes: {
    fix: "Fix",
    fixTitle: "Fix this entry: {fix}",
    /** The accessible name of an example's Fix: which URL, which fix. */
    fixUrlLabel: "Fix {url}: {fix}",
    fixAll: "Fix all {count}",
    /** Fix all's button while a big one is worked out, task by task (`applyFixAllInSlices`). */
    fixing: "Fixing {count}…",
    /** A group's Fix bar while its fixes are counted for the first time (a big workspace, a task at a time). */
    counting: "Counting fixes…",
    fixAllTitle: "{fix}: all {count} problems at once (one Undo reverts it)",
    fixOneTitle: "{fix} (Undo reverts it)",
    inIndexes:
      "{count} more are on sitemap index entries, which are not rows: their examples open Edit sitemaps, with a Fix for each and a Fix all.",
    inIndexOne:
      "One more is on a sitemap index entry, which is not a row: its example opens Edit sitemaps, with a Fix.",
    /** Every fixable problem of the rule is on index entries (no row to fix). */
    allInIndexes:
      "All {count} are on sitemap index entries, which are not rows: their examples open Edit sitemaps, with a Fix for each and a Fix all.",
    allInIndexOne:
      "The one with a fix is on a sitemap index entry, which is not a row: its example opens Edit sitemaps, with a Fix.",
    /** With no row to fix, beside robots.txt lines (`onRobots`): not "all", not "more". */
    onIndexes:
      "{count} are on sitemap index entries, which are not rows: their examples open Edit sitemaps, with a Fix for each and a Fix all.",
    onIndexOne:
      "One is on a sitemap index entry, which is not a row: its example opens Edit sitemaps, with a Fix.",
    /** With no row to fix: the group's problems on robots.txt lines. */
    onRobots:
      "{count} are on robots.txt lines, which are not written here: change them in the file on your server (the export dialog gives the lines to write).",
    onRobotsOne:
      "One is on a robots.txt line, which is not written here: change it in the file on your server (the export dialog gives the line to write).",
    /** Problems of the group on the lines of an open robots.txt, which the app does not write. */
    inRobots:
      "{count} more are on robots.txt lines, which are not written here: change them in the file on your server (the export dialog gives the lines to write).",
    inRobotsOne:
      "One more is on a robots.txt line, which is not written here: change it in the file on your server (the export dialog gives the line to write).",
    /** Problems fixed, as the button counted them (several can be on one entry). */
    fixed: "Fixed {count} problems",
    fixedOne: "Fixed 1 problem",
    /** "Fix all" of missing timezones, with the zone chosen beside it. */
    addZone: "Add timezone",
    zoneLabel: "Timezone the fix adds",
    zoneUtc: "+00:00 (UTC)",
    zoneMoscow: "+03:00 (Moscow)",
    /** The zone list's first option when the group's files use different zones (an agency's sites). */
    zoneEachOwn: "Each file's own ({zones})",
    zoneEachOwnCount: "Each file's own ({count} zones)",
    addZoneEachOwn: "Add each file's own timezone ({zones})",
    zoneEachOwnAfter: "each file's own timezone ({zones})",
    /** After a fix that changed URLs: how many are now duplicates (the checks' `loc.duplicate` and kin). */
    madeDuplicates: "{count} URLs now repeat another entry",
    madeDuplicate: "1 URL now repeats another entry",
    removeDuplicates: "Remove duplicates…",
    /** Beside it in a group of repeated URLs. */
    dedupeLabel:
      "Keep one copy of each URL (the first opened; an XML sitemap's before a TXT list's or a feed's), with what the others add",
    undo: "Undo",
    /** Generic label per quick-fix id; the core's own label is shown for an id not listed. */
    labels: {
      "loc.trim": "Trim whitespace",
      "loc.drop-invisible": "Delete the invisible characters before the URL",
      "loc.resolve-relative": "Write the full URL, resolved against the sitemap's location",
      "loc.add-scheme":
        "Add the scheme the URL lacks, the one the site’s URLs use (shop.example.ru/a → https://shop.example.ru/a)",
      "loc.percent-encode":
        "Encode the URL and the entry's hreflang, image and video URLs (punycode host, percent-encoded path)",
      "loc.drop-fragment": "Remove the #fragment",
      "loc.switch-to-https": "Switch to https",
      "loc.match-www-host": "Write the host with or without www. as the sitemap's (www.shop.ru → shop.ru)",
      "priority.decimal-point": "Replace comma with dot",
      "priority.clamp": "Write the nearest value of the range 0.0-1.0 (1.5 → 1.0)",
      "lastmod.add-utc-offset": "Add timezone +00:00 (UTC)",
      "lastmod.add-file-offset": "Add the timezone the other dates use",
      "lastmod.from-dotted": "Write the date as YYYY-MM-DD (01.05.2024 → 2024-05-01)",
      "lastmod.date-time-t": "Put T between the date and the time (2024-05-01 10:30 → 2024-05-01T10:30:00)",
      "lastmod.date-time-t-zone":
        "Put T between the date and the time, with the timezone the other dates use (2024-05-01 10:30 → 2024-05-01T10:30:00+03:00)",
      "lastmod.from-dotted-time":
        "Write the date as YYYY-MM-DD and the time with the timezone chosen (01.05.2024 10:30 → 2024-05-01T10:30:00+hh:mm)",
      "lastmod.from-dotted-zone":
        "Write the date as YYYY-MM-DD, the time with the timezone the other dates use (01.05.2024 10:30 → 2024-05-01T10:30:00+03:00)",
      /** The two labels above as named beside a timezone list, which may hold a zone the dates do not use. */
      "lastmod.date-time-t-chosen":
        "Put T between the date and the time, with the timezone chosen (2024-05-01 10:30 → 2024-05-01T10:30:00+03:00)",
      "lastmod.from-dotted-chosen":
        "Write the date as YYYY-MM-DD, the time with the timezone chosen (01.05.2024 10:30 → 2024-05-01T10:30:00+03:00)",
      "lastmod.from-http-date":
        "Write the HTTP date as W3C (Sat, 05 Dec 2026 09:05:00 GMT → 2026-12-05T09:05:00Z)",
      "fix.each-own": "Each problem gets its own fix, the one its example’s Fix button names",
      "xml.remove-unknown-element": "Remove the element no sitemap schema defines",
      "xml.remove-duplicate-element": "Remove the second copy (the first is the one read)",
      "lastmod.zone-colon": "Write the timezone as ±hh:mm (+0300 → +03:00, +05 → +05:00)",
      "lastmod.add-seconds": "Add the seconds the sitemap schema requires (10:30+03:00 → 10:30:00+03:00)",
      "changefreq.lowercase": "Write in lower case",
      "changefreq.from-russian": "Write the protocol's English value (Ежедневно → daily)",
      /** Fix all of a group with both kinds of changefreq fix (`FAMILY_FIXES`). */
      "changefreq.protocol-value": "Write each as the protocol's value (Daily → daily, Ежедневно → daily)",
      "loc.from-text": "Put the URL written without <loc> into <loc>",
      "image.remove-deprecated": "Remove the retired image field",
      "image.resolve-relative": "Write the image URL in full, resolved against the page's URL",
      "image.percent-encode": "Percent-encode the image URL (a b.jpg → a%20b.jpg)",
      "hreflang.percent-encode": "Percent-encode the alternate's URL (a b → a%20b)",
      "hreflang.resolve-relative": "Write the alternate's URL in full, resolved against the page's URL",
      "image.add-scheme":
        "Add the scheme the image URL lacks (cdn.example.ru/a.jpg → https://cdn.example.ru/a.jpg)",
      "hreflang.add-scheme":
        "Add the scheme the alternate's URL lacks (example.ua/ua/ → https://example.ua/ua/)",
      "video.remove-deprecated": "Remove the retired video element",
      "news.remove-deprecated": "Remove the retired news field",
      "hreflang.add-self": "Add the page itself as an alternate",
      "hreflang.add-return": "Add the missing return link on the page listed",
      "hreflang.add-group-links": "Add the alternates most pages of its group list",
      "hreflang.suggested-code": "Use the valid code suggested (ua → uk, en-UK → en-GB)",
      "news.suggested-language": "Use the language code Google News expects (en-US → en, zh-Hant → zh-tw)",
      "index.point-at-location": "Point the index at the location set for the file",
      "text.decode-html-entities": "Write the HTML entities as characters (such as &laquo; → «)",
      "text.remove-invalid-chars":
        "Delete the control characters XML does not allow (Word's line and page breaks between words become spaces)",
      "item.date-w3c":
        "Write the date as Google expects (03.12.2026 → 2026-12-03; 2026-12-03 10:00 → 2026-12-03T10:00:00 with the site's timezone: its lastmod's, the file's dates', else the one chosen)",
      "video.yes-no": "Write yes or no (Да → yes, нет → no)",
      "news.usual-publication": "Write the publication name or language the file's other news give",
      "news.move-into-publication": "Move the name or language written beside <news:publication> into it",
      "video.duration-seconds": "Write the duration in whole seconds (PT10M → 600, 10:05 → 605, 120.5 → 121)",
      "video.rating-point": "Write the rating with a dot (4,5 → 4.5)",
      "image.remove-without-loc":
        "Remove the image without image:loc (Google reads an image by its URL alone)",
      "video.drop-content-page":
        "Remove content_loc: a page is no video file, and the video's player_loc plays it",
      "video.content-to-player":
        "Move the page's URL to player_loc, where Google takes a page that plays the video (content_loc is for the video file)",
      "video.relationship-lowercase": "Write the relationship in lower case (ALLOW → allow)",
    } as Record<string, string>,
    /** Labels of fixes on a sitemap index's `<sitemap>` entries, where they differ from `labels`. */
    indexLabels: {
      "loc.percent-encode": "Encode the URL (punycode host, percent-encoded path)",
    } as Record<string, string>,
  },
  report: {
    /** The visible label; the download icon says the rest (`allName` is its accessible name). */
    all: "Report (CSV)",
    allName: "Download report (CSV)",
    code: "Download {code} report (CSV)",
    /** The visible label of `code` (the code is in the button's name and title). */
    codeShort: "Rule (CSV)",
    allTitle: "All {count} problems as a spreadsheet (UTF-8, opens in Excel)",
    codeTitle: "The {count} problems of {code} as a spreadsheet (UTF-8, opens in Excel)",
    fileName: "sitemap-issues.csv",
    /** The file of one rule's problems: named apart, so it is not sent for the whole report. */
    codeFileName: "sitemap-issues-{code}.csv",
  },
  indexSet: {
    listLabel: "Sitemaps listed in {name}",
    notLoaded: "not loaded",
    /** A listed file of the same pick, still being read. */
    reading: "reading…",
    notLoadedTitle: "{loc} is listed in the index but not open here",
  },
};

/** The undo/redo shortcut as shown on this platform. */
export function getShortcutText(kind: "undo" | "redo", mac: boolean): string {
  if (mac) return kind === "undo" ? "⌘Z" : "⇧⌘Z";
  return kind === "undo" ? "Ctrl+Z" : "Ctrl+Y";
}

/**
 * The label of a quick fix by its id; `fallback` (the core's English label) for an unknown id. `onIndex`:
 * of a `<sitemap>` entry of an index, which has no hreflang or image URLs to encode with its `loc`.
 */
export function getFixLabel(id: string, fallback = id, onIndex = false): string {
  return (onIndex ? TOOLS_TEXT.fixes.indexLabels[id] : undefined) ?? TOOLS_TEXT.fixes.labels[id] ?? fallback;
}

/**
 * `label` with its sample change ("(2024-05-01 10:30 → 2024-05-01T10:30:00)", the fix's example) replaced
 * by the entry's own (`sample`: `selectFixSample`, the value and what the fix writes, joined by U+0000),
 * for a button that fixes one entry; `label` as it is without a sample or a "(… → …)" in it.
 */
export function withFixSample(label: string, sample: string | undefined): string {
  if (sample === undefined) return label;
  const [from, to] = sample.split("\u0000");
  return label.replace(/\([^()]* → [^()]*\)/, () => `(${from} → ${to})`);
}

/** The text of a history step: its key's template with params, or the label itself (a caller's text). */
export function getStepLabel(step: { label: string; params?: Record<string, string | number> }): string {
  const { steps } = TOOLS_TEXT.history;
  const params = step.params ?? {};
  if (step.label === "history.delete-rows" && params.count === 1) return steps["history.delete-row"];
  // "Fix all" of a group with one fixable problem is the button "Fix": its step reads as one fix
  if (step.label === "history.fix-all" && params.count === 1)
    return formatMessage(steps["history.fix-one"], params);
  // a bulk Set or Clear: the field as the language names it ("lastmod", "поля «Изменено»")
  if (
    (step.label === "history.bulk-set" || step.label === "history.bulk-clear") &&
    typeof params.field === "string"
  ) {
    const { bulkFields } = TOOLS_TEXT.history;
    return formatMessage(steps[step.label], { ...params, field: bulkFields[params.field] ?? params.field });
  }
  if (step.label === "history.edit" && typeof params.field === "string") {
    const columns: Record<string, string> = messages.table.columns;
    return formatMessage(steps[step.label], { field: columns[params.field] ?? params.field });
  }
  // an edit in Details: its text of `messages.detail.undo`, the field named in the language shown now
  if (step.label.startsWith("detail.")) {
    const { undo, fields } = messages.detail as {
      undo: Record<string, string>;
      fields: Record<string, string>;
    };
    const template = undo[step.label.slice("detail.".length)];
    if (template !== undefined) {
      const field = typeof params.field === "string" ? (fields[params.field] ?? params.field) : undefined;
      return formatMessage(template, field === undefined ? params : { ...params, field });
    }
  }
  if (step.label === "history.fix") {
    return formatMessage(steps[step.label], {
      ...params,
      fix: getFixLabel(String(params.fix), String(params.text)),
    });
  }
  const template = steps[step.label];
  return template ? formatMessage(template, params) : step.label;
}

// ─────────────────────────────────────────────────────────────────────────────────────────────────────────
// Autosave (issue #6): save status, the other-tab banner, "Start over" and their notices (appended by the
// autosave engineer). The notices are added to `messages.notices` so `getNoticeText` finds them.
// ─────────────────────────────────────────────────────────────────────────────────────────────────────────

/** Texts of the autosave: restoring, the header's save status, the other-tab banner, Start over. */
export const AUTOSAVE_TEXT = {
  restoring: "Restoring your workspace…",
  saving: "Saving…",
  saved: "Saved",
  savedTitle: "Saved in this browser at {time}",
  savedTitleUntimed: "Saved in this browser",
  notSaved: "Not saved",
  notSavedQuota: "The browser's storage is full: changes are not saved. Export your work.",
  notSavedError: "Changes are not saved ({detail}). Export your work.",
  notSavedElsewhere: "Another tab saves this workspace; changes here are not saved.",
  otherTab: "This workspace is open in another tab. Changes here are not saved.",
  useHere: "Use it here instead",
  /** The banner once the tab that saved was closed while files were changed here. */
  otherTabClosed: "The tab that saved this workspace was closed. The changes made here are not saved yet.",
  notSavedOtherClosed:
    "The tab that saved this workspace was closed; the changes made here are not saved yet.",
  keepHere: "Save the changes made here",
  /** Asked before saving this tab's workspace over the copy the closed tab saved. */
  keepHereTitle: "Save this tab's workspace over the saved one?",
  keepHereBody:
    "The tab that was closed saved its own changes. Saving here writes this tab's files and edits over that copy, and what was changed in the closed tab since this tab opened is lost. To keep that instead, choose Load the saved workspace (the changes made here are then lost). Export first to keep both.",
  loadSaved: "Load the saved workspace",
  /** Asked before taking over when files were changed in this tab, which does not save. */
  takeOverTitle: "Replace the changes made in this tab?",
  takeOverBody:
    "This tab does not save, so the changes made here are not stored anywhere. Using the workspace here loads the copy the other tab saved, and these changes are lost. Export them first to keep them.",
  takeOverConfirm: "Load the saved workspace",
  takingOver: "Taking over…",
  startOver: "Start over",
  startOverTitle: "Start over?",
  startOverBody:
    "This removes every file, edit and location from this tab and from this browser's saved copy. Export first if you want to keep your work.",
  /** The body in a tab that does not save (another tab does): the saved copy is not touched. */
  startOverBodyTab:
    "This removes every file, edit and location from this tab. Export first if you want to keep your work.",
  startOverElsewhere: "Another tab saves this workspace: only this tab is emptied, the saved copy stays.",
  startOverConfirm: "Start over",
  notices: {
    "notice.save-quota": "Could not save your workspace: the browser's storage is full. Export your work.",
    "notice.save-failed": "Could not save your workspace ({detail}). Export your work.",
    "notice.restore-failed":
      "Your saved workspace could not be restored ({detail}), so this one starts empty. Your next change replaces the saved copy.",
    "notice.journal-lost":
      "The last changes before this page was closed were still being saved and were too big to keep meanwhile (a file opened, or a change of many thousands of URLs): this is the workspace as last saved.[ Open {files} again.] Wait for Saved in the header after a big change.",
    "notice.journal-undo-dropped":
      "The last changes before this page was closed were still being saved: they are back, but were too big to keep with their undo steps, so Undo starts from here.",
    "notice.journal-lost-quota":
      "The last changes before this page was closed were not saved: the browser's storage was full. This is the workspace as last saved.[ Not in it: {files}.] Export your work before big changes, or free the browser's storage (other sites' data).",
    "notice.other-tab-closed":
      "The tab that saved this workspace was closed: this tab saves it now, from what that tab saved.",
  } as Record<string, string>,
};

Object.assign(messages.notices, AUTOSAVE_TEXT.notices);

// ─────────────────────────────────────────────────────────────────────────────────────────────────────────
// Editing many URLs at once (issue #6): row selection, bulk edits, find and replace, duplicates, clipboard,
// CSV/TSV import and export, the shortcut list. History steps and notices are added to the shared tables.
// ─────────────────────────────────────────────────────────────────────────────────────────────────────────

/** Texts of the selection bar, bulk edits, find and replace, duplicates, clipboard, import and shortcuts. */
export const BULK_TEXT = {
  selection: {
    barLabel: "Selected rows",
    count: (count: number) => (count === 1 ? "1 row selected" : `${formatCount(count)} rows selected`),
    hidden: (count: number) =>
      count === 1
        ? "(1 hidden by the filters after an edit)"
        : `(${formatCount(count)} hidden by the filters after edits)`,
    selectAll: (count: number) => `Select all ${formatCount(count)} matching`,
    selectAllTitle: "Select every row the current filters show (Ctrl+A in the table)",
    // one line beside both panels at 1280 px: two took a table row's height from the grid
    hint: "Select rows (click, Shift+click, Ctrl+click) to change a field on all, copy (Ctrl+C) or paste over them (Ctrl+V).",
    clear: "Clear selection",
    copyUrls: "Copy URLs",
    copyUrlsTitle: "Copy the selected rows' URLs, one a line (Ctrl+C copies the shown columns)",
    copied: (count: number) => (count === 1 ? "Copied 1 URL" : `Copied ${formatCount(count)} URLs`),
    copyFailed: "The browser did not allow copying: select the rows and press Ctrl+C",
    delete: (count: number) => (count === 1 ? "Delete URL" : `Delete ${formatCount(count)} URLs`),
    deleteTitle: "Delete the selected rows (Ctrl+Delete)",
    deleting: (count: number) => (count === 1 ? "Deleting 1 URL…" : `Deleting ${formatCount(count)} URLs…`),
  },
  bulk: {
    fieldLabel: "Change selected rows:",
    valueLabel: "New value",
    apply: "Set",
    applyTitle: (count: number) =>
      count === 1
        ? "Set this value on the selected row (Undo reverts it)"
        : `Set this value on the ${formatCount(count)} selected rows (one Undo reverts it)`,
    clear: "Clear field",
    clearTitle: (count: number) =>
      count === 1
        ? "Remove this field from the selected row"
        : `Remove this field from the ${formatCount(count)} selected rows`,
    working: (count: number) => (count === 1 ? "Changing 1 row…" : `Changing ${formatCount(count)} rows…`),
    now: "Set to now",
    nowTitle: "Set the current date and time on the selected rows, in the timezone their lastmods use",
    /** Beside the date field: the zone Set writes the time typed in. */
    zoneTitle: (zone: string) =>
      `The time typed is written with ${zone}: the timezone most of the selected rows' lastmods use (else their files')`,
    zoneOwnTitle: (zone: string) =>
      `The time typed is written with ${zone}, this computer's timezone: no lastmod of the selected rows or their files has one`,
    /** The zone of the site's country domain (`.ru`, `.рф`: Moscow's), no lastmod of the rows or files having one. */
    zoneCountryTitle: (zone: string) =>
      `The time typed is written with ${zone}, the time of the site's country domain (.ru, .рф, .su, .by), as Fix all offers: no lastmod of the selected rows or their files has a timezone`,
    choose: "Choose…",
    fields: { lastmod: "Last modified", changefreq: "Change freq.", priority: "Priority", loc: "URL (loc)" },
  },
  actions: {
    findReplace: "Find & replace",
    findReplaceTitle: "Find and replace in URLs and fields (Ctrl+F)",
    dedupe: "Remove duplicates",
    dedupeTitle:
      "Keep one copy of each URL across all files (the first opened; an XML sitemap's before a TXT list's or a feed's)",
    exportCsv: "Export CSV",
    exportCsvTitle:
      "The rows shown, as a spreadsheet (loc, lastmod, changefreq, priority, file, problems; a news sitemap's news fields too)",
    exportCsvName: "sitemap-table.csv",
    /** Why Remove duplicates is off: no URL row open (an index or robots.txt lists sitemaps, not URLs). */
    noUrlsTitle: "No URL rows are open: sitemap indexes and robots.txt list sitemaps, not URLs",
    /** Why Export CSV is off: the filters show no row. */
    noRowsTitle: "No row is shown: change the filters to export rows",
    columns: "Columns",
    columnsTitle: "Columns shown in the table",
    columnsHint:
      "Hidden columns are only out of sight: their values are kept, checked and exported. The File column shows when URLs of two files or more are open.",
    /** Beside a column the table left out for room (beside a news sitemap's columns). */
    columnsNoRoom: "no room beside the news: fold a side panel",
    /** Beside a column the table left out for room with no value in it (a plain sitemap). */
    columnsNoRoomEmpty: "empty, no room beside both panels: fold a side panel",
    /** Beside a column with values the table left out so a date keeps its timezone in sight. */
    columnsNoRoomDates:
      "no room beside the dates' timezones and file names: fold a side panel (Details shows it)",
    shortcuts: "Shortcuts",
    shortcutsTitle: "Keyboard shortcuts (?)",
    moreLabel: "More table actions",
  },
  replace: {
    title: "Find and replace",
    find: "Find",
    replace: "Replace with",
    regex: "Regular expression",
    matchCase: "Match case",
    field: "In field",
    allUrls: "All URLs (loc, hreflang links, image and video URLs)",
    hreflangCodes: "hreflang codes",
    newsText: "News texts (news:title, publication name, keywords…)",
    newsLanguage: "news:language",
    allFields: "All fields, URLs included (not the language codes)",
    scope: "Rows",
    scopeAll: (count: number) => `All rows (${formatCount(count)})`,
    scopeFiltered: (count: number) => `Rows shown by the filters (${formatCount(count)})`,
    scopeSelected: (count: number) => `Selected rows (${formatCount(count)})`,
    regexHint: "JavaScript syntax; use $1, $2 for groups.",
    previewLabel: "Preview of the changes",
    /** Entries changed, and the values changed in them when more (a loc and its hreflang links). */
    count: (count: number, values = count) =>
      (count === 1 ? "1 URL will change" : `${formatCount(count)} URLs will change`) +
      (values > count ? ` (${formatCount(values)} values)` : ""),
    none: "No matches.",
    /** Found, but the replacement gives the same text: nothing to change. */
    unchanged: (count: number, entries = 0) =>
      `Found in ${[
        ...(count > 0 ? [count === 1 ? "1 URL" : `${formatCount(count)} URLs`] : []),
        ...(entries > 0
          ? [entries === 1 ? "1 sitemap index entry" : `${formatCount(entries)} sitemap index entries`]
          : []),
      ].join(" and ")}; the replacement gives the same text, so nothing changes.`,
    probing: "Trying the expression on these values…",
    /** Files whose location moves with the URLs: a robots.txt line or a location set placed them. */
    locationsMove:
      "{count:The location of this file moves|The locations of these files move} with the URLs, as a robots.txt line or a location you set placed {count:it|them}: {moves}.",
    /** A replace over some rows moves the URLs of a file an index lists to another host: the file stays. */
    locationsKept:
      "{count:This file stays where it is|These files stay where they are} ({kept}): the URLs this replace moves will be on another scheme or host than their sitemap. Choose All rows to move the sitemaps and the index's entries with them.",
    /** No match for a text holding an internationalised domain: how hosts are usually written in a sitemap. */
    punycodeHint: "Sitemaps usually write such a host in punycode: try {punycode}.",
    encodedHint:
      "Sitemaps write such characters percent-encoded (the table shows them decoded): try {encoded}.",
    emptyFind: "Type the text to find.",
    invalidRegex: (detail: string) => `Not a valid regular expression: ${detail}`,
    /** The expression ran past the probe's time limit over the values it would search (ReDoS). */
    slowRegex:
      "This expression takes too long on these URLs (it backtracks: a repetition inside a repetition, like (a+)+, or alternatives that overlap, like (\\w|\\d)*). Run here, it would freeze the tab. Write it more simply.",
    emptyLoc: (count: number) =>
      count === 1
        ? "1 URL becomes empty (the entry then has no loc)."
        : `${formatCount(count)} URLs become empty (those entries then have no loc).`,
    emptyLocTag: "empty loc",
    more: (count: number) => `and ${formatCount(count)} more`,
    apply: (count: number) => (count === 1 ? "Replace in 1 URL" : `Replace in ${formatCount(count)} URLs`),
    /** URLs and entries of sitemap indexes, as the undo step names them. */
    applyWithIndexes: (count: number, sitemaps: number) =>
      formatMessage(
        "Replace in {count} {count:URL|URLs} and {sitemaps} {sitemaps:index entry|index entries}",
        {
          count,
          sitemaps,
        },
      ),
    /** Only entries of sitemap indexes match (`replaceInSitemapRefs`). */
    applyIndexes: (count: number) =>
      count === 1 ? "Replace in 1 index entry" : `Replace in ${formatCount(count)} index entries`,
    /** Over all rows, the indexes' `<sitemap>` entries change too; `names` lists the indexes. */
    indexCount: (count: number, names: string) =>
      formatMessage(
        "{count} {count:entry|entries} of the sitemap {indexes:index|indexes} {names} will change too.",
        { count, names, indexes: names.split(", ").length },
      ),
    /** Entries of an index whose `loc` the replace empties (then `loc.missing`, left out by export). */
    emptyIndexLoc: (count: number) =>
      count === 1
        ? "1 index entry becomes empty (export leaves it out)."
        : `${formatCount(count)} index entries become empty (export leaves them out).`,
    /** The indexes' entries match, but only a replace over all rows changes them. */
    indexScope: (count: number, names: string) =>
      formatMessage(
        "{count} {count:entry|entries} of the sitemap {indexes:index|indexes} {names} {count:matches|match} too: choose All rows to replace in {count:it|them} as well.",
        { count, names, indexes: names.split(", ").length },
      ),
    applyIdle: "Replace",
    working: (count: number) =>
      count === 1 ? "Replacing in 1 URL…" : `Replacing in ${formatCount(count)} URLs…`,
    arrow: "becomes",
    cleared: "(removed)",
    /** A required value emptied: the element stays, without a value (a link's href, an image's loc). */
    emptied: "(empty)",
    /** Names of the fields a replace changed, beyond the table's columns (`getReplaceFieldLabel`). */
    fieldNames: {
      alternate: 'hreflang "{code}" link',
      alternateAny: "hreflang link",
      image: "image:{field} (image {n})",
      video: "video:{field} (video {n})",
      newsName: "news:publication name",
      hreflangCode: "hreflang code (link {n})",
      newsLanguage: "news:language",
    },
  },
  dedupe: {
    title: "Remove duplicate URLs",
    intro:
      "Each URL is kept where it first appears (files in the order they were opened, whatever the sorting; an XML sitemap's copy before a TXT list's, which cannot hold its lastmod, and either before an RSS or Atom feed's); the other copies are removed. URLs that differ only in host case, a default port, an empty path or the case of their percent-encoding (%d0 and %D0) count as the same.",
    none: "No duplicate URLs.",
    count: (count: number) =>
      count === 1 ? "1 duplicate will be removed" : `${formatCount(count)} duplicates will be removed`,
    /** Where a URL is: its line in the file as opened, else (a row added here) its number in the file. */
    place: (file: string, entry: number, line: number | undefined) =>
      line === undefined ? `${file} #${formatCount(entry + 1)}` : `${file}, line ${formatCount(line)}`,
    keeps: (place: string) => `kept: ${place}`,
    /** Files every URL of which is a copy kept elsewhere: removed, they are left with no URL. */
    emptied: (names: string) =>
      `${names} will have no URL left: the export then writes no file for it, so remove it from the server, Google Search Console, Yandex Webmaster and robots.txt too.`,
    /** The same of a file never published (a table, pasted text: `isUnpublished`): nothing to remove. */
    emptiedUnpublished: (names: string) =>
      `${names} will have no URL left: the export then writes no file for it.`,
    apply: (count: number) =>
      count === 1 ? "Remove 1 duplicate" : `Remove ${formatCount(count)} duplicates`,
    done: (count: number) =>
      count === 1 ? "Removed 1 duplicate" : `Removed ${formatCount(count)} duplicates`,
    listLabel: "Duplicates to remove",
    /** `parts`: what the copies give, as `parts` names them, joined ("a newer lastmod, images"). */
    merge: (count: number, parts: string) =>
      count === 1
        ? `Keep what a copy adds: the URL kept takes from it what it lacks (${parts})`
        : `Keep what the copies add: ${formatCount(count)} URLs kept take from them what they lack (${parts})`,
    gives: (parts: string) => `gives it ${parts}`,
    loses: (parts: string) => `removing it loses ${parts}`,
    parts: {
      lastmod: "a newer lastmod",
      changefreq: "changefreq",
      priority: "priority",
      news: "news:news",
      images: "images",
      videos: "videos",
      alternates: "hreflang links",
    },
  },
  importDialog: {
    title: "Which column holds the URLs?",
    intro: (name: string) => `The URL column of ${name} is not clear. Choose it:`,
    column: (n: number, sample: string) => `Column ${n}${sample ? ` (${sample})` : ""}`,
    /** The first row's cell of the chosen column, quoted. */
    header: (cell: string) =>
      `The first row is a header${cell ? ` (“${cell}”)` : ""}, not a URL: leave it out`,
    submit: "Import",
  },
  shortcuts: {
    title: "Keyboard shortcuts",
    groups: {
      move: "Moving and editing",
      select: "Selecting",
      edit: "Changing many rows",
      app: "Workspace",
    },
    keys: [
      ["move", "Arrow keys, Home, End, Page Up/Down", "Move between cells"],
      ["move", "Ctrl+Home / Ctrl+End (⌘+Home / ⌘+End)", "Go to the first / last row and select it"],
      ["move", "Enter or F2", "Edit the cell (Enter saves, Escape cancels)"],
      ["move", "Any character (not ?)", "Replace the cell's value with what you type"],
      ["move", "Tab / Shift+Tab while editing", "Save and go to the next / previous cell"],
      ["move", "Delete or Backspace", "Clear the cell's value"],
      ["move", "Alt+← / Alt+→", "Make the cell's column narrower / wider (kept for your next visit)"],
      ["select", "Click", "Select a row"],
      ["select", "Shift+click, Shift+↑/↓", "Select a range of rows"],
      ["select", "Shift+Ctrl+Home / End", "Select the rows up to the first / last"],
      ["select", "Ctrl+click (⌘+click)", "Add or remove one row"],
      ["select", "Ctrl+↑/↓ (⌘+↑/↓)", "Move without changing the selection"],
      ["select", "Space", "Add the active row to the selection or take it out"],
      ["select", "Ctrl+A (⌘A) in the table", "Select every row the filters show"],
      ["select", "Escape", "Clear the selection"],
      [
        "edit",
        "Ctrl+C (⌘C)",
        "Copy the active cell's value; with several rows selected, the rows as TSV (loc, lastmod, changefreq, priority)",
      ],
      [
        "edit",
        "Ctrl+V (⌘V) in the table",
        "Paste: over the selected rows when the row counts match, else as new rows",
      ],
      ["edit", "Ctrl+Delete", "Delete the selected rows"],
      ["edit", "Ctrl+F (⌘F)", "Find and replace"],
      ["app", "Ctrl+Z (⌘Z)", "Undo"],
      ["app", "Ctrl+Shift+Z or Ctrl+Y (⇧⌘Z)", "Redo"],
      ["app", "Ctrl+V outside the table", "Paste a whole sitemap as a new file"],
      ["app", "Ctrl+S (⌘S)", "Export"],
      ["app", "?", "This list"],
    ] as readonly (readonly ["move" | "select" | "edit" | "app", string, string])[],
  },
  steps: {
    "history.bulk-set": "Set {field} on {count} {count:URL|URLs}",
    "history.bulk-clear": "Clear {field} on {count} {count:URL|URLs}",
    "history.replace": "Replace in {count} {count:URL|URLs}",
    "history.replace-indexes":
      "Replace in {count} {count:URL|URLs} and {sitemaps} {sitemaps:index entry|index entries}",
    "history.replace-index-only": "Replace in {sitemaps} {sitemaps:index entry|index entries}",
    "history.dedupe": "Remove {count} {count:duplicate|duplicates}",
    "history.paste-append": "Paste {count} {count:URL|URLs}",
    "history.import-left-out": "Import {count} left-out {count:row|rows}",
    "history.remove-crawl-listed": "Remove {count} {count:URL|URLs} the crawl flags",
    "history.follow-links": "Point {count} hreflang {count:link|links} at {pages:the new URL|the new URLs}",
    "history.paste-over": "Paste over {count} {count:URL|URLs}",
  } as Record<string, string>,
  notices: {
    "notice.imported":
      "Imported {count} {count:URL|URLs} from {name}.[ Columns not read: {unread}.][ {unreadColumns} more {unreadColumns:column was|columns were} not read: no header row names {unreadColumns:it|them}.][ Each line was read as one URL, its “{joined}” part of it.][ {skipped} {skipped:row has|rows have} no URL and {skipped:was|were} left out.][ {relative} {relative:is a path|are paths} without the site’s address: type the address where the file is published into its Location in Files, then Problems makes {relative:it a full URL|them full URLs} in one go.]",
    "notice.import-empty": "{name} has no URLs to import.",
    "notice.crawl-all-flagged":
      "Every row of {name} is one the crawl marks as a page a sitemap should not list ({reasons}), so {count:it was|they were all} imported: remove those that are not to be listed.",
    "notice.crawl-left-out":
      "{count} {count:row|rows} of {name} left out: the crawl marks {count:it as a page|them as pages} a sitemap should not list ({reasons}). A sitemap lists only pages that answer 200 and are meant to be found in search.",
    "notice.crawl-listed":
      "{files}[ and {moreFiles} more {moreFiles:file|files}] {fileCount:lists|list} {count} {count:URL|URLs} the crawl in {name} marks as {count:a page|pages} a sitemap should not list ({reasons}), such as {example}.",
    "notice.add-cleared-filters":
      "The search and problem filters were cleared so that the new row of {name} shows.",
    "notice.moved-links":
      "{count} hreflang {count:link still points|links still point} at [the old URL “{from}”|the old URLs of {pages} renamed pages]. Every version of a page must list the others by the URL the sitemap gives them.",
    "notice.paste-nowhere": "Open a sitemap or URL list first: pasted rows need a file to go to.",
    "notice.paste-no-url":
      "Nothing pasted: the text holds no URL, and new rows need one. To change a value, select the rows to paste over (a news title or date too, on its column), or edit the cell (Enter).",
    "notice.paste-news-left-out":
      "{count} news {count:cell was|cells were} not pasted: {count:its row has|their rows have} no news:news. Add the news in Details (Add news), then paste again.",
    "notice.paste-some-url":
      "{count} pasted {count:line was|lines were} left out: no URL in {count:it|them}, and a new row needs one.",
    "notice.deduped": "Removed {count} duplicates.",
    "notice.deduped-one": "Removed 1 duplicate.",
    "notice.deduped-merged":
      "Removed {count} duplicates; {merged} {merged:URL|URLs} kept took what {merged:it|they} lacked from {merged:its copy|their copies} ({parts}).",
    "notice.deduped-one-merged": "Removed 1 duplicate; the URL kept took what it lacked from it ({parts}).",
    "notice.history-trimmed":
      "The {count} oldest steps can no longer be undone: Undo keeps up to 1,500,000 changed URLs in all (their hreflang links, images and videos counted too), and this change took their room.",
    "notice.undo-skips-open":
      "Undo does not take back opening or pasting a file: close the file with × in the Files panel. Press Undo again to undo “{label}”.",
    "notice.cell-read-only":
      "The {column} column cannot be edited. Double-click a URL, date, Change freq. or Priority cell, or press Enter on it, to edit it.",
    "notice.undo-skips-remove":
      "Undo does not bring back a removed file: open it again. Press Undo again to undo “{label}”.",
    "notice.history-trimmed-one":
      "The oldest step can no longer be undone: Undo keeps up to 1,500,000 changed URLs in all (their hreflang links, images and videos counted too), and this change took its room.",
  } as Record<string, string>,
};

Object.assign(messages.notices, BULK_TEXT.notices);
Object.assign(TOOLS_TEXT.history.steps, BULK_TEXT.steps);

/**
 * The name of a field a find and replace changed, by its path in `entry` (the entry before the change):
 * a protocol field's column name, `hreflang "de" link`, `image:loc (image 1)`, `video:tag (video 2)`,
 * `news:publication name`; the path itself when unknown.
 */
export function getReplaceFieldLabel(path: string, entry?: UrlEntry): string {
  const columns: Record<string, string> = messages.table.columns;
  if (columns[path]) return columns[path];
  const text = BULK_TEXT.replace.fieldNames;
  const alternate = /^alternates\[(\d+)\]\.href$/.exec(path);
  if (alternate) {
    const code = entry?.alternates[Number(alternate[1])]?.hreflang;
    return code ? formatMessage(text.alternate, { code }) : text.alternateAny;
  }
  const item = /^(images|videos)\[(\d+)\]\.(\w+)/.exec(path);
  if (item) {
    const template = item[1] === "images" ? text.image : text.video;
    return formatMessage(template, { field: item[3], n: Number(item[2]) + 1 });
  }
  if (path === "news.publication.name") return text.newsName;
  if (path === "news.publication.language") return text.newsLanguage;
  const code = /^alternates\[(\d+)\]\.hreflang$/.exec(path);
  if (code) return formatMessage(text.hreflangCode, { n: Number(code[1]) + 1 });
  const news = /^news\.(\w+)$/.exec(path);
  return news ? `news:${news[1]}` : path;
}

// ─────────────────────────────────────────────────────────────────────────────────────────────────────────
// Notices that say why a file could not be used, the notice stack, and sitemap counts of indexes (QA fixes).
// ─────────────────────────────────────────────────────────────────────────────────────────────────────────

/** Texts of the notice stack, the files panel's sitemap counts and an index's children without a loc. */
export const NOTICE_STACK_TEXT = {
  notices: {
    "notice.gzip-corrupt": "{name} could not be unpacked (corrupt gzip).",
    "notice.gzip-partial":
      "{name} is cut short: its gzip data breaks off, so only the {count} {count:entry|entries} before the break {count:was|were} read. Download the file again.",
    "notice.gzip-checksum":
      "{name}: its gzip checksum (CRC-32) does not match its data. All {count} {count:entry was|entries were} read, but some may be damaged. Download the file again.",
    "notice.file-cut":
      "{name} is cut short: it ends inside an element, so only the {count} {count:entry|entries} before the cut {count:was|were} read. Download the file again.",
    "notice.gzip-partial-none":
      "{name} is cut short: its gzip data breaks off before its first entry, so no entry was read. Download the file again.",
    "notice.file-cut-none":
      "{name} is cut short: it ends inside an element before its first entry, so no entry was read. Download the file again.",
    "notice.file-empty": "{name} is empty.",
    "notice.gzip-too-large":
      "{name} unpacks to more than 200 MB, past the editor's safety limit, and its first 200 MB hold no sitemap: reading stopped there.",
    "notice.paste-cut":
      "{name} is cut short: the pasted text ends inside an element, so only the {count} {count:entry|entries} before the cut {count:was|were} read. Copy the whole text again.",
    "notice.paste-cut-none":
      "{name} is cut short: the pasted text ends inside an element before its first entry, so no entry was read. Copy the whole text again.",
  } as Record<string, string>,
  /** Notices not shown because the stack is full. */
  more: (count: number) => `and ${formatCount(count)} more`,
  dismissAll: "Dismiss all",
  /** The reasons of the crawl notices, each with its count, those with none left out ("; " between). */
  crawlReasons: {
    redirects: "redirects 3xx: {count}",
    errors: "errors 4xx, 5xx or no answer: {count}",
    nonIndexable: "non-indexable, such as noindex or canonicalised to another URL: {count}",
  },
  /** The button of `notice.crawl-left-out`: appends the rows it left out. */
  importLeftOut: "Import {count:it|them} too",
  /** The button of `notice.crawl-listed`: removes those rows from the files that list them, one undo step. */
  removeCrawlListed: "Remove {count:it|them}",
  /** The button of `notice.moved-links`: writes the links as the new URLs (`followMovedLinks`). */
  followLinks: "Point {count:it|them} at the new [?{pages}|URL][?{from}|URLs]",
  sitemap: "1 sitemap",
  sitemaps: "{count} sitemaps",
  /** An index's card when it lists a sitemap twice: entries, then different sitemaps (the header's count). */
  sitemapsDistinct: "{count} sitemaps ({distinct} distinct)",
  /** In a total beside URLs: the sitemaps the indexes and robots.txt files name, not files open. */
  listedSitemap: "1 sitemap listed",
  listedSitemaps: "{count} sitemaps listed",
  /** The tooltip of that part of the total. */
  listedTitle: "Sitemaps the open indexes and robots.txt files list (open here or not)",
  /** Appended to a URL total when indexes or robots.txt files are loaded: "12 URLs · 3 sitemaps listed". */
  separator: " · ",
  noLoc: "(no loc)",
  noLocCount: (count: number) => (count === 1 ? "1 entry" : `${formatCount(count)} entries`),
  noLocTitle: (count: number) =>
    count === 1
      ? "1 sitemap entry of this index has no loc, so it names no file"
      : `${formatCount(count)} sitemap entries of this index have no loc, so they name no file`,
};

Object.assign(messages.notices, NOTICE_STACK_TEXT.notices);

/** "12 URLs", or "12 URLs · 3 sitemaps listed" when loaded indexes or robots.txt files list sitemaps. */
export function formatUrlTotals(urls: number, sitemaps: number): string {
  return `${formatPlural(urls, messages.files.url, messages.files.urls)}${formatListedSitemaps(sitemaps)}`;
}

/** The part of `formatUrlTotals` after the URLs: " · 3 sitemaps listed", or "" for none. */
export function formatListedSitemaps(sitemaps: number): string {
  if (sitemaps === 0) return "";
  const listed = formatPlural(sitemaps, NOTICE_STACK_TEXT.listedSitemap, NOTICE_STACK_TEXT.listedSitemaps);
  return `${NOTICE_STACK_TEXT.separator}${listed}`;
}

// ─────────────────────────────────────────────────────────────────────────────────────────────────────────
// Export: each file as it is or merged into one set, errors that remain in the export (QA export fixes).
// ─────────────────────────────────────────────────────────────────────────────────────────────────────────

/** Texts of the export dialog's mode choice, its merge warnings and its errors-remain notice. */
export const EXPORT_MODE_TEXT = {
  mode: "Files",
  modeEach: "Each file as it is",
  modeMerge: "Merge into one set",
  modeEachHint:
    "Every loaded file is written under its own name, sitemap indexes included (robots.txt files are not). A file is split into name-1{part}, name-2{part} … plus name-index{index} only when it alone is over the limits; the index lists the parts at the file's location.",
  /** The hint with "A split file's index takes the file's name" ticked. */
  modeEachHintKeepsName:
    "Every loaded file is written under its own name, sitemap indexes included (robots.txt files are not). A file is split into name-1{part}, name-2{part} … only when it alone is over the limits, and its own name becomes their sitemap index, which lists the parts at the file's location.",
  modeMergeHint: "The URLs of all loaded files are written as one set, under the file name below.",
  mixedHosts:
    "The files are on different hosts ({hosts}). A merged sitemap mixes them, and search engines ignore URLs of a host other than the sitemap's own: export each file as it is instead.",
  indexesLeftOut: "Sitemap indexes are not part of a merged set: {names} will not be written.",
  mergeReplaces:
    "The merged set takes the place of {names}: submit it (its index, when it is split) in Google Search Console and Yandex Webmaster and list it in robots.txt instead of them, and remove their submissions and lines, or the engines go on fetching files you no longer publish.",
  /** A merge of published files with feeds among them: the feeds stay published (`getMergeWarnings`). */
  mergeFeedsStay:
    "{names}: {count:the feed stays|the feeds stay} where {count:it is|they are} for {count:its|their} readers. The merged set lists {count:its|their} URLs, so a submission of {count:it|them} as a sitemap in Google Search Console can go (Yandex Webmaster reads no feeds).",
  /** A merged set: URLs that more than one entry of the files lists (`findDuplicateEntries`). */
  mergeRepeats:
    "{count} {count:entry repeats|entries repeat} a URL listed before in these files, and the merged set would list {count:it|them} again (Search Console reports repeated URLs as a sitemap warning). Close this dialog and use Remove duplicates in the table first: it keeps what the copies add.",
  /** A TXT export: what it does not write. */
  txtUrlsOnly:
    "A TXT sitemap holds URLs only: lastmod, changefreq, priority, hreflang links, images, videos and news are not written.",
  /** A crawler's table (a crawl import's file) exported beside sitemaps: written as a sitemap too. */
  crawlTable:
    "{name} is a crawler's export: its {count} {count:URL is|URLs are} written as a sitemap too. If you opened it only to compare with your sitemaps, remove it (× on its card in Files) before exporting.",
  /** "As opened": a TXT sitemap stays TXT, and some of its rows have more than a URL (set since it was opened). */
  txtStaysTxt:
    "{name} is written as TXT, as it was opened (its URL does not change), and a TXT sitemap holds URLs only: the lastmod and other fields of its {count} {count:row that has them are|rows that have them are} not written. Choose XML to keep them (then submit the new file's URL).",
  /** A file read only up to the readers' entry cap (`params.stoppedAt`). */
  /** Files written in folders (`getFolderWarnings`): "Download files" saves them without. */
  inFolders:
    "{count} {count:file is|files are} written in {count:a folder|folders} ({count:|such as }{name}): Download files saves {count:it|them} without folders ({saved}), so upload {count:it|each} where its URL (in the index, the robots.txt line) says, under its own name ({own}); Download zip keeps the folders.",
  /** A file whose location's folder no file system takes (`getUnplacedLocationFolder`): at the zip's top. */
  unplacedFolder:
    "{name} is written at the zip's top, not in its location's folder {folder}: that name cannot be a folder's on every system (one of \\ / : * ? \" < > | or a control character, a trailing dot or space, a name Windows keeps such as CON, or over 200 bytes). Upload it by hand where its location says, or set a location in another folder.",
  /** A file in a folder whose flat name another file of the export has (`getFolderWarnings`). */
  inFolderClash:
    "{name} is saved as {saved} by Download files: {flat} is the name of another file of this export.",
  /**
   * A loaded index's children with no URL left (`SourcePlan.droppedChildren`): not written, no longer listed.
   * {names} are file names joined by ", ".
   */
  childrenDropped:
    "{index} no longer lists {names}: {count:it has|they have} no URL left, so {count:it is|they are} not written. Delete {count:it|them} from the server too, or {count:its|their} old URLs stay reachable there.",
  /** A sitemap index of the export would list more than 50,000 sitemaps (`getIndexSizeWarnings`). */
  indexTooBig:
    "{index} would list {count} sitemaps, more than the {limit} an index may list (index.too-many-sitemaps): set URLs per file to at least {least}.",
  /** More files than opening a ZIP here reads (`MAX_ZIP_ENTRIES`). */
  manyFiles:
    "The export writes {count} files: opening its zip here again reads the first {limit} only, and Download files hands them over one every quarter second. Fewer, bigger files (more URLs per file) are easier to upload too.",
  /** Files with entries none of which has a URL (`loc`): nothing of them can be written. */
  notWrittenNoLoc:
    "{count} {count:file is|files are} not written: {names} {count:has entries, but none with|have entries, but none with} a URL (loc). Fill in the URLs to export {count:it|them}.",
  /** Files with no URL left (every row deleted, or removed as duplicates): nothing written for them. */
  notWrittenEmpty:
    "{count} {count:file is|files are} not written: {names} {count:has|have} no URL left. If {count:it is|they are} published, remove {count:it|them} from the server, Google Search Console, Yandex Webmaster and robots.txt too, or the engines go on fetching {count:it|them}.",
  /** A file cut short (a broken download): only the entries before the cut are written. */
  cutShort:
    "{name} was cut short (a download broken off): only the {count} {count:entry|entries} read before the cut {count:is|are} written, and uploading them would drop the rest of the site's URLs. Download the whole file again and open it instead.",
  notAllRead:
    "Only the first {count} entries of {name} were read (a safety limit of this tab): the rest of that file is not exported. Split it where it is made.",
  /** A source file written under another name: another one of the export has its name (`SourcePlan.renamed`). */
  renamed:
    "{name} is written as {written}: another file of this export takes the name it would be written under. Upload it under the new name (the index and the robots.txt line below use it), or export one of the two files at a time.",
  /**
   * A split source file whose parts are renamed (`SourcePlan.renamed`): their names (`written`: the first …
   * the last part, and the index when it is written) instead of `wanted` ("products-1.xml …"), as another
   * file of the export is written as `clash`.
   */
  renamedParts:
    "{name} is split into {written}, not {wanted}: another file of this export is written as {clash}. Upload the parts under the new names (the index and the robots.txt line below use them), or export one of the two files at a time.",
  /** A feed written as a sitemap beside sitemaps that list some of its URLs (`getFeedWarnings`). */
  feedRepeats:
    "{names}: {count} of {count:its URL is|its URLs are} also in the sitemaps exported beside it; written as a sitemap, the feed lists {count:it|them} again (set.url-in-several-files when the files are opened again). Remove duplicates in the table takes them out of the feed and keeps them in the sitemaps; or leave the feed out of this export.",
  /** RSS or Atom feeds written as a sitemap under the feed's own name (`getFeedWarnings`). */
  feedOverwritten:
    "{names} {count:is an RSS or Atom feed|are RSS or Atom feeds}, written here as a sitemap under {count:its|their} own name: uploaded in place of the feed, the sitemap replaces it, and its readers lose it. Upload {count:it|them} under another name (then submit that URL), or submit the feed itself to Google, which reads a feed as a sitemap (Yandex does not: it needs the sitemap).",
  /** Each file as it is, in a format that changes some files' names (`getEndingWarnings`). */
  endingsChanged:
    "{count} {count:file is|files are} written under another name than {count:the one it is|the ones they are} published at: {moves}. The URLs submitted in Google Search Console, Yandex Webmaster and robots.txt change: submit the new ones, or choose As opened to keep them.",
  /** `endingsChanged` of feeds (`.rss`, `.atom`), written as `.xml` sitemaps in every format, As opened too. */
  endingsChangedAsOpened:
    "{count} {count:file is|files are} written under another name than {count:the one it is|the ones they are} published at: {moves}. A feed is written as a sitemap in every format (a URL list in TXT): upload {count:it|them} under the new {count:name|names} and submit {count:that URL|those URLs} in Yandex Webmaster, which reads no feed, and in Google Search Console (or keep the feed submitted there: Google reads a feed as a sitemap).",
  /** Feeds placed by their own link (`/feed/`), which stay there: the sitemap written from each is new. */
  feedsAsNewSitemaps:
    "{count} {count:feed is|feeds are} written as a new sitemap: {moves}. The {count:feed stays|feeds stay} at {count:its|their} own URL; upload the new {count:file|files} beside {count:it|them} and submit {count:its URL|their URLs} in Yandex Webmaster, which reads no feed, and in Google Search Console.",
  /** `endingsChanged` with "As opened" chosen, for files that are no feed: an ending a sitemap is not written under. */
  endingsChangedAsOpenedName:
    "{count} {count:file is|files are} written under another name than {count:the one it is|the ones they are} published at: {moves}. Export names a sitemap by what it holds (.xml, .xml.gz, .txt): upload {count:it|them} under the new {count:name|names} and submit {count:that URL|those URLs} in Google Search Console, Yandex Webmaster and robots.txt, or rename {count:it|them} back when you upload.",
  /** A source split with its own index under the source's own name: its URL keeps working. */
  splitIndexKept:
    "{name} is split into {parts} parts, and {index} becomes their sitemap index: the URL already submitted in Google Search Console, Yandex Webmaster and robots.txt keeps working.",
  /** A source an exported index lists, split into parts: the index lists them in its place. */
  splitListed:
    "{name} is split into {parts} parts, which the sitemap index lists in its place: delete the old {name} from the server once they are uploaded (it would keep its URLs as they were), and remove it where it was submitted alone (Google Search Console, Yandex Webmaster, robots.txt).",
  /** A source split with its own index: the URL it had lists nothing after the upload. */
  splitIndex:
    "{name} is split into {parts} parts, listed by {index}. Submit {index} in Google Search Console and Yandex Webmaster in place of {name}, and remove {name} from them and from robots.txt: its URL will list nothing.",
  /** A feed split with its own index: the sitemap is a new file; the feed stays at its URL for its readers. */
  splitIndexFeed:
    "{name} is split into {parts} parts, listed by {index}: submit {index} in Google Search Console, Yandex Webmaster and robots.txt. The feed itself stays at its URL for its readers (Google may keep it submitted; Yandex reads no feed).",
  /** A source never published (a table, pasted text) split with its own index: that index is what to submit. */
  splitIndexNew:
    "{name} is split into {parts} parts, listed by {index}: submit {index} in Google Search Console, Yandex Webmaster and robots.txt.",
  uncompressed: "{size} uncompressed",
  errorsRemain: "{count} errors remain in the exported entries",
  errorsRemainOne: "1 error remains in the exported entries",
  /** Beside the download buttons, leading to the errors' notice in the dialog's body. */
  errorsRemainShort: "{count} {count:error remains|errors remain}",
  duplicateElementsDropped:
    "{count} repeated {count:element is|elements are} not written ({where} first): each entry keeps the first <loc>, <lastmod> … of its kind, and a second one’s value, a URL of its own perhaps, is lost. Review {count:it|them} in Problems (xml.duplicate-element) first.",
  /** Feed items whose date could not be read (`feed.date-invalid`): written without a lastmod. */
  feedDatesDropped:
    "{count} feed {count:date|dates} could not be read as {count:a date|dates} ({count:at|the first at} {where}), so {count:its item is|those items are} written without <lastmod>. To keep {count:it|them}, give {count:it|them} a date in the table's Last modified column.",
  errorsExportAnyway: "You can review {count:it|them} first or export the entries as they are.",
  /** Beside `news.too-many` among the errors that remain: the split that ends it. */
  newsSplitHint:
    "Google reads at most 1,000 news:news per sitemap: set URLs per file to 1,000, and the parts stay within it.",
  /** URLs with raw non-ASCII characters (`loc.non-ascii`) that the export writes as they are. */
  nonAsciiWritten:
    "{count} {count:URL is|URLs are} written with raw non-ASCII characters (loc.non-ascii, such as Cyrillic): Yandex reads them, Google and Bing expect URLs percent-encoded.",
  /** The same with Yandex the only engine checked for. */
  nonAsciiWrittenYandex:
    "{count} {count:URL is|URLs are} written with raw non-ASCII characters (loc.non-ascii, such as Cyrillic): Yandex reads them, other crawlers and tools expect URLs percent-encoded.",
  /** After `nonAsciiWritten`, when they are URL rows only. */
  nonAsciiFixRows: "Fix all in Problems encodes them first.",
  /** The rows have no encoding fix: their letters look misread (file.not-utf8), or encoded they pass 2,048. */
  nonAsciiNoFix:
    "Problems offers no fix for them: read the file right first (its letters look misread, see file.not-utf8), or shorten URLs too long to encode.",
  /** After `nonAsciiWritten`, when they are sitemap index entries only, which Problems' Fix all leaves. */
  nonAsciiFixRefs: "They are sitemap index entries: Edit sitemaps encodes them first (its Fix all).",
  /** After `nonAsciiWritten`, when they are both. */
  nonAsciiFixBoth:
    "Fix all in Problems encodes the URL rows first; the sitemap index entries, Edit sitemaps (its Fix all).",
  /** Past the three rules listed among the errors that remain. */
  moreErrors: "and {count} more {count:error|errors} of {rules} other {rules:rule|rules} (Review problems)",
  errorCodesLabel: "Errors by rule",
  reviewProblems: "Review problems",
  robotsLinesHint: "Add each line to the robots.txt of its host so search engines find the sitemaps.",
  /** Zip name when several files are exported each as it is. */
  zipName: "sitemaps",
  /** Merge mode with no URL to merge (the workspace may hold sitemap indexes only). */
  nothingToMerge:
    "Nothing to merge: no loaded file has URLs. Sitemap indexes are not part of a merged set; choose “Each file as it is” to write them.",
  /** `ExportPlan.alteredValues`: the characters were removed from the values. */
  alteredValues: "{count} values contained characters XML cannot hold; they were removed.",
  /** TXT export: URLs holding a line break, which no line of a URL list can hold (`ExportPlan.lineBreakLocs`). */
  lineBreakLocs:
    "{count} URLs hold a line break, which a line of a TXT sitemap cannot: they are not written. Remove the breaks (their problems say where), or choose XML.",
  lineBreakLocsOne:
    "1 URL holds a line break, which a line of a TXT sitemap cannot: it is not written. Remove the break (its problem says where), or choose XML.",
  alteredValuesOne: "1 value contained characters XML cannot hold; they were removed.",
  /** `ExportPlan.droppedExtras`: kept-verbatim unknown elements the writer left out. */
  droppedExtras: "{count} unknown elements were not written: they were broken or their namespace is unknown.",
  droppedExtrasOne: "1 unknown element was not written: it was broken or its namespace is unknown.",
};

/** Every text table of the interface: a language gives all of them, with the same keys (`messages-ru.ts`). */
export interface MessageTables {
  messages: MessagesTable;
  problemsPanel: typeof PROBLEMS_PANEL_TEXT;
  tools: typeof TOOLS_TEXT;
  autosave: typeof AUTOSAVE_TEXT;
  bulk: typeof BULK_TEXT;
  noticeStack: typeof NOTICE_STACK_TEXT;
  exportMode: typeof EXPORT_MODE_TEXT;
}
