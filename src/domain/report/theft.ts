// 'Encargo por robo': no source we can reach answers it yet (decision 049). The section says so plainly and
// sends the reader to the official check, with the plate to type; a real source plugs in through
// TheftSource and this same section. A theft it reports is a hard stop (hard-stops.ts, decision 060).

import type { PresentedSection, Section, TheftCheck } from "./model";
import { provenance } from "./section-parts";

export const THEFT_TITLE = "Encargo por robo";
/** Auto Seguro: the State's free check by plate, VIN or engine number (Carabineros, PDI, Registro Civil). */
export const AUTO_SEGURO_URL = "https://www.autoseguro.gob.cl/";
const THEFT_NOT_VERIFIED_TEXT = "No verificado";
export const THEFT_REPORTED_ALERT = "Encargo por robo vigente";

export const theftReported = (theft: Section<TheftCheck>): boolean =>
  theft.status === "found" && theft.data.reported;

export function theftSection(theft: Section<TheftCheck>, plate: string): PresentedSection {
  const checked = theft.status !== "unavailable";
  const reported = theftReported(theft);
  return {
    key: "theft",
    title: THEFT_TITLE,
    provenance: checked ? provenance(theft) : "Sin fuente consultada",
    status: !checked
      ? { text: THEFT_NOT_VERIFIED_TEXT, tone: "yellow" }
      : reported
        ? { text: "Con encargo por robo", tone: "red" }
        : { text: "Sin encargo por robo", tone: "green" },
    rows: [{ label: "Patente a ingresar", value: plate }],
    lists: [],
    links: [{ label: "Consultar en Auto Seguro (Carabineros)", href: AUTO_SEGURO_URL }],
    notes: checked
      ? []
      : [
          "Este informe no verificó si el auto tiene encargo por robo: aún no tenemos una fuente que lo informe.",
          `Consúltalo gratis en Auto Seguro, el sitio oficial de Carabineros, la PDI y el Registro Civil, con la patente ${plate}.`,
        ],
    warnings: reported ? [THEFT_REPORTED_ALERT] : [],
  };
}
