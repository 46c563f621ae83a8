// The report body we store (vehicle_reports.body) and show: what assemble.ts makes of the sections, and
// what the verdict, the presentation, the shared view and the hard stops read. Its own module, above the
// rules whose results it holds (score, texts, mileage, similar cars) and below everything that reads it,
// so no reader has to import the assembly, which imports the readers.

import type { VinCheck } from "../vin";
import type { MileagePoint } from "./mileage";
import type { IsoDateTime, OwnerRemoval, ReportSections, Tone } from "./model";
import type { Deduction, InspectionVerdict, SoapVerdict } from "./score";
import type { SimilarCars } from "./similar-cars";
import type { Headline } from "./texts";

export type VehicleReport = {
  plate: string;
  generatedAt: IsoDateTime;
  sections: ReportSections;
  score: number;
  deductions: Deduction[];
  headline: Headline;
  /** The verdict's sentence and colour (verdict.ts), made again whenever a stored report is read. */
  recommendation: string;
  color: Tone;
  /** Problems first, then what could not be verified; empty means 'Vehículo en excelente estado...'. */
  securityAlerts: string[];
  inspectionVerdict: InspectionVerdict;
  soapVerdict: SoapVerdict;
  finesCount: number;
  /** Sum of the ticket amounts we know; tickets without an amount add nothing. */
  finesTotal: number;
  tagCount: number;
  tagTotal: number;
  mileage: MileagePoint[];
  vin: VinCheck | null;
  /** Scores of similar cars when the report was made (decision 048); absent from reports made before. */
  similarCars?: SimilarCars;
  /** Set when the owner's name and RUT were erased from the stored report (server/services/privacy). */
  ownerRemoved?: OwnerRemoval;
};
