import { describe, expect, it } from "vitest";
import { createMemoryJournal as memoryJournal } from "@/test/fake-journal";
import {
  diffParts,
  getBase,
  JOURNAL_VERSION,
  type JournalPatch,
  journalKey,
  readJournal,
  writeJournal,
} from "./persist-journal";
import { isSamePart } from "./persist-record";

const KEY = journalKey("default");

describe("diffParts", () => {
  const chunk = [{ loc: "a" }, { loc: "b" }];
  const stored = new Map<string, unknown>([
    ["meta", { savedAt: 1 }],
    ["chunk", chunk],
    ["gone", [1]],
  ]);

  it("puts what differs from the stored copy and removes what the workspace no longer has", () => {
    const now = new Map<string, unknown>([
      ["meta", { savedAt: 2 }],
      ["chunk", [...chunk]], // same items: the same part
      ["new", [{ loc: "c" }]],
    ]);
    const { puts, removes, patches } = diffParts(now, [stored], isSamePart);
    expect(puts.map(([key]) => key)).toEqual(["meta", "new"]);
    expect(removes).toEqual(["gone"]);
    expect(patches).toEqual([]);
  });

  it("keeps a list changed at a few places as those items, and one changed mostly whole", () => {
    const entries = Array.from({ length: 8 }, (_, i) => ({ loc: `u${i}` }));
    const base = new Map<string, unknown>([["chunk", entries]]);
    const edited = entries.map((entry, i) => (i === 5 ? { loc: "edited" } : entry));
    expect(diffParts(new Map([["chunk", edited]]), [base], isSamePart)).toEqual({
      puts: [],
      removes: [],
      patches: [["chunk", 8, [[5, { loc: "edited" }]]]],
    });
    // a write in progress stored another change at 1: both places, so the patch fits either stored copy
    const writing = new Map<string, unknown>([
      ["chunk", entries.map((e, i) => (i === 1 ? { loc: "x" } : e))],
    ]);
    expect(diffParts(new Map([["chunk", edited]]), [base, writing], isSamePart).patches).toEqual([
      [
        "chunk",
        8,
        [
          [1, entries[1]],
          [5, { loc: "edited" }],
        ],
      ],
    ]);
    const most = entries.map((_, i) => ({ loc: `new${i}` }));
    expect(diffParts(new Map([["chunk", most]]), [base], isSamePart).puts).toEqual([["chunk", most]]);
    // another length (entries added): whole
    expect(
      diffParts(new Map([["chunk", [...entries, { loc: "more" }]]]), [base], isSamePart).puts,
    ).toHaveLength(1);
  });

  it("puts a part that differs from what a write in progress stores, even when it equals the last commit", () => {
    // an undo back to the committed value while a write of the edited one runs
    const writing = new Map<string, unknown>([...stored, ["chunk", [{ loc: "edited" }, chunk[1]]]]);
    const now = new Map<string, unknown>([...stored, ["meta", { savedAt: 3 }]]);
    now.delete("gone");
    const { puts, removes } = diffParts(now, [stored, writing], isSamePart);
    expect(puts.map(([key]) => key)).toEqual(["meta", "chunk"]);
    expect(removes).toEqual(["gone"]);
  });
});

describe("writeJournal and readJournal", () => {
  const journal = {
    bases: [5, 7],
    puts: [["meta", { savedAt: 9 }] as [string, unknown]],
    removes: ["x"],
    patches: [["chunk", 4, [[2, { loc: "c" }]]] as JournalPatch],
  };

  it("reads back a journal made against the stored copy it names, and no other", () => {
    const storage = memoryJournal();
    expect(writeJournal(storage, KEY, journal)).toBe("written");
    expect(readJournal(storage, KEY, 7)).toEqual({ version: JOURNAL_VERSION, ...journal });
    expect(readJournal(storage, KEY, 5)?.puts).toEqual(journal.puts);
    // a later save replaced its base: stale, and removed
    expect(readJournal(storage, KEY, 8)).toBeUndefined();
    expect(storage.map.has(KEY)).toBe(false);
  });

  it("gives up past its size limit, and leaves a marker of what was lost instead of the older journal", () => {
    const storage = memoryJournal();
    writeJournal(storage, KEY, journal);
    const big = { ...journal, puts: [["chunk", "x".repeat(500)] as [string, unknown]] };
    expect(writeJournal(storage, KEY, big, 400)).toBe("too-big");
    expect(readJournal(storage, KEY, 5)).toEqual({
      version: JOURNAL_VERSION,
      bases: [5, 7],
      puts: [],
      removes: [],
      patches: [],
      lost: true,
    });
    expect(writeJournal(storage, KEY, big, 700)).toBe("written");
    expect(readJournal(storage, KEY, 5)?.lost).toBeUndefined();
  });

  it("says failed when the storage is full, removes what it cannot replace, and never throws", () => {
    const storage = memoryJournal(10);
    storage.map.set(KEY, "an older journal");
    expect(writeJournal(storage, KEY, journal)).toBe("failed");
    expect(storage.map.size).toBe(0);
  });

  it("ignores and removes a journal cut short or of another version", () => {
    const storage = memoryJournal();
    storage.setItem(KEY, '{"version":1,"bases":[5],"puts":[["meta"');
    expect(readJournal(storage, KEY, 5)).toBeUndefined();
    expect(storage.map.has(KEY)).toBe(false);
    storage.setItem(KEY, JSON.stringify({ ...journal, version: JOURNAL_VERSION + 1 }));
    expect(readJournal(storage, KEY, 5)).toBeUndefined();
    expect(storage.map.has(KEY)).toBe(false);
    // a patch past its list's length
    storage.setItem(
      KEY,
      JSON.stringify({ ...journal, version: JOURNAL_VERSION, patches: [["chunk", 2, [[2, {}]]]] }),
    );
    expect(readJournal(storage, KEY, 5)).toBeUndefined();
  });

  it("takes the base of an empty database as 0", () => {
    expect(getBase(undefined)).toBe(0);
    expect(getBase({ savedAt: 12 })).toBe(12);
  });
});
