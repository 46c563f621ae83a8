// The report body we store (vehicle_reports.body) and show: what assemble.ts makes of the sections, and
// what the verdict, the presentation, the shared view and the hard stops read. Its own module, above the
// rules whose results it holds (score, texts, mileage, similar cars) and below everything that reads it,
// so no reader has to import the assembly, which imports the readers.

import type { VinCheck } from "../vin";
import type { MileagePoint } from "./mileage";
import type { IsoDateTime, OwnerRemoval, ReportSections, Verdict } from "./model";
import type { Deduction, InspectionVerdict, SoapVerdict } from "./score";
import type { SimilarCars } from "./similar-cars";

export type VehicleReport = {
  plate: string;
  generatedAt: IsoDateTime;
  sections: ReportSections;
  score: number;
  deductions: Deduction[];
  /**
   * The words and colour beside the number, and the sentence under it (verdict.ts), made again whenever
   * a stored report is read; a body stored before decision 100 has `headline` and `color` instead.
   */
  verdict: Verdict;
  recommendation: string;
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
