import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TLogin } from "#domain/forms/login";
import { refreshSession } from "#web/lib/auth";
import { authClient } from "#web/lib/auth-client";
import { authFormError } from "./auth-error";

export async function signIn(input: TLogin): Promise<void> {
  const { error } = await authClient.signIn.email(input);
  if (error) throw authFormError(error, "Credenciales inválidas");
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signIn, onSuccess: () => refreshSession(queryClient) });
}
