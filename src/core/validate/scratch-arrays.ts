/**
 * Typed arrays of one entry per URL, kept from one check to the next. The hreflang graph of a 50,000-URL
 * set needs eight of them (about 1.2 MB) per check, also for an edit whose check visits a handful of
 * entries: fresh memory of that size is page-faulted in on first touch, 1-2 ms of each edit's check on a
 * 2-core virtual machine, where filling kept arrays takes about 0.1 ms. Thread-portable, no DOM.
 */

/** Arrays longer than this (4 MB of Int32, a set of a million URLs) are not kept: allocated per use. */
export const SCRATCH_MAX_LENGTH = 1 << 20;

type Typed = Int32Array | Uint8Array | Float64Array;

/**
 * Arrays by slot name: `int32("canonical", n, -1)` gives an Int32Array of `n` entries, all -1, the slot's
 * array (a view of its first `n`) when it is long enough. What a slot held before is overwritten: a caller
 * uses each slot for one purpose and is done with it before the next check (no two live users of a slot).
 * `keep: false` makes every call a fresh array (for callers that keep what they build).
 */
export class ScratchArrays {
  private readonly slots = new Map<string, Typed>();

  constructor(private readonly keep = true) {}

  /** `length` Int32 values, all `value`. */
  int32(slot: string, length: number, value = 0): Int32Array {
    return this.take(slot, length, (n) => new Int32Array(n), value);
  }

  /** `length` Uint8 values, all 0. */
  uint8(slot: string, length: number): Uint8Array {
    return this.take(slot, length, (n) => new Uint8Array(n), 0);
  }

  /** `length` Float64 values, all 0. */
  float64(slot: string, length: number): Float64Array {
    return this.take(slot, length, (n) => new Float64Array(n), 0);
  }

  private take<T extends Typed>(slot: string, length: number, make: (n: number) => T, value: number): T {
    if (!this.keep || length > SCRATCH_MAX_LENGTH) {
      const fresh = make(length);
      if (value !== 0) fresh.fill(value);
      return fresh;
    }
    let array = this.slots.get(slot) as T | undefined;
    if (array === undefined || array.length < length) {
      // grown with room: a set that grows by a few entries per edit does not re-allocate per edit
      array = make(Math.min(SCRATCH_MAX_LENGTH, Math.max(length, Math.ceil(length * 1.25))));
      this.slots.set(slot, array);
    }
    const view = array.subarray(0, length) as T;
    view.fill(value);
    return view;
  }
}

/** Fresh arrays on every call: the default of a graph built outside a check. */
export const FRESH_ARRAYS = new ScratchArrays(false);
