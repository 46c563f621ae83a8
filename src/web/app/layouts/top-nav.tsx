import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { SectionLink } from "#web/components/section-link";
import { Button, buttonClass } from "#web/components/ui/button";
import { StrokeIcon } from "#web/components/ui/stroke-icon";
import { homeSections, paths, type THomeSection } from "#web/config/paths";
import { type TSession, useSession, useSignOut } from "#web/lib/auth";
import { headerClass, headerRowClass, SiteLogo } from "./site-logo";

type TNavItem =
  | { label: string; section: THomeSection }
  | { label: string; to: string; mobileOnly?: boolean };

const publicItems: TNavItem[] = [
  { label: "Inicio", section: homeSections.start },
  { label: "Nosotros", section: homeSections.about },
  { label: "Servicios", section: homeSections.services },
  { label: "Reportes", to: paths.reportSearch.getHref() },
  { label: "Contáctanos", to: paths.contact.getHref(), mobileOnly: true },
];

// Export, deletion, password and phone live there: a signed-in user reaches it from every page.
const accountItem: TNavItem = { label: "Mi cuenta", to: paths.dashboard.account.getHref() };

// Every signed-in person: it leads to creating an automotora, or to running the one they are in.
const organisationItem: TNavItem = { label: "Automotora", to: paths.dashboard.organisation.getHref() };

const memberItems: TNavItem[] = [...publicItems, organisationItem, accountItem];

const dashboardItems: TNavItem[] = [
  { label: "Servicios", to: paths.dashboard.services.getHref() },
  { label: "Reportes", to: paths.dashboard.reports.getHref() },
  { label: "Historial de Pagos", to: paths.dashboard.payments.getHref() },
  organisationItem,
  accountItem,
];

// A dealer's lots sit beside their reports, for the members of an automotora only.
const lotsItem: TNavItem = { label: "Lotes", to: paths.dashboard.lots.getHref() };
const dealerItems: TNavItem[] = [...dashboardItems.slice(0, 2), lotsItem, ...dashboardItems.slice(2)];

const itemsOf: Record<TMode, TNavItem[]> = {
  loading: publicItems,
  visitor: publicItems,
  member: memberItems,
  dashboard: dashboardItems,
};

const DASHBOARD_PREFIXES = [paths.dashboard.root, paths.verify, paths.reports, paths.reportSearch].map(
  (route) => route.path,
);

type TMode = "loading" | "visitor" | "member" | "dashboard";

// Whole class names, so Tailwind finds them in the source.
const breakpoints = {
  md: { show: "md:flex", hide: "md:hidden", inline: "md:ml-0" },
  lg: { show: "lg:flex", hide: "lg:hidden", inline: "lg:ml-0" },
} as const;

const modeOf = (session: TSession, pathname: string): TMode => {
  if (session.status === "loading") return "loading";
  if (session.status === "unauthenticated") return "visitor";
  return DASHBOARD_PREFIXES.some((prefix) => pathname.startsWith(prefix)) ? "dashboard" : "member";
};

// Tighter between md and lg, where the visitor's bar holds its links, the logo and two buttons on one line.
const itemClass =
  "block whitespace-nowrap rounded-md px-3 py-2 md:px-2 lg:px-3 font-medium text-slate-800 hover:bg-slate-100 hover:text-brand aria-[current=page]:bg-brand-light aria-[current=page]:text-brand";

function NavItem({ item, onNavigate }: { item: TNavItem; onNavigate: () => void }) {
  if ("section" in item) {
    return (
      <SectionLink section={item.section} className={itemClass} onClick={onNavigate}>
        {item.label}
      </SectionLink>
    );
  }
  return (
    <NavLink to={item.to} className={itemClass} onClick={onNavigate}>
      {item.label}
    </NavLink>
  );
}

export function TopNav() {
  const session = useSession();
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const mode = modeOf(session, pathname);
  const close = () => setMenuOpen(false);

  const items = mode === "dashboard" && session.me?.organisation ? dealerItems : itemsOf[mode];
  // A signed-in bar holds six links beside the name or 'Salir': on one line only from lg up, folded below.
  const fold = mode === "member" || mode === "dashboard" ? breakpoints.lg : breakpoints.md;
  // On the login page its own form is the way in: the bar offers the other door.
  const onLoginPage = pathname === paths.auth.login.path;
  const registerLink = (
    <Link to={paths.auth.register.getHref()} className={buttonClass("primary", "shrink-0")} onClick={close}>
      Regístrate
    </Link>
  );

  // The main action stays in the bar at every width; the rest folds into the menu on small screens.
  const mainAction = (() => {
    switch (mode) {
      case "visitor":
        if (onLoginPage) return registerLink;
        return (
          <Link
            to={paths.auth.login.getHref()}
            className={buttonClass("secondary", "shrink-0 whitespace-nowrap")}
            onClick={close}
          >
            Iniciar Sesión
          </Link>
        );
      case "member":
        return (
          <Link
            to={paths.dashboard.services.getHref()}
            className={buttonClass("primary", "min-w-0 max-w-60")}
            onClick={close}
          >
            <span className="min-w-0 truncate">{session.me?.profile.displayName}</span>
          </Link>
        );
      case "dashboard":
        return (
          <Button
            variant="secondary"
            onClick={() => {
              close();
              void signOut();
            }}
          >
            Salir
          </Button>
        );
      default:
        return null;
    }
  })();
  const foldedAction = mode === "visitor" && !onLoginPage && registerLink;

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [menuOpen]);

  return (
    <header data-print="hide" className={headerClass}>
      <nav aria-label="Principal" className="mx-auto max-w-6xl px-4">
        <div className={headerRowClass}>
          <SiteLogo onClick={close} />
          {mode === "loading" ? (
            <p role="status" className="text-slate-700">
              Cargando...
            </p>
          ) : (
            <>
              <ul className={`hidden items-center gap-1 ${fold.show}`}>
                {items
                  .filter((item) => !("mobileOnly" in item && item.mobileOnly))
                  .map((item) => (
                    <li key={item.label}>
                      <NavItem item={item} onNavigate={close} />
                    </li>
                  ))}
              </ul>
              <div className={`ml-auto flex min-w-0 items-center gap-2 ${fold.inline}`}>
                {mainAction}
                {foldedAction && <span className="hidden md:contents">{foldedAction}</span>}
              </div>
              <button
                ref={toggleRef}
                type="button"
                className={`rounded-md p-2 text-slate-800 hover:bg-slate-100 ${fold.hide}`}
                aria-label="Menú"
                aria-expanded={menuOpen}
                aria-controls={menuId}
                onClick={() => setMenuOpen((open) => !open)}
              >
                <StrokeIcon
                  d={menuOpen ? "M6 6l12 12M18 6L6 18" : "M4 7h16M4 12h16M4 17h16"}
                  className="size-6"
                />
              </button>
            </>
          )}
        </div>
        <div
          id={menuId}
          hidden={!menuOpen || mode === "loading"}
          className={`border-t border-slate-200 pb-4 ${fold.hide}`}
        >
          <ul className="py-2">
            {items.map((item) => (
              <li key={item.label}>
                <NavItem item={item} onNavigate={close} />
              </li>
            ))}
          </ul>
          {foldedAction && <div className="flex flex-col">{foldedAction}</div>}
        </div>
      </nav>
    </header>
  );
}
