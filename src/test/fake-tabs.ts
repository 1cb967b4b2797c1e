/**
 * Two or more "tabs" in one test: an in-memory Web Locks manager (exclusive locks with `ifAvailable`,
 * `steal` and `signal`, queued requests granted in order) and BroadcastChannel-like channels that deliver
 * to every other channel of the same hub. Enough of both APIs for `store/tab-lock.ts`.
 */
import type { ChannelLike, LockManagerLike } from "@/store/tab-lock";

interface Waiter {
  grant: () => void;
}

const abortError = (message: string) => Object.assign(new Error(message), { name: "AbortError" });

/** A lock manager shared by every fake tab of a test. */
export function createFakeLocks(): LockManagerLike & { holder(name: string): boolean } {
  const held = new Map<string, { stolen: (error: Error) => void }>();
  const queues = new Map<string, Waiter[]>();

  function next(name: string) {
    const waiter = queues.get(name)?.shift();
    waiter?.grant();
  }

  return {
    holder: (name) => held.has(name),
    request(name, options, callback) {
      return new Promise((resolve, reject) => {
        const run = () => {
          let settled = false;
          const token = {
            stolen: (error: Error) => {
              if (settled) return;
              settled = true;
              reject(error);
            },
          };
          held.set(name, token);
          Promise.resolve()
            .then(() => callback({ name }))
            .then(
              (value) => {
                if (held.get(name) === token) {
                  held.delete(name);
                  next(name);
                }
                if (!settled) {
                  settled = true;
                  resolve(value);
                }
              },
              (error) => {
                if (held.get(name) === token) {
                  held.delete(name);
                  next(name);
                }
                if (!settled) {
                  settled = true;
                  reject(error);
                }
              },
            );
        };
        if (options.steal) {
          held.get(name)?.stolen(abortError("The lock was stolen"));
          held.delete(name);
          run();
          return;
        }
        if (!held.has(name)) {
          run();
          return;
        }
        if (options.ifAvailable) {
          Promise.resolve()
            .then(() => callback(null))
            .then(resolve, reject);
          return;
        }
        const waiter: Waiter = { grant: run };
        const queue = queues.get(name) ?? [];
        queue.push(waiter);
        queues.set(name, queue);
        options.signal?.addEventListener("abort", () => {
          const list = queues.get(name) ?? [];
          const index = list.indexOf(waiter);
          if (index < 0) return;
          list.splice(index, 1);
          reject(abortError("The request was aborted"));
        });
      });
    },
  };
}

/** Channels of one hub: a message posted on one reaches all the others (asynchronously), not itself. */
export function createFakeChannelHub() {
  const channels = new Set<FakeChannel>();
  class FakeChannel implements ChannelLike {
    private listeners = new Set<(event: MessageEvent) => void>();
    /** When false, the channel receives nothing (a frozen tab). */
    listening = true;
    constructor() {
      channels.add(this);
    }
    postMessage(message: unknown) {
      for (const channel of channels) {
        if (channel === this || !channel.listening) continue;
        queueMicrotask(() => {
          for (const listener of channel.listeners) listener({ data: message } as MessageEvent);
        });
      }
    }
    addEventListener(_type: "message", listener: (event: MessageEvent) => void) {
      this.listeners.add(listener);
    }
    removeEventListener(_type: "message", listener: (event: MessageEvent) => void) {
      this.listeners.delete(listener);
    }
    close() {
      channels.delete(this);
    }
  }
  return { create: () => new FakeChannel() };
}
