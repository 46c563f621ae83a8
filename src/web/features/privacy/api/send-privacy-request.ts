import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import type { TPrivacyRequest } from "../../../../domain/forms/privacy-request";
import { apiFetch } from "../../../lib/api";

const ZReceipt = z.object({ id: z.string(), deadline: z.string() });
export type TPrivacyRequestReceipt = z.output<typeof ZReceipt>;

/** POST /api/privacy-requests: 201 with the request's id and its legal deadline (yyyy-mm-dd). */
export async function sendPrivacyRequest(input: TPrivacyRequest): Promise<TPrivacyRequestReceipt> {
  const response = await apiFetch("/api/privacy-requests", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(input),
  });
  return ZReceipt.parse(await response.json());
}

export const useSendPrivacyRequest = () => useMutation({ mutationFn: sendPrivacyRequest });
