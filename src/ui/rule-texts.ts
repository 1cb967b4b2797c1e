/**
 * English title and explanation template per rule code, used only through `messages.ts` (never import this
 * file from components). Templates take `{param}` from a problem's `params`; a `[...]` part is left out when
 * a param it names is missing, and `[with {param}|without]` gives the text after `|` then. Every template
 * must read as a whole sentence without params too: the problems panel shows it so as a rule group's header
 * (`rule-texts.test.ts` checks). A Russian table can follow with the same keys.
 */

/** [short title, explanation template] by rule code. */
export const RULE_TEXTS_EN: Record<string, readonly [string, string]> = {
  "file.empty": ["Empty file", "The file has no entries. The schema needs at least one URL."],
  "file.unknown-format": [
    "Not a sitemap",
    "[This is an HTML page (<{html}>), not a sitemap: a 404 page, a placeholder or the home page served at the sitemap's URL. Check that the sitemap's URL gives the sitemap itself.|[This is a Yandex Market product feed (YML, <{yml}>), not a sitemap: it goes to Yandex Market or Yandex Webmaster's product feeds. Open the site's sitemap.xml to check its pages.|[The file is compressed twice: {twice} data inside gzip data (a server that gzips an .xml.gz again as it sends it). Unpack it once more to read it, and make the server send the .xml.gz as it is.|[This is a {binary}, not a sitemap (if it is named or published as the sitemap, another file was saved or renamed in its place).|This is not a sitemap, a sitemap index, RSS, Atom, robots.txt or a list of URLs.]]]]",
  ],
  "file.too-many-urls": [
    "Too many URLs",
    "[The file has {count} entries; the limit is 50,000 per file|The file has more than 50,000 entries, the limit per file]. [Reading stopped at {stoppedAt} entries to protect the tab: the rest of the file is not shown and not exported. Split the file where it is made.|Export splits it.]",
  ],
  "file.too-large": [
    "File too large",
    "Uncompressed, the file is over 50 MB (52,428,800 bytes). Export splits it.",
  ],
  "file.gzip-corrupt": [
    "Broken gzip",
    "The gzip data is broken or cut short. Yandex reports an unpacking error. Download the file again, or compress it again where it is made.",
  ],
  "file.gzip-too-large": [
    "Gzip too large",
    "Unpacked, the file would pass the editor's safety limit of 200 MB (four times the protocol's 50 MB); reading stopped there, so the entries after it are in neither the table nor the export.",
  ],
  "file.not-utf8": [
    "Not UTF-8",
    '[Its XML declaration says {mixed}, but {utf8Lines} of its lines {utf8Lines:is|are} UTF-8 (their bytes say so) and {otherLines} {otherLines:is|are} {mixed} (first: line {firstOther}): each line was read in its own encoding, so the URLs read right, while a parser that trusts the declaration misreads the non-Latin text of the UTF-8 lines. Export writes UTF-8; save the file as UTF-8 where it is made.|[The pasted text’s XML declaration says {pasted}: the file it came from is declared in that encoding, not UTF-8, which pasted characters cannot show (whatever displayed the file had decoded them). It was read as pasted, and export writes UTF-8; check the file itself, or open it instead of pasting it.|[Its XML declaration says {declared}, but the file is {read} (its bytes say so) and was read as {read}: only the declaration is wrong[: “{unfit}” cannot be used for these bytes (a name parsers do not know, or UTF-16 for 8-bit bytes), so a parser that trusts it rejects the file|, and a parser that trusts it misreads the non-Latin text]. Export writes a UTF-8 declaration; fix it where the file is made too.|[?{looks}|The file is[ encoded as {encoding},] not UTF-8.[ Engines read {robots} as UTF-8, and export does not write it: save it as UTF-8 where it is made.| Export writes UTF-8.]]]]][The file declares {encoding}, not UTF-8, but its letters look like Cyrillic {looks} misread as {encoding} (a Russian word reads as “[{sample}|êàòàëîã]”), and engines read it so too: if its URLs or text look garbled, the declaration is wrong, so write encoding="{looks}" where the file is made.][ [The encoding its XML declaration names, “{unfit}”, cannot be used (a name parsers do not know, or UTF-16 for 8-bit bytes)|The file does not say its encoding]: {guessed} was guessed from its Cyrillic letters, so check that the URLs read right, and save the file as UTF-8 where it is made.][ It starts with a byte order mark that says {bom}, but its bytes are in the declared encoding, so it was read in that one: save the file as UTF-8 where it is made.]',
  ],
  "file.invalid-utf8": [
    "Invalid UTF-8",
    "[Its XML declaration names “{unfit}”, which cannot be used (a name parsers do not know, or UTF-16 for 8-bit bytes), so the file is to be read as UTF-8|The file is to be read as UTF-8 (declared so, or by default)] but has a byte that is not valid UTF-8[ at byte offset {offset}][ ({byte})][, line {line}, column {column}].[ Its bytes are plainly Cyrillic {guessed}, so it was read as {guessed}: check that the URLs read right. Engines that trust the declaration read “\uFFFD” for every letter; export writes UTF-8, so fix the encoding where the file is made or upload the exported file.]",
  ],
  "file.bom": ["Byte order mark", "The file starts with a UTF-8 byte order mark. Engines accept it."],
  "file.leading-whitespace": [
    "Text before XML declaration",
    "Whitespace or text comes before the <?xml?> declaration[: “{text}” (a server or PHP warning printed before the sitemap?)]. Google rejects such files; the entries after it were read, and export leaves it out.",
  ],
  "file.not-gzipped": [
    "Not gzip data",
    "The name ends in .gz but the content is not gzip data; it was read as it is.",
  ],
  "file.gzip-trailing-bytes": [
    "Bytes after gzip data",
    "[{count}|Some] bytes follow the end of the gzip stream and were ignored.",
  ],
  "file.too-many-elements": [
    "Too many elements",
    "An entry has more child elements (images, alternates, videos, unknown elements) than the editor keeps: 10,000 per URL, 1,000,000 per file. The rest were not read, to protect the tab, and export leaves them out.",
  ],
  "xml.malformed": [
    "Malformed XML",
    "[{element} holds {reference}, a reference to the control character {char}, which XML 1.0 does not allow: in a file, a parser stops reading at it, and export would write it as text. Delete it: the Fix does.|[The text holds {reference}, a reference to a control character XML 1.0 does not allow: a parser stops reading the file at it, and export would write it as text. Delete it: the Fix does.|[{element} holds the control character {char}, which XML 1.0 does not allow: in a file, a parser stops reading at it. Export writes the text without it.|The XML is not well-formed[: {detail}][?{detail}|, or a value holds a character XML 1.0 does not allow]. Entries that could be read were kept.]]]",
  ],
  "xml.unescaped-ampersand": ["Unescaped &", "A raw & must be written &amp;. Export escapes it."],
  "xml.undefined-entity": [
    "HTML entity",
    "[The entity {unfixable}[ (and {others} more in this text)] is not defined in XML, which knows only &amp;, &lt;, &gt;, &quot; and &apos; (a DOCTYPE's own entities are never expanded): it stays as written. Write what it stands for instead.|[{element} holds {value}[ (and {others} more)] as text: it is shown as written, not as the character HTML reads. Write the character itself instead: the Fix does.|[The entity {value}[ (and {others} more in this text)] is not defined in XML (HTML entities like &nbsp; are not). Write the character itself instead: the Fix does.|An HTML entity: one XML does not define (&nbsp;, &rsquo;), or one written as text (&amp;amp;), shown as written. Write the character itself instead (the Fix does for an HTML entity in a text field).]]]",
  ],
  "xml.doctype": [
    "DOCTYPE declaration",
    "DOCTYPE and entity declarations are refused and never expanded. A sitemap needs none; export leaves them out.",
  ],
  "xml.namespace-missing": [
    "No sitemap namespace",
    'The root element lacks xmlns="http://www.sitemaps.org/schemas/sitemap/0.9". Export adds it.',
  ],
  "xml.namespace-wrong": [
    "Wrong namespace",
    "The root uses[ {value}| another namespace] instead of the sitemaps.org 0.9 namespace. Export writes the right one.",
  ],
  "xml.unknown-element": [
    "Unknown element",
    "[<{value}> stands inside <{parent}>: a value holds text only, so what the element holds is left out and the value read is “{read}”. Write the value as plain text.|[The element <{value}> is not defined directly in {leftOut}, so it is not kept: export leaves it out.[{yandexOff:1=}| Yandex reports it.]|The element[ <{value}>] is not defined here.[{yandexOff:1=}| Yandex reports it.]]]",
  ],
  "xml.duplicate-element": [
    "Repeated element",
    "The element[ <{element}>] may appear only once here.[ The second <{kept}> is kept as written and export writes it back: remove it.]",
  ],
  "xml.element-order": [
    "Elements out of order",
    "loc, lastmod, changefreq and priority must come first, in that order, before extension elements (images, videos, news, hreflang links). Export writes them so.",
  ],
  "xml.unexpected-text": [
    "Stray text",
    "There is text where only elements are allowed[: “{value}”]. A URL written so belongs in a <loc>; other text should go.",
  ],
  "xml.unknown-attribute": ["Unknown attribute", "The attribute[ {value}] is not defined by the protocol."],
  "xml.version": ["XML version", "The XML version[ {value}] is not 1.0."],
  "loc.missing": [
    "Missing URL",
    "The entry has no URL: its <loc> is missing or empty. Engines skip it; export leaves it out.",
  ],
  "loc.invalid": [
    "Invalid URL",
    "[“{value}”|The URL] is not a valid absolute URL.[ It begins with an invisible character ({invisible}): delete it.][ Its host “{host}” has characters no host name can have: {hostChars}.]",
  ],
  "loc.relative": [
    "Relative URL",
    "[“{value}” has no scheme (http:// or https://): in full, with the scheme the site’s URLs use, it is {schemeless}.|[“{value}”|The URL] is relative. Sitemaps need full URLs with scheme and host.]",
  ],
  "loc.scheme": [
    "Wrong scheme",
    "[“{value}”|The URL] uses[ {scheme}:| another scheme]; only http and https are allowed.",
  ],
  "loc.too-long": [
    "URL too long",
    "[The URL has {length} characters; the limit is 2,048|The URL is longer than the limit of 2,048 characters].",
  ],
  "loc.too-short": [
    "URL too short",
    "[The URL has {length} characters; the schema needs at least 12|The URL is shorter than the 12 characters the schema needs].",
  ],
  "loc.whitespace": ["Spaces around URL", "The URL had leading or trailing whitespace; it was trimmed."],
  "loc.unencoded-chars": [
    "Unencoded characters",
    "[“{value}” holds two URLs on one line, the second “{glued}”: put each on its own line (in a TXT list) or in its own <url>; the Fix cannot tell which is meant.|[[“{value}”|The URL] has {control}, {controlCount:a control character|control characters} XML 1.0 does not allow: a parser stops reading the file at {controlCount:it|them}, and no URL means {controlCount:it|them}. The Fix removes {controlCount:it|them}.[ It also has {also}, which must be percent-encoded (%XX).]|[[“{value}”|The URL] has {dropped}, which a URL cannot hold: browsers drop {droppedCount:1=it|them}, and so does the Fix.[ It also has {also}, which must be percent-encoded (%XX).]|[“{value}”|The URL] has [characters that must be percent-encoded: {foundMany}|a character that must be percent-encoded[: {found}]]. Spaces, quotes, <, >, \\, ^, `, {, } and | must be written as %XX.]]]",
  ],
  "loc.bad-percent-encoding": [
    "Bad % encoding",
    "[“{value}”|The URL] has a % not followed by two hex digits.",
  ],
  "loc.encoded-control": [
    "Encoded control char",
    "[“{value}”|The URL] contains a percent-encoded control character.",
  ],
  "loc.encoded-invalid-utf8": [
    "Encoded bytes not UTF-8",
    "[“{value}”|The URL] has percent-encoded bytes that are not UTF-8.",
  ],
  "loc.double-encoded": [
    "Double-encoded URL",
    "[“{value}”|The URL] contains %25 followed by hex: probably encoded twice.",
  ],
  "loc.non-ascii": [
    "Non-ASCII characters",
    "[“{value}”|The URL] has raw non-ASCII characters[ (among them {unseen}, which does not show)|, such as Cyrillic]. The protocol (RFC 3986) wants them percent-encoded[, and the host written in punycode: {punycode}][; in robots.txt Yandex requires that too (its help forbids Cyrillic in a “{robots}:” line)|[{yandexOnly:1=; Yandex accepts them as they are, other crawlers and tools expect them encoded|}|; Google and Bing expect that, Yandex also accepts them as they are]].[ Encoded, it would be {encodedLength} characters long, over the limit of {limit}: shorten it (no fix can encode it).]",
  ],
  "loc.credentials": ["Credentials in URL", "The URL contains user:password@."],
  "loc.bad-host": ["Invalid host", "The host[ {host}] cannot exist in DNS."],
  "loc.fragment": [
    "URL with #fragment",
    "Engines drop[ {fragment}| the #fragment]; the URL probably duplicates another.",
  ],
  "loc.other-host": [
    "Other host",
    "[The host {host} differs from the sitemap's host {expected}|The host differs from the sitemap's host]. Engines ignore such URLs.",
  ],
  "loc.other-scheme": [
    "Other scheme",
    "[The URL uses {scheme} but the sitemap is at {expected}|The URL's scheme differs from the sitemap's location].",
  ],
  "loc.outside-scope": [
    "Outside sitemap folder",
    "The URL is not under[ {scope},] the folder of the sitemap file.[?{scope}| Engines take from a sitemap only the URLs in its folder and below, unless the site's robots.txt names the sitemap (open the robots.txt with it to have that counted here) or it is submitted in Search Console. Publish the file at the site root, or correct its location on its card if that is wrong.]",
  ],
  "loc.duplicate": [
    "Duplicate URL",
    "[“{value}”|The URL] appears more than once[ (also on line {otherLine} of the file)|[ (also entry {other})]].",
  ],
  "loc.near-duplicate": [
    "Near-duplicate URL",
    "[“{value}”|The URL] differs from another URL[ (“{otherLoc}”)] only by a slash, scheme, www. or index.html.",
  ],
  "lastmod.invalid": [
    "Invalid date",
    "[The {empty} element is empty: write the date the page last changed, as YYYY-MM-DD (e.g. 2024-05-08), or remove the element.|[“{value}”|The value] is not a W3C Datetime (e.g. 2024-05-08 or 2024-05-08T10:00:00+03:00).]",
  ],
  "lastmod.no-timezone": [
    "Date without timezone",
    "[“{value}”|The value] has a time but no timezone: add the site's own, such as +03:00 for Moscow or -05:00 for New York, or Z for UTC.",
  ],
  "lastmod.bad-timezone": [
    "Bad timezone",
    "[“{value}”|The value] has a malformed zone; write it as [{zone}|±hh:mm (+03:00 for Moscow) or Z].",
  ],
  "lastmod.impossible-date": [
    "Impossible date",
    "[“{value}”|The value] is not a real calendar date or time (such as February 30 or 25:00).",
  ],
  "lastmod.imprecise": [
    "Imprecise date",
    "[“{value}”|The value] is W3C-valid, but the schema wants a full date (YYYY-MM-DD) and a time with seconds. Write the date as YYYY-MM-DD and the time with seconds.",
  ],
  "lastmod.future": [
    "Date in the future",
    "[“{value}”|The value] is in the future[: later than {limit}, a day from now]. Write when the page (in a sitemap index, the sitemap) last changed.",
  ],
  "lastmod.all-same": [
    "Same date everywhere",
    "Every entry has the same lastmod[ ({value})]: it looks like the build time.",
  ],
  "lastmod.date-only": [
    "Date without time",
    "[“{value}”|The value] has no time; Bing recommends date, time and zone.",
  ],
  "changefreq.invalid": [
    "Invalid changefreq",
    "[The {empty} element is empty: choose one of always, hourly, daily, weekly, monthly, yearly, never, or remove the element.|[“{value}”|The value] is not one of always, hourly, daily, weekly, monthly, yearly, never (lower case).]",
  ],
  "changefreq.ignored": ["changefreq ignored", "Google ignores changefreq."],
  "priority.invalid": [
    "Invalid priority",
    "[The {empty} element is empty: write a number from 0.0 to 1.0 with a dot (0.8), or remove the element.|[“{value}”|The value] is not a decimal number between 0.0 and 1.0 written with a dot ([{dotted}, not {value}|0.8, not 0,8]).]",
  ],
  "priority.out-of-range": ["Priority out of range", "[“{value}”|The value] is outside 0.0–1.0."],
  "priority.ignored": ["priority ignored", "Google ignores priority."],
  "priority.all-same": [
    "Same priority everywhere",
    "Every entry has the same priority, so it tells engines nothing.",
  ],
  "yandex.value-too-long": [
    "Value too long",
    "[The value[ of {element}] has {bytes} bytes; Yandex allows 100|The value[ of {element}] is longer than the 100 bytes Yandex allows].",
  ],
  "index.too-many-sitemaps": [
    "Too many sitemaps",
    "The index lists more than 50,000 sitemaps.[ Reading stopped at {stoppedAt}: the rest of the file is not shown and not exported.]",
  ],
  "index.self-reference": ["Index lists itself", "The index lists its own location: remove that entry."],
  "index.nested": [
    "Nested index",
    "[“{value}”|The URL] is itself a sitemap index; Google does not follow nested indexes. List the sitemap files themselves in this index.",
  ],
  "index.child-missing": [
    "Listed file not loaded",
    "[“{value}”|The URL] is listed but not among the loaded files.[ A file of that name, {child}, is loaded with the location {location}: the export points the index there.][ That is outside the index's folder ({scope}), where an index's sitemaps must be: place the file in that folder instead.]",
  ],
  "index.child-unlisted": ["File not in index", "No loaded index lists this file."],
  "index.child-outside-scope": [
    "Child outside index folder",
    "[“{value}”|The URL] is not in the index's folder or below: Google requires the sitemaps an index lists to be in its folder or below. Move the sitemap under the index's folder, or the index up to a folder above both.",
  ],
  "index.duplicate-child": ["Sitemap listed twice", "[“{value}”|The URL] is listed more than once."],
  "set.url-in-several-files": [
    "URL in several files",
    "[“{value}”|The URL] appears in more than one file[ (also in {otherFile}[, line {otherLine}])].",
  ],
  "image.namespace-wrong": [
    "Wrong image namespace",
    "Image elements must use http://www.google.com/schemas/sitemap-image/1.1. Export writes that one.",
  ],
  "image.loc-missing": ["Image without URL", "An image:image has no image:loc."],
  "image.loc-invalid": [
    "Invalid image URL",
    "[[“{value}”|The URL] has {chars}: a URL cannot hold such characters as written, they must be percent-encoded (%XX).|[“{value}”|The URL] is not an absolute http(s) URL.]",
  ],
  "image.too-many": [
    "Too many images",
    "[The URL has {value} images; Google reads at most {limit}.|More than 1,000 images in one URL.]",
  ],
  "image.deprecated": [
    "Deprecated image tag",
    "[<{element}>|This element] has had no effect since August 2022.",
  ],
  "video.required-missing": [
    "Video field missing",
    "A video needs thumbnail_loc, title, description and content_loc or player_loc[; <video:{notUrl}> holds “{value}”, which is not an absolute URL|[; it has neither <video:{element}> nor <video:{either}>|[; <video:{emptyElement}> is empty|[; <video:{element}> is missing]]]].",
  ],
  "video.same-as-page": ["Video URL = page URL", "content_loc or player_loc equals the page's own URL."],
  "video.description-too-long": [
    "Video description too long",
    "[The description is {length} characters long; the limit is {limit}.|The description is over 2,048 characters.]",
  ],
  "video.title-too-long": [
    "Video title too long",
    "[The title is {length} characters long; the limit is {limit}.|The title is over 100 characters.]",
  ],
  "video.duration-invalid": [
    "Invalid video duration",
    "[“{value}”|The value] is not a whole number of seconds from 1 to 28,800.",
  ],
  "video.rating-invalid": ["Invalid video rating", "[“{value}”|The value] is not a number from 0.0 to 5.0."],
  "video.date-invalid": [
    "Invalid video date",
    "[“{zoneless}” has a time but no timezone: add the site's, such as +03:00 for Moscow or -05:00 for New York, or Z for UTC.|[“{colonless}” needs a colon in its timezone: {zone}, not {written}.|[“{value}”|The value] is not a real full W3C date (YYYY-MM-DD) or date-time (YYYY-MM-DDThh:mm:ss+hh:mm).]]",
  ],
  "video.yes-no-invalid": ["Not yes/no", "[“{value}”|The value] must be yes or no."],
  "video.restriction-invalid": [
    "Invalid restriction",
    '[<video:restriction> has no {missing} attribute: write relationship="allow" (only these countries) or "deny" (all but these).|[relationship="{relationship}" must be allow or deny.|[<video:restriction relationship="{empty}"> lists no country: an allow-list of none keeps the video out of every country. Write the countries, or remove the element.|[“{value}”: use ISO 3166-1 country codes separated by spaces[ (“{code}” is not one)].|Use ISO 3166-1 country codes separated by spaces, and relationship="allow" or "deny".]]]]',
  ],
  "video.platform-invalid": [
    "Invalid platform",
    '[<video:platform> has no {missing} attribute: write relationship="allow" or "deny".|[relationship="{relationship}" must be allow or deny.|[<video:platform relationship="{empty}"> lists no platform: write web, mobile or tv, or remove the element.|[“{value}”: use web, mobile and tv separated by spaces[ (“{platform}” is not one)].|Use web, mobile and tv separated by spaces, and relationship="allow" or "deny".]]]]',
  ],
  "video.view-count-invalid": [
    "Invalid view count",
    "[“{value}”|The value] is not a non-negative whole number.",
  ],
  "video.too-many-tags": [
    "Too many video tags",
    "[The video has {value} tags; Google reads at most {limit}.|More than 32 tags in one video.]",
  ],
  "video.uploader-too-long": [
    "Uploader name too long",
    "[The uploader name is {length} characters long; the limit is {limit}.|The uploader name is over 255 characters.]",
  ],
  "video.deprecated": [
    "Deprecated video tag",
    "[<{element}>|This element] has had no effect since August 2022.",
  ],
  "video.uploader-info-invalid": [
    "Invalid uploader info",
    "[“{value}”|The URL] must be an absolute URL on the page's domain.",
  ],
  "video.content-loc-not-media": [
    "content_loc is not media",
    "[“{value}”|The URL] points at a page or Flash, not a media file.",
  ],
  "news.required-missing": [
    "News field missing",
    "News needs publication name, language, publication_date and title[; <{emptyElement}> is empty|[; <{element}> is missing]].[[ It is written beside <news:publication> (“{misplaced}”), not in it.|[ The file's other news give “{suggested}”.]]]",
  ],
  "news.language-invalid": [
    "Invalid news language",
    "[“{value}” is written in capitals: Google's news schema takes the code in lower case, {lowercase}.|[“{value}”|The value] is not an ISO 639 language code.]",
  ],
  "news.date-invalid": [
    "Invalid news date",
    "[“{zoneless}” has a time but no timezone: add the site's, such as +03:00 for Moscow or -05:00 for New York, or Z for UTC.|[“{colonless}” needs a colon in its timezone: {zone}, not {written}.|[“{value}”|The value] is not a real full W3C date (YYYY-MM-DD) or date-time (YYYY-MM-DDThh:mm:ss+hh:mm).]]",
  ],
  "news.stale": [
    "Old news",
    "Published [{hours} {hours:hour|hours}|[{days} {days:day|days}|more than 2 days]] ago[ ({value})]: a news sitemap lists only articles of the last 2 days (48 hours), so remove it; the article stays in Google News.",
  ],
  "news.too-many": [
    "Too many news entries",
    "[The sitemap has {value} news:news; Google reads at most {limit} per file: split it (1,000 URLs per file).|More than 1,000 news:news in one sitemap.]",
  ],
  "news.deprecated": ["Deprecated news tag", "[<{element}>|This element] is no longer used by Google."],
  "hreflang.invalid-code": [
    "Invalid hreflang",
    "[The {empty} attribute is empty: write a language(-region) code (en, en-GB) or x-default.|[“{value}”|The hreflang] is not a language(-region) code nor x-default.[ Probably meant: “{suggestion}”.][ But “{suggestion}” is already on the page's link to {taken}: keep the right one of the two links and delete the other.]]",
  ],
  "hreflang.href-invalid": [
    "Invalid alternate URL",
    "[[“{value}”|The URL] has {chars}: a URL cannot hold such characters as written, they must be percent-encoded (%XX).|[“{value}”|The URL] is missing or not an absolute URL.]",
  ],
  "hreflang.duplicate-code": [
    "hreflang repeated",
    "[“{value}”|The hreflang] appears twice with different URLs.",
  ],
  "hreflang.missing-self": ["No self hreflang", "The alternates do not include the page itself."],
  "hreflang.not-reciprocal": [
    "hreflang not reciprocal",
    "[“{value}”|The hreflang][, listed as {hreflang},] does not link back to this page[: it gives {takenCode} to “{takenBy}” instead, so a return link under that code would clash and Fix is not offered. Decide which URL is the {takenCode} version and correct the link on one of the two pages|. Add the return link on that page (Fix adds it when the page's language code is known; else search for its URL), or remove this one].",
  ],
  "hreflang.set-mismatch": [
    "hreflang sets differ",
    "Pages of one language group list different alternates[: this page lacks {lacks}][; this page adds {adds}, which most pages of its group do not list].[ No set of links is listed by more of its pages than another ({sets} sets): decide which is right and give every page of the group the same links.]",
  ],
  "hreflang.target-not-listed": ["Alternate not listed", "[“{value}”|The hreflang] is in no loaded file."],
  "ext.unknown-namespace": [
    "Unknown extension",
    "[An element of[ {value}| this namespace] stands inside <{parent}>: a value holds text only, so it is left out and the value read is “{read}”.|[Elements of[ {value}| this namespace] directly in {leftOut} are not kept: export leaves them out (only those inside a <url> or <sitemap> are kept).|Elements of[ {value}| this namespace] are kept as they are on export.[ Google reads its extension only in {google}: declare that namespace for these to be read and checked.]]]",
  ],
  "ext.obsolete": ["Obsolete extension", "[{value}|This extension] is retired and ignored by Google."],
  "txt.not-a-url": [
    "Not a URL",
    "[“{value}”|The line] is not an absolute URL, so the line was skipped[: its scheme is missing; as a URL it reads {suggestion}, to add with Add URL].",
  ],
  "feed.item-without-link": [
    "Feed item without link",
    "A feed item[ titled “{title}”] has no usable link and was skipped.",
  ],
  "feed.relative-link": [
    "Relative feed link",
    "[“{value}”|The URL] was resolved against the feed's location.",
  ],
  "feed.date-invalid": [
    "Invalid feed date",
    "[“{value}”|The value] cannot be read as a date[ ({empty})]. RSS writes dates as RFC 822 (Mon, 01 Jan 2024 10:00:00 +0300), Atom as RFC 3339 (2024-01-01T10:00:00+03:00).",
  ],
  "robots.no-sitemap": ["No Sitemap line", "robots.txt has no Sitemap: line."],
  "robots.sitemap-invalid": [
    "Invalid Sitemap line",
    "[The “{empty}:” line has no URL after it.|[“{value}”|The URL] is not an absolute http(s) URL.[ Write it in full: {resolved}]]",
  ],
  "yandex.feed-unsupported": [
    "Feed as sitemap",
    "Yandex does not read RSS or Atom as sitemaps. Export writes the feed as a sitemap: XML, or a URL list in TXT.",
  ],
};
