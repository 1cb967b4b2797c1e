/**
 * Store changes that come in bursts (files of one drop finishing their reads, each in its own task) made
 * as one change per `interval`: the first after a quiet `interval` is made at once, the next ones wait for
 * the interval to end and are then made together. Each change is a function of the state as it is when
 * the batch is made (earlier changes of the batch applied), and each has a callback run right after, in
 * the same task.
 */

import type { SetState } from "./recheck";
import type { SitemapStore } from "./store-types";

/** A change of the store made by a batcher: the fields to replace, given the state of the moment. */
export type StoreUpdate = (state: SitemapStore) => Partial<SitemapStore>;

/** Queues `update`, then calls `done` once it is made, in the task that makes it; the promise settles after. */
export interface UpdateBatcher {
  queue(update: StoreUpdate, done: () => void): Promise<void>;
}

/**
 * A batcher of changes to the store behind `set`, made at most once per `interval` milliseconds (a
 * timer, `setTimeout`, waits for the rest of the interval) while `batching()` says so; otherwise each
 * change is made when queued (with any still waiting before it).
 */
export function createUpdateBatcher(
  set: SetState,
  interval: number,
  batching: () => boolean = () => true,
): UpdateBatcher {
  let waiting: { update: StoreUpdate; done: () => void; settle: () => void }[] = [];
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    last = performance.now();
    const batch = waiting;
    waiting = [];
    if (batch.length === 0) return;
    set((state) => {
      let next = state;
      for (const { update } of batch) next = { ...next, ...update(next) };
      return next;
    });
    for (const { done } of batch) done();
    for (const { settle } of batch) settle();
  };
  return {
    queue(update, done) {
      const made = new Promise<void>((settle) => waiting.push({ update, done, settle }));
      const wait = batching() ? last + interval - performance.now() : 0;
      if (wait <= 0) flush();
      else timer ??= setTimeout(flush, wait);
      return made;
    },
  };
}
