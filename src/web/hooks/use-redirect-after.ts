import { useEffect } from "react";
import { useNavigate } from "react-router";

/** Once `to` is set, replaces the current page with it after `delayMs`, the pause of a success screen. */
export function useRedirectAfter(to: string | null, delayMs: number): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (to === null) return;
    const timer = window.setTimeout(() => void navigate(to, { replace: true }), delayMs);
    return () => window.clearTimeout(timer);
  }, [to, delayMs, navigate]);
}
