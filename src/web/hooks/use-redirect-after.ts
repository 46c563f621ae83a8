import { useEffect } from "react";
import { useNavigate } from "react-router";

/**
 * Once `to` is set, replaces the current page with it after `delayMs`, the pause of a success screen.
 * `state` goes along as router state; pass a constant, as a new object each render restarts the wait.
 */
export function useRedirectAfter(to: string | null, delayMs: number, state?: unknown): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (to === null) return;
    const timer = window.setTimeout(() => void navigate(to, { replace: true, state }), delayMs);
    return () => window.clearTimeout(timer);
  }, [to, delayMs, state, navigate]);
}
