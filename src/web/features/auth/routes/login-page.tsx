import { type FormEvent, useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { fieldErrors } from "#domain/forms/issues";
import { ZLogin } from "#domain/forms/login";
import { plateOfHref, withPlate } from "#domain/plate";
import { ScreenFrame } from "#web/components/screen-frame";
import { Alert } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { Field } from "#web/components/ui/field";
import { Input } from "#web/components/ui/input";
import { Spinner } from "#web/components/ui/spinner";
import { paths } from "#web/config/paths";
import { messageOf } from "../api/auth-error";
import { useSignIn } from "../api/sign-in";
import { EmailField } from "../components/email-field";
import { isPasswordUpdatedState, PASSWORD_UPDATED_NOTICE } from "../login-notice";

const linkClass = "font-semibold text-brand underline-offset-4 hover:underline";

/**
 * Where to go once signed in. Only dashboard paths are honoured, so a crafted link cannot send the
 * user off the site. `redirect` is what the route guard sets; `redirectTo` is the spec's name.
 */
function redirectTarget(params: URLSearchParams): string {
  const requested = params.get("redirectTo") ?? params.get("redirect");
  return requested?.startsWith(paths.dashboard.root.path) ? requested : paths.dashboard.services.getHref();
}

export default function LoginPage() {
  const [params] = useSearchParams();
  const { state } = useLocation();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [values, setValues] = useState({ email: "", password: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZLogin.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    signIn.mutate(parsed.data, { onSuccess: () => navigate(redirectTarget(params), { replace: true }) });
  };

  return (
    <ScreenFrame title="Iniciar Sesión" description="Ingresa a tu cuenta para ver tus servicios e informes.">
      <form noValidate onSubmit={submit} className="space-y-4">
        {isPasswordUpdatedState(state) && (
          <p
            role="status"
            className="rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-emerald-900"
          >
            {PASSWORD_UPDATED_NOTICE}
          </p>
        )}
        <EmailField
          value={values.email}
          onChange={(email) => setValues({ ...values, email })}
          error={errors.email}
        />
        <Field label="Contraseña" error={errors.password}>
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="current-password"
              required
              value={values.password}
              onChange={(e) => setValues({ ...values, password: e.target.value })}
            />
          )}
        </Field>
        <p className="text-right">
          <Link to={paths.auth.forgotPassword.getHref()} className={linkClass}>
            ¿Olvidaste tu contraseña?
          </Link>
        </p>
        {signIn.isError && <Alert>{messageOf(signIn.error, "Error inesperado")}</Alert>}
        <Button type="submit" className="w-full" disabled={signIn.isPending}>
          {signIn.isPending && <Spinner />}
          Iniciar Sesión
        </Button>
      </form>
      <p className="text-center text-slate-700">
        ¿No tienes cuenta?{" "}
        {/* A visitor who typed a plate on the home page keeps it on the way to sign-up. */}
        <Link
          to={withPlate(paths.auth.register.getHref(), plateOfHref(redirectTarget(params)))}
          className={linkClass}
        >
          Crea tu cuenta
        </Link>
      </p>
    </ScreenFrame>
  );
}
