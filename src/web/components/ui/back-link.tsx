import type { ReactNode } from "react";
import { Link } from "react-router";

/** '← Lotes': the way up from a page to the list it belongs to. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-1 font-medium text-brand underline hover:text-brand-dark"
    >
      <span aria-hidden="true">←</span> {children}
    </Link>
  );
}
