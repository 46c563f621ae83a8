import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type TMyOrganisation, ZMyOrganisation } from "#domain/contract/organisations";
import type { TOrganisationForm } from "#domain/organisation/organisation-form";
import { apiFetch } from "#web/lib/api";
import { organisationQueryOptions } from "./get-organisation";
import { organisationChanged } from "./organisation-changed";

export const NOT_SAVED_MESSAGE = "No pudimos guardar los datos de la automotora. Inténtalo de nuevo.";

/** POST /api/organisation creates it (the person becomes its administrador); PUT edits it (administrador). */
async function saveOrganisation({
  form,
  isNew,
}: {
  form: TOrganisationForm;
  isNew: boolean;
}): Promise<TMyOrganisation> {
  const response = await apiFetch("/api/organisation", {
    method: isNew ? "POST" : "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(form),
  });
  return ZMyOrganisation.parse(await response.json());
}

export function useSaveOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOrganisation,
    onSuccess: (organisation) => {
      queryClient.setQueryData(organisationQueryOptions.queryKey, organisation);
      return organisationChanged(queryClient);
    },
  });
}
