import { useMutation, useQueryClient } from "@tanstack/react-query";
import { fullName, type TRegister } from "#domain/forms/register";
import { refreshSession } from "#web/lib/auth";
import { authClient } from "#web/lib/auth-client";
import { AuthFormError, authFormError, isMailNotSentCode } from "./auth-error";
import { confirmationCallback } from "./send-confirmation";

/**
 * The wizard's answers, acceptedTerms included: the server refuses a sign-up without it and records it.
 * `plate`, the one the visitor came for, rides in the confirmation mail's link.
 */
export async function signUp({ phone, ...input }: TRegister, plate?: string | null): Promise<void> {
  const callbackURL = confirmationCallback(plate);
  const { error } = await authClient.signUp.email({
    ...input,
    name: fullName(input),
    ...(phone ? { phone } : {}),
    ...(callbackURL ? { callbackURL } : {}),
  });
  if (error) throw authFormError(error, "Error desconocido");
}

export function useSignUp(plate: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TRegister) => signUp(input, plate),
    onSuccess: () => refreshSession(queryClient),
    // The account was made and signed in; only its confirmation mail is missing.
    onError: (error) => {
      if (error instanceof AuthFormError && isMailNotSentCode(error.code)) return refreshSession(queryClient);
    },
  });
}
