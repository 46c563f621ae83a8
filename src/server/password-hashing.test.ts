import { describe, expect, it } from "vitest";
import { concurrencyLimit } from "./concurrency-limit";
import { passwordHashing } from "./password-hashing";

/** A task that runs until the test ends it, noting when it started. */
function heldTask(started: string[], name: string) {
  let end = () => {};
  const done = new Promise<void>((resolve) => {
    end = resolve;
  });
  return {
    run: async () => {
      started.push(name);
      await done;
      return name;
    },
    end: () => end(),
  };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe("concurrencyLimit", () => {
  it.each([
    // atOnce, waiting, tasks sent: which start at once, which are refused
    [2, 1, 4, ["t0", "t1"], ["t3"]],
    [1, 0, 3, ["t0"], ["t1", "t2"]],
    [3, 5, 3, ["t0", "t1", "t2"], []],
  ])("%d at once and %d waiting, %d sent", async (atOnce, waiting, sent, running, refused) => {
    const limit = concurrencyLimit(atOnce, waiting, () => new Error("busy"));
    const started: string[] = [];
    const tasks = Array.from({ length: sent }, (_, i) => heldTask(started, `t${i}`));
    const results = tasks.map((task, i) =>
      limit(task.run).then(
        () => null,
        () => `t${i}`,
      ),
    );
    await settled();
    expect(started).toEqual(running);
    for (const task of tasks) task.end();
    expect((await Promise.all(results)).filter(Boolean)).toEqual(refused);
  });

  it("gives a freed slot to the first in line, in order, and frees it after a failure", async () => {
    const limit = concurrencyLimit(1, 2, () => new Error("busy"));
    const started: string[] = [];
    const a = heldTask(started, "a");
    const b = heldTask(started, "b");
    const c = heldTask(started, "c");
    const failing = limit(async () => {
      started.push("failing");
      throw new Error("scrypt failed");
    });
    await expect(failing).rejects.toThrow("scrypt failed");
    const runs = [a, b, c].map((task) => limit(task.run));
    await settled();
    expect(started).toEqual(["failing", "a"]);
    a.end();
    await settled();
    expect(started).toEqual(["failing", "a", "b"]);
    b.end();
    c.end();
    expect(await Promise.all(runs)).toEqual(["a", "b", "c"]);
  });
});

describe("passwordHashing", () => {
  it("checks a password against its hash with better-auth's scrypt", async () => {
    const hash = await passwordHashing.hash("clave-segura");
    expect(await passwordHashing.verify({ hash, password: "clave-segura" })).toBe(true);
    expect(await passwordHashing.verify({ hash, password: "otra-clave" })).toBe(false);
  });
});
