import { z } from "zod/mini";
import { apiFetch } from "../../../lib/api";
import { publicReportPath } from "./get-public-report";

/** The yes-or-no questions a shared report answers, and what each sends. */
type TReportChecks = {
  /** '¿El vendedor es el dueño?' */
  "owner-check": { rut: string };
  /** '¿El VIN del auto coincide?' */
  "vin-check": { vin: string };
};

const ZCheckAnswer = z.object({ matches: z.boolean() });

/**
 * Whether the value typed is the report's: the server answers yes or no and never reveals the owner's
 * RUT or the whole VIN. Both checks spend one daily budget per report.
 */
export async function checkReport<K extends keyof TReportChecks>(
  accessCode: string,
  check: K,
  body: TReportChecks[K],
): Promise<boolean> {
  const response = await apiFetch(`${publicReportPath(accessCode)}/${check}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return ZCheckAnswer.parse(await response.json()).matches;
}
