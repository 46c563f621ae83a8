import { type TReportChecks, ZCheckAnswer } from "#domain/contract/public-reports";
import { apiFetch } from "#web/lib/api";
import { publicReportPath } from "./get-public-report";

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
