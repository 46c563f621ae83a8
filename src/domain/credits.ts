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

/** The Automotoras tab of the packs page, where an administrador buys the automotora's fleet packs. */
export const FLEET_PACKS_PATH = "/dashboard/servicios/paquetes?tipo=automotoras";

/** An automotora never had free checks (decision 075): what it lacks is a fleet pack. */
export const ORGANISATION_NO_REPORTS_MESSAGE =
  "A la automotora no le quedan informes: un administrador puede comprar un pack flota en Paquetes, pestaña Automotoras.";

/**
 * The automotora's refusal; with `fleetPacksUrl` (for a dealer's system reading /api/v1, which has no
 * button to press) the address where its administrador buys, at the end where nothing follows it.
 */
export const organisationNoReportsMessage = (fleetPacksUrl?: string): string =>
  fleetPacksUrl
    ? `A la automotora no le quedan informes: un administrador puede comprar un pack flota en ${fleetPacksUrl}`
    : ORGANISATION_NO_REPORTS_MESSAGE;

/**
 * A confirmed address whose free checks the day's ceiling held back (TRIAL_GRANTS_PER_DAY, decision 101):
 * when they come, and that a purchase works now.
 */
export const TRIALS_WAITING_MESSAGE = `Tus ${FREE_TRIALS} consultas gratis llegan mañana: hoy ya se entregaron todas las del día. Si necesitas un informe ahora, compra un paquete.`;

/**
 * The check screen's line while the free checks wait for tomorrow, in place of 'No te quedan consultas.':
 * an unconfirmed address must confirm first; buying never waits.
 */
export const trialsWaitingSentence = (emailVerified: boolean): string =>
  `${emailVerified ? "Tus" : "Confirma tu correo y tus"} ${FREE_TRIALS} consultas gratis llegan mañana: hoy ya se entregaron todas las del día. Si necesitas un informe ahora, puedes comprarlo.`;

/**
 * What confirming the address brings (decision 101): the free checks now; tomorrow, the day's being all
 * given; or none, the address having had them on an earlier account. Read from /api/me (`trialsLeft`,
 * `trialsArriveAt`) or from the confirmation link's answer.
 */
export type TTrialOutlook = "now" | "tomorrow" | "none";

export const trialOutlook = ({
  trialsLeft,
  trialsArriveAt,
}: {
  trialsLeft: number;
  trialsArriveAt: string | null;
}): TTrialOutlook => (trialsArriveAt ? "tomorrow" : trialsLeft > 0 ? "now" : "none");

/**
 * The check screen's word once the confirmation page sent the address there: the free checks are ready only
 * when they are (otherwise the balance below says when they come, or that none are left).
 */
export const confirmedSentence = (outlook: TTrialOutlook): string =>
  outlook === "now" ? "¡Correo confirmado! Ya puedes usar tus consultas gratuitas." : "¡Correo confirmado!";

/**
 * Whose balance a check would spend: a person's, whose free checks may be waiting for tomorrow
 * (`trialsArriveAt`), or an automotora's, which never had any.
 */
export type TPayer =
  | { kind: "person"; trialsArriveAt?: string | null }
  | { kind: "organisation"; fleetPacksUrl?: string | undefined };

/**
 * Why the next report has nothing to pay with, `inProgress` reports being in the making. The balance
 * still shows what they hold (each spends its credit when saved, or gives it back when it fails): when
 * it would pay for one, the account has not run out, it has to wait. Run out, each payer is told what
 * it lacks: an automotora a fleet pack, a person whose free checks come tomorrow when they come.
 */
export function noCreditsRefusal(
  balance: TBalance & { everBought: boolean },
  inProgress: number,
  payer: TPayer,
): { kind: "held" | "spent"; message: string } {
  if (inProgress > 0 && nextCredit(balance) !== "none") {
    return { kind: "held", message: creditsHeldMessage(inProgress) };
  }
  if (payer.kind === "organisation") {
    return { kind: "spent", message: organisationNoReportsMessage(payer.fleetPacksUrl) };
  }
  if (payer.trialsArriveAt) return { kind: "spent", message: TRIALS_WAITING_MESSAGE };
  return { kind: "spent", message: noCreditsMessage(balance.everBought) };
}
