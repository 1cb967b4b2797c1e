import { describe, expect, it } from "vitest";
import { createTurns } from "./turns";

describe("turns", () => {
  it("lets `limit` jobs run at once and the others in call order", async () => {
    const turns = createTurns(2);
    const log: string[] = [];
    const job = async (name: string, done: Promise<void>) => {
      await turns.take();
      log.push(`start ${name}`);
      await done;
      log.push(`end ${name}`);
      turns.give();
    };
    const release: Record<string, () => void> = {};
    const gate = (name: string) => new Promise<void>((resolve) => (release[name] = resolve));
    const all = Promise.all(["a", "b", "c", "d"].map((name) => job(name, gate(name))));
    await Promise.resolve();
    expect(log).toEqual(["start a", "start b"]);
    release.b();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log).toEqual(["start a", "start b", "end b", "start c"]);
    release.a();
    release.c();
    release.d();
    await all;
    expect(log.filter((line) => line.startsWith("start"))).toEqual([
      "start a",
      "start b",
      "start c",
      "start d",
    ]);
  });
});
