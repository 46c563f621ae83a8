// Sign-in attempts per account, for browsers the account does not know (decision 056). Pure: the server
// counts the attempts (rate-limits.ts) and keeps the browsers an account knows in a signed cookie.

/** One step of the backoff: at most `attempts` sign-ins on one account in each fixed window of `windowSeconds`. */
export type BackoffStep = { windowSeconds: number; attempts: number };

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Five attempts in a quarter of an hour, then each window twice as long allows one more: whoever keeps
 * guessing waits twice as long after each guess, and gets about a dozen a day. The windows are fixed
 * (they start at multiples of their length), as the counters count them.
 */
export const SIGN_IN_BACKOFF: readonly BackoffStep[] = [
  { windowSeconds: 15 * MINUTE, attempts: 5 },
  { windowSeconds: 30 * MINUTE, attempts: 6 },
  { windowSeconds: HOUR, attempts: 7 },
  { windowSeconds: 2 * HOUR, attempts: 8 },
  { windowSeconds: 4 * HOUR, attempts: 9 },
  { windowSeconds: 8 * HOUR, attempts: 10 },
  { windowSeconds: 24 * HOUR, attempts: 12 },
];

/** The steps whose current window already holds every attempt it allows, given each step's count. */
export const spentSteps = (steps: readonly BackoffStep[], counted: readonly number[]): BackoffStep[] =>
  steps.filter((step, i) => (counted[i] ?? 0) >= step.attempts);

/** Seconds until the current window of every given step is over, at `now` (ms): when to try again. */
export function secondsUntilOpen(steps: readonly BackoffStep[], now: number): number {
  const left = steps.map(({ windowSeconds }) => {
    const windowMs = windowSeconds * 1000;
    return Math.ceil((windowMs - (now % windowMs)) / 1000);
  });
  return Math.max(0, ...left);
}

const waitText = (seconds: number): string => {
  const minutes = Math.ceil(seconds / MINUTE);
  if (minutes <= 1) return "en un minuto";
  if (minutes <= 90) return `en ${minutes} minutos`;
  return `en ${Math.ceil(seconds / HOUR)} horas`;
};

/**
 * The refusal while an account backs off. The same for an address without an account, so the answer says
 * nothing about which addresses have one.
 */
export const backoffMessage = (seconds: number): string =>
  `Hubo demasiados intentos de iniciar sesión con este correo. Por seguridad, vuelve a intentarlo ${waitText(seconds)}, o entra desde un navegador donde ya hayas iniciado sesión. Si olvidaste tu contraseña, puedes restablecerla.`;

/** Accounts one browser is remembered for: a shared family computer, not a collection. */
export const KNOWN_ACCOUNTS_PER_BROWSER = 5;

/** The accounts a browser is known to, most recent first, with `account` put first. */
export const rememberAccount = (known: readonly string[], account: string): string[] =>
  [account, ...known.filter((k) => k !== account)].slice(0, KNOWN_ACCOUNTS_PER_BROWSER);
