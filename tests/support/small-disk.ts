import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmdirSync } from "node:fs";
import { open, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Whether this machine lets the tests mount a small tmpfs, a disk that really fills up (root on Linux:
 * CI is). Asked once, when the test file is collected; `reason` says why not.
 */
export const smallDisks: { ok: true } | { ok: false; reason: string } = (() => {
  const probe = mkdtempSync(path.join(tmpdir(), "pc-tmpfs-probe-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", probe], { stdio: "pipe" });
    execFileSync("umount", [probe], { stdio: "pipe" });
    return { ok: true as const };
  } catch (err) {
    const said = String((err as { stderr?: unknown }).stderr ?? err).trim();
    return { ok: false as const, reason: `mounting a tmpfs is not permitted here (${said})` };
  } finally {
    rmdirSync(probe);
  }
})();

/** A tmpfs of `size` (mount's spelling: 64k, 80m) at `dir`, made if missing; unmount it at the end. */
export function mountSmallDisk(dir: string, size: string) {
  mkdirSync(dir, { recursive: true });
  execFileSync("mount", ["-t", "tmpfs", "-o", `size=${size}`, "tmpfs", dir], { stdio: "pipe" });
  const filler = path.join(dir, "filler");
  return {
    /** Takes every byte left: the next write that needs space fails with ENOSPC. */
    async fill() {
      const file = await open(filler, "a");
      const chunk = Buffer.alloc(64 * 1024);
      try {
        for (;;) await file.write(chunk);
      } catch (err) {
        if ((err as { code?: string }).code !== "ENOSPC") throw err;
      } finally {
        await file.close();
      }
    },
    /** Gives the space back. */
    free: () => rm(filler, { force: true }),
    unmount: () => execFileSync("umount", ["--lazy", dir], { stdio: "pipe" }),
  };
}
