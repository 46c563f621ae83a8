import { plural } from "./format";
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

/**
 * The balance in one sentence, the only way screens describe it: 'Te quedan 4 consultas: 3 gratis y 1
 * comprada.' A kind the account has none of is left out rather than counted as zero.
 */
export function balanceSentence({
  trialsLeft,
  purchasedLeft,
}: Pick<TBalance, "trialsLeft" | "purchasedLeft">): string {
  const total = trialsLeft + purchasedLeft;
  if (total <= 0) return "No te quedan consultas.";
  const left = `${total === 1 ? "Te queda" : "Te quedan"} ${plural(total, "consulta", "consultas")}`;
  if (purchasedLeft <= 0) return `${left} gratis.`;
  if (trialsLeft <= 0) return `${left} ${total === 1 ? "comprada" : "compradas"}.`;
  return `${left}: ${trialsLeft} gratis y ${plural(purchasedLeft, "comprada", "compradas")}.`;
}

export const NO_REPORTS_LEFT_MESSAGE =
  "No te quedan informes disponibles. Compra un paquete para seguir verificando vehículos.";

/** Nothing left: a buyer is told about reports, someone who only had the free ones about those. */
export const noCreditsMessage = (everBought: boolean): string =>
  everBought ? NO_REPORTS_LEFT_MESSAGE : PLATE_NO_TRIALS_MESSAGE;

export const creditsHeldMessage = (inProgress: number): string =>
  inProgress === 1
    ? "Tienes 1 informe en curso y ocupa la consulta que te queda: espera a que termine."
    : `Tienes ${inProgress} informes en curso y ocupan las consultas que te quedan: espera a que terminen.`;

/**
 * Why the next report has nothing to pay with, `inProgress` reports being in the making. The balance
 * still shows what they hold (each spends its credit when saved, or gives it back when it fails): when
 * it would pay for one, the account has not run out, it has to wait.
 */
export function noCreditsRefusal(
  balance: TBalance & { everBought: boolean },
  inProgress: number,
): { kind: "held" | "spent"; message: string } {
  if (inProgress > 0 && nextCredit(balance) !== "none") {
    return { kind: "held", message: creditsHeldMessage(inProgress) };
  }
  return { kind: "spent", message: noCreditsMessage(balance.everBought) };
}
