import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshSession } from "#web/lib/auth";
import { authClient } from "#web/lib/auth-client";
import { authFormError, CHANGE_PASSWORD_MESSAGES } from "./auth-error";

export const CHANGE_PASSWORD_FAILED_MESSAGE = "No se pudo cambiar la contraseña. Inténtalo de nuevo.";

/**
 * better-auth's change-password, which checks the current password. Every other session of the account
 * ends: whoever learned the old password is out; this browser gets a new session.
 */
async function changePassword(input: { currentPassword: string; newPassword: string }): Promise<void> {
  const { error } = await authClient.changePassword({ ...input, revokeOtherSessions: true });
  if (error) throw authFormError(error, CHANGE_PASSWORD_FAILED_MESSAGE, CHANGE_PASSWORD_MESSAGES);
}

/** The session is asked again: a refusal for lack of one means the user is already signed out. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSettled: () => refreshSession(queryClient).catch(() => undefined),
  });
}
