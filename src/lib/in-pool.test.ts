import { describe, expect, it } from "vitest";
import { inPool } from "./in-pool";

/** A call that resolves when the test says so, to see how many are under way at once. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe("inPool", () => {
  it("keeps at most `concurrency` calls under way and gives the results in the items' order", async () => {
    const gates = Array.from({ length: 7 }, gate);
    let running = 0;
    let most = 0;
    const done = inPool(gates, 3, async (item, index) => {
      running += 1;
      most = Math.max(most, running);
      await item.opened;
      running -= 1;
      return index * 10;
    });
    // Let them go in reverse order: the results still follow the items.
    for (const item of [...gates].reverse()) {
      item.open();
      await Promise.resolve();
    }
    for (const item of gates) item.open();
    expect(await done).toEqual([0, 10, 20, 30, 40, 50, 60]);
    expect(most).toBe(3);
  });

  it("starts nothing more after a call throws, waits for those under way, then throws that error", async () => {
    const started: number[] = [];
    let finished = 0;
    const slow = gate();
    const run = inPool([0, 1, 2, 3, 4, 5], 2, async (item) => {
      started.push(item);
      if (item === 0) {
        await slow.opened;
        finished += 1;
        return item;
      }
      throw new Error(`item ${item} failed`);
    });
    await Promise.resolve();
    slow.open();
    await expect(run).rejects.toThrow("item 1 failed");
    expect(started).toEqual([0, 1]);
    expect(finished).toBe(1);
  });

  it("takes an empty list and a concurrency below one", async () => {
    expect(await inPool([], 4, async () => 1)).toEqual([]);
    expect(await inPool([1, 2], 0, async (item) => item + 1)).toEqual([2, 3]);
  });
});
