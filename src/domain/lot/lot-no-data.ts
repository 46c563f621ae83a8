// What a dealer reads about the plates without vehicle data their automotora's lots may ask about
// (decision 094): such a plate costs no credit, yet every source is asked about it, so an organisation's
// lots have an allowance of them in 24 hours (domain/report/no-data-allowance.ts counts it).

import { plural } from "../format";

/** 'en 45 min', 'en 3 h 20 min': minutes rounded up, so the lot is never promised earlier than it can go. */
export function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 60) return `en ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `en ${hours} h` : `en ${hours} h ${rest} min`;
}

/**
 * Why a lot is refused before anything is held or asked: the allowance is spent, and when one more plate
 * fits again (`waitSeconds`, until the oldest of them leaves the 24 hours).
 */
export function lotNoDataLimitMessage(max: number, waitSeconds: number): string {
  return (
    `Tu automotora ya consultó ${plural(max, "patente", "patentes")} sin datos registrados en las últimas ` +
    `24 horas, el máximo para sus lotes. Podrás enviar otro lote ${waitText(waitSeconds)}; mientras, ` +
    "revisa que las patentes estén bien escritas."
  );
}

/**
 * What the preview says while the allowance has room: how many plates without data are left of it, and
 * what happens to a lot that reaches it. `left` is at least 1.
 */
export function lotNoDataLeftText(left: number, max: number): string {
  const allowance =
    left >= max
      ? `Tu automotora puede consultar hasta ${plural(max, "patente", "patentes")} sin datos registrados cada 24 horas.`
      : `A tu automotora le ${left === 1 ? "queda" : "quedan"} ${left} de las ${plural(max, "patente", "patentes")} ` +
        "sin datos registrados que puede consultar cada 24 horas.";
  return `${allowance} No se cobran, pero si el lote llega a ese límite, las patentes que falten quedarán sin consultar.`;
}

/**
 * A lot's row that reached its turn once the allowance was spent: it ended without asking any source, its
 * credit back, as 'no se pudo' with this reason beside it.
 */
export function lotNoDataReachedMessage(max: number): string {
  return (
    `Tu automotora llegó al máximo de ${plural(max, "patente", "patentes")} sin datos registrados en 24 horas ` +
    "y esta patente no se consultó. No se descontó ninguna consulta: súbela en otro lote más tarde."
  );
}
