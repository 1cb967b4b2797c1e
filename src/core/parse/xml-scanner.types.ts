/**
 * The event shapes of the XML scanner, shared by the scanner, its attribute reader and the builders.
 *
 * Thread-portable, no DOM. Indices are 0-based UTF-16 indices into the decoded text.
 */
import type { EntityFaultSink } from "./xml-entities";

/** One attribute as read; `ns` is its resolved namespace ("" for none), `index` where its name starts. */
export interface XmlAttribute {
  name: string;
  local: string;
  ns: string;
  value: string;
  index: number;
}

/** A start tag. `start` = index of `<`, `end` = index after `>`; `attrs` is null when there are none. */
export interface XmlStartTag {
  name: string;
  local: string;
  ns: string;
  attrs: XmlAttribute[] | null;
  start: number;
  end: number;
  selfClosing: boolean;
  /** The namespace declarations this element makes, prefix ("" = default) to URI. */
  declared: Record<string, string> | null;
}

/** Receives a document's events, always balanced (every start gets an end). */
export interface XmlHandler {
  startElement(tag: XmlStartTag): void;
  /** `start` = index of `</` (or of the fault that closed it), `end` = index after the end tag. */
  endElement(start: number, end: number): void;
  /** Character data `text[start, end)`; `decoded` is its value when it held references, else null. */
  text(start: number, end: number, decoded: string | null): void;
  /** A CDATA section's content `text[start, end)`, literal. */
  cdata(start: number, end: number): void;
  /**
   * Optional, like HTML's implied end tags: the number of open elements to keep (1 = the root only) before
   * `tag` (namespace resolved) opens, when it cannot be inside the element open now and means that the end
   * tags of the elements above that depth are missing; undefined to open it where it is. The scanner
   * closes them (reporting the fault) and opens `tag` in the element left open.
   */
  impliedDepth?(tag: XmlStartTag): number | undefined;
  /**
   * Optional: called once when the text ends with elements still open, before the scanner closes them.
   * The handler leaves out what the end cut short (an entry whose `loc` it never finished, a value it
   * cut: `<priority>0` of `0.8`) and returns what it left out, for the fault's message, with `entryLeft`
   * true when that is the open entry itself (the fault then names no entry); undefined when nothing was.
   */
  cutAtEnd?(): { left: string; entryLeft: boolean } | undefined;
}

/** What the attribute reader needs from the scanner. */
export interface AttributeHost {
  readonly text: string;
  readonly entitySink: EntityFaultSink;
  /** Records an `xml.malformed` fault at `index`. */
  fault(index: number, message: string): void;
}
