import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type TPhoneSaved, type TPhoneUpdate, ZPhoneSaved } from "#domain/contract/account-phone";
import { apiFetch } from "#web/lib/api";
import { meQueryOptions } from "#web/lib/auth";

export const PHONE_NOT_SAVED_MESSAGE = "No se pudo guardar el teléfono. Inténtalo de nuevo.";

/** PUT /api/me/phone: 200 with the phone as stored; 400 says in Spanish what is wrong with it. */
async function updatePhone(input: TPhoneUpdate): Promise<TPhoneSaved> {
  const response = await apiFetch("/api/me/phone", {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(input),
  });
  return ZPhoneSaved.parse(await response.json());
}

/** Every screen that shows the profile reads it from /api/me: it is asked again once the phone is saved. */
export function useUpdatePhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePhone,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey }),
  });
}
