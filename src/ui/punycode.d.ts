/** The ES module build of the `punycode` package (RFC 3492), which ships no types: what we use of it. */
declare module "punycode/punycode.es6.js" {
  /** A domain name with its `xn--` labels decoded to Unicode; throws RangeError on invalid punycode. */
  export function toUnicode(domain: string): string;
  /** A domain name with its non-ASCII labels encoded as `xn--` punycode; throws RangeError on overflow. */
  export function toASCII(domain: string): string;
}
