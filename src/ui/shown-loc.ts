/**
 * A `loc` as the page shows it: decoded when it reads better so, cut when too long (`shown-text.ts`).
 */
import { getReadableLoc } from "@/store/readable-locs";
import { formatMessage, messages } from "@/ui/messages";
import { clipShown } from "@/ui/shown-text";

/**
 * A `loc` as the table, the details pane and the problem examples show it: `text` as it reads (a
 * percent-encoded or punycode URL decoded, `getReadableLoc`), `title` its tooltip (the readable form and the
 * form written in the file), both cut to `SHOWN_CHARS`. A loc too long to show is not decoded whole.
 */
export function getShownLoc(loc: string): { text: string; title: string } {
  const written = clipShown(loc);
  const readable = getReadableLoc(written);
  if (!readable) return { text: written, title: written };
  return {
    text: readable,
    title: `${readable}\n${formatMessage(messages.table.writtenAs, { url: written })}`,
  };
}
