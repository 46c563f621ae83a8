/** Name shown in the top bar: first name, else the e-mail's local part, else 'Usuario' (spec section 2). */
export function displayName(firstName: string | null | undefined, email: string | null | undefined): string {
  const first = firstName?.trim();
  if (first) return first;
  const local = email?.split("@")[0]?.trim();
  return local || "Usuario";
}
