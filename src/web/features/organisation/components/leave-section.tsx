import { useId } from "react";
import type { TMyOrganisation } from "#domain/contract/organisations";
import { lastAdminRefusal } from "#domain/organisation/membership";
import { LEAVE_FAILED_MESSAGE, useLeaveOrganisation } from "../api/leave-organisation";
import { ConfirmDialog } from "./confirm-dialog";

/**
 * 'Salir de la automotora', open to every member. The only administrador of a team is told first what to
 * do instead, by the same rule the server applies.
 */
export function LeaveSection({
  organisation,
  onLeft,
}: {
  organisation: TMyOrganisation;
  onLeft: (displayName: string) => void;
}) {
  const headingId = useId();
  const leave = useLeaveOrganisation();
  const roster = organisation.members.map((member) => member.role);
  const refusal = lastAdminRefusal(roster, organisation.role, { kind: "leave" });
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-red-300 bg-white p-5">
      <h2 id={headingId} className="text-lg font-bold text-red-800">
        Salir de la automotora
      </h2>
      <p className="mt-1 text-slate-700">
        Tus consultas vuelven a usar tu saldo personal. Los informes que hiciste para{" "}
        {organisation.displayName} siguen siendo de la automotora.
      </p>
      <div className="mt-4">
        {refusal ? (
          <p className="font-medium text-slate-900">{refusal}</p>
        ) : (
          <ConfirmDialog
            trigger="Salir de la automotora"
            triggerVariant="danger"
            title={`¿Salir de ${organisation.displayName}?`}
            description={
              <p>
                Dejarás de usar su saldo y de ver sus informes. Para volver, un administrador tendrá que
                invitarte de nuevo.
              </p>
            }
            confirm="Sí, salir"
            pending="Saliendo..."
            failed={LEAVE_FAILED_MESSAGE}
            onConfirm={async () => {
              await leave.mutateAsync();
              onLeft(organisation.displayName);
            }}
          />
        )}
      </div>
    </section>
  );
}
