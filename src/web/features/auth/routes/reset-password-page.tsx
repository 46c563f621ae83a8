import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { fieldErrors } from "#domain/forms/issues";
import { ZResetPassword } from "#domain/forms/password-reset";
import { ScreenFrame } from "#web/components/screen-frame";
import { Alert } from "#web/components/ui/alert";
import { Button, buttonClass } from "#web/components/ui/button";
import { Field } from "#web/components/ui/field";
import { PasswordInput } from "#web/components/ui/password-input";
import { LoadingState, Spinner } from "#web/components/ui/spinner";
import { paths } from "#web/config/paths";
import { useRedirectAfter } from "#web/hooks/use-redirect-after";
import { INVALID_LINK_MESSAGE, messageOf } from "../api/auth-error";
import { resetLinkOf, useResetTokenCheck } from "../api/check-reset-link";
import { useResetPassword } from "../api/reset-password";
import { PASSWORD_UPDATED_STATE } from "../login-notice";

const REDIRECT_DELAY_MS = 3000;

const MISSING_LINK_MESSAGE = "No se encontró un enlace de recuperación válido";
const CHECK_FAILED_MESSAGE = "Error al verificar el enlace de recuperación";

function LinkProblem({ title, message }: { title: string; message: string }) {
  return (
    <ScreenFrame title={title}>
      <Alert>{message}</Alert>
      <Link to={paths.auth.forgotPassword.getHref()} className={buttonClass("primary", "w-full")}>
        Solicitar un nuevo enlace
      </Link>
    </ScreenFrame>
  );
}

/** What the form says above it: a forgotten password, or the address just confirmed from this browser. */
const FORM_FRAME = {
  reset: {
    title: "Crea una nueva contraseña",
    description: "Elige una contraseña de al menos 8 caracteres.",
  },
  afterConfirmation: {
    title: "Tu correo quedó confirmado",
    description:
      "Como lo confirmaste desde otro dispositivo o navegador, elige aquí tu contraseña (al menos 8 caracteres) para entrar a tu cuenta.",
  },
};

type TFormKind = keyof typeof FORM_FRAME;

function ResetForm({ token, kind }: { token: string; kind: TFormKind }) {
  const reset = useResetPassword();
  const [values, setValues] = useState({ password: "", confirmPassword: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The reset ended every session of the account: the way on is signing in with the new password.
  useRedirectAfter(
    reset.isSuccess ? paths.auth.login.getHref() : null,
    REDIRECT_DELAY_MS,
    PASSWORD_UPDATED_STATE,
  );

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
          Tu contraseña se actualizó correctamente. Te llevaremos a iniciar sesión en unos segundos...
        </p>
      </ScreenFrame>
    );
  }

  return (
    <ScreenFrame title={FORM_FRAME[kind].title} description={FORM_FRAME[kind].description}>
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

/** The token is checked on arrival, so a dead link is said before anyone types a new password twice. */
function CheckedResetForm({ token, kind }: { token: string; kind: TFormKind }) {
  const check = useResetTokenCheck(token);
  if (check.isPending) {
    return (
      <ScreenFrame title="Crea una nueva contraseña">
        <LoadingState label="Verificando enlace..." />
      </ScreenFrame>
    );
  }
  if (check.isError)
    return <LinkProblem title="No pudimos verificar el enlace" message={CHECK_FAILED_MESSAGE} />;
  if (!check.data) return <LinkProblem title="Enlace no válido" message={INVALID_LINK_MESSAGE} />;
  return <ResetForm token={token} kind={kind} />;
}

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const link = resetLinkOf(params);
  const kind = params.get("confirmado") === "1" ? "afterConfirmation" : "reset";
  if ("token" in link) return <CheckedResetForm token={link.token} kind={kind} />;
  return (
    <LinkProblem
      title="Enlace no válido"
      message={link.problem === "invalid" ? INVALID_LINK_MESSAGE : MISSING_LINK_MESSAGE}
    />
  );
}
