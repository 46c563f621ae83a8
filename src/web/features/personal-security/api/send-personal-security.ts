import { useMutation } from "@tanstack/react-query";
import { PERSONAL_AUTH_MESSAGE, type TPersonalSecurity } from "#domain/forms/personal-security";
import { ApiError, apiFetch } from "#web/lib/api";

export const SEND_FAILED_MESSAGE = "Hubo un error al enviar el formulario. Por favor intenta nuevamente.";
export const UNEXPECTED_MESSAGE = "Hubo un error inesperado. Por favor intenta nuevamente.";

/** POST /api/personal-security for the signed-in user; 201 once the request is stored. */
export async function sendPersonalSecurity(input: TPersonalSecurity): Promise<void> {
  await apiFetch("/api/personal-security", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(input),
  });
}

/**
 * What the form says when sending fails (spec section 8). The server's own words when it refused the
 * data (a RUT it rejects, too many requests); the generic texts when it failed or never answered.
 */
export function personalSecurityErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return UNEXPECTED_MESSAGE;
  if (error.status === 401) return PERSONAL_AUTH_MESSAGE;
  if (error.status >= 500) return SEND_FAILED_MESSAGE;
  return error.message || SEND_FAILED_MESSAGE;
}

export const useSendPersonalSecurity = () => useMutation({ mutationFn: sendPersonalSecurity });
