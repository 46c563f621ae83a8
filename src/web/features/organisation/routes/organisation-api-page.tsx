import { Link } from "react-router";
import { may } from "#domain/organisation/roles";
import { BackLink } from "#web/components/ui/back-link";
import { buttonClass } from "#web/components/ui/button";
import { textLinkClass } from "#web/components/ui/text-link";
import { paths } from "#web/config/paths";
import { usePageTitle } from "#web/hooks/use-page-title";
import { useOrganisation } from "../api/get-organisation";
import { ApiKeysSection } from "../components/api-keys-section";
import { organisationNotReady } from "../components/organisation-loading";
import { WebhooksSection } from "../components/webhooks-section";

/** /dashboard/automotora/api: the keys and webhooks an administrador gives the automotora's own systems. */
export default function OrganisationApiPage() {
  usePageTitle("API y webhooks");
  const query = useOrganisation();

  const content = () => {
    const notReady = organisationNotReady(query);
    if (notReady) return notReady;
    const organisation = query.data;
    if (!organisation) {
      return (
        <div className="space-y-4">
          <p className="text-slate-700">
            Las claves de API son de una automotora: crea la tuya para conectar tus sistemas.
          </p>
          <Link to={paths.dashboard.organisation.getHref()} className={buttonClass("primary")}>
            Crear una automotora
          </Link>
        </div>
      );
    }
    if (!may(organisation.role, "manageApiKeys")) {
      return (
        <p className="text-slate-700">
          Solo un administrador de {organisation.displayName} puede crear claves de API y registrar webhooks.
        </p>
      );
    }
    return (
      <>
        <ApiKeysSection />
        {may(organisation.role, "manageWebhooks") && <WebhooksSection />}
      </>
    );
  };

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-10">
      <BackLink to={paths.dashboard.organisation.getHref()}>Automotora</BackLink>
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">API y webhooks</h1>
        <p className="mt-2 text-slate-700">
          Conecta el sistema de tu automotora para pedir informes y recibir avisos sin entrar al panel.{" "}
          <Link to={paths.developers.getHref()} className={textLinkClass}>
            Guía y referencia de la API
          </Link>
        </p>
      </div>
      {content()}
    </div>
  );
}
