import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { fieldErrors } from "#domain/forms/issues";
import { ZForgotPassword } from "#domain/forms/password-reset";
import { ScreenFrame } from "#web/components/screen-frame";
import { Alert } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { Spinner } from "#web/components/ui/spinner";
import { paths } from "#web/config/paths";
import { messageOf } from "../api/auth-error";
import { useRequestPasswordReset } from "../api/request-password-reset";
import { EmailField } from "../components/email-field";

const backToLogin = (
  <p className="text-center">
    <Link
      to={paths.auth.login.getHref()}
      className="font-semibold text-brand underline-offset-4 hover:underline"
    >
      Volver a iniciar sesión
    </Link>
  </p>
);

export default function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZForgotPassword.safeParse({ email });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).email);
      return;
    }
    setError(undefined);
    request.mutate(parsed.data);
  };

  if (request.isSuccess) {
    return (
      <ScreenFrame
        title="Revisa tu correo"
        description={`Si existe una cuenta asociada a ${request.variables.email}, recibirás un enlace para crear una nueva contraseña.`}
      >
        <p className="text-slate-700">¿No te llegó? Revisa tu carpeta de spam o inténtalo de nuevo.</p>
        <Button variant="secondary" className="w-full" onClick={() => request.reset()}>
          Intentar de nuevo
        </Button>
        {backToLogin}
      </ScreenFrame>
    );
  }

  return (
    <ScreenFrame
      title="¿Olvidaste tu contraseña?"
      description="Ingresa tu correo y te enviaremos un enlace para crear una nueva contraseña."
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <EmailField value={email} onChange={setEmail} error={error} />
        {request.isError && <Alert>{messageOf(request.error, "Error inesperado al enviar el correo")}</Alert>}
        <Button type="submit" className="w-full" disabled={request.isPending}>
          {request.isPending && <Spinner />}
          Enviar enlace
        </Button>
      </form>
      {backToLogin}
    </ScreenFrame>
  );
}
