import { useState } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { LoadingState } from "../components/ui/spinner";
import { paths } from "../config/paths";
import { useSession } from "../lib/auth";

const CHECKING = "Verificando...";

/** Pages for signed-in users only: the others go to the login page, which brings them back. */
export function RequireAuth() {
  const { status } = useSession();
  const { pathname, search } = useLocation();
  if (status === "loading") return <LoadingState label={CHECKING} />;
  if (status === "unauthenticated")
    return <Navigate to={paths.auth.login.getHref(pathname + search)} replace />;
  return <Outlet />;
}

/** Login and register: a user who arrives signed in goes straight to the services page. */
export function GuestOnly() {
  const { status } = useSession();
  // Decided once, on arrival: after signing in or up on these pages the page itself moves on (the
  // register page first shows its success screen), so a later change must not redirect.
  const [arrivedAs, setArrivedAs] = useState(status);
  if (arrivedAs === "loading" && status !== "loading") setArrivedAs(status);

  if (arrivedAs === "loading") return <LoadingState label={CHECKING} />;
  if (arrivedAs === "authenticated") return <Navigate to={paths.dashboard.services.getHref()} replace />;
  return <Outlet />;
}
