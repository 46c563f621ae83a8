/** Any zod schema, classic or mini: all this needs is safeParse. */
type TSchema<T> = { safeParse(value: unknown): { success: true; data: T } | { success: false } };

/**
 * The entries that belong to the person signed in, known by their key's prefix rather than listed as
 * modules load: the page someone signs out on may never have loaded the module that wrote one.
 */
const PERSONAL_PREFIX = "patente-clara:personal:";

/** Forgets every entry of the person who signs out, so the next one on this device never lands on it. */
export function forgetPersonalValues(): void {
  try {
    const { localStorage } = window;
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    for (const key of keys) if (key?.startsWith(PERSONAL_PREFIX)) localStorage.removeItem(key);
  } catch {
    // Cache only.
  }
}

/**
 * One typed localStorage entry. Reads are validated because the stored value may come from an older
 * build; storage failures (private mode, full quota) are swallowed since the entry is only a cache.
 * A `personal` entry is the signed-in person's (forgetPersonalValues).
 */
export function storedValue<T>(name: string, schema: TSchema<T>, { personal = false } = {}) {
  const key = personal ? `${PERSONAL_PREFIX}${name}` : name;
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
