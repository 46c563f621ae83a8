import { useId } from "react";
import type { TMember, TMyOrganisation } from "#domain/contract/organisations";
import { formatDate } from "#domain/format";
import type { Role } from "#domain/organisation/roles";
import { MEMBER_NOT_CHANGED_MESSAGE, useChangeMember } from "../api/change-member";
import { ConfirmDialog } from "./confirm-dialog";
import { RoleBadge } from "./role-badge";

/** What the other role may do, said before an administrador gives it. */
const WHAT_THE_ROLE_DOES: Record<Role, string> = {
  administrador:
    "Podrá comprar packs flota, invitar y quitar miembros, cambiar roles y editar los datos de la automotora.",
  vendedor:
    "Podrá verificar patentes con el saldo de la automotora y ver sus informes, pero no comprar, invitar ni editar.",
};

const otherRole = (role: Role): Role => (role === "administrador" ? "vendedor" : "administrador");

function MemberActions({ member, organisation }: { member: TMember; organisation: TMyOrganisation }) {
  const change = useChangeMember();
  const next = otherRole(member.role);
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <ConfirmDialog
        trigger={
          <>
            {next === "administrador" ? "Hacer administrador" : "Hacer vendedor"}
            <span className="sr-only"> a {member.name}</span>
          </>
        }
        title={`¿Hacer ${next} a ${member.name}?`}
        description={<p>{WHAT_THE_ROLE_DOES[next]}</p>}
        confirm={`Sí, hacer ${next}`}
        confirmVariant="primary"
        pending="Guardando..."
        failed={MEMBER_NOT_CHANGED_MESSAGE}
        onConfirm={() => change.mutateAsync({ userId: member.userId, kind: "role", role: next })}
      />
      <ConfirmDialog
        trigger={
          <>
            Quitar<span className="sr-only"> a {member.name}</span>
          </>
        }
        triggerVariant="ghost"
        title={`¿Quitar a ${member.name} de la automotora?`}
        description={
          <div className="space-y-2">
            <p>
              Desde ahora deja de usar el saldo de {organisation.displayName} y de ver sus informes. Su cuenta
              personal sigue igual.
            </p>
            <p>Los informes que hizo para la automotora siguen siendo de la automotora.</p>
          </div>
        }
        confirm="Sí, quitar"
        pending="Quitando..."
        failed={MEMBER_NOT_CHANGED_MESSAGE}
        onConfirm={() => change.mutateAsync({ userId: member.userId, kind: "remove" })}
      />
    </div>
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
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        Miembros ({organisation.members.length})
      </h2>
      <ul className="mt-3 divide-y divide-slate-200">
        {organisation.members.map((member) => (
          <li
            key={member.userId}
            className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
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
            {isAdmin && !member.isMe && <MemberActions member={member} organisation={organisation} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
