/** Any zod schema, classic or mini: all this needs is safeParse. */
type TSchema<T> = { safeParse(value: unknown): { success: true; data: T } | { success: false } };

/** The entries that belong to the person signed in, forgotten when they sign out (a shared device). */
const personal = new Set<string>();

/** Forgets every entry of the person who signs out, so the next one on this device never lands on it. */
export function forgetPersonalValues(): void {
  for (const key of personal) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Cache only.
    }
  }
}

/**
 * One typed localStorage entry. Reads are validated because the stored value may come from an older
 * build; storage failures (private mode, full quota) are swallowed since the entry is only a cache.
 * A `personal` entry is the signed-in person's (forgetPersonalValues).
 */
export function storedValue<T>(key: string, schema: TSchema<T>, { personal: own = false } = {}) {
  if (own) personal.add(key);
  return {
    read(): T | undefined {
      try {
        const raw = window.localStorage.getItem(key);
        if (raw === null) return undefined;
        const parsed = schema.safeParse(JSON.parse(raw));
        return parsed.success ? parsed.data : undefined;
      } catch {
        return undefined;
      }
    },
    write(value: T): void {
      try {
        window.localStorage.setItem(key, JSON.stringify(value));
      } catch {
        // Cache only.
      }
    },
    clear(): void {
      try {
        window.localStorage.removeItem(key);
      } catch {
        // Cache only.
      }
    },
  };
}
