import { describe, expect, it } from "vitest";
import { type LockHolder, lockStands } from "./pglite-lock";

const here = { pid: 100, host: "equipo", holds: false };
const alive = new Set([200]);

describe("lockStands", () => {
  it.each<[string, LockHolder | null, boolean, boolean]>([
    ["another live process here: stands", { pid: 200, host: "equipo" }, false, true],
    ["a process here that is gone: taken over", { pid: 300, host: "equipo" }, false, false],
    ["this process, which holds it: stands", { pid: 100, host: "equipo" }, true, true],
    ["this pid in an earlier life: taken over", { pid: 100, host: "equipo" }, false, false],
    ["a process of another machine: stands", { pid: 300, host: "otro" }, false, true],
    ["a lock being written (unreadable): stands", null, false, true],
  ])("%s", (_, holder, holds, expected) => {
    expect(lockStands(holder, { ...here, holds }, (pid) => alive.has(pid))).toBe(expected);
  });
});
