/**
 * The real names of a ZIP archive's entries whose names are not flagged UTF-8 (general purpose flag bit 11),
 * which fflate reads as Latin-1, one character per byte. Such names are in the zipper's code page: UTF-8
 * anyway from many tools (macOS, Info-ZIP), and on a Russian Windows CP866, the DOS code page that
 * Windows' own "Send to → Compressed folder" and older archivers write: `ru/карта.xml` read as Latin-1 is
 * `ru/ª àâ .xml`. Source: PKWARE APPNOTE.TXT 4.4.4 (bit 11) and appendix D (IBM 437 unless flagged).
 *
 * Thread-portable, no DOM.
 */

const utf8 = new TextDecoder("utf-8", { fatal: true });
const cp866 = new TextDecoder("ibm866");

/**
 * The name bytes `raw` (of an entry without the UTF-8 flag) as the zipper meant them: UTF-8 when they are
 * valid UTF-8, else CP866 (Cyrillic DOS), the code page Russian users' archives carry.
 */
export function decodeZipName(raw: Uint8Array): string {
  try {
    return utf8.decode(raw);
  } catch {
    return cp866.decode(raw);
  }
}

/**
 * Per entry of `zip` whose name is not flagged UTF-8 and holds a byte over 127: fflate's Latin-1 reading
 * of it → the name as meant (`decodeZipName`). Read from the central directory (APPNOTE 4.3.12); an
 * archive whose end record is not found (damaged, ZIP64) gives an empty map: its names stay as fflate
 * read them.
 */
export function findZipNames(zip: Uint8Array): Map<string, string> {
  const names = new Map<string, string>();
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  // the end of central directory record: 22 bytes, then a comment of up to 65,535
  let end = -1;
  for (let at = zip.length - 22; at >= 0 && at >= zip.length - 22 - 65_535; at--) {
    if (view.getUint32(at, true) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return names;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  for (let i = 0; i < count && at + 46 <= zip.length; i++) {
    if (view.getUint32(at, true) !== 0x02014b50) break;
    const flags = view.getUint16(at + 8, true);
    const nameLength = view.getUint16(at + 28, true);
    const skip = nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const raw = zip.subarray(at + 46, Math.min(zip.length, at + 46 + nameLength));
    if ((flags & 0x800) === 0 && raw.some((byte) => byte > 127))
      names.set(String.fromCharCode(...raw), decodeZipName(raw));
    at += 46 + skip;
  }
  return names;
}
