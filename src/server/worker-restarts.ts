// A worker that dies soon after it started will most likely die again (a bad deploy, a full disk): the
// cluster's primary waits before each replacement, longer each time, so a crash loop neither burns the
// machine's cores nor floods the logs. A worker that lived a minute proves things work again.
const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;
const HEALTHY_AFTER_MS = 60_000;

/**
 * When a worker dies after `livedMs`: how long to wait before forking its replacement, given the quick
 * deaths (`streak`) before it, and the streak the next death counts from.
 */
export function nextRestart(streak: number, livedMs: number): { delayMs: number; streak: number } {
  const quick = livedMs < HEALTHY_AFTER_MS ? streak : 0;
  return { delayMs: Math.min(FIRST_DELAY_MS * 2 ** quick, MAX_DELAY_MS), streak: quick + 1 };
}
