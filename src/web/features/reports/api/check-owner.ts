import { useMutation } from "@tanstack/react-query";
import { z } from "zod/mini";
import { apiFetch } from "../../../lib/api";
import { publicReportPath } from "./get-public-report";

const ZOwnerCheck = z.object({ matches: z.boolean() });

/** Whether `rut` is the owner's; the server answers yes or no and never reveals the owner's RUT. */
export async function checkOwner(input: { accessCode: string; rut: string }): Promise<boolean> {
  const response = await apiFetch(`${publicReportPath(input.accessCode)}/owner-check`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ rut: input.rut }),
  });
  return ZOwnerCheck.parse(await response.json()).matches;
}

export const useCheckOwner = () => useMutation({ mutationFn: checkOwner });
