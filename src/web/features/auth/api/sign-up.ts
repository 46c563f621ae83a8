import { useMutation, useQueryClient } from "@tanstack/react-query";
import { fullName, type TRegister } from "#domain/forms/register";
import { refreshSession } from "#web/lib/auth";
import { authClient } from "#web/lib/auth-client";
import { AuthFormError, authFormError, isMailNotSentCode } from "./auth-error";

/** The wizard's answers, acceptedTerms included: the server refuses a sign-up without it and records it. */
export async function signUp({ phone, ...input }: TRegister): Promise<void> {
  const { error } = await authClient.signUp.email({
    ...input,
    name: fullName(input),
    ...(phone ? { phone } : {}),
  });
  if (error) throw authFormError(error, "Error desconocido");
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: () => refreshSession(queryClient),
    // The account was made and signed in; only its confirmation mail is missing.
    onError: (error) => {
      if (error instanceof AuthFormError && isMailNotSentCode(error.code)) return refreshSession(queryClient);
    },
  });
}
