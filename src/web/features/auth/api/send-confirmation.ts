import { useMutation } from "@tanstack/react-query";
import { authClient } from "#web/lib/auth-client";

export const SEND_CONFIRMATION_FAILED =
  "No se pudo enviar el correo. Espera unos minutos e inténtalo de nuevo.";

/** Mails the signed-in user a new link to confirm their address (the server picks where it lands). */
export async function sendConfirmation(email: string): Promise<void> {
  const { error } = await authClient.sendVerificationEmail({ email });
  if (error) throw new Error(SEND_CONFIRMATION_FAILED);
}

export const useSendConfirmation = () => useMutation({ mutationFn: sendConfirmation });
