import { Alert } from "../../../components/ui/alert";
import type { TButtonVariant } from "../../../components/ui/button";
import { ConfirmAction } from "../../../components/ui/confirm-action";
import { ApiError } from "../../../lib/api";
import { useRevokeReport } from "../api/revoke-report";

type TRevokeLinkProps = {
  reportId: string;
  onRevoked: () => void;
  actionVariant?: TButtonVariant;
};

/** Lets the author withdraw the shared link, after a confirmation: it cannot be undone. */
export function RevokeLink({ reportId, onRevoked, actionVariant }: TRevokeLinkProps) {
  const revoke = useRevokeReport();
  return (
    <div className="space-y-2">
      <ConfirmAction
        action="Revocar enlace"
        actionVariant={actionVariant}
        question="¿Revocar el enlace? Quien lo tenga ya no podrá ver el informe."
        confirm="Sí, revocar enlace"
        pending="Revocando..."
        isPending={revoke.isPending}
        onConfirm={() => revoke.mutate(reportId, { onSuccess: onRevoked })}
        onCancel={() => revoke.reset()}
      />
      {revoke.isError && (
        <Alert>
          {revoke.error instanceof ApiError ? revoke.error.message : "No se pudo revocar el enlace"}
        </Alert>
      )}
    </div>
  );
}
