/**
 * Test helper: text in a legacy single-byte encoding (windows-1251, windows-1252, ...), by that code page's
 * table as TextDecoder knows it (TextEncoder writes UTF-8 only). Every character must exist in the table.
 * @example encodeSingleByte("Адрес", "windows-1251") // Uint8Array [0xc0, 0xe4, 0xf0, 0xe5, 0xf1]
 */
export function encodeSingleByte(text: string, encoding: string): Uint8Array<ArrayBuffer> {
  const decoder = new TextDecoder(encoding);
  const table = new Map<string, number>();
  for (let b = 0; b < 256; b++) table.set(decoder.decode(new Uint8Array([b])), b);
  return Uint8Array.from([...text].map((char) => table.get(char) as number));
}
