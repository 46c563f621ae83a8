import { Button, type TButtonVariant } from "#web/components/ui/button";
import { SEND_CONFIRMATION_FAILED, useSendConfirmation } from "../api/send-confirmation";

type TResendConfirmationProps = {
  email: string;
  /** The plate the visitor came for: the new link brings it back to the check screen. */
  plate: string | null;
  variant?: TButtonVariant;
  className?: string;
};

/**
 * 'Reenviar correo' and what became of it. The server limits how often (per client and per address), and
 * says so in the same words whether or not the address has an account.
 */
export function ResendConfirmation({
  email,
  plate,
  variant = "secondary",
  className,
}: TResendConfirmationProps) {
  const resend = useSendConfirmation();
  return (
    <>
      <Button
        variant={variant}
        className={className}
        disabled={resend.isPending}
        onClick={() => resend.mutate({ email, plate })}
      >
        {resend.isPending ? "Enviando..." : "Reenviar correo"}
      </Button>
      <div aria-live="polite" className="text-sm">
        {resend.isSuccess && (
          <p className="text-emerald-800">Te enviamos un nuevo enlace. Revisa tu correo.</p>
        )}
        {resend.isError && <p className="text-red-800">{SEND_CONFIRMATION_FAILED}</p>}
      </div>
    </>
  );
}
