import { type TReportState, ZReportState } from "#domain/contract/reports";
import { ApiError, apiFetch } from "#web/lib/api";

/**
 * GET /api/reports/{id}: where one of my reports stands. Null when it is gone (another account signed in,
 * or the request was never saved): nothing to follow.
 */
export async function getReportState(id: string): Promise<TReportState | null> {
  try {
    const response = await apiFetch(`/api/reports/${encodeURIComponent(id)}`);
    return ZReportState.parse(await response.json());
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
