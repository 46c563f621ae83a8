import { type LoaderFunctionArgs, Outlet, redirect } from "react-router";
import { paths } from "../config/paths";

/**
 * Login and register: a user who arrives signed in goes straight to the services page. Decided on
 * arrival only: after signing in or up on these pages the page itself moves on (the register page first
 * shows its success screen).
 */
export async function loader({ context }: LoaderFunctionArgs) {
  if (await context.viewer()) throw redirect(paths.dashboard.services.getHref());
  return null;
}

export default function GuestOnly() {
  return <Outlet />;
}
