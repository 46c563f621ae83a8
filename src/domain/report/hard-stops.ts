// Findings that stop a purchase whatever else a report says: a turned-back odometer, a theft report. No
// clean record outweighs them, so each one caps the score inside 'Riesgo alto', makes the verdict and is
// a line of the transfer checklist (decision 060). A new finding of this class is one more entry here.

import { rollbackWarnings } from "./mileage";
import { theftReported } from "./theft";
import type { VehicleReport } from "./vehicle-report";

export type HardStopKind = "theft" | "odometerRollback";

export type HardStop = {
  kind: HardStopKind;
  /** Why the score is capped, in the cap's deduction: 'Tope de 39 puntos (riesgo alto) por …'. */
  cause: string;
  /** The verdict: what to do. */
  verdict: string;
  /** Its line of 'Qué revisar al transferir'. */
  transfer: { label: string; value: string };
};

type Findings = Pick<VehicleReport, "sections" | "mileage">;

// Most serious first: the verdict names the first one that stands.
const HARD_STOPS: readonly (HardStop & { stands: (report: Findings) => boolean })[] = [
  {
    kind: "theft",
    stands: (report) => theftReported(report.sections.theft),
    cause: "encargo por robo vigente",
    verdict: "Encargo por robo vigente: no compres este auto y avisa a Carabineros.",
    transfer: { label: "Encargo por robo", value: "Vigente: el auto no se puede transferir" },
  },
  {
    kind: "odometerRollback",
    stands: (report) => rollbackWarnings(report.mileage).length > 0,
    cause: "posible adulteración del kilometraje",
    verdict: "Posible adulteración del kilometraje: no lo compres sin una inspección independiente.",
    transfer: {
      label: "Kilometraje",
      value: "Retrocede entre revisiones técnicas: no compres sin una inspección independiente",
    },
  },
];

/** The hard stops a report's findings show, most serious first; empty for almost every car. */
export const hardStopsOf = (report: Findings): HardStop[] =>
  HARD_STOPS.filter((stop) => stop.stands(report)).map(({ stands: _, ...stop }) => stop);
