import { useId } from "react";
import type { TPendingInvite } from "#domain/contract/organisations";
import { formatDate } from "#domain/format";
import { Alert } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { Panel } from "#web/components/ui/panel";
import { errorMessageOf } from "#web/lib/api";
import { REVOKE_FAILED_MESSAGE, useRevokeInvite } from "../api/revoke-invite";
import { InviteForm } from "./invite-form";
import { RoleBadge } from "./role-badge";

function PendingInvites({ invites }: { invites: TPendingInvite[] }) {
  const revoke = useRevokeInvite();
  if (invites.length === 0) return <p className="mt-3 text-slate-700">No hay invitaciones pendientes.</p>;
  return (
    <>
      <ul className="mt-3 divide-y divide-slate-200">
        {invites.map((invite) => (
          <li
            key={invite.id}
            className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold wrap-anywhere text-slate-900">{invite.email}</span>
                <RoleBadge role={invite.role} />
              </p>
              <p className="text-sm text-slate-600">El enlace vence el {formatDate(invite.expiresAt)}</p>
            </div>
            {/* Taking back an invitation costs nothing: it can be sent again. */}
            <Button
              variant="secondary"
              className="w-full sm:w-auto"
              disabled={revoke.isPending && revoke.variables === invite.id}
              onClick={() => revoke.mutate(invite.id)}
            >
              {revoke.isPending && revoke.variables === invite.id ? "Anulando..." : "Anular"}
              <span className="sr-only"> la invitación a {invite.email}</span>
            </Button>
          </li>
        ))}
      </ul>
      {revoke.isError && <Alert>{errorMessageOf(revoke.error, REVOKE_FAILED_MESSAGE)}</Alert>}
    </>
  );
}

/** An administrador's invitations: who is still to answer, and a new one. */
export function InvitesSection({ invites, displayName }: { invites: TPendingInvite[]; displayName: string }) {
  const formHeadingId = useId();
  return (
    <Panel title="Invitaciones pendientes">
      <PendingInvites invites={invites} />
      <div className="mt-4 border-t border-slate-200 pt-5">
        <h3 id={formHeadingId} className="font-bold text-slate-900">
          Invitar a alguien
        </h3>
        <p className="mt-1 text-slate-700">
          Le enviamos un enlace por correo para unirse a {displayName}. Vence en 7 días y solo sirve para ese
          correo.
        </p>
        <InviteForm labelledBy={formHeadingId} />
      </div>
    </Panel>
  );
}
