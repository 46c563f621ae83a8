import { useMutation } from "@tanstack/react-query";
import { type TLotPreview, ZLotPreview } from "#domain/contract/lots";
import { apiFetch } from "#web/lib/api";
import { lotRequestInit, type TLotSource } from "./lot-source";

/** POST /api/lots/preview: what the lot would ask for and cost; nothing is stored or held. */
async function previewLot(source: TLotSource): Promise<TLotPreview> {
  const response = await apiFetch("/api/lots/preview", lotRequestInit(source));
  return ZLotPreview.parse(await response.json());
}

export const usePreviewLot = () => useMutation({ mutationFn: previewLot });
