import { describe, expect, it } from "vitest";
import { createProgressFilter, PROGRESS_QUIET_MS, PROGRESS_STEP } from "./progress-filter";

describe("createProgressFilter", () => {
  it("shows the start, moves of a tenth or more, and the end, on a fast read", () => {
    let clock = 0;
    const shows = createProgressFilter(() => clock);
    const reports = [0, 0.02, 0.05, 0.09, 0.1, 0.13, 0.19, 0.2, 0.31, 0.35, 0.98, 1];
    const shown = reports.filter((share) => {
      clock += 20;
      return shows(share);
    });
    expect(shown).toEqual([0, 0.1, 0.2, 0.31, 0.98, 1]);
    expect(PROGRESS_STEP).toBe(0.1);
  });

  it("counts a tenth that floating point makes a hair short as a tenth", () => {
    const shows = createProgressFilter(() => 0);
    expect(0.3 - 0.2).toBeLessThan(0.1);
    expect(shows(0.2)).toBe(true);
    expect(shows(0.3)).toBe(true);
  });

  it("shows a smaller move once the last one shown is old, so a slow read still moves", () => {
    let clock = 1_000;
    const shows = createProgressFilter(() => clock);
    expect(shows(0)).toBe(true);
    clock += PROGRESS_QUIET_MS - 1;
    expect(shows(0.02)).toBe(false);
    clock += 1;
    expect(shows(0.03)).toBe(true);
    // measured from the one shown: 0.03
    clock += 10;
    expect(shows(0.12)).toBe(false);
    expect(shows(0.13)).toBe(true);
  });
});
