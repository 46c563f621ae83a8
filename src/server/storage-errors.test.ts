import path from "node:path";
import { describe, expect, it } from "vitest";
import { isDiskFull, startFailureLine } from "./storage-errors";

/** An error as Node's fs throws it. */
const fsError = (code: string, file: string) =>
  Object.assign(new Error(`${code}: ${file}`), { code, syscall: "open", path: file });
/** PGlite's file system error (Emscripten's numbers), under the query that met it. */
const pgliteError = (errno: number) =>
  new Error("Failed query: CREATE SCHEMA", {
    cause: Object.assign(new Error(), { name: "ErrnoError", errno }),
  });
/** An answer of PostgreSQL (or PGlite's SQL), with its SQLSTATE, under the query that met it. */
const sqlError = (code: string) =>
  new Error("Failed query: insert", { cause: Object.assign(new Error("could not extend file"), { code }) });

const DATA_DIR = "/srv/patente-clara/data";
const FULL = `No queda espacio en disco en ${DATA_DIR}: libera espacio y vuelve a iniciar.`;
const NOT_WRITABLE = `No se puede escribir en la carpeta de datos ${DATA_DIR}: revisa que sea una carpeta y que el proceso pueda escribir en ella, y vuelve a iniciar.`;
const POSTGRES_FULL =
  "La base de datos PostgreSQL no tiene espacio en disco: libera espacio en su servidor y vuelve a iniciar.";
const POSTGRES = "postgres://app@db.internal:5432/patente_clara";

describe("the line start-up prints when its data cannot be written", () => {
  it.each([
    ["PGlite's initdb on a full disk (Emscripten ENOSPC)", pgliteError(51), undefined, FULL],
    ["PGlite over its quota (Emscripten EDQUOT)", pgliteError(19), undefined, FULL],
    ["PGlite's SQL: could not extend file", sqlError("53100"), undefined, FULL],
    [
      "the auth secret written to a full DATA_DIR",
      fsError("ENOSPC", `${DATA_DIR}/auth-secret`),
      undefined,
      FULL,
    ],
    ["a full DATA_DIR beside PostgreSQL", fsError("ENOSPC", `${DATA_DIR}/auth-secret`), POSTGRES, FULL],
    ["PostgreSQL's own disk full while migrating", sqlError("53100"), POSTGRES, POSTGRES_FULL],
    ["DATA_DIR is a file", fsError("EEXIST", DATA_DIR), undefined, NOT_WRITABLE],
    ["DATA_DIR under a file", fsError("ENOTDIR", `${DATA_DIR}/pglite`), undefined, NOT_WRITABLE],
    ["DATA_DIR on a read-only mount", fsError("EROFS", `${DATA_DIR}/pglite.lock`), undefined, NOT_WRITABLE],
    ["DATA_DIR not ours to write", fsError("EACCES", `${DATA_DIR}/pglite`), undefined, NOT_WRITABLE],
    ["PGlite's files read-only (Emscripten EROFS)", pgliteError(69), undefined, NOT_WRITABLE],
    ["a refusal outside DATA_DIR", fsError("EACCES", "/etc/patente-clara"), undefined, null],
    ["a port below 1024", Object.assign(new Error("listen EACCES"), { code: "EACCES" }), undefined, null],
    [
      "PostgreSQL refusing the connection",
      Object.assign(new Error("refused"), { code: "ECONNREFUSED" }),
      POSTGRES,
      null,
    ],
    ["another PGlite error number (ENOENT)", pgliteError(44), undefined, null],
    ["a plain error", new Error("boom"), undefined, null],
    ["something thrown that is not an error", "boom", undefined, null],
  ])("%s", (_, err, databaseUrl, line) => {
    expect(startFailureLine(err, { DATA_DIR, DATABASE_URL: databaseUrl })).toBe(line);
  });

  it("names the folder as an absolute path, whatever DATA_DIR was written as", () => {
    expect(startFailureLine(pgliteError(51), { DATA_DIR: "./data" })).toBe(
      `No queda espacio en disco en ${path.resolve("data")}: libera espacio y vuelve a iniciar.`,
    );
  });
});

describe("isDiskFull", () => {
  it.each([
    [fsError("ENOSPC", "/x/outbox/a.eml"), true],
    [sqlError("53100"), true],
    [pgliteError(51), true],
    [fsError("EACCES", "/x/outbox"), false],
    [sqlError("23505"), false],
    [new Error("boom"), false],
  ])("%s → %s", (err, full) => {
    expect(isDiskFull(err)).toBe(full);
  });
});
