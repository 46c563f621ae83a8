import { type QueryClient, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import type { TMe } from "#domain/contract/account";
import { paths } from "../config/paths";
import { ApiError, apiFetch } from "./api";
import { forgetPersonalValues } from "./storage";

/** The signed-in user, or null for a visitor (the server answers null for no session). */
async function getMe({ signal }: { signal: AbortSignal }): Promise<TMe | null> {
  try {
    const response = await apiFetch("/api/me", { signal });
    // Fetched with the first check: every page has the viewer from the server, and the landing page
    // should not load zod (some 15 kB gzip) for a check it may never make (bench/bundle-size.ts).
    const { ZViewer } = await import("#domain/contract/account");
    return ZViewer.parse(await response.json());
  } catch (error) {
    // An older server, still answering during a rolling deploy, says 401 for no session.
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: ["me"],
  queryFn: getMe,
  staleTime: 60_000,
  retry: (failureCount, error) => !(error instanceof ApiError) && failureCount < 2,
});

export type TSession =
  | { status: "loading"; me: null }
  | { status: "unauthenticated"; me: null }
  | { status: "authenticated"; me: TMe };

export function useSession(): TSession {
  const { data, isPending } = useQuery(meQueryOptions);
  if (data) return { status: "authenticated", me: data };
  return { status: isPending ? "loading" : "unauthenticated", me: null };
}

/** Reloads /api/me after sign-in or sign-up, so every screen sees the new user. */
export const refreshSession = (queryClient: QueryClient): Promise<TMe | null> =>
  queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });

/**
 * Ends the server session, leaves for the home page, then forgets the user locally. The server goes
 * first so no /api/me answer can bring the user back; leaving before clearing matters because, cleared
 * while still on a protected page, the route guard would send the user to the login page instead of home.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async ({ endServerSession = true }: { endServerSession?: boolean } = {}) => {
    // The cookie may already be gone (expired, other tab): nothing left to end then.
    // Loaded here, not at the top: the auth client is only needed to leave, and every page, the landing
    // page included, would otherwise download it.
    if (endServerSession) {
      await import("./auth-client").then(({ authClient }) => authClient.signOut()).catch(() => undefined);
    }
    await navigate(paths.home.getHref());
    // A /api/me answer still in flight would otherwise bring the user back.
    await queryClient.cancelQueries({ queryKey: meQueryOptions.queryKey });
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryOptions.queryKey[0] });
    queryClient.setQueryData(meQueryOptions.queryKey, null);
    forgetPersonalValues();
  };
}

/** Starts the cache from the viewer the server drew the page for (the body of GET /api/me). */
export function seedViewer(queryClient: QueryClient, viewer: TMe | null): void {
  queryClient.setQueryData(meQueryOptions.queryKey, viewer);
}
