import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { ZCheckoutStarted } from "#domain/contract/payments";
import { PAYMENT_MESSAGES } from "#domain/payments";
import { useToast } from "#web/components/ui/toast";
import { paths } from "#web/config/paths";
import { ApiError, apiFetch } from "#web/lib/api";
import { refreshSession } from "#web/lib/auth";

/** Spec section 4: a purchase stays 'processing' this long after the browser was sent to the gateway. */
const PROCESSING_RESET_MS = 5000;

/** The answer named no usable gateway address. */
class NoPaymentUrlError extends Error {}

// Mercado Pago's init_point is https; the simulated gateway is a path of our own. Anything else (an empty
// string, a javascript: URL) is not somewhere the browser should be sent.
export const isGatewayUrl = (url: string): boolean =>
  url.startsWith("https://") || (url.startsWith("/") && !url.startsWith("//"));

/** Starts buying a pack. Only the pack id is sent: the server prices it, the browser never names an amount. */
export async function createCheckout(packId: string): Promise<string> {
  const response = await apiFetch("/api/checkout", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ packId }),
  });
  const { redirectUrl } = ZCheckoutStarted.parse(await response.json());
  if (!isGatewayUrl(redirectUrl)) throw new NoPaymentUrlError(redirectUrl);
  return redirectUrl;
}

const isSessionLost = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/** Spec section 8: the server's own message when it sent one, the catalogue's words otherwise. */
export function checkoutErrorMessage(error: unknown): string {
  if (isSessionLost(error)) return PAYMENT_MESSAGES.loginRequired;
  if (error instanceof ApiError) return error.message;
  if (error instanceof NoPaymentUrlError) return PAYMENT_MESSAGES.noUrl;
  // fetch rejects with a TypeError only when no answer came at all.
  if (error instanceof TypeError) return PAYMENT_MESSAGES.connectionError;
  return PAYMENT_MESSAGES.generic;
}

/**
 * Sends someone who is not (or no longer) signed in to the login page, which brings them back here. The
 * toast carries the reason across the navigation, as the login page has no slot for it.
 */
export function useLoginToBuy() {
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  return async ({ sessionExpired }: { sessionExpired: boolean }) => {
    toast(PAYMENT_MESSAGES.loginRequired);
    // With a cached user the login page would bounce straight back: forget it first. The route guard
    // then makes the same trip to the login page on its own.
    if (sessionExpired) await refreshSession(queryClient);
    await navigate(paths.auth.login.getHref(pathname + search), { replace: sessionExpired });
  };
}

/**
 * The purchase in progress: which pack, whether it is still processing, and the error that stopped it.
 * Processing lasts until the gateway page replaces this one, or 5 s after leaving for it, so coming back
 * with the browser's back button finds the buttons usable again.
 */
export function useCheckout() {
  const loginToBuy = useLoginToBuy();
  const [redirectedAt, setRedirectedAt] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: createCheckout,
    onSuccess: (redirectUrl) => {
      setRedirectedAt(Date.now());
      window.location.assign(redirectUrl);
    },
    onError: (error) => {
      if (isSessionLost(error)) void loginToBuy({ sessionExpired: true });
    },
  });
  const { reset } = mutation;

  useEffect(() => {
    if (redirectedAt === null) return;
    const timer = window.setTimeout(() => {
      setRedirectedAt(null);
      reset();
    }, PROCESSING_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [redirectedAt, reset]);

  const isProcessing = mutation.isPending || redirectedAt !== null;
  return {
    start: (packId: string) => mutation.mutate(packId),
    isProcessing,
    error: mutation.isError ? checkoutErrorMessage(mutation.error) : null,
    reset,
  };
}
