import { useEffect, useRef } from "react";
import { Outlet, useLocation } from "react-router";
import { paths } from "#web/config/paths";
import { useSession } from "#web/lib/auth";
import { Footer } from "./footer";
import { LogoHeader } from "./site-logo";
import { TopNav } from "./top-nav";

// Full-screen flows (spec section 2): the header keeps only the logo, their way home.
const PAGES_WITHOUT_NAV: string[] = [paths.auth.register.path, paths.contact.path];

export function RootLayout() {
  const { pathname } = useLocation();
  const { status } = useSession();

  // Not on the first render: the browser has already placed a page that arrived drawn by the server (a #section
  // link, a reload) and jumping to the top would undo it.
  const scrolledFor = useRef(pathname);
  useEffect(() => {
    if (scrolledFor.current === pathname) return;
    scrolledFor.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);

  const showNav = !PAGES_WITHOUT_NAV.includes(pathname);
  const showFooter = !(status === "authenticated" && pathname.startsWith(paths.dashboard.root.path));

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only rounded-md bg-brand px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        Saltar al contenido principal
      </a>
      {showNav ? <TopNav /> : <LogoHeader />}
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      {showFooter && <Footer />}
    </div>
  );
}
