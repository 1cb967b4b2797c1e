import { describe, expect, it, vi } from "vitest";
import { createFakeChannelHub, createFakeLocks } from "@/test/fake-tabs";
import { createTabLock, type LockManagerLike } from "./tab-lock";

describe("createTabLock", () => {
  it("queues a takeover's request before asking the holder, so the lock goes to it, not back to the holder", async () => {
    const locks = createFakeLocks();
    const hub = createFakeChannelHub();
    const calls: string[] = [];
    // the order in which the taking tab reaches the lock manager and the channel
    const spied: LockManagerLike = {
      request: (name, options, callback) => {
        calls.push(options.steal ? "steal" : options.ifAvailable ? "if-available" : "queue");
        return locks.request(name, options, callback);
      },
    };
    let lost = 0;
    let freed = 0;
    const holder = createTabLock(
      "ws",
      {
        onLost: () => {
          lost++;
          // a holder that let go waits in line as a reader does (persist-workspace's `waitAsReader`)
          holder.waitForFree(() => freed++);
        },
        beforeRelease: async () => undefined,
      },
      { locks, channel: hub.create() },
    );
    expect(await holder.acquire()).toBe(true);
    const channel = hub.create();
    const post = channel.postMessage.bind(channel);
    channel.postMessage = (message) => {
      calls.push("ask");
      post(message);
    };
    const taker = createTabLock(
      "ws",
      { onLost: () => undefined, beforeRelease: async () => undefined },
      { locks: spied, channel, handoverMs: 60_000 },
    );
    await taker.takeOver();
    expect(calls).toEqual(["queue", "ask"]);
    expect(taker.isHolder()).toBe(true);
    expect(holder.isHolder()).toBe(false);
    expect([lost, freed]).toEqual([1, 0]);
    taker.dispose();
    holder.dispose();
  });

  it("a reader waiting in line lets a takeover go before it, so the lock goes to the taker without a steal", async () => {
    const locks = createFakeLocks();
    const hub = createFakeChannelHub();
    const holder = createTabLock(
      "ws",
      { onLost: () => undefined, beforeRelease: async () => undefined },
      { locks, channel: hub.create() },
    );
    expect(await holder.acquire()).toBe(true);
    let freed = 0;
    const reader = createTabLock(
      "ws",
      { onLost: () => undefined, beforeRelease: async () => undefined },
      { locks, channel: hub.create() },
    );
    expect(await reader.acquire()).toBe(false);
    reader.waitForFree(() => freed++);
    const requests: string[] = [];
    const spied: LockManagerLike = {
      request: (name, options, callback) => {
        requests.push(options.steal ? "steal" : "queue");
        return locks.request(name, options, callback);
      },
    };
    const taker = createTabLock(
      "ws",
      { onLost: () => undefined, beforeRelease: async () => undefined },
      { locks: spied, channel: hub.create(), handoverMs: 1_000 },
    );
    await taker.takeOver();
    expect(requests).toEqual(["queue"]);
    expect([taker.isHolder(), reader.isHolder(), holder.isHolder()]).toEqual([true, false, false]);
    expect(freed).toBe(0);
    // the reader still waits: it is freed when the taker goes
    taker.dispose();
    await vi.waitFor(() => expect(freed).toBe(1));
    expect(reader.isHolder()).toBe(true);
    reader.dispose();
    holder.dispose();
  });
});
