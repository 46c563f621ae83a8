// Makes and models as registries and catalogues write them differ in case, accents, hyphens and spacing
// ('Mercedes-Benz' and 'MERCEDES BENZ'): both sides are compared, and stored, in one form.

/** 'Mercedes-Benz  Clase C' -> 'MERCEDES BENZ CLASE C'; '' for nothing left. */
export function normalizeName(text: string | null | undefined): string {
  return (text ?? "")
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .toUpperCase()
    .replace(/[^A-Z0-9.]+/g, " ")
    .trim();
}

/** The words of a name, in its normalised form: 'NEW WRX S' -> ['NEW', 'WRX', 'S']. */
export const nameTokens = (text: string | null | undefined): string[] =>
  normalizeName(text).split(" ").filter(Boolean);
