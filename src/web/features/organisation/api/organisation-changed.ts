import type { QueryClient } from "@tanstack/react-query";
import { meQueryOptions } from "#web/lib/auth";
import { organisationQueryOptions } from "./get-organisation";

/**
 * After any change to the automotora: its page reads it again, and so does /api/me, which the menu, the
 * switch and the check screen read the balance and the role from.
 */
export const organisationChanged = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: organisationQueryOptions.queryKey }),
    queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey }),
  ]);
