import { useId } from "react";
import { Alert } from "#web/components/ui/alert";
import { ConfirmAction } from "#web/components/ui/confirm-action";
import { deleteAccountErrorMessage, useDeleteAccount } from "../api/delete-account";

export function DangerZone() {
  const deletion = useDeleteAccount();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-red-300 p-5">
      <h2 id={headingId} className="text-lg font-bold text-red-800">
        Zona de peligro
      </h2>
      <p className="mt-1 text-slate-700">
        Eliminar tu cuenta borra tus datos de forma permanente. Esta acción no se puede deshacer.
      </p>
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
    </section>
  );
}
