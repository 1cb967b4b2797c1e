/**
 * Which tab writes the workspace: the one holding a Web Lock named after it. A tab opened while another
 * holds the lock is a reader (its changes are not saved). A reader can take over: it asks the holder over a
 * BroadcastChannel to save and let go, and steals the lock when the holder does not answer in time (a
 * frozen tab); the holder is told (`onLost`) either way and stops writing. A reader also waits in the lock's
 * queue (`waitForFree`), so when the writer's tab is closed it hears so and can become the writer: without
 * it, the last tab left kept saying another tab saves and never saved again. Browsers without Web Locks make
 * every tab a writer (there is no safe way to know about the others). Both APIs are injectable for tests.
 */

/** The part of `navigator.locks` used here. */
export interface LockManagerLike {
  request(
    name: string,
    options: { ifAvailable?: boolean; steal?: boolean; signal?: AbortSignal },
    callback: (lock: unknown) => Promise<unknown> | unknown,
  ): Promise<unknown>;
}

/** The part of a `BroadcastChannel` used here. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
  removeEventListener(type: "message", listener: (event: MessageEvent) => void): void;
  close(): void;
}

export interface TabLockOptions {
  /** Default `navigator.locks` when there is one; `null` = no locks (every tab writes). */
  locks?: LockManagerLike | null;
  /** Default a `BroadcastChannel` named after the lock; `null` = none (a takeover steals at once). */
  channel?: ChannelLike | null;
  /** How long a takeover waits for the holder to save and let go before stealing; default 3 s. */
  handoverMs?: number;
}

export interface TabLockHandlers {
  /** Another tab took the lock; this one must stop writing. */
  onLost(): void;
  /** Another tab asks for the lock: save what is pending. The lock is let go when this settles. */
  beforeRelease(): Promise<void>;
}

export interface TabLock {
  /** Takes the lock when it is free; true when this tab is now the writer (always true without locks). */
  acquire(): Promise<boolean>;
  /** Takes the lock from whoever holds it (asking first, stealing after `handoverMs`). */
  takeOver(): Promise<void>;
  /**
   * For a tab that does not hold the lock: waits in line for it and, once the holder lets go (its tab was
   * closed, or it was disposed), holds it and calls `onFreed` (once). Does nothing while holding or waiting
   * already, or without locks. A `takeOver` or `dispose` meanwhile ends the wait without the call.
   */
  waitForFree(onFreed: () => void): void;
  /** True while this tab holds the lock (or there are no locks). */
  isHolder(): boolean;
  /** Lets go of the lock and stops listening. */
  dispose(): void;
}

interface TakeoverMessage {
  type: "takeover";
  lock: string;
}

function defaultLocks(): LockManagerLike | null {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  return locks ?? null;
}

function defaultChannel(name: string): ChannelLike | null {
  return typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(name);
}

const isAbort = (error: unknown) => (error as { name?: string } | null)?.name === "AbortError";

/** The writer lock of the workspace called `name` for this tab. */
export function createTabLock(
  name: string,
  handlers: TabLockHandlers,
  options: TabLockOptions = {},
): TabLock {
  const locks = options.locks === undefined ? defaultLocks() : options.locks;
  const channel = options.channel === undefined ? defaultChannel(`${name}:channel`) : options.channel;
  const handoverMs = options.handoverMs ?? 3_000;
  let release: (() => void) | undefined;
  let disposed = false;
  /** Ends the wait of `waitForFree` (undefined when not waiting). */
  let waiting: AbortController | undefined;
  /** The call `waitForFree` makes once the lock is this tab's. */
  let waitingFor: (() => void) | undefined;

  function stopWaiting() {
    waiting?.abort();
    waiting = undefined;
  }

  /** Requests the lock; resolves true once granted (held until `release`), false when not available. */
  function request(requestOptions: { ifAvailable?: boolean; steal?: boolean; signal?: AbortSignal }) {
    return new Promise<boolean>((resolve, reject) => {
      let granted = false;
      const held = locks?.request(name, requestOptions, (lock) => {
        if (!lock || disposed) {
          resolve(false);
          return undefined;
        }
        granted = true;
        resolve(true);
        return new Promise<void>((done) => {
          release = () => {
            release = undefined;
            done();
          };
        });
      });
      held?.catch((error: unknown) => {
        if (!granted) reject(error);
        else if (release) {
          // stolen by another tab
          release = undefined;
          handlers.onLost();
        }
      });
    });
  }

  const onMessage = (event: MessageEvent) => {
    const data = event.data as TakeoverMessage | undefined;
    if (data?.type !== "takeover" || data.lock !== name) return;
    // waiting in line (a reader): the taking tab is in line behind this one, so the holder's let-go would
    // come here, and the taker would wait for its steal. Back in line behind the taker instead
    if (!release && waiting && waitingFor) {
      const onFreed = waitingFor;
      stopWaiting();
      waitForFree(onFreed);
      return;
    }
    if (!release) return;
    void handlers
      .beforeRelease()
      .catch(() => undefined)
      .then(() => {
        if (!release) return;
        release();
        handlers.onLost();
      });
  };
  channel?.addEventListener("message", onMessage);

  function waitForFree(onFreed: () => void) {
    if (!locks || release || waiting || disposed) return;
    const wait = new AbortController();
    waiting = wait;
    waitingFor = onFreed;
    request({ signal: wait.signal }).then(
      (granted) => {
        if (waiting === wait) waiting = undefined;
        if (granted && !wait.signal.aborted) onFreed();
        // granted after all to a wait that was ended: not wanted, let go
        else if (granted) release?.();
      },
      () => {
        if (waiting === wait) waiting = undefined;
      },
    );
  }

  return {
    async acquire() {
      if (!locks) return true;
      if (release) return true;
      return request({ ifAvailable: true });
    },
    async takeOver() {
      if (!locks || release) return;
      // a wait in line would be granted before this request, to this same tab
      stopWaiting();
      if (channel) {
        const abort = new AbortController();
        // in line first, then ask: the holder lets go to the first request in line, and once it has let go
        // it is a reader that waits in line itself (`waitForFree`); asked first, a quick holder (nothing to
        // save) could be in line before this request, get the lock back and say the other tab was closed,
        // while this tab waited for the steal
        const granted = request({ signal: abort.signal });
        channel.postMessage({ type: "takeover", lock: name } satisfies TakeoverMessage);
        const timer = setTimeout(() => abort.abort(), handoverMs);
        try {
          if (await granted) return;
        } catch (error) {
          if (!isAbort(error)) throw error;
        } finally {
          clearTimeout(timer);
        }
      }
      await request({ steal: true });
    },
    waitForFree,
    isHolder: () => !locks || release !== undefined,
    dispose() {
      disposed = true;
      stopWaiting();
      channel?.removeEventListener("message", onMessage);
      channel?.close();
      release?.();
    },
  };
}
