/**
 * CRC-32 (IEEE 802.3, reflected polynomial 0xEDB88320), the checksum of a gzip member's trailer (RFC 1952
 * §2.3.1). fflate 0.8.3 computes it internally but does not export it.
 *
 * Thread-portable, no DOM. Slicing-by-4 tables (4 KiB), built once at module load.
 */

const TABLES = buildTables();

function buildTables(): Uint32Array {
  const tables = new Uint32Array(1024);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    tables[n] = c;
  }
  for (let n = 0; n < 256; n++) {
    for (let t = 1; t < 4; t++) {
      const previous = tables[(t - 1) * 256 + n];
      tables[t * 256 + n] = (previous >>> 8) ^ tables[previous & 0xff];
    }
  }
  return tables;
}

/**
 * The CRC-32 of `crc`'s data followed by `bytes`: feed chunks in order, starting from 0.
 * Returns an unsigned 32-bit number, e.g. `updateCrc32(0, new TextEncoder().encode("123456789"))` is
 * `0xcbf43926`.
 */
export function updateCrc32(crc: number, bytes: Uint8Array): number {
  const t = TABLES;
  let c = ~crc;
  let i = 0;
  const end4 = bytes.length - (bytes.length & 3);
  for (; i < end4; i += 4) {
    c ^= bytes[i] | (bytes[i + 1] << 8) | (bytes[i + 2] << 16) | (bytes[i + 3] << 24);
    c = t[768 + (c & 0xff)] ^ t[512 + ((c >>> 8) & 0xff)] ^ t[256 + ((c >>> 16) & 0xff)] ^ t[c >>> 24];
  }
  for (; i < bytes.length; i++) c = t[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return ~c >>> 0;
}
