/**
 * The regex shortcut of `findLocTextFaults` (clean ASCII, well-formed percent-encoded UTF-8) against its
 * character scan, on random locs built from the pieces each fault needs.
 */
import fc from "fast-check";
import { expect, it } from "vitest";
import { findLocTextFaults } from "./loc-text-rules";

const PIECES = [
  ...["a", "G", "/", "~", "[", "]", " ", "é", "<", "\\", "^", "%", "%2", "%g1"],
  ...["%20", "%25", "%41", "%7E", "%7F", "%1F", "%00", "%C1", "%C2", "%c3%a9", "%d0", "%D0%BA"],
  ...["%80", "%8F", "%90", "%9F", "%A0", "%BF", "%E0", "%ED", "%EE", "%EF", "%e2%82%ac"],
  ...["%F0", "%F4", "%F5", "%FF", "%F0%9F%98%80"],
];

it("finds a loc clean exactly when the character scan finds no fault", () => {
  fc.assert(
    fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 8 }), (parts) => {
      const loc = `https://a.example/${parts.join("")}`;
      const faults = findLocTextFaults(loc);
      const clean = faults === undefined || Object.values(faults).every((offset) => offset === -1);
      // A trailing NUL forces the scan and adds only an `unencoded` fault at its own offset
      const scanned = findLocTextFaults(`${loc}\u0000`);
      const scanClean =
        scanned !== undefined &&
        scanned.unencoded === loc.length &&
        Object.entries(scanned).every(([key, offset]) => key === "unencoded" || offset === -1);
      expect(clean).toBe(scanClean);
    }),
    { numRuns: 5_000 },
  );
});
