import type { TMyOrganisation } from "#domain/contract/organisations";
import { LAST_MEMBER_LEAVE_NOTICE, lastAdminRefusal, MY_SETUP_ENDS } from "#domain/organisation/membership";
import { Alert } from "#web/components/ui/alert";
import { ConfirmAction } from "#web/components/ui/confirm-action";
import { Panel } from "#web/components/ui/panel";
import { errorMessageOf } from "#web/lib/api";
import { LEAVE_FAILED_MESSAGE, useLeaveOrganisation } from "../api/leave-organisation";

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
  const leave = useLeaveOrganisation();
  const roster = organisation.members.map((member) => member.role);
  const refusal = lastAdminRefusal(roster, organisation.role, { kind: "leave" });
  return (
    <Panel
      title="Salir de la automotora"
      tone="danger"
      intro={`Tus consultas vuelven a usar tu saldo personal. Los informes que hiciste para ${organisation.displayName} siguen siendo de la automotora.`}
    >
      <div className="mt-4 space-y-4">
        {refusal ? (
          <p className="font-medium text-slate-900">{refusal}</p>
        ) : (
          <ConfirmAction
            action="Salir de la automotora"
            question={`¿Salir de ${organisation.displayName}?`}
            details={
              <div className="space-y-2">
                <p>
                  Dejarás de usar su saldo y de ver sus informes.{" "}
                  {roster.length > 1 && "Para volver, un administrador tendrá que invitarte de nuevo."}
                </p>
                {organisation.role === "administrador" && <p>{MY_SETUP_ENDS}</p>}
                {roster.length === 1 && <p>{LAST_MEMBER_LEAVE_NOTICE}</p>}
              </div>
            }
            confirm="Sí, salir"
            pending="Saliendo..."
            isPending={leave.isPending}
            onConfirm={() => leave.mutate(undefined, { onSuccess: () => onLeft(organisation.displayName) })}
            onCancel={() => leave.reset()}
          />
        )}
        {leave.isError && <Alert>{errorMessageOf(leave.error, LEAVE_FAILED_MESSAGE)}</Alert>}
      </div>
    </Panel>
  );
}
