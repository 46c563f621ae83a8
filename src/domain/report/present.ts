// One description of what a report shows, section by section. The report dialog, the public page and the
// PDF all render this, so the three can never disagree about a label, a value or a status text.

import { formatClp, formatDate, formatInteger, NOT_AVAILABLE, santiagoDate } from "../format";
import { OWNER_DATA_MONTHS } from "../privacy/retention";
import { formatRut } from "../rut";
import type { VinCheck } from "../vin";
import { type CategoryRow, everyCategoryClean, NOT_CHECKED, reportCategories } from "./categories";
import { ROLLBACK_WARNING_PREFIX } from "./mileage";
import type { OwnerRemoval, PresentedSection, Row, Tone, Verdict } from "./model";
import { partialNote, unverifiedChecks } from "./pending";
import { recallsSection } from "./recalls";
import { orNa, provenance } from "./section-parts";
import { similarCarsText } from "./similar-cars";
import {
  finesPanel,
  gasesRow,
  inspectionExpiry,
  inspectionStatus,
  NO_ALERTS_TEXT,
  plateServiceText,
  soapDaysLeft,
  tagPanel,
  unansweredText,
} from "./texts";
import { theftSection } from "./theft";
import { crossingsSection } from "./tolls";
import { transferSection } from "./transfer";
import { valuationSection } from "./valuation";
import type { VehicleReport } from "./vehicle-report";
import { readReport, recommendationOf } from "./verdict";

export type PresentedReport = {
  summary: {
    score: number;
    /** The words and colour beside the number (verdict.ts): the gauge, the box and the headline take it. */
    verdict: Verdict;
    /** What the most serious finding asks of a buyer, in the verdict's colour. */
    recommendation: string;
    /** One row per category under the number: checked and clean, a finding, or not verified. */
    categories: CategoryRow[];
    /** What the report does not check, said once: under the rows. */
    notChecked: { title: string; items: readonly string[] };
    alerts: string[];
    /**
     * With no alert: the spec's 'sin observaciones' in green when every category was checked and found
     * clean, else what could not be checked, in grey; null with alerts.
     */
    noAlerts: { text: string; tone: Tone } | null;
    /**
     * 'Puntaje provisional: faltan 2 fuentes (SOAP, TAG)' beside the score; null when every check answered
     * or when the verdict already says it.
     */
    partial: string | null;
    /** Points as printed, '−20'. */
    deductions: { points: string; reason: string }[];
    /** 'Autos similares: 62-81, según 37 informes' beside the score; null for a report made before it. */
    similar: string | null;
  };
  sections: PresentedSection[];
};

export const SECTION_TITLES = {
  vehicle: "Información del vehículo",
  legal: "Situación legal",
  usage: "Historial de uso",
  inspection: "Revisión técnica y seguro",
  tag: "Deuda TAG (autopistas)",
} as const;

export const VIN_SCANNER_NOTE =
  "Te recomendamos validar el VIN, el número de chasis y la patente con un escáner antes de comprar.";

/**
 * What the VIN check found, said only as far as it went: it reads the structure (and the check digit where
 * it is mandatory); it never compares the VIN with the plate, which no source of ours can. Problems are
 * warnings of their own, so a VIN with any gets no note here.
 */
export function vinNote(vin: VinCheck | null): string | null {
  if (!vin || vin.warnings.length) return null;
  return vin.checkDigitOk
    ? "Revisamos el VIN: 17 caracteres válidos y dígito verificador correcto."
    : "Revisamos el VIN: 17 caracteres válidos (su dígito verificador solo se comprueba en autos norteamericanos).";
}

/** What stands in the owner's place once it was erased or hidden. */
const OWNER_REMOVED_TEXT: Record<OwnerRemoval, string> = {
  retention: `Eliminado: los datos del propietario se guardan ${OWNER_DATA_MONTHS} meses`,
  opposition: "Oculto a solicitud del titular",
};

/** No alert stands: 'sin observaciones' only if every category was checked, else which were not. */
function noAlerts(categories: readonly CategoryRow[]): { text: string; tone: Tone } {
  if (everyCategoryClean(categories)) return { text: NO_ALERTS_TEXT, tone: "green" };
  const unchecked = categories.filter((row) => row.state !== "ok").map((row) => row.label.toLowerCase());
  return {
    text: `Sin alertas en lo que este informe pudo revisar. No verificado: ${unchecked.join(", ")}.`,
    tone: "neutral",
  };
}

/**
 * `shared` is true for whoever holds the link: the report then arrives as sharedView made it (owner's
 * initials, RUT and serials cut short, no policy number), and the rows with nothing left to show go.
 */
