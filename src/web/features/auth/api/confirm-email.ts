import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import {
  type TConfirmationOutcome,
  type TConfirmationTarget,
  ZConfirmationOutcome,
  ZConfirmationTarget,
} from "#domain/contract/email-confirmation";
import { apiFetch } from "#web/lib/api";

const path = "/api/email-confirmation";

/** The address a link confirms: asked on arrival, changes nothing. */
async function getConfirmationTarget(token: string, signal: AbortSignal): Promise<TConfirmationTarget> {
  const response = await apiFetch(`${path}?${new URLSearchParams({ token })}`, { signal });
  return ZConfirmationTarget.parse(await response.json());
}

export const useConfirmationTarget = (token: string) =>
  useQuery(
    queryOptions({
      queryKey: ["email-confirmation", token],
      queryFn: ({ signal }) => getConfirmationTarget(token, signal),
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );

async function confirmEmail(token: string): Promise<TConfirmationOutcome> {
  const response = await apiFetch(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ token }),
  });
  return ZConfirmationOutcome.parse(await response.json());
}

export const useConfirmEmail = () => useMutation({ mutationFn: confirmEmail });
