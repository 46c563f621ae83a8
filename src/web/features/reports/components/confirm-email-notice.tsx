import { ResendConfirmation } from "#web/features/auth";

/**
 * In place of the check button while free reports wait for a confirmed address: what to do, and a way to
 * get the mail again. Buying reports is never held back by it.
 */
export function ConfirmEmailNotice({ email, plate }: { email: string; plate: string }) {
  return (
    <div className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-slate-900">
      <p className="font-semibold">Confirma tu correo para usar tus consultas gratuitas</p>
      <p className="text-sm text-slate-800">
        Te enviamos un enlace a <span className="font-medium">{email}</span>. Ábrelo para activar tus
        consultas gratuitas; si no lo encuentras, revisa la carpeta de spam.
      </p>
      <ResendConfirmation email={email} plate={plate} />
    </div>
  );
}
