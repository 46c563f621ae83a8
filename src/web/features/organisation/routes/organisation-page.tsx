import { useEffect, useRef, useState } from "react";
import { may, roleDuties } from "#domain/organisation/roles";
import { usePageTitle } from "#web/hooks/use-page-title";
import { useOrganisation } from "../api/get-organisation";
import { ApiLinkSection } from "../components/api-link-section";
import { CreateOrganisation } from "../components/create-organisation";
import { InvitesSection } from "../components/invites-section";
import { LeaveSection } from "../components/leave-section";
import { MembersSection } from "../components/members-section";
import { OrganisationDetails } from "../components/organisation-details";
import { organisationNotReady } from "../components/organisation-loading";
import { OrganisationOverview } from "../components/organisation-overview";
import { RoleBadge } from "../components/role-badge";
import { pendingInvitation } from "../pending-invitation";

/** What an automotora account is, in the one sentence a dealer reads before deciding. */
const WHAT_IT_IS =
  "Una cuenta de automotora le da a tu equipo un solo saldo de informes, packs flota con factura a nombre de la empresa y la verificación de lotes completos de patentes.";

/** An invitation left on this device on the way to creating an account (invitation-page). */
function usePendingToken(): string | null {
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => setToken(pendingInvitation.read()?.token ?? null), []);
  return token;
}

/** /dashboard/automotora: create one, or run the one the person belongs to. */
export default function OrganisationPage() {
  usePageTitle("Automotora");
  const query = useOrganisation();
  const pendingToken = usePendingToken();
  const [left, setLeft] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const content = () => {
    const notReady = organisationNotReady(query);
    if (notReady) return notReady;
    const organisation = query.data;
    if (!organisation) {
      return (
        <>
          {left && (
            <p
              role="status"
              className="rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-emerald-900"
            >
              Saliste de {left}. Tus consultas usan ahora tu saldo personal.
            </p>
          )}
          <CreateOrganisation pendingToken={pendingToken} />
        </>
      );
    }
    const isAdmin = may(organisation.role, "invite");
    return (
      <>
        <OrganisationOverview organisation={organisation} />
        <MembersSection organisation={organisation} isAdmin={isAdmin} />
        {isAdmin && <InvitesSection invites={organisation.invites} displayName={organisation.displayName} />}
        <OrganisationDetails
          organisation={organisation}
          canEdit={may(organisation.role, "editOrganisation")}
        />
        {may(organisation.role, "manageApiKeys") && <ApiLinkSection />}
        {!isAdmin && (
          // Who to ask for what a vendedor may not do.
          <p className="text-slate-700">{roleDuties(organisation.role)} Eso lo hace un administrador.</p>
        )}
        <LeaveSection
          organisation={organisation}
          onLeft={(name) => {
            setLeft(name);
            headingRef.current?.focus();
          }}
        />
      </>
    );
  };

  const organisation = query.data;
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-10">
      <div>
        {organisation && <p className="font-semibold text-brand-dark">Automotora</p>}
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold wrap-anywhere text-slate-900 focus:outline-none sm:text-3xl"
        >
          {organisation ? organisation.displayName : "Automotora"}
        </h1>
        {organisation ? (
          <p className="mt-2 flex flex-wrap items-center gap-2 text-slate-700">
            Tu rol: <RoleBadge role={organisation.role} />
          </p>
        ) : (
          query.data === null && <p className="mt-2 text-slate-700">{WHAT_IT_IS}</p>
        )}
      </div>
      {content()}
    </div>
  );
}
