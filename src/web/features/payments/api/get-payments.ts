import { queryOptions, useQuery } from "@tanstack/react-query";
import { type TPayment, ZPayments } from "#domain/contract/payments";
import { apiFetch } from "#web/lib/api";

async function getPayments({ signal }: { signal: AbortSignal }): Promise<TPayment[]> {
  const response = await apiFetch("/api/payments", { signal });
  return ZPayments.parse(await response.json()).payments;
}

/** The user's purchases, newest first. */
export const paymentsQueryOptions = queryOptions({ queryKey: ["payments"], queryFn: getPayments });

export const usePayments = () => useQuery(paymentsQueryOptions);
