// What stops a lot before anything is held (issue 30): a balance too short for it, and an organisation
// that already has lots running.

import { listPacks } from "../catalogue";
import { plural } from "../format";

/**
 * Lots of one organisation waiting or in the making at once. Two lets a dealer send the afternoon's
 * auction while the morning's runs; more would only queue behind them, and each holds up to 500 credits.
 */
export const LOTS_UNFINISHED_MAX = 2;
export const TOO_MANY_LOTS_MESSAGE = `Tu automotora ya tiene ${LOTS_UNFINISHED_MAX} lotes en curso. Espera a que uno termine para subir otro.`;

/** Every row is invalid: there is nothing to check, and nothing to charge. */
export const LOT_NO_VALID_PLATES_MESSAGE =
  "Ninguna fila tiene una patente válida. Corrige las filas marcadas y vuelve a intentarlo.";

/** Credits the organisation can put on a lot: its purchased reports less those its requests hold. */
export const availableCredits = (purchasedLeft: number, held: number): number =>
  Math.max(0, purchasedLeft - held);

/** 'Flota 10, Flota 50 o Flota 100', from the price list. */
function fleetPackNames(): string {
  const names = listPacks({ includeTestPack: false })
    .filter((pack) => pack.segment === "automotoras")
    .map((pack) => pack.name);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} o ${names.at(-1)}` : (names[0] ?? "");
}

/**
 * Why a lot cannot go: how many reports it needs, how many there are, how many to buy, and where.
 * 'Este lote usa 12 informes y tu automotora tiene 5 disponibles: te faltan 7. Compra un pack Flota 10,
 * Flota 50 o Flota 100 en Paquetes.'
 */
export function lotCreditsMissingMessage(credits: number, available: number): string {
  const missing = Math.max(0, credits - available);
  const has = available === 0 ? "no tiene informes disponibles" : `tiene ${available} disponibles`;
  const short = missing === 1 ? "te falta 1" : `te faltan ${missing}`;
  return `Este lote usa ${plural(credits, "informe", "informes")} y tu automotora ${has}: ${short}. Compra un pack ${fleetPackNames()} en Paquetes.`;
}

/** A lot's row left waiting when the provider stopped answering: the lot ends, its credit back. */
export const LOT_PROVIDER_DOWN_MESSAGE =
  "El servicio de datos dejó de responder y esta patente no se revisó. No se descontó ninguna consulta: súbela en otro lote más tarde.";
