// What a buyer reads of a report before scrolling (issue 27): which car it is, and how many alerts stand.

import { plural } from "../format";

/** What names the car where the registry named neither make nor model. */
export const UNNAMED_VEHICLE = "Vehículo sin datos de registro";

const words = (text: string | null | undefined): string => (text ?? "").replace(/\s+/g, " ").trim();

/**
 * 'Toyota Corolla 2019', as the registry wrote make and model (runs of spaces made one); null when it
 * named neither: a year alone names no car.
 */
export function vehicleTitle(vehicle: {
  make: string | null | undefined;
  model: string | null | undefined;
  year: number | null | undefined;
}): string | null {
  const name = words(`${words(vehicle.make)} ${words(vehicle.model)}`);
  return name ? [name, vehicle.year].filter(Boolean).join(" ") : null;
}

/** 'Sin alertas', '1 alerta', '3 alertas'. */
export const alertsCountText = (count: number): string =>
  count === 0 ? "Sin alertas" : plural(count, "alerta", "alertas");