export function presentReport(stored: VehicleReport, opts: { shared: boolean }): PresentedReport {
  // Made from the body, so a report stored before a rule changed reads as today's rules say.
  const report = readReport(stored);
  const recommendation = recommendationOf(report);
  const categories = reportCategories(report);
  const today = santiagoDate(report.generatedAt) ?? report.generatedAt.slice(0, 10);
  const { vehicle, soap, inspection, trafficFines, plateFines, tag } = report.sections;
  const v = vehicle.status === "found" ? vehicle.data : null;

  const vehicleSection: PresentedSection = {
    key: "vehicle",
    title: SECTION_TITLES.vehicle,
    provenance: provenance(vehicle),
    status: { text: [v?.make, v?.model].filter(Boolean).join(" ") || NOT_AVAILABLE, tone: "neutral" },
    rows: [
      { label: "Patente", value: report.plate },
      { label: "Marca", value: orNa(v?.make) },
      { label: "Modelo", value: orNa(v?.model) },
      { label: "Año", value: orNa(v?.year) },
      { label: "Color", value: orNa(v?.color) },
      { label: "Cilindrada", value: orNa(v?.engineSize) },
      { label: "Transmisión", value: orNa(v?.transmission) },
      { label: "Combustible", value: orNa(v?.gasType) },
      { label: "VIN", value: report.vin?.validStructure ? orNa(v?.chassis) : NOT_AVAILABLE },
      { label: "Número de motor", value: orNa(v?.engineNumber) },
      { label: "Número de chasis", value: orNa(v?.chassis) },
    ],
    lists: [],
    links: [],
    notes: [vinNote(report.vin), VIN_SCANNER_NOTE].filter((note) => note !== null),
    warnings: report.vin?.warnings ?? [],
  };

  const fines = finesPanel({ plateFines, trafficFines });
  const legalSection: PresentedSection = {
    key: "legal",
    title: SECTION_TITLES.legal,
    provenance: provenance(trafficFines, plateFines),
    status: {
      text: fines.text,
      tone: fines.state === "none" ? "green" : fines.state === "fines" ? "red" : "neutral",
    },
    rows: [
      ...(fines.state === "fines" && fines.partialTotalText
        ? [{ label: "Total parcial", value: fines.partialTotalText }]
        : []),
      { label: "Servicio de multas por patente", value: plateServiceText(plateFines) },
    ],
    lists:
      fines.state === "fines" && fines.tickets.length > 0
        ? [
            {
              title: "Multas",
              items: fines.tickets.map((t) =>
                [t.reason, t.commune, t.court, t.amountText].filter(Boolean).join(" · "),
              ),
            },
          ]
        : [],
    links: [],
    notes: fines.state === "fines" && fines.detailPendingText ? [fines.detailPendingText] : [],
    warnings: [],
  };

  const owner = v?.owner ?? null;
  const rut = owner?.rut ? (opts.shared ? owner.rut : (formatRut(owner.rut) ?? owner.rut)) : null;
  const removed = report.ownerRemoved ? OWNER_REMOVED_TEXT[report.ownerRemoved] : null;
  const usageSection: PresentedSection = {
    key: "usage",
    title: SECTION_TITLES.usage,
    provenance: provenance(vehicle, inspection),
    status: { text: removed ?? owner?.fullName ?? NOT_AVAILABLE, tone: "neutral" },
    rows: [
      { label: "Propietario actual", value: removed ?? orNa(owner?.fullName) },
      { label: "RUT", value: removed ?? orNa(rut) },
    ],
    lists: report.mileage.length
      ? [
          {
            title: "Kilometraje registrado",
            items: report.mileage.map(
              (p) => `${formatDate(p.date)}: ${formatInteger(p.kilometers)} km (${p.source})`,
            ),
          },
        ]
      : [],
    links: [],
    notes: [],
    warnings: report.securityAlerts.filter((a) => a.startsWith(ROLLBACK_WARNING_PREFIX)),
  };

  const rtStatus = inspectionStatus({ inspection, vehicleYear: v?.year ?? null, today });
  // Why there is no answer where it is known (a wrong shape, a source not in the plan), as other sections say.
  const rtText = rtStatus === NOT_AVAILABLE ? unansweredText(inspection) : rtStatus;
  const rt = inspection.status === "found" ? inspection.data : null;
  const expiry = rt?.dueDate ? inspectionExpiry(rt.dueDate, today) : null;
  const gases = gasesRow(rt?.gasesStatus);
  const s = soap.status === "found" ? soap.data : null;
  // The score's verdicts decide the colours, so a section never looks better or worse than it counted.
  const inspectionFailed = report.inspectionVerdict === "expired" || report.inspectionVerdict === "rejected";
  const soapKnown = report.soapVerdict !== "unavailable";
  const soapValid = report.soapVerdict === "valid";
  const daysLeft = s ? soapDaysLeft(s.to, today) : null;
  const inspectionSection: PresentedSection = {
    key: "inspection",
    title: SECTION_TITLES.inspection,
    provenance: provenance(inspection, soap),
    status: {
      text: rtText,
      tone: inspectionFailed ? "red" : rtStatus === NOT_AVAILABLE ? "neutral" : "green",
    },
    rows: [
      { label: "Revisión técnica", value: rtText, tone: inspectionFailed ? "red" : undefined },
      ...(rt
        ? [
            { label: "Fecha de revisión", value: formatDate(rt.date) || NOT_AVAILABLE },
            { label: "Vencimiento", value: rt.dueDate ? formatDate(rt.dueDate) : NOT_AVAILABLE },
            ...(expiry
              ? [
                  {
                    label: "Plazo",
                    value: expiry,
                    tone: expiry.startsWith("Vencida") ? "red" : "yellow",
                  } as Row,
                ]
              : []),
            { label: "Planta", value: orNa([rt.plant?.name, rt.plant?.location].filter(Boolean).join(", ")) },
            { label: "Certificado", value: orNa(rt.certificate) },
            {
              label: "Kilometraje",
              value: rt.kilometers === null ? NOT_AVAILABLE : `${formatInteger(rt.kilometers)} km`,
            },
            ...(gases ? [{ label: "Gases", value: gases.text, tone: gases.tone } as Row] : []),
          ]
        : []),
      {
        label: "SOAP",
        value: !soapKnown ? unansweredText(soap) : soapValid ? "Vigente" : "No vigente",
        tone: !soapKnown ? undefined : soapValid ? "green" : "red",
      },
      ...(s
        ? [
            { label: "Aseguradora", value: orNa(s.company) },
            // A shared link never carries the policy number: no row rather than a false 'No disponible'.
            ...(opts.shared ? [] : [{ label: "Póliza", value: orNa(s.policyNumber) }]),
            {
              label: "Vigencia",
              value: `${formatDate(s.since) || NOT_AVAILABLE} al ${formatDate(s.to) || NOT_AVAILABLE}`,
            },
            ...(daysLeft ? [{ label: "Días restantes", value: String(daysLeft) }] : []),
          ]
        : []),
    ],
    lists: [],
    links: [],
    notes: [],
    warnings: [],
  };

  const tagInfo = tagPanel(tag);
  const tagSection: PresentedSection = {
    key: "tag",
    title: SECTION_TITLES.tag,
    provenance: provenance(tag),
    status: {
      text: tagInfo.text,
      tone: tagInfo.state === "debts" ? "red" : tagInfo.state === "none" ? "green" : "neutral",
    },
    rows: tagInfo.state === "debts" ? [{ label: "Total", value: formatClp(tagInfo.total) }] : [],
    lists:
      tagInfo.state === "debts"
        ? [{ title: "Deudas", items: tagInfo.debts.map((d) => `${d.company}: ${formatClp(d.amount)}`) }]
        : [],
    links: [],
    notes: [],
    warnings: [],
  };

  return {
    summary: {
      score: report.score,
      verdict: report.verdict,
      recommendation: recommendation.text,
      categories,
      notChecked: NOT_CHECKED,
      alerts: report.securityAlerts,
      noAlerts: report.securityAlerts.length ? null : noAlerts(categories),
      partial:
        v && recommendation.kind !== "provisional"
          ? partialNote(
              unverifiedChecks({
                sections: report.sections,
                vehicle: v,
                inspection: report.inspectionVerdict,
                today,
              }),
            )
          : null,
      // The minus sign reads better than a hyphen, and screen readers say "menos".
      deductions: report.deductions.map((d) => ({
        points: `${d.points}`.replace(/^-/, "−"),
        reason: d.reason,
      })),
      similar: report.similarCars ? similarCarsText(report.similarCars) : null,
    },
    sections: [
      vehicleSection,
      legalSection,
      usageSection,
      inspectionSection,
      tagSection,
      crossingsSection(report.sections.crossings),
      recallsSection(report.sections.recalls),
      valuationSection(report.sections.valuation),
      theftSection(report.sections.theft, report.plate),
      transferSection(report, today),
    ],
  };
}
