import { Alert } from "#web/components/ui/alert";
import { ConfirmAction } from "#web/components/ui/confirm-action";
import { Panel } from "#web/components/ui/panel";
import { deleteAccountErrorMessage, useDeleteAccount } from "../api/delete-account";

export function DangerZone() {
  const deletion = useDeleteAccount();
  return (
    <Panel
      title="Zona de peligro"
      tone="danger"
      intro="Eliminar tu cuenta borra tus datos de forma permanente. Esta acción no se puede deshacer."
    >
      <div className="mt-4 space-y-4">
        <ConfirmAction
          action="Eliminar cuenta"
          question="¿Seguro que quieres eliminar tu cuenta?"
          confirm="Sí, eliminar mi cuenta"
          pending="Eliminando..."
          isPending={deletion.isPending}
          onConfirm={() => deletion.mutate()}
          onCancel={() => deletion.reset()}
        />
        {deletion.isError && <Alert>{deleteAccountErrorMessage(deletion.error)}</Alert>}
      </div>
    </Panel>
  );
}
