import { useEffect, useId, useRef, useState } from "react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { deleteAccountErrorMessage, useDeleteAccount } from "../api/delete-account";

export function DangerZone() {
  const deletion = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  const deleteRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(confirming);

  // The button pressed disappears on each switch; focus goes to its counterpart. Cancel is the safe
  // default of the question.
  useEffect(() => {
    if (wasConfirming.current === confirming) return;
    wasConfirming.current = confirming;
    (confirming ? cancelRef : deleteRef).current?.focus();
  }, [confirming]);

  const cancel = () => {
    deletion.reset();
    setConfirming(false);
  };

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-red-300 p-5">
      <h2 id={headingId} className="text-lg font-bold text-red-800">
        Zona de peligro
      </h2>
      <p className="mt-1 text-slate-700">
        Eliminar tu cuenta borra tus datos de forma permanente. Esta acción no se puede deshacer.
      </p>
      <div className="mt-4 space-y-4">
        {confirming ? (
          <fieldset className="space-y-3">
            <legend className="font-semibold text-slate-900">¿Seguro que quieres eliminar tu cuenta?</legend>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button variant="danger" disabled={deletion.isPending} onClick={() => deletion.mutate()}>
                {deletion.isPending ? "Eliminando..." : "Sí, eliminar mi cuenta"}
              </Button>
              <Button ref={cancelRef} variant="secondary" disabled={deletion.isPending} onClick={cancel}>
                Cancelar
              </Button>
            </div>
          </fieldset>
        ) : (
          <Button ref={deleteRef} variant="danger" onClick={() => setConfirming(true)}>
            Eliminar cuenta
          </Button>
        )}
        {deletion.isError && <Alert>{deleteAccountErrorMessage(deletion.error)}</Alert>}
      </div>
    </section>
  );
}
