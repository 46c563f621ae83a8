import { Link } from "react-router";
import { paths } from "#web/config/paths";

/** The brand at the head of every page; it always leads home. */
export function SiteLogo({ onClick }: { onClick?: () => void }) {
  return (
    <Link
      to={paths.home.getHref()}
      className="shrink-0 rounded text-lg font-bold text-brand-dark sm:text-xl"
      onClick={onClick}
    >
      Patente Clara<span className="sr-only">: ir al inicio</span>
    </Link>
  );
}

/** The header's frame, the same on every page: the top navigation's, or the logo alone. */
export const headerClass = "sticky top-0 z-40 border-b border-slate-200 bg-white";
export const headerRowClass = "flex h-16 items-center justify-between gap-2 md:gap-4";

/**
 * The header of the full-screen flows (sign-up, contact), which the spec leaves without navigation so
 * nothing pulls away from the form: the same bar, with only the logo.
 */
export function LogoHeader() {
  return (
    <header data-print="hide" className={headerClass}>
      <div className={`mx-auto max-w-6xl px-4 ${headerRowClass}`}>
        <SiteLogo />
      </div>
    </header>
  );
}
