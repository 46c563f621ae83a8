import { queryOptions, useQuery } from "@tanstack/react-query";
import { paths } from "#web/config/paths";

/** What the reset screen can tell from its own address, before asking the server anything. */
type TResetLink = { token: string } | { problem: "invalid" | "missing" };

/**
 * The mail's link passes through better-auth, which sends ?token= for a usable token and ?error= for one
 * it refused (unknown, used or expired).
 */
export function resetLinkOf(params: URLSearchParams): TResetLink {
  if (params.has("error")) return { problem: "invalid" };
  const token = params.get("token");
  return token ? { token } : { problem: "missing" };
}

/**
 * The verdict of the server's check, read from the address it redirected to; null for anywhere else (a
 * proxy's page), which says nothing about the token.
 */
export function checkedTokenVerdict(finalUrl: string): "valid" | "invalid" | null {
  const url = new URL(finalUrl);
  if (url.pathname !== paths.auth.resetPassword.getHref()) return null;
  const link = resetLinkOf(url.searchParams);
  if ("token" in link) return "valid";
  return link.problem === "invalid" ? "invalid" : null;
}

/**
 * Whether a reset token is still usable, without spending it. better-auth's link check
 * (GET /api/auth/reset-password/:token, the one the mail's link goes through) only reads the token and
 * redirects to the reset screen with ?token= or ?error=; fetch follows, and where it lands is the answer.
 */
async function isResetTokenUsable(token: string, signal: AbortSignal): Promise<boolean> {
  const query = new URLSearchParams({ callbackURL: paths.auth.resetPassword.getHref() });
  const response = await fetch(`/api/auth/reset-password/${encodeURIComponent(token)}?${query}`, {
    signal,
    credentials: "same-origin",
  });
  const verdict = response.ok ? checkedTokenVerdict(response.url) : null;
  // Not the token's fault: the screen says the check failed, not that the link is bad.
  if (verdict === null) throw new Error(`reset link check answered ${response.status}`);
  return verdict === "valid";
}

export const useResetTokenCheck = (token: string) =>
  useQuery(
    queryOptions({
      queryKey: ["reset-token", token],
      queryFn: ({ signal }) => isResetTokenUsable(token, signal),
      // One retry for a blip of the network; a server that keeps failing is said so without a long wait.
      retry: 1,
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
