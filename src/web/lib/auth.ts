import { type QueryClient, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
// zod/mini: this module is on every page, the landing page included, and the full zod API costs some
// 9 kB (gzip) more there for one small schema (bench/bundle-size.ts).
import { z } from "zod/mini";
import { paths } from "../config/paths";
import { ApiError, apiFetch } from "./api";
import { storedValue } from "./storage";

/** The part of GET /api/me the screens read. */
const ZMe = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    // Answers cached by an older build lack it; the server still says so if a free report needs it.
    emailVerified: z._default(z.boolean(), true),
    createdAt: z.string(),
  }),
  profile: z.object({ fullName: z.nullish(z.string()), displayName: z.string() }),
  // Answers cached by an older build lack purchasedLeft; they still show at once, as nothing bought.
  credits: z.object({ trialsLeft: z.number(), purchasedLeft: z._default(z.number(), 0) }),
  // Whether the account answers rights requests (/admin/privacidad); older answers lack it.
  isPrivacyOperator: z._default(z.boolean(), false),
});
export type TMe = z.output<typeof ZMe>;

const storedMe = storedValue("patente-clara:me", ZMe);

const remember = (me: TMe | null): void => (me ? storedMe.write(me) : storedMe.clear());

/** The signed-in user, or null for a visitor (the server answers null for no session). */
async function getMe({ signal }: { signal: AbortSignal }): Promise<TMe | null> {
  try {
    const response = await apiFetch("/api/me", { signal });
    const me = z.nullable(ZMe).parse(await response.json());
    remember(me);
    return me;
  } catch (error) {
    // An older server, still answering during a rolling deploy, says 401 for no session.
    if (error instanceof ApiError && error.status === 401) {
      remember(null);
      return null;
    }
    throw error;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: ["me"],
  queryFn: getMe,
  // A returning user is shown at once from the last answer; updatedAt 0 marks it stale so the
  // session is validated in the background straight away.
  initialData: storedMe.read,
  initialDataUpdatedAt: 0,
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
    remember(null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryOptions.queryKey[0] });
    queryClient.setQueryData(meQueryOptions.queryKey, null);
  };
}
