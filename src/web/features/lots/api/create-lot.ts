import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type TLotCreated, ZLotCreated } from "#domain/contract/lots";
import { apiFetch } from "#web/lib/api";
import { meQueryOptions } from "#web/lib/auth";
import { lotsQueryOptions } from "./get-lots";
import { lotRequestInit, type TLotSource } from "./lot-source";

type TCreateLot = { source: TLotSource; clientRequestId: string };

/**
 * POST /api/lots. The same clientRequestId for every try of one confirmation: a double click, or a retry
 * after a lost answer, gets the lot already made instead of a second one.
 */
async function createLot({ source, clientRequestId }: TCreateLot): Promise<TLotCreated> {
  const response = await apiFetch("/api/lots", lotRequestInit(source, clientRequestId));
  return ZLotCreated.parse(await response.json());
}

export function useCreateLot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLot,
    // The balance the lot holds and the list it joins; not awaited, the lot's page opens meanwhile.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
      void queryClient.invalidateQueries({ queryKey: lotsQueryOptions.queryKey });
    },
  });
}
