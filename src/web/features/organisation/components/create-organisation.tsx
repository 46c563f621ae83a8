import { useId } from "react";
import { Link } from "react-router";
import { CONFIRM_EMAIL_FIRST_MESSAGE } from "#domain/organisation/membership";
import { textLinkClass } from "#web/components/ui/text-link";
import { paths } from "#web/config/paths";
import { ResendConfirmation } from "#web/features/auth";
import { useSession } from "#web/lib/auth";
import { OrganisationForm } from "./organisation-form";

/** A person in no automotora: what one is, an invitation waiting if they left one, and the form. */
export function CreateOrganisation({ pendingToken }: { pendingToken: string | null }) {
  const { me } = useSession();
  const headingId = useId();
  return (
    <div className="space-y-6">
      {pendingToken && (
        <div className="rounded-xl border border-brand/30 bg-brand-light p-5">
          <p className="font-semibold text-slate-900">Tienes una invitación a una automotora sin aceptar.</p>
          <Link to={paths.dashboard.organisationInvite.getHref(pendingToken)} className={textLinkClass}>
            Ver la invitación
          </Link>
        </div>
      )}
      {me && !me.user.emailVerified && (
        <div className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-5 text-slate-900">
          <p className="font-semibold">{CONFIRM_EMAIL_FIRST_MESSAGE}</p>
          <ResendConfirmation email={me.user.email} plate={null} />
        </div>
      )}
      <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          Crea la cuenta de tu automotora
        </h2>
        <p className="mt-1 text-slate-700">
          Serás su administrador: podrás comprar packs flota e invitar a tu equipo. ¿Tu automotora ya tiene
          cuenta? Pide a su administrador que te invite.
        </p>
        <div className="mt-5">
          <OrganisationForm />
        </div>
      </section>
    </div>
  );
}
