import { Link } from "react-router";
import { buttonClass } from "#web/components/ui/button";
import { Panel } from "#web/components/ui/panel";
import { paths } from "#web/config/paths";

/** The way from the automotora's page to its keys and webhooks, for an administrador. */
export function ApiLinkSection() {
  return (
    <Panel
      title="API para tus sistemas"
      intro="Pide informes desde el sistema de tu automotora o tu portal de avisos, y recibe un aviso cuando estén listos."
    >
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Link to={paths.dashboard.organisationApi.getHref()} className={buttonClass("secondary")}>
          Claves de API y webhooks
        </Link>
        <Link to={paths.developers.getHref()} className={buttonClass("ghost")}>
          Guía para desarrolladores
        </Link>
      </div>
    </Panel>
  );
}
