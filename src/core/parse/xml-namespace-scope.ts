/**
 * Namespace resolution of one start tag (Namespaces in XML 1.0 §5-6): its declarations make a new scope
 * (copied only when it declares something), and its name and prefixed attributes get their namespace URI.
 * An undeclared prefix is an `xml.malformed` fault, read as no namespace; but an undeclared `image`,
 * `video`, `news` or `xhtml` (a root that forgot `xmlns:image="…"`, as hand-made and some generated files
 * do) is read as its extension's namespace, with one fault per prefix and file that names the declaration
 * to add: the images, videos, news and hreflang links stay in the entries and export declares them.
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

/** Where faults go: the scanner, which also keeps the conventional prefixes already assumed in its file. */
interface FaultHost {
  fault(index: number, message: string, counted?: boolean): void;
  /** Conventional prefixes read as their namespace so far (`CONVENTIONAL_PREFIXES`), told once each. */
  readonly assumedPrefixes: Set<string>;
}

/**
 * The prefixes the extensions are written with everywhere (Google's and Yandex's examples, every generator
 * seen), to their namespaces: an undeclared one is read as this namespace.
 */
const CONVENTIONAL_PREFIXES: ReadonlyMap<string, string> = new Map([
  ["image", NS_IMAGE],
  ["video", NS_VIDEO],
  ["news", NS_NEWS],
  ["xhtml", NS_XHTML],
]);

/** The namespace the conventional `prefix` (`image`, `video`, `news`, `xhtml`) stands for, else undefined. */
export function getConventionalNamespace(prefix: string): string | undefined {
  return CONVENTIONAL_PREFIXES.get(prefix);
}

/**
 * The namespace an undeclared `prefix` (at `index`) is read as: its extension's for a conventional prefix
 * (the fault told once per prefix and file), else no namespace (the fault told at each use).
 */
function resolveUndeclared(host: FaultHost, index: number, prefix: string): string {
  const assumed = CONVENTIONAL_PREFIXES.get(prefix);
  if (assumed === undefined) {
    host.fault(index, `namespace prefix "${prefix}" is not declared`);
    return "";
  }
  if (!host.assumedPrefixes.has(prefix)) {
    host.assumedPrefixes.add(prefix);
    // not counted against the element's well-formedness: what it holds is read, and kept raw if unknown
    host.fault(
      index,
      `namespace prefix "${prefix}" is not declared (add xmlns:${prefix}="${assumed}" to the root element); its elements were read as that namespace's, and export declares it`,
      false,
    );
  }
  return assumed;
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
  a.ns = scope.get(prefix) ?? resolveUndeclared(host, a.index, prefix);
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
    tag.ns = scope.get(prefix) ?? resolveUndeclared(host, tag.start + 1, prefix);
  }
  return scope;
}
