import { useMutation } from "@tanstack/react-query";
import type { TForgotPassword } from "#domain/forms/password-reset";
import { paths } from "#web/config/paths";
import { authClient } from "#web/lib/auth-client";
import { authFormError } from "./auth-error";

export async function requestPasswordReset({ email }: TForgotPassword): Promise<void> {
  const { error } = await authClient.requestPasswordReset({
    email,
    redirectTo: paths.auth.resetPassword.getHref(),
  });
  if (error) throw authFormError(error, "Error al enviar el correo de recuperación");
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
