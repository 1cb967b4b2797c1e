/**
 * Line ends in values as XML 1.0 reads them (section 2.11, "End-of-Line Handling"), for the reader's
 * general path (`sitemap-builder.ts`; its fast path leaves a value with a CR to it). Thread-portable, no DOM.
 */

/** A numeric reference to a CR (`&#13;`, `&#xD;`), which XML keeps as a CR in the value. */
const CR_REFERENCE = /&#(?:0*13|x0*[dD]);/;

/**
 * `text` with its line ends as XML 1.0 reads them (section 2.11, "End-of-Line Handling"): CR LF and a lone
 * CR are each one LF. A value written on several lines of a Windows file (an image caption, a news title)
 * is read as every XML parser reads it, and export does not write its CRs back as `&#13;`.
 */
export function normalizeLineEnds(text: string): string {
  return text.includes("\r") ? text.replace(/\r\n?/g, "\n") : text;
}

/**
 * A leaf's text event as the value holds it: `raw` (the source between two pieces of markup) with its line
 * ends normalised, or `decoded` (its references decoded) so; when `raw` writes a CR as a reference, which
 * stays a CR, its line ends are left as read (rare: telling the two CRs apart would mean decoding again).
 */
export function getLeafText(raw: string, decoded: string | null): string {
  if (decoded === null) return normalizeLineEnds(raw);
  return CR_REFERENCE.test(raw) ? decoded : normalizeLineEnds(decoded);
}
