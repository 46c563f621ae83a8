import { APIError } from "better-auth/api";
import { hashPassword, verifyPassword } from "better-auth/crypto";
import { concurrencyLimit } from "./concurrency-limit";

/**
 * Hashes computed at once in this process. better-auth's scrypt runs on libuv's pool (4 threads, shared
 * with file reads and DNS) and takes a core and 32 MB for tens of milliseconds each: unbounded, a burst of
 * sign-ins from many addresses slowed every other request of the instance from milliseconds to seconds.
 */
export const HASHES_AT_ONCE = 2;

/** Hashes waiting for a turn; past them a caller is answered at once instead of waiting seconds. */
export const HASHES_WAITING = 8;

export const BUSY_CODE = "SERVER_BUSY";
export const BUSY_MESSAGE =
  "Demasiadas solicitudes en este momento. Espera unos segundos e inténtalo de nuevo.";
const BUSY_RETRY_SECONDS = 5;

// One limit per process, as the pool and the cores it guards are the process's. A 503 that better-auth
// answers as it is (an APIError), in Spanish, with when to try again.
const limited = concurrencyLimit(
  HASHES_AT_ONCE,
  HASHES_WAITING,
  () =>
    new APIError(
      "SERVICE_UNAVAILABLE",
      { message: BUSY_MESSAGE, code: BUSY_CODE },
      { "retry-after": String(BUSY_RETRY_SECONDS) },
    ),
);

/** better-auth's own scrypt hashing, under the limit: its `emailAndPassword.password` option. */
export const passwordHashing = {
  hash: (password: string) => limited(() => hashPassword(password)),
  verify: (data: { hash: string; password: string }) => limited(() => verifyPassword(data)),
};
