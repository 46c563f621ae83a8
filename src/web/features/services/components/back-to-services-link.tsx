import { Link } from "react-router";
import { paths } from "#web/config/paths";

/** The way back from a service's own screen to the signed-in services page. */
export function BackToServicesLink() {
  return (
    <Link
      to={paths.dashboard.services.getHref()}
      className="inline-block rounded font-semibold text-brand underline-offset-4 hover:underline"
    >
      <span aria-hidden="true">← </span>Volver a servicios
    </Link>
  );
}
