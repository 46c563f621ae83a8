// What a shared link says where it is pasted (a chat, a social network): the plate, the car and the score
// with its headline, so whoever receives it knows what it opens before opening it. Nothing of the owner,
// not even the initials the shared page shows: a preview is copied into every chat the link is forwarded
// to, and stays there after the link is withdrawn.

import { vehicleTitle } from "./glance";
import type { Headline, Tone } from "./model";
import { presentReport } from "./present";
import type { VehicleReport } from "./vehicle-report";

export type SharePreview = {
  plate: string;
  /** 'Toyota Corolla 2019'; null when the registry named neither make nor model. */
  car: string | null;
  score: number;
  /** The report's verdict (verdict.ts), as the shared page draws it beside its gauge. */
  headline: Headline;
  tone: Tone;
  /** 'Puntaje provisional: faltan 2 fuentes (SOAP, TAG)' while sources are missing, else null. */
  provisional: string | null;
  demo: boolean;
  /** 'Patente BBCL10 · Toyota Corolla 2019 · Puntaje 95/100', before the site's name. */
  title: string;
  description: string;
  /** The image's text alternative (og:image:alt). */
  imageAlt: string;
};

/** The preview image of the link at `sharePath`: under the link's own address, never indexed like it. */
export const sharePreviewImagePath = (sharePath: string): string => `${sharePath}/imagen.png`;

/** The image's size: the large card of Open Graph and X (1.91:1). */
export const SHARE_PREVIEW_IMAGE = { width: 1200, height: 630 } as const;

/** Make, model and year; a year alone would name no car. */
function carName(report: VehicleReport): string | null {
  const { vehicle } = report.sections;
  return vehicle.status === "found" ? vehicleTitle(vehicle.data) : null;
}

/** A shared report's preview, from the shared view (or any view: it reads nothing of the owner). */
export function sharePreview(shared: {
  plate: string;
  isDemo: boolean;
  report: VehicleReport;
}): SharePreview {
  const { summary } = presentReport(shared.report, { shared: true });
  const { headline, tone } = summary.verdict;
  // The note beside the score, or the recommendation itself when missing sources are all it has to say.
  const alone = headline === "Puntaje provisional";
  const provisional = summary.partial ?? (alone ? summary.recommendation : null);
  const car = carName(shared.report);
  const score = `${provisional ? "Puntaje provisional" : "Puntaje"} ${summary.score}/100`;
  const kind = shared.isDemo
    ? "Informe de demostración, con datos ficticios"
    : "Informe de validación vehicular";
  return {
    plate: shared.plate,
    car,
    score: summary.score,
    headline,
    tone,
    provisional,
    demo: shared.isDemo,
    title: [`Patente ${shared.plate}`, car, score].filter(Boolean).join(" · "),
    description: [
      // 'Puntaje provisional: falta 1 fuente (SOAP)' says the headline and which, once.
      alone ? `${kind}: ${provisional}.` : `${kind}: ${headline}.`,
      !alone && provisional && `${provisional}.`,
      "SOAP, revisión técnica, multas y deudas. Abre el informe compartido.",
    ]
      .filter(Boolean)
      .join(" "),
    imageAlt: `Patente ${shared.plate}${car ? `, ${car}` : ""}: ${score.toLowerCase()}, ${headline}`,
  };
}
