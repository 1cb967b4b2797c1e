/**
 * Namespace resolution of one start tag (Namespaces in XML 1.0 §5-6): its declarations make a new scope
 * (copied only when it declares something), and its name and prefixed attributes get their namespace URI.
 * An undeclared prefix is an `xml.malformed` fault, read as no namespace.
 *
 * Thread-portable, no DOM. Used by `XmlScanner` for every start tag of the general path.
 */
import {
  NS_ATOM_03,
  NS_ATOM_10,
  NS_IMAGE,
  NS_MOBILE,
  NS_NEWS,
  NS_SITEMAP,
  NS_VIDEO,
  NS_XHTML,
  NS_XSI,
} from "./xml-names";
import type { XmlAttribute, XmlStartTag } from "./xml-scanner.types";

/** Where faults go: the scanner. */
interface FaultHost {
  fault(index: number, message: string): void;
}

const KNOWN_URIS = new Map(
  [NS_SITEMAP, NS_IMAGE, NS_VIDEO, NS_NEWS, NS_XHTML, NS_MOBILE, NS_XSI, NS_ATOM_10, NS_ATOM_03].map((u) => [
    u,
    u,
  ]),
);

function resolveAttribute(host: FaultHost, a: XmlAttribute, scope: Map<string, string>): void {
  const colon = a.name.indexOf(":");
  if (colon === -1 || a.name.startsWith("xmlns:")) return;
  const prefix = a.name.slice(0, colon);
  a.local = a.name.slice(colon + 1);
  const ns = scope.get(prefix);
  if (ns === undefined) host.fault(a.index, `namespace prefix "${prefix}" is not declared`);
  a.ns = ns ?? "";
}

/**
 * The scope inside `tag` (prefix, "" for the default, to URI), given its parent's. NOTE: sets `tag.ns`,
 * `tag.local`, `tag.declared` and each prefixed attribute's `ns` and `local`; declared URIs that are known
 * become the shared constants, so namespace tests compare one pointer.
 */
export function resolveScope(
  host: FaultHost,
  parent: Map<string, string>,
  tag: XmlStartTag,
): Map<string, string> {
  let scope = parent;
  if (tag.attrs !== null) {
    for (const a of tag.attrs) {
      if (a.name !== "xmlns" && !a.name.startsWith("xmlns:")) continue;
      if (scope === parent) scope = new Map(parent);
      const prefix = a.name.length === 5 ? "" : a.name.slice(6);
      const uri = KNOWN_URIS.get(a.value) ?? a.value;
      a.value = uri;
      scope.set(prefix, uri);
      if (tag.declared === null) tag.declared = {};
      tag.declared[prefix] = a.value;
    }
    for (const a of tag.attrs) resolveAttribute(host, a, scope);
  }
  const colon = tag.name.indexOf(":");
  if (colon === -1) tag.ns = scope.get("") ?? "";
  else {
    const prefix = tag.name.slice(0, colon);
    tag.local = tag.name.slice(colon + 1);
    const ns = scope.get(prefix);
    if (ns === undefined) host.fault(tag.start + 1, `namespace prefix "${prefix}" is not declared`);
    tag.ns = ns ?? "";
  }
  return scope;
}
