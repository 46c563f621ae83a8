import path from "node:path";

// Node's fs says ENOSPC (EDQUOT past a quota); PostgreSQL and PGlite, through SQL, say 53100 (disk_full:
// 'could not extend file').
const DISK_FULL_CODES = new Set(["ENOSPC", "EDQUOT", "53100"]);
// The folder is not one, or not ours to write (permissions, a read-only mount).
const NOT_WRITABLE_CODES = new Set(["EACCES", "EPERM", "EROFS", "ENOTDIR", "EEXIST"]);
// PGlite's own file system answers with Emscripten's ErrnoError, whose numbers are not Node's.
const EMSCRIPTEN_CODES: Record<number, string> = {
  2: "EACCES",
  19: "EDQUOT",
  20: "EEXIST",
  51: "ENOSPC",
  54: "ENOTDIR",
  63: "EPERM",
  69: "EROFS",
};

type Failure = { code: string; path?: string; inDatabaseFiles: boolean };

/** The error and everything in its cause chain, each code in Node's spelling. */
function failuresOf(err: unknown): Failure[] {
  const failures: Failure[] = [];
  for (let e: unknown = err, depth = 0; e && typeof e === "object" && depth < 6; depth++) {
    const { code, errno, name, path: file, cause } = e as Record<string, unknown>;
    const at = typeof file === "string" ? file : undefined;
    if (typeof code === "string") failures.push({ code, path: at, inDatabaseFiles: false });
    const emscripten =
      name === "ErrnoError" && typeof errno === "number" ? EMSCRIPTEN_CODES[errno] : undefined;
    if (emscripten) failures.push({ code: emscripten, inDatabaseFiles: true });
    e = cause;
  }
  return failures;
}

/** Whether a write failed because the disk (ours, or the database server's) has no room left. */
export const isDiskFull = (err: unknown): boolean =>
  failuresOf(err).some((failure) => DISK_FULL_CODES.has(failure.code));

/** What a request that could not be saved for want of disk space is told. */
export const DISK_FULL_MESSAGE =
  "No pudimos guardar tu solicitud por un problema de nuestros servidores. Inténtalo de nuevo más tarde.";

/**
 * The one line start-up prints when its data cannot be written: the embedded database's folder, or the
 * PostgreSQL server, out of space, or DATA_DIR not a folder the process may write. Null for any other
 * failure, which is printed as it came.
 */
export function startFailureLine(
  err: unknown,
  env: { DATA_DIR: string; DATABASE_URL?: string },
): string | null {
  const failures = failuresOf(err);
  const dataDir = path.resolve(env.DATA_DIR);
  if (failures.some((failure) => DISK_FULL_CODES.has(failure.code))) {
    // Only PostgreSQL's own answer is about its server: a full DATA_DIR is ours even beside PostgreSQL.
    return env.DATABASE_URL && failures.some((failure) => failure.code === "53100")
      ? "La base de datos PostgreSQL no tiene espacio en disco: libera espacio en su servidor y vuelve a iniciar."
      : `No queda espacio en disco en ${dataDir}: libera espacio y vuelve a iniciar.`;
  }
  // A refusal elsewhere (a port below 1024, a file outside DATA_DIR) is not the data folder's.
  const inDataDir = (failure: Failure) =>
    failure.inDatabaseFiles ||
    (failure.path !== undefined && !path.relative(dataDir, path.resolve(failure.path)).startsWith(".."));
  if (failures.some((failure) => NOT_WRITABLE_CODES.has(failure.code) && inDataDir(failure))) {
    return `No se puede escribir en la carpeta de datos ${dataDir}: revisa que sea una carpeta y que el proceso pueda escribir en ella, y vuelve a iniciar.`;
  }
  return null;
}
