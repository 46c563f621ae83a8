import { closeSync, mkdirSync, openSync, readFileSync, rmSync, unlinkSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import { ConfigError } from "../env";

// PGlite has no lock of its own: a second process on the same folder runs on its own copy in memory, and
// whichever writes its files last erases what the other wrote. This file says which process holds them.
export const LOCK_FILE = "pglite.lock";

/** The process that holds a folder, and the machine it runs on. */
export type LockHolder = { pid: number; host: string };

/** Folders this process holds: opening one of them twice in the same process is refused as well. */
const held = new Set<string>();

/**
 * Whether a lock found on a folder still keeps others out. A lock that cannot be read is being written
 * this very moment; one of another machine (a shared disk) cannot be checked from here; one with our own
 * pid that we do not hold is an earlier life of this pid (a container restarted); else its process decides.
 */
export function lockStands(
  holder: LockHolder | null,
  here: LockHolder & { holds: boolean },
  isAlive: (pid: number) => boolean,
): boolean {
  if (!holder || holder.host !== here.host) return true;
  if (holder.pid === here.pid) return here.holds;
  return isAlive(holder.pid);
}

/** The one line the second process prints before it ends. */
export function folderInUseMessage(dataDir: string, holder: LockHolder | null): string {
  const who = holder ? `pid ${holder.pid} en ${holder.host}` : "no se pudo leer cuál";
  return (
    `No se puede abrir la carpeta de datos ${dataDir}: ya la está usando otro proceso (${who}). ` +
    `Detén ese proceso primero; si ya no existe, borra ${path.join(dataDir, LOCK_FILE)}.`
  );
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists, as another user's.
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
};

const readHolder = (file: string): LockHolder | null => {
  try {
    const { pid, host } = JSON.parse(readFileSync(file, "utf8"));
    return Number.isInteger(pid) && typeof host === "string" ? { pid, host } : null;
  } catch {
    return null;
  }
};

const sameHolder = (a: LockHolder | null, b: LockHolder | null) =>
  a !== null && b !== null && a.pid === b.pid && a.host === b.host;

/** Creates the lock only if there is none (O_EXCL): of two processes starting together, one gets it. */
function create(file: string, holder: LockHolder): boolean {
  let fd: number;
  try {
    fd = openSync(file, "wx");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw err;
  }
  try {
    writeSync(fd, JSON.stringify(holder));
  } catch (err) {
    // A lock left empty (a full disk) would keep every later start out.
    closeSync(fd);
    rmSync(file, { force: true });
    throw err;
  }
  closeSync(fd);
  return true;
}

/**
 * Takes the folder for this process, or throws a ConfigError naming the folder and its holder. A lock left
 * by a process that is gone is taken over. Answers the release, also run when the process exits.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const mine: LockHolder = { pid: process.pid, host: hostname() };
  for (let attempt = 1; !create(file, mine); attempt++) {
    const holder = readHolder(file);
    if (attempt > 3 || lockStands(holder, { ...mine, holds: held.has(file) }, isAlive)) {
      throw new ConfigError(folderInUseMessage(dataDir, holder));
    }
    // Read once more just before: another process taking the same stale lock over may have replaced it.
    if (sameHolder(readHolder(file), holder)) rmSync(file, { force: true });
  }
  held.add(file);
  const release = () => {
    process.off("exit", release);
    if (!held.delete(file)) return;
    // Only our own: a lock taken over by hand meanwhile is someone else's now.
    if (sameHolder(readHolder(file), mine)) unlinkSync(file);
  };
  process.on("exit", release);
  return release;
}
