import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Button, type TButtonVariant } from "./button";

type TConfirmActionProps = {
  /** Label of the button that asks, e.g. 'Eliminar cuenta'; it may carry an sr-only part naming whom. */
  action: ReactNode;
  actionVariant?: TButtonVariant;
  question: string;
  /** What the yes changes, said under the question. */
  details?: ReactNode;
  confirm: string;
  /** Red for what takes something away; the brand's colour for a change that takes nothing away. */
  confirmVariant?: TButtonVariant;
  /** Shown on the confirm button while the action runs. */
  pending: string;
  isPending: boolean;
  /** A promise returned closes the question once it resolves; while it fails, the question stays. */
  onConfirm: () => unknown;
  onCancel?: () => void;
  /** Told when the question opens and closes, for a caller that sets other actions aside meanwhile. */
  onAskingChange?: (asking: boolean) => void;
};

/** An action behind a second, explicit yes. */
export function ConfirmAction(props: TConfirmActionProps) {
  const {
    action,
    actionVariant = "danger",
    question,
    details,
    confirm,
    confirmVariant = "danger",
    pending,
    isPending,
    onConfirm,
    onCancel,
    onAskingChange,
  } = props;
  const [confirming, setConfirming] = useState(false);
  const actionRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(confirming);
  const detailsId = useId();

  // The button pressed disappears on each switch; focus goes to its counterpart. Cancel is the safe
  // default of the question.
  useEffect(() => {
    if (wasConfirming.current === confirming) return;
    wasConfirming.current = confirming;
    (confirming ? cancelRef : actionRef).current?.focus();
  }, [confirming]);

  const ask = (asking: boolean) => {
    setConfirming(asking);
    onAskingChange?.(asking);
  };
  const cancel = () => {
    onCancel?.();
    ask(false);
  };

  if (!confirming) {
    return (
      <Button ref={actionRef} variant={actionVariant} onClick={() => ask(true)}>
        {action}
      </Button>
    );
  }
  return (
    // Escape says no, as it would to a dialog; not while the yes is running.
    <fieldset
      className="space-y-3"
      aria-describedby={details ? detailsId : undefined}
      onKeyDown={(event) => {
        if (event.key === "Escape" && !isPending) cancel();
      }}
    >
      <legend className="font-semibold text-slate-900">{question}</legend>
      {details && (
        <div id={detailsId} className="text-slate-700">
          {details}
        </div>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button
          variant={confirmVariant}
          disabled={isPending}
          // What the yes changes, read with the button itself: focus may land here, past the legend.
          aria-describedby={details ? detailsId : undefined}
          onClick={() => {
            const done = onConfirm();
            // The caller shows why it failed, as it does for an action that returns nothing.
            if (done instanceof Promise)
              done.then(
                () => ask(false),
                () => undefined,
              );
          }}
        >
          {isPending ? pending : confirm}
        </Button>
        <Button ref={cancelRef} variant="secondary" disabled={isPending} onClick={cancel}>
          Cancelar
        </Button>
      </div>
    </fieldset>
  );
}
