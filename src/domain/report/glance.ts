// What a buyer reads of a report before scrolling (issue 27): which car it is, and how many alerts stand.

import { plural } from "../format";

/** 'Toyota Corolla 2019'; null when the registry named neither make nor model. */
export function vehicleTitle(vehicle: {
  make: string | null | undefined;
  model: string | null | undefined;
  year: number | null | undefined;
}): string | null {
  const name = [vehicle.make, vehicle.model].filter(Boolean).join(" ");
  return name ? [name, vehicle.year].filter(Boolean).join(" ") : null;
}

/** 'Sin alertas', '1 alerta', '3 alertas'. */
export const alertsCountText = (count: number): string =>
  count === 0 ? "Sin alertas" : plural(count, "alerta", "alertas");
