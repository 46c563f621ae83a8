import { type LoaderFunctionArgs, Outlet, redirect } from "react-router";
import { paths } from "../config/paths";

/** Pages for signed-in users only: the others go to the login page, which brings them back. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (await context.viewer()) return null;
  const { pathname, search } = new URL(request.url);
  throw redirect(paths.auth.login.getHref(pathname + search));
}

export default function RequireAuth() {
  return <Outlet />;
}
