import { useMutation } from "@tanstack/react-query";
import { type TPrivacyReceipt, ZPrivacyReceipt } from "#domain/contract/privacy";
import type { TPrivacyRequest } from "#domain/forms/privacy-request";
import { apiFetch } from "#web/lib/api";

/** POST /api/privacy-requests: 201 with the request's id and its legal deadline (yyyy-mm-dd). */
export async function sendPrivacyRequest(input: TPrivacyRequest): Promise<TPrivacyReceipt> {
  const response = await apiFetch("/api/privacy-requests", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(input),
  });
  return ZPrivacyReceipt.parse(await response.json());
}

export const useSendPrivacyRequest = () => useMutation({ mutationFn: sendPrivacyRequest });
