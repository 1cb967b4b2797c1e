/**
 * Punycode hosts kept whole in running text: a line broke `xn--80aairftm.xn--p1ai` at its `--`
 * ("магазин.рф (xn-" / "-80aairftm.xn--p1ai)"), which read as another host. Used by the same-name
 * question, the export's robots.txt advice and the problems panel's example messages.
 */
import type { ReactNode } from "react";
import "./whole-hosts.css";

/** A punycode domain (`xn--80aairftm.xn--p1ai`), as `toDisplayHost` puts it beside the name it reads as. */
const PUNYCODE_IN_TEXT = /((?:[a-z0-9-]+\.)*xn--[a-z0-9-]+(?:\.[a-z0-9-]+)*)/gi;

/**
 * `text` with each punycode domain in it kept on one line (`white-space: nowrap`): a line broke it at
 * its `--` ("магазин.рф (xn-" / "-80aairftm.xn--p1ai)"), which read as another host. The text copied is
 * the same.
 */
export function withWholeHosts(text: string): ReactNode {
  const parts = text.split(PUNYCODE_IN_TEXT);
  if (parts.length === 1) return text;
  return parts.map((part, i) =>
    i % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order, never reordered
      <span key={i} className="whole-host">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
