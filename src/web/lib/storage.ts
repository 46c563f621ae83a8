/** Any zod schema, classic or mini: all this needs is safeParse. */
type TSchema<T> = { safeParse(value: unknown): { success: true; data: T } | { success: false } };

/**
 * One typed localStorage entry. Reads are validated because the stored value may come from an older
 * build; storage failures (private mode, full quota) are swallowed since the entry is only a cache.
 */
export function storedValue<T>(key: string, schema: TSchema<T>) {
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
