import { useMutation } from "@tanstack/react-query";
import { ApiError, apiFetch } from "#web/lib/api";
import { useSignOut } from "#web/lib/auth";

export async function deleteAccount(): Promise<void> {
  await apiFetch("/api/me", { method: "DELETE" });
}

export function useDeleteAccount() {
  const signOut = useSignOut();
  // The server has already ended the session and cleared the cookie along with the account.
  return useMutation({ mutationFn: deleteAccount, onSuccess: () => signOut({ endServerSession: false }) });
}

export const deleteAccountErrorMessage = (error: unknown): string =>
  error instanceof ApiError && error.status === 401
    ? "No hay sesión activa"
    : "Error al eliminar la cuenta. Por favor, intenta nuevamente.";
