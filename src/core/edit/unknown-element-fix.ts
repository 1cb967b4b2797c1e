/**
 * The quick fix of `xml.unknown-element` on an entry: the element removed from what the entry keeps of it
 * (`UrlEntry.extra`, written back as it was read), since no sitemap schema defines it and Yandex reports
 * it as an unknown tag ("Remove it", the rule's text says). Offered only for an element the entry keeps
 * (one in a value, or directly in the root, is not kept and has nothing to remove). Thread-portable, no DOM.
 * Sources: sitemaps.org XSD, Yandex Webmaster's sitemap errors.
 */
import type { Problem, UrlEntry } from "../model/types";
import type { QuickFix } from "./quick-fixes";

/** True when the raw element `raw` (`<title>Shop</title>`) is a `name` element. */
function isElement(raw: string, name: string): boolean {
  return raw.startsWith(`<${name}`) && /^[\s/>]/.test(raw.slice(name.length + 1));
}

/**
 * `entry` without its kept `name` elements, and without their places in `order` (the n-th `extra` of the
 * order is the n-th of `extra`), so the other children are written where they were; `entry` itself when
 * it keeps none.
 */
function withoutElement(entry: UrlEntry, name: string): UrlEntry {
  const extra = entry.extra ?? [];
  const removed = new Set<number>();
  extra.forEach((raw, i) => {
    if (isElement(raw, name)) removed.add(i);
  });
  if (removed.size === 0) return entry;
  const next: UrlEntry = { ...entry };
  const kept = extra.filter((_, i) => !removed.has(i));
  if (kept.length > 0) next.extra = kept;
  else delete next.extra;
  if (entry.order) {
    let n = -1;
    next.order = entry.order.filter((kind) => kind !== "extra" || !removed.has(++n));
  }
  return next;
}

/** The fix removing the unknown element `params.value` the entry keeps, or undefined when it keeps none. */
export function fixUnknownElement(problem: Problem, entry: UrlEntry): QuickFix | undefined {
  const name = problem.params?.value;
  if (typeof name !== "string" || name === "") return undefined;
  if (withoutElement(entry, name) === entry) return undefined;
  return {
    id: "xml.remove-unknown-element",
    label: `Remove <${name}>`,
    apply: (current) => withoutElement(current, name),
  };
}
