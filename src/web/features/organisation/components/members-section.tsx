import { useRef, useState } from "react";
import type { TMember, TMyOrganisation } from "#domain/contract/organisations";
import { formatDate } from "#domain/format";
import { MY_SETUP_ENDS, THEIR_SETUP_ENDS } from "#domain/organisation/membership";
import { type Role, roleDuties } from "#domain/organisation/roles";
import { Alert } from "#web/components/ui/alert";
import { ConfirmAction } from "#web/components/ui/confirm-action";
import { Panel, panelHeadingOf } from "#web/components/ui/panel";
import { errorMessageOf } from "#web/lib/api";
import { MEMBER_NOT_CHANGED_MESSAGE, useChangeMember } from "../api/change-member";
import { RoleBadge } from "./role-badge";

const otherRole = (role: Role): Role => (role === "administrador" ? "vendedor" : "administrador");

type TAsking = "role" | "remove" | null;

function MemberActions({
  member,
  organisation,
  asking,
  onAsking,
}: {
  member: TMember;
  organisation: TMyOrganisation;
  asking: TAsking;
  onAsking: (asking: TAsking) => void;
}) {
  const change = useChangeMember();
  const actionsRef = useRef<HTMLDivElement>(null);
  const next = otherRole(member.role);
  // While one question is open the other action steps aside: one yes at a time.
  const asks = (which: Exclude<TAsking, null>) => (open: boolean) => onAsking(open ? which : null);
  return (
    <div ref={actionsRef} className="space-y-3">
      <div className="flex flex-col gap-2 sm:flex-row">
        {asking !== "remove" && (
          <ConfirmAction
            action={
              <>
                {next === "administrador" ? "Hacer administrador" : "Hacer vendedor"}
                <span className="sr-only"> a {member.name}</span>
              </>
            }
            actionVariant="secondary"
            question={`¿Hacer ${next} a ${member.name}?`}
            details={
              <div className="space-y-2">
                <p>{roleDuties(next)}</p>
                {next === "vendedor" && <p>{member.isMe ? MY_SETUP_ENDS : THEIR_SETUP_ENDS}</p>}
              </div>
            }
            confirm={`Sí, hacer ${next}`}
            confirmVariant="primary"
            pending="Guardando..."
            isPending={change.isPending}
            onConfirm={() => change.mutateAsync({ userId: member.userId, kind: "role", role: next })}
            onCancel={() => change.reset()}
            onAskingChange={asks("role")}
          />
        )}
        {asking !== "role" && (
          <ConfirmAction
            action={
              <>
                Quitar<span className="sr-only"> a {member.name}</span>
              </>
            }
            actionVariant="ghost"
            question={`¿Quitar a ${member.name} de la automotora?`}
            details={
              <div className="space-y-2">
                <p>
                  Desde ahora deja de usar el saldo de {organisation.displayName} y de ver sus informes. Su
                  cuenta personal sigue igual.
                </p>
                <p>Los informes que hizo para la automotora siguen siendo de la automotora.</p>
                {member.role === "administrador" && <p>{THEIR_SETUP_ENDS}</p>}
              </div>
            }
            confirm="Sí, quitar"
            pending="Quitando..."
            isPending={change.isPending}
            onConfirm={async () => {
              // The row goes away with the button that held focus: it goes to the members' heading.
              const heading = panelHeadingOf(actionsRef.current);
              await change.mutateAsync({ userId: member.userId, kind: "remove" });
              heading?.focus();
            }}
            onCancel={() => change.reset()}
            onAskingChange={asks("remove")}
          />
        )}
      </div>
      {change.isError && <Alert>{errorMessageOf(change.error, MEMBER_NOT_CHANGED_MESSAGE)}</Alert>}
    </div>
  );
}

function MemberRow({
  member,
  organisation,
  isAdmin,
}: {
  member: TMember;
  organisation: TMyOrganisation;
  isAdmin: boolean;
}) {
  const [asking, setAsking] = useState<TAsking>(null);
  return (
    // An open question takes the row's whole width, under whom it is about.
    <li
      className={`flex flex-col gap-3 py-4 ${asking ? "" : "sm:flex-row sm:items-center sm:justify-between"}`}
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          <span className="wrap-anywhere">{member.name}</span>
          {member.isMe && <span className="font-normal text-slate-600">(tú)</span>}
          <RoleBadge role={member.role} />
        </p>
        <p className="wrap-anywhere text-slate-700">{member.email}</p>
        <p className="text-sm text-slate-600">Desde el {formatDate(member.joinedAt)}</p>
      </div>
      {/* One's own place is left with 'Salir de la automotora', never removed from here. */}
      {isAdmin && !member.isMe && (
        <MemberActions member={member} organisation={organisation} asking={asking} onAsking={setAsking} />
      )}
    </li>
  );
}

/** Who is in the automotora, oldest first; an administrador changes the others' roles or removes them. */
export function MembersSection({
  organisation,
  isAdmin,
}: {
  organisation: TMyOrganisation;
  isAdmin: boolean;
}) {
  return (
    <Panel title={`Miembros (${organisation.members.length})`}>
      <ul className="mt-3 divide-y divide-slate-200">
        {organisation.members.map((member) => (
          <MemberRow key={member.userId} member={member} organisation={organisation} isAdmin={isAdmin} />
        ))}
      </ul>
    </Panel>
  );
}
