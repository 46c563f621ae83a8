import { useMutation } from "@tanstack/react-query";
import { authClient } from "../../../lib/auth-client";
import { authFormError } from "./auth-error";

export const INVALID_LINK_MESSAGE = "Enlace de recuperación inválido o expirado";

export async function resetPassword(input: { newPassword: string; token: string }): Promise<void> {
  const { error } = await authClient.resetPassword(input);
  if (error) {
    // The token is only checked here, so a link that expired while the form was open fails now.
    throw authFormError(
      error,
      error.code === "INVALID_TOKEN" ? INVALID_LINK_MESSAGE : "Error al actualizar la contraseña",
    );
  }
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
