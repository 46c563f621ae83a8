import { setImmediate as nextTurn } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { batchLoader } from "./batch";

/** A query whose batches the test answers by hand, recording the keys of each. */
function manualQuery() {
  const batches: number[][] = [];
  const answers: (() => void)[] = [];
  const loader = batchLoader(
    (keys: readonly number[]) =>
      new Promise<number[]>((resolve) => {
        batches.push([...keys]);
        answers.push(() => resolve(keys.map((k) => k * 10)));
      }),
  );
  return { loader, batches, answerNext: () => answers.shift()?.() };
}

describe("batchLoader", () => {
  it("sends the loads of one turn of the event loop as one batch, at once", async () => {
    const { loader, batches, answerNext } = manualQuery();
    const loads = [loader.load(1), loader.load(2)];
    await nextTurn();
    expect(batches).toEqual([[1, 2]]);
    answerNext();
    expect(await Promise.all(loads)).toEqual([10, 20]);
  });

  it("a failed batch fails only its own loads", async () => {
    const batches: number[][] = [];
    const loader = batchLoader(async (keys: readonly number[]) => {
      batches.push([...keys]);
      if (keys.includes(1)) throw new Error("database down");
      return keys.map((k) => k * 10);
    });
    const failed = expect(loader.load(1)).rejects.toThrow("database down");
    await nextTurn();
    const next = loader.load(2);
    await failed;
    expect(await next).toBe(20);
    expect(batches).toEqual([[1], [2]]);
  });
});
