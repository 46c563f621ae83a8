import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { fieldErrors } from "../../../../domain/forms/issues";
import { ZResetPassword } from "../../../../domain/forms/password-reset";
import { ScreenFrame } from "../../../components/screen-frame";
import { Alert } from "../../../components/ui/alert";
import { Button, buttonClass } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { PasswordInput } from "../../../components/ui/password-input";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { useRedirectAfter } from "../../../hooks/use-redirect-after";
import { messageOf } from "../api/auth-error";
import { INVALID_LINK_MESSAGE, useResetPassword } from "../api/reset-password";

const REDIRECT_DELAY_MS = 3000;

/**
 * The mail link reaches us through the server, which checks the token and sends ?token= or
 * ?error=. There is no session to verify before the form: the token itself is checked on submit.
 */
function linkState(params: URLSearchParams): { token: string } | { problem: string } {
  if (params.has("error")) return { problem: INVALID_LINK_MESSAGE };
  const token = params.get("token");
  return token ? { token } : { problem: "No se encontró un enlace de recuperación válido" };
}

function ResetForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const [values, setValues] = useState({ password: "", confirmPassword: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A reset does not sign the user in. The services page is still the target: the route guard
  // sends a signed-out user to the login page, which brings them back there afterwards.
  useRedirectAfter(reset.isSuccess ? paths.dashboard.services.getHref() : null, REDIRECT_DELAY_MS);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZResetPassword.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    reset.mutate({ newPassword: parsed.data.password, token });
  };

  if (reset.isSuccess) {
    return (
      <ScreenFrame title="Contraseña actualizada">
        <p role="status" className="text-slate-700">
          Tu contraseña se actualizó correctamente. Te redirigiremos en unos segundos...
        </p>
      </ScreenFrame>
    );
  }

  return (
    <ScreenFrame
      title="Crea una nueva contraseña"
      description="Elige una contraseña de al menos 8 caracteres."
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <Field label="Nueva contraseña" error={errors.password}>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="new-password"
              required
              value={values.password}
              onChange={(e) => setValues({ ...values, password: e.target.value })}
            />
          )}
        </Field>
        <Field label="Confirmar contraseña" error={errors.confirmPassword}>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="new-password"
              required
              value={values.confirmPassword}
              onChange={(e) => setValues({ ...values, confirmPassword: e.target.value })}
            />
          )}
        </Field>
        {reset.isError && (
          <Alert>{messageOf(reset.error, "Error inesperado al actualizar la contraseña")}</Alert>
        )}
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {reset.isPending && <Spinner />}
          Actualizar contraseña
        </Button>
      </form>
    </ScreenFrame>
  );
}

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const link = linkState(params);

  if ("token" in link) return <ResetForm token={link.token} />;
  return (
    <ScreenFrame title="Enlace no válido">
      <Alert>{link.problem}</Alert>
      <Link to={paths.auth.forgotPassword.getHref()} className={buttonClass("primary", "w-full")}>
        Solicitar un nuevo enlace
      </Link>
    </ScreenFrame>
  );
}
