/**
 * Turns: at most `limit` jobs at a time, the others wait in order. The client uses it so that only a few
 * reads are posted to the worker at once.
 */

/** `take` resolves when a turn is free (in call order); every `take` is followed by one `give`. */
export interface Turns {
  take(): Promise<void>;
  give(): void;
}

/** Turns for at most `limit` jobs at a time. */
export function createTurns(limit: number): Turns {
  let taken = 0;
  const waiting: (() => void)[] = [];
  return {
    async take() {
      if (taken < limit) taken++;
      else await new Promise<void>((resolve) => waiting.push(resolve));
    },
    give() {
      // the turn goes straight to the next job waiting, if any
      const next = waiting.shift();
      if (next) next();
      else taken--;
    },
  };
}
