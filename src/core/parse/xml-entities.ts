/**
 * Decoding XML character data: the five predefined entities and numeric character references.
 *
 * Thread-portable, no DOM. Source: XML 1.0 §4.1 and §4.6. Lenient: nothing is ever expanded beyond those
 * (no DTD entities, so no billion laughs). A raw `&` that starts no reference is kept as `&`
 * (`xml.unescaped-ampersand`); an undefined entity such as `&nbsp;` is kept as written
 * (`xml.undefined-entity`); a numeric reference to a character XML forbids is kept as written
 * (`xml.malformed`).
 */

/** The codes a reference fault can have. */
export type EntityFaultCode = "xml.unescaped-ampersand" | "xml.undefined-entity" | "xml.malformed";

/**
 * Called once per faulty reference with the index of its `&` in the text, the reference's body (between
 * `&` and `;`, "" for a lone `&`) and the start of the text value being decoded (the same number for every
 * fault of one value: an element's text or an attribute's value). No message is made here: a sink that
 * keeps the fault makes one with `entityFaultMessage`, so a flood of faults past a cap allocates nothing.
 */
export type EntityFaultSink = (code: EntityFaultCode, index: number, body: string, textStart: number) => void;

const PREDEFINED: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
/** Longest reference looked at: `&#x10FFFF;` and long entity names fit; a longer run is no reference. */
const MAX_REFERENCE_LENGTH = 64;

function isNameCode(c: number): boolean {
  return (
    (c >= 97 && c <= 122) ||
    (c >= 65 && c <= 90) ||
    (c >= 48 && c <= 57) ||
    c === 95 ||
    c === 45 ||
    c === 46 ||
    c === 58 ||
    c >= 0x80
  );
}

function isXmlChar(cp: number): boolean {
  return (
    cp === 9 ||
    cp === 10 ||
    cp === 13 ||
    (cp >= 0x20 && cp <= 0xd7ff) ||
    (cp >= 0xe000 && cp <= 0xfffd) ||
    (cp >= 0x10000 && cp <= 0x10ffff)
  );
}

function decodeNumeric(body: string): string | undefined {
  const hex = body.charCodeAt(1) === 120; // "#x"
  const digits = body.slice(hex ? 2 : 1);
  if (digits === "" || !(hex ? /^[0-9a-fA-F]+$/ : /^[0-9]+$/).test(digits)) return undefined;
  const cp = Number.parseInt(digits, hex ? 16 : 10);
  return isXmlChar(cp) ? String.fromCodePoint(cp) : undefined;
}

/**
 * The character a numeric reference (`&#11;`, `&#x0B;`) stands for when XML 1.0 does not allow it (a C0
 * control but tab, LF and CR, a surrogate, U+FFFE, U+FFFF): the reader keeps such a reference as text
 * (`xml.malformed`). Undefined for any other text, an allowed character's reference included.
 * @example getForbiddenReferenceChar("&#11;") // "\u000B"
 */
export function getForbiddenReferenceChar(reference: string): string | undefined {
  const match = /^&#(?:[xX]([0-9a-fA-F]{1,6})|([0-9]{1,7}));$/.exec(reference);
  if (!match) return undefined;
  const cp = match[1] !== undefined ? Number.parseInt(match[1], 16) : Number(match[2]);
  return cp <= 0xffff && !isXmlChar(cp) ? String.fromCharCode(cp) : undefined;
}

/**
 * The characters `text[start, end)` stand for, references decoded. `onFault` hears each bad reference
 * (index of its `&`); the value keeps what the user meant (`&` alone, `&nbsp;` literally).
 * @example decodeXmlText("a&amp;b&c", 0, 9, sink) // "a&b&c", sink hears one unescaped ampersand at 7
 */
export function decodeXmlText(text: string, start: number, end: number, onFault: EntityFaultSink): string {
  let out = "";
  let last = start;
  let amp = text.indexOf("&", start);
  while (amp !== -1 && amp < end) {
    out += text.slice(last, amp);
    const limit = Math.min(end, amp + MAX_REFERENCE_LENGTH);
    let k = amp + 1;
    if (text.charCodeAt(k) === 35) k++; // '#'
    while (k < limit && isNameCode(text.charCodeAt(k))) k++;
    const body = text.slice(amp + 1, k);
    if (k >= limit || text.charCodeAt(k) !== 59 || body === "" || body === "#") {
      onFault("xml.unescaped-ampersand", amp, "", start);
      out += "&";
      last = amp + 1;
    } else {
      const decoded = body.charCodeAt(0) === 35 ? decodeNumeric(body) : PREDEFINED[body];
      if (decoded !== undefined) out += decoded;
      else if (body.charCodeAt(0) === 35) {
        onFault("xml.malformed", amp, body, start);
        out += `&${body};`;
      } else {
        onFault("xml.undefined-entity", amp, body, start);
        out += `&${body};`;
      }
      last = k + 1;
    }
    amp = last < end ? text.indexOf("&", last) : -1;
  }
  return out + text.slice(last, end);
}

/** The message of a reference fault heard by an `EntityFaultSink` (`text` is the text it was decoding). */
export function entityFaultMessage(code: EntityFaultCode, text: string, index: number, body: string): string {
  if (code === "xml.unescaped-ampersand") return `"&" that starts no entity: ${excerpt(text, index)}`;
  if (code === "xml.malformed") return `invalid character reference &${body};`;
  return `entity &${body}; is not defined in XML`;
}

/** Up to 30 characters of `text` from `index`, on one line, for messages. */
export function excerpt(text: string, index: number): string {
  const part = text.slice(index, index + 30).replace(/\s+/g, " ");
  return JSON.stringify(index + 30 < text.length ? `${part}…` : part);
}
