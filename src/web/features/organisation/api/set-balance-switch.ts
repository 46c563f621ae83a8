import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TMe } from "#domain/contract/account";
import { ZBalanceSwitch } from "#domain/contract/organisations";
import { apiFetch } from "#web/lib/api";
import { meQueryOptions } from "#web/lib/auth";
import { organisationChanged } from "./organisation-changed";

export const SWITCH_FAILED_MESSAGE = "No pudimos cambiar el saldo que usas. Inténtalo de nuevo.";

/** PUT /api/organisation/balance-switch: the switch as stored. */
async function setBalanceSwitch(usesOrganisation: boolean): Promise<boolean> {
  const response = await apiFetch("/api/organisation/balance-switch", {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ usesOrganisation }),
  });
  return ZBalanceSwitch.parse(await response.json()).usesOrganisation;
}

const withSwitch = (me: TMe | null | undefined, usesOrganisation: boolean) =>
  me?.organisation ? { ...me, organisation: { ...me.organisation, usesOrganisation } } : me;

/**
 * The choice shows at once (the balance and the check button follow it), and goes back to what it was
 * if the server did not take it.
 */
export function useSetBalanceSwitch() {
  const queryClient = useQueryClient();
  const key = meQueryOptions.queryKey;
  return useMutation({
    mutationFn: setBalanceSwitch,
    onMutate: async (usesOrganisation) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key);
      queryClient.setQueryData(key, withSwitch(before, usesOrganisation));
      return { before };
    },
    onError: (_error, _value, context) => {
      if (context) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => organisationChanged(queryClient),
  });
}
