import { APIError } from "better-auth/api";
import { hashPassword, verifyPassword } from "better-auth/crypto";

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

/**
 * Runs at most `atOnce` tasks at a time and keeps at most `waiting` in line, in order of arrival; any
 * task beyond them is refused with `refusal()` without running.
 */
export function concurrencyLimit(atOnce: number, waiting: number, refusal: () => Error) {
  let running = 0;
  const line: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running < atOnce) running++;
    else if (line.length < waiting) await new Promise<void>((turn) => line.push(turn));
    else throw refusal();
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, so a newcomer cannot take it first.
      const next = line.shift();
      if (next) next();
      else running--;
    }
  };
}

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
