import { setTimeout as delay } from "node:timers/promises";

/**
 * Our limits count in fixed windows aligned to the clock (server/rate-limits.ts). A test that must see
 * the last request of a budget pass and the next refused sends them all within one window: it starts
 * with at least `neededMs` of the window left, or waits for the next one to begin.
 */
export async function withinOneWindow(windowSeconds: number, neededMs = 15_000): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < Math.min(neededMs, windowMs)) await delay(left + 50);
}
