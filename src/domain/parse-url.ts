/**
 * `input` as a URL (against `base`, if given), or null when it is none: what `URL.canParse` and `URL.parse`
 * answer, without them. Both came to Safari in 17 (2023), and an iPhone that stopped at iOS 16 has neither:
 * calling one there throws, and the form that called it stops working.
 */
export function parseUrl(input: string, base?: string): URL | null {
  try {
    return new URL(input, base);
  } catch {
    return null;
  }
}
