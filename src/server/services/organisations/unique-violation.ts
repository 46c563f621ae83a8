/** Whether a write was refused by the unique constraint `constraint` (SQLSTATE 23505), however wrapped. */
export function violates(err: unknown, constraint: string): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === "object" && depth < 6; depth++) {
    const { code, constraint: name, cause } = e as Record<string, unknown>;
    if (code === "23505" && name === constraint) return true;
    e = cause;
  }
  return false;
}
