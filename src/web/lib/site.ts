import { useRouteLoaderData } from "react-router";
import type { TSite } from "#domain/contract/site";
import type { TRootData } from "#web/root";

/**
 * The deployment's public settings (the body of GET /api/site), as the server drew the page with them:
 * the root loader has them for every page.
 */
export function useSite(): TSite | undefined {
  return useRouteLoaderData<TRootData>("root")?.site;
}

/**
 * The deployment's public origin, without a trailing slash (env.ts), as the server drew the page with it
 * (for links meant to be shared).
 */
export function usePublicUrl(): string | undefined {
  return useRouteLoaderData<TRootData>("root")?.publicUrl;
}
