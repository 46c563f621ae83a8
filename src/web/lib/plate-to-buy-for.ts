import { useEffect, useState } from "react";
import { z } from "zod/mini";
import { carriedPlate, withPlate } from "#domain/plate";
import { paths } from "../config/paths";
import { storedValue } from "./storage";

// The plate someone was checking when their balance ran out rides to the packs page as ?patente= (decision
// 067's way), but not through the gateway: Mercado Pago's return address is the payments code's, the same
// for every purchase. So the packs page remembers it in this browser, and the payment's success page
// offers the way back to it (decision 101). Only a valid plate is ever kept or given back, for two hours,
// and it is the signed-in person's: signing out forgets it.

/** Long enough for a card payment and its return; a plate found later is no longer what they came for. */
export const PLATE_KEPT_MS = 2 * 60 * 60 * 1000;

const entry = storedValue("plate-to-buy-for", z.object({ plate: z.string(), savedAt: z.number() }), {
  personal: true,
});

/** Remembers the plate the packs page was opened for; anything but a valid plate is ignored. */
export function rememberPlateToBuyFor(plate: string | null, now = Date.now()): void {
  const checked = carriedPlate(plate);
  if (checked) entry.write({ plate: checked, savedAt: now });
}

/** The plate remembered in the last two hours, checked again (storage can be edited); else null. */
export function plateToBuyFor(now = Date.now()): string | null {
  const kept = entry.read();
  if (!kept || now - kept.savedAt > PLATE_KEPT_MS || kept.savedAt > now) return null;
  return carriedPlate(kept.plate);
}

/** Forgets it once the check screen has it again. */
export const forgetPlateToBuyFor = (): void => entry.clear();

/**
 * The remembered plate, read once the page runs in the browser: the server draws the page without it, so
 * the first drawing matches on both sides.
 */
export function usePlateToBuyFor(): string | null {
  const [plate, setPlate] = useState<string | null>(null);
  useEffect(() => setPlate(plateToBuyFor()), []);
  return plate;
}

/** The packs page's one line: remembers the plate its address carries (?patente=), if any. */
export function useRememberPlateToBuyFor(plate: string | null): void {
  useEffect(() => rememberPlateToBuyFor(plate), [plate]);
}

/**
 * The payment's way back to the check screen: with the plate remembered, to it, typed in ('Verificar
 * BBCL10'); otherwise to the empty check screen.
 */
export function useCheckLinkAfterPurchase(): { to: string; label: string } {
  const plate = usePlateToBuyFor();
  const checkScreen = paths.dashboard.verify.automovil.getHref();
  return plate
    ? { to: withPlate(checkScreen, plate), label: `Verificar ${plate}` }
    : { to: checkScreen, label: "Verificar un vehículo" };
}
