import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshSession } from "#web/lib/auth";
import { authClient } from "#web/lib/auth-client";
import { authFormError } from "./auth-error";

export async function resetPassword(input: { newPassword: string; token: string }): Promise<void> {
  // A link that expired while the form was open fails here, as INVALID_TOKEN (see auth-error.ts).
  const { error } = await authClient.resetPassword(input);
  if (error) throw authFormError(error, "Error al actualizar la contraseña");
}

/**
 * The reset ends every session of the account (src/server/auth.ts), this browser's included: the session
 * is asked again so the login page does not take the user for signed in. The password is changed either
 * way, so a failure to ask is no failure of the reset.
 */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => refreshSession(queryClient).catch(() => undefined),
  });
}
