/**
 * Framing of gzip members (RFC 1952 §2.3): the magic bytes, the header's length, the trailer's layout.
 * fflate accepts headers with reserved flag bits set or cut short; the reader checks them itself.
 *
 * Thread-portable, no DOM.
 */

/** Length of a gzip member's trailer in bytes: CRC-32 then ISIZE, both little-endian. */
export const GZIP_TRAILER_BYTES = 8;

const FLAG_EXTRA = 0x04;
const FLAG_NAME = 0x08;
const FLAG_COMMENT = 0x10;
const FLAG_HEADER_CRC = 0x02;
const FLAG_RESERVED = 0xe0;

/** A member header that parsed (`length` in bytes) or why it did not (`error`, plain English). */
export type GzipHeader = { length: number; error?: undefined } | { length?: undefined; error: string };

/** True when `bytes` start with the gzip magic bytes 1f 8b at `offset` (whatever the file name says). */
export function hasGzipMagic(bytes: Uint8Array, offset = 0): boolean {
  return bytes.length >= offset + 2 && bytes[offset] === 0x1f && bytes[offset + 1] === 0x8b;
}

/**
 * Reads the member header at byte `offset`: magic, method 8 (deflate), no reserved flag bits, and the optional
 * FEXTRA, FNAME, FCOMMENT and FHCRC fields complete. Does not verify the optional header CRC-16.
 */
export function readGzipHeader(bytes: Uint8Array, offset: number): GzipHeader {
  if (bytes.length - offset < 10) return { error: "the gzip header is cut short" };
  if (!hasGzipMagic(bytes, offset)) return { error: "the gzip magic bytes are missing" };
  if (bytes[offset + 2] !== 8) return { error: `unknown gzip compression method ${bytes[offset + 2]}` };
  const flags = bytes[offset + 3];
  if (flags & FLAG_RESERVED) {
    return { error: `reserved gzip header flags are set (0x${flags.toString(16).padStart(2, "0")})` };
  }
  let pos = offset + 10;
  if (flags & FLAG_EXTRA) {
    if (pos + 2 > bytes.length) return { error: "the gzip header is cut short" };
    pos += 2 + (bytes[pos] | (bytes[pos + 1] << 8));
  }
  for (const flag of [FLAG_NAME, FLAG_COMMENT]) {
    if (!(flags & flag)) continue;
    const zero = bytes.indexOf(0, pos);
    if (zero === -1) return { error: "the gzip header is cut short" };
    pos = zero + 1;
  }
  if (flags & FLAG_HEADER_CRC) pos += 2;
  if (pos > bytes.length) return { error: "the gzip header is cut short" };
  return { length: pos - offset };
}

/** The 32-bit little-endian number at `offset`. */
export function readUint32Le(bytes: Uint8Array, offset: number): number {
  return (
    (bytes[offset] | (bytes[offset + 1] << 8) | (bytes[offset + 2] << 16) | (bytes[offset + 3] << 24)) >>> 0
  );
}

/** True when the 8 bytes at `offset` are the trailer of a member whose output had this CRC-32 and size. */
export function isTrailerAt(bytes: Uint8Array, offset: number, crc: number, size: number): boolean {
  return (
    offset >= 0 &&
    offset + GZIP_TRAILER_BYTES <= bytes.length &&
    readUint32Le(bytes, offset) === crc &&
    readUint32Le(bytes, offset + 4) === size % 2 ** 32
  );
}

/**
 * Offset of the trailer of a member whose output had `crc` and `size`, searching from `from` to the end; -1
 * when absent. Needed because fflate does not say where a stream's deflate data ends: an 8-byte match of the
 * expected checksum and length is the trailer (a chance match has probability about 2^-64 per position).
 */
export function findTrailer(bytes: Uint8Array, from: number, crc: number, size: number): number {
  // The usual case first. Only an empty member's all-zero trailer can also match earlier, in zero padding.
  const last = bytes.length - GZIP_TRAILER_BYTES;
  if (size > 0 && last >= from && isTrailerAt(bytes, last, crc, size)) return last;
  const first = crc & 0xff;
  for (let i = bytes.indexOf(first, from); i !== -1; i = bytes.indexOf(first, i + 1)) {
    if (i + GZIP_TRAILER_BYTES > bytes.length) return -1;
    if (isTrailerAt(bytes, i, crc, size)) return i;
  }
  return -1;
}
