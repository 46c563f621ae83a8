import { useMutation } from "@tanstack/react-query";
import { carriedPlate, withPlate } from "#domain/plate";
import { paths } from "#web/config/paths";
import { authClient } from "#web/lib/auth-client";

export const SEND_CONFIRMATION_FAILED =
  "No se pudo enviar el correo. Espera unos minutos e inténtalo de nuevo.";

/**
 * The check screen with the plate a visitor came for: where the confirmation mail brings them back. The
 * server keeps only the plate of it, once checked (decision 067).
 */
export function confirmationCallback(plate: string | null | undefined): string | undefined {
  const checked = carriedPlate(plate);
  return checked ? withPlate(paths.dashboard.verify.automovil.getHref(), checked) : undefined;
}

/** Mails the signed-in user a new link to confirm their address, bringing back the plate they came for. */
export async function sendConfirmation({
  email,
  plate,
}: {
  email: string;
  plate?: string | null | undefined;
}): Promise<void> {
  const callbackURL = confirmationCallback(plate);
  const { error } = await authClient.sendVerificationEmail({
    email,
    ...(callbackURL ? { callbackURL } : {}),
  });
  if (error) throw new Error(SEND_CONFIRMATION_FAILED);
}

export const useSendConfirmation = () => useMutation({ mutationFn: sendConfirmation });
