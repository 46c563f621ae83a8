import { useRouteLoaderData } from "react-router";
import type { TMe } from "#domain/contract/account";
import type { PageContext } from "#domain/contract/page-context";
import type { TSite } from "#domain/contract/site";

/**
 * What the root loader (root.tsx) gives every page. Declared here, beside the hooks that read it, rather
 * than inferred from the loader: root.tsx draws the layouts that call these hooks, so reading its type
 * would make the root route and its own layouts import each other.
 */
export type TRootData = Pick<PageContext, "site" | "publicUrl"> & { viewer: TMe | null };

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
