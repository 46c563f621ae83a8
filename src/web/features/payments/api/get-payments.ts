import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiFetch } from "../../../lib/api";

const ZPayment = z.object({
  id: z.string(),
  concept: z.string(),
  packId: z.string(),
  reports: z.number(),
  amount: z.number(),
  currency: z.string(),
  provider: z.string(),
  // Kept as text: paymentBadge shows values it does not know as pendiente (spec section 4).
  status: z.string(),
  paymentId: z.string().nullable(),
  cardType: z.string().nullable(),
  /** Set only while the payment is pendiente: where 'Completar Pago' goes. */
  redirectUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type TPayment = z.output<typeof ZPayment>;

const ZPayments = z.object({ payments: z.array(ZPayment) });

async function getPayments({ signal }: { signal: AbortSignal }): Promise<TPayment[]> {
  const response = await apiFetch("/api/payments", { signal });
  return ZPayments.parse(await response.json()).payments;
}

/** The user's purchases, newest first. */
export const paymentsQueryOptions = queryOptions({ queryKey: ["payments"], queryFn: getPayments });

export const usePayments = () => useQuery(paymentsQueryOptions);
