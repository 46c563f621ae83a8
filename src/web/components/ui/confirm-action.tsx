import { useEffect, useRef, useState } from "react";
import { Button, type TButtonVariant } from "./button";

type TConfirmActionProps = {
  /** Label of the button that asks, e.g. 'Eliminar cuenta'. */
  action: string;
  actionVariant?: TButtonVariant;
  question: string;
  confirm: string;
  /** Shown on the confirm button while the action runs. */
  pending: string;
  isPending: boolean;
  onConfirm: () => void;
  onCancel?: () => void;
};

/** An irreversible action behind a second, explicit yes. */
export function ConfirmAction(props: TConfirmActionProps) {
  const {
    action,
    actionVariant = "danger",
    question,
    confirm,
    pending,
    isPending,
    onConfirm,
    onCancel,
  } = props;
  const [confirming, setConfirming] = useState(false);
  const actionRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(confirming);

  // The button pressed disappears on each switch; focus goes to its counterpart. Cancel is the safe
  // default of the question.
  useEffect(() => {
    if (wasConfirming.current === confirming) return;
    wasConfirming.current = confirming;
    (confirming ? cancelRef : actionRef).current?.focus();
  }, [confirming]);

  if (!confirming) {
    return (
      <Button ref={actionRef} variant={actionVariant} onClick={() => setConfirming(true)}>
        {action}
      </Button>
    );
  }
  return (
    <fieldset className="space-y-3">
      <legend className="font-semibold text-slate-900">{question}</legend>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button variant="danger" disabled={isPending} onClick={onConfirm}>
          {isPending ? pending : confirm}
        </Button>
        <Button
          ref={cancelRef}
          variant="secondary"
          disabled={isPending}
          onClick={() => {
            onCancel?.();
            setConfirming(false);
          }}
        >
          Cancelar
        </Button>
      </div>
    </fieldset>
  );
}
