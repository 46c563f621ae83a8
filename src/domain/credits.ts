import { PLATE_NO_TRIALS_MESSAGE } from "./plate";

/** Free checks every address gets once (spec section 9), at its first confirmation (decision 057). */
export const FREE_TRIALS = 3;

export const EMAIL_NOT_VERIFIED_MESSAGE =
  "Confirma tu correo electrónico para usar tus consultas gratuitas: te enviamos un enlace al registrarte.";

export type TBalance = { trialsLeft: number; purchasedLeft: number; emailVerified: boolean };

/**
 * What the next report can be paid with: free trials need a confirmed e-mail, purchased reports never
 * do; a trial goes first when both are usable.
 */
export function nextCredit(balance: TBalance): "trial" | "purchased" | "unverified" | "none" {
  if (balance.trialsLeft > 0 && balance.emailVerified) return "trial";
  if (balance.purchasedLeft > 0) return "purchased";
  return balance.trialsLeft > 0 ? "unverified" : "none";
}

export const NO_REPORTS_LEFT_MESSAGE =
  "No te quedan informes disponibles. Compra un paquete para seguir verificando vehículos.";

/** Nothing left: a buyer is told about reports, someone who only had the free ones about those. */
export const noCreditsMessage = (everBought: boolean): string =>
  everBought ? NO_REPORTS_LEFT_MESSAGE : PLATE_NO_TRIALS_MESSAGE;
