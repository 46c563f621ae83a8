import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { ZConfirmPayment } from "#domain/contract/payments";
import { apiFetch } from "#web/lib/api";
import { meQueryOptions } from "#web/lib/auth";
import { paymentsQueryOptions } from "./get-payments";

/**
 * Asks the server to check one payment with the gateway now. The webhook normally does this, but it may
 * arrive after the user is back on the success page; the server credits a payment once either way.
 */
export async function confirmPayment(paymentId: string): Promise<void> {
  await apiFetch("/api/payments/confirm", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ paymentId }),
  });
}

/**
 * Confirms the payment the return page names, once, then reloads the balance and the history. Nothing is
 * read from the answer: the balance shown is always /api/me's, never what the query string claims.
 */
export function useConfirmPayment(paymentId: string | null) {
  const queryClient = useQueryClient();
  const { mutate, isIdle, isPending } = useMutation({
    mutationFn: confirmPayment,
    // Returned, so the confirmation lasts until the fresh balance is in. A failed confirmation still
    // leaves the webhook to credit the payment: the balance is reloaded either way.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: paymentsQueryOptions.queryKey }),
      ]),
  });
  // What the server would refuse (Mercado Pago's payment ids are numeric) is not sent.
  const confirmable = paymentId !== null && ZConfirmPayment.safeParse({ paymentId }).success;
  // StrictMode runs effects twice in development; the ref keeps it to one call per payment.
  const confirmed = useRef<string | null>(null);
  useEffect(() => {
    if (!confirmable || confirmed.current === paymentId) return;
    confirmed.current = paymentId;
    mutate(paymentId);
  }, [confirmable, paymentId, mutate]);
  // Idle counts too: before the effect has run, the balance on screen may still predate the payment.
  return { isConfirming: confirmable && (isIdle || isPending) };
}
