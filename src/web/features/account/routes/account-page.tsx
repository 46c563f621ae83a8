import { Link } from "react-router";
import { formatDate } from "#domain/format";
import { DetailList } from "#web/components/ui/detail-list";
import { Panel } from "#web/components/ui/panel";
import { textLinkClass } from "#web/components/ui/text-link";
import { paths } from "#web/config/paths";
import { usePageTitle } from "#web/hooks/use-page-title";
import { useSession } from "#web/lib/auth";
import { ChangePasswordForm } from "../components/change-password-form";
import { DangerZone } from "../components/danger-zone";
import { DataExport } from "../components/data-export";
import { PhoneForm } from "../components/phone-form";

const USER_ID_SHOWN_CHARS = 8;

export default function AccountPage() {
  usePageTitle("Mi cuenta");
  const { me } = useSession();
  // The route guard renders this page only for a known user; the check is for the type.
  if (!me) return null;

  const details = [
    { term: "Nombre", value: me.profile.fullName || me.profile.displayName },
    { term: "Correo electrónico", value: me.user.email },
    { term: "Miembro desde", value: formatDate(me.user.createdAt) },
    { term: "ID de usuario", value: me.user.id.slice(0, USER_ID_SHOWN_CHARS) },
  ];

  return (
    <div className="mx-auto w-full max-w-2xl space-y-8 px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Mi cuenta</h1>
      <Panel title="Información de la cuenta">
        <DetailList items={details} className="mt-4 sm:grid-cols-2" />
      </Panel>
      <PhoneForm phone={me.profile.phone} />
      <ChangePasswordForm />
      <DataExport />
      {me.isPrivacyOperator && (
        <p>
          <Link to={paths.admin.privacyRequests.getHref()} className={textLinkClass}>
            Solicitudes de privacidad
          </Link>
        </p>
      )}
      <DangerZone />
    </div>
  );
}
