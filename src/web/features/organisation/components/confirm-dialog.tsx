import { AlertDialog } from "radix-ui";
import { type ReactNode, useState } from "react";
import { Alert } from "#web/components/ui/alert";
import { Button, type TButtonVariant } from "#web/components/ui/button";
import { Spinner } from "#web/components/ui/spinner";
import { errorMessageOf } from "#web/lib/api";

type TConfirmDialogProps = {
  /** The button that opens the question; its text may carry an sr-only part naming whom it is about. */
  trigger: ReactNode;
  triggerVariant?: TButtonVariant;
  title: string;
  description: ReactNode;
  confirm: string;
  /** Red for taking access away; the brand's colour for a change that takes nothing away. */
  confirmVariant?: TButtonVariant;
  pending: string;
  /** Said when the server gives no reason of its own. */
  failed: string;
  /** Done on 'yes'; the question stays open with the server's reason if it fails. */
  onConfirm: () => Promise<unknown>;
};

/**
 * A change to other people's access behind an explicit yes. 'Cancelar' takes the focus first, so Enter
 * pressed by habit changes nothing; the question stays open until the server has answered.
 */
export function ConfirmDialog({
  trigger,
  triggerVariant = "secondary",
  title,
  description,
  confirm,
  confirmVariant = "danger",
  pending,
  failed,
  onConfirm,
}: TConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const run = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await onConfirm();
      setOpen(false);
    } catch (err) {
      setError(errorMessageOf(err, failed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
        setError(undefined);
      }}
    >
      <AlertDialog.Trigger asChild>
        <Button variant={triggerVariant} className="w-full sm:w-auto">
          {trigger}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <AlertDialog.Content className="fixed inset-x-3 top-1/2 z-50 mx-auto max-h-[calc(100dvh-1.5rem)] max-w-md -translate-y-1/2 space-y-4 overflow-y-auto rounded-xl bg-white p-5 shadow-xl sm:p-6">
          <AlertDialog.Title className="text-xl font-bold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="text-slate-700">{description}</div>
          </AlertDialog.Description>
          {error && <Alert>{error}</Alert>}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={busy}>
                Cancelar
              </Button>
            </AlertDialog.Cancel>
            <Button variant={confirmVariant} disabled={busy} onClick={() => void run()}>
              {busy && <Spinner />}
              {busy ? pending : confirm}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
