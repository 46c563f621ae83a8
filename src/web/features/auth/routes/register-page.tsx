import { Link } from "react-router";
import { type TRegisterField, ZRegister } from "#domain/forms/register";
import { ScreenFrame } from "#web/components/screen-frame";
import { Alert } from "#web/components/ui/alert";
import { Button, buttonClass } from "#web/components/ui/button";
import { NewTabLink } from "#web/components/ui/new-tab-link";
import {
  type TWizardCheckbox,
  type TWizardStep,
  useStepWizard,
} from "#web/components/wizard/use-step-wizard";
import { WizardBusy } from "#web/components/wizard/wizard-busy";
import { WizardStepForm } from "#web/components/wizard/wizard-step-form";
import { paths } from "#web/config/paths";
import { useRedirectAfter } from "#web/hooks/use-redirect-after";
import {
  AuthFormError,
  fieldOfAuthError,
  isMailNotSentCode,
  isUserExistsCode,
  messageOf,
} from "../api/auth-error";
import { SEND_CONFIRMATION_FAILED, useSendConfirmation } from "../api/send-confirmation";
import { useSignUp } from "../api/sign-up";

const REDIRECT_DELAY_MS = 2000;

const STEPS: readonly TWizardStep<TRegisterField>[] = [
  { field: "firstName", label: "Nombre", type: "text", autoComplete: "given-name" },
  { field: "lastName", label: "Apellido", type: "text", autoComplete: "family-name" },
  { field: "email", label: "Correo electrónico", type: "email", autoComplete: "email" },
  {
    field: "password",
    label: "Contraseña",
    type: "password",
    autoComplete: "new-password",
    hint: "Mínimo 8 caracteres; evita las contraseñas comunes",
  },
  {
    field: "phone",
    label: "Teléfono (opcional)",
    type: "tel",
    autoComplete: "tel",
    optional: true,
    hint: "Con código de país, por ejemplo +56912345678",
    placeholder: "+56912345678",
  },
];

const legalLinkClass = "font-semibold text-brand underline underline-offset-4 hover:text-brand-dark";

// On the last step, so the texts are accepted once every answer is given; their links open apart so the
// wizard keeps what was typed.
const CONSENT: TWizardCheckbox<"acceptedTerms"> = {
  field: "acceptedTerms",
  label: "Acepto los Términos de servicio y la Política de privacidad",
  hint: (
    <>
      Lee los{" "}
      <NewTabLink href={paths.legal.terms.getHref()} className={legalLinkClass}>
        Términos de servicio
      </NewTabLink>{" "}
      y la{" "}
      <NewTabLink href={paths.legal.privacy.getHref()} className={legalLinkClass}>
        Política de privacidad
      </NewTabLink>
      .
    </>
  ),
};

const stepOf = (field: TRegisterField): number => STEPS.findIndex((step) => step.field === field);
const EMAIL_STEP = stepOf("email");
const LAST_STEP = STEPS.length - 1;

/** Back to the answer the server refused, or to the last one; every answer is still filled in. */
const retryStep = (error: Error): number => {
  const field = error instanceof AuthFormError ? fieldOfAuthError(error.code) : null;
  return field ? stepOf(field) : LAST_STEP;
};

export default function RegisterPage() {
  const signUp = useSignUp();
  const wizard = useStepWizard({
    schema: ZRegister,
    steps: STEPS,
    checkbox: CONSENT,
    onComplete: (data) => signUp.mutate(data),
  });
  useRedirectAfter(signUp.isSuccess ? paths.dashboard.services.getHref() : null, REDIRECT_DELAY_MS);

  if (signUp.isPending) {
    return (
      <ScreenFrame title="Creando tu cuenta...">
        <WizardBusy />
      </ScreenFrame>
    );
  }

  if (signUp.isSuccess) {
    return (
      <ScreenFrame title="¡Cuenta creada!">
        <p role="status" className="text-slate-700">
          Tu cuenta está lista. Te llevaremos a tus servicios en unos segundos...
        </p>
      </ScreenFrame>
    );
  }

  if (signUp.isError) {
    const failure = signUp.error;
    if (failure instanceof AuthFormError && isMailNotSentCode(failure.code)) {
      return <MailNotSent email={signUp.variables.email} message={failure.message} />;
    }
    if (failure instanceof AuthFormError && isUserExistsCode(failure.code)) {
      return (
        <ScreenFrame
          title="Cuenta ya existente"
          description={`Ya existe una cuenta registrada con el correo ${signUp.variables.email}`}
        >
          <Link to={paths.auth.login.getHref()} className={buttonClass("primary", "w-full")}>
            Iniciar Sesión
          </Link>
          <Button
            variant="secondary"
            className="w-full"
            onClick={() => {
              signUp.reset();
              wizard.goTo(EMAIL_STEP);
            }}
          >
            Usar otro correo
          </Button>
        </ScreenFrame>
      );
    }
    return (
      <ScreenFrame title="Error en el registro">
        <Alert>{messageOf(failure, "Error desconocido")}</Alert>
        <Button
          className="w-full"
          onClick={() => {
            signUp.reset();
            wizard.goTo(retryStep(failure));
          }}
        >
          Intentar de nuevo
        </Button>
      </ScreenFrame>
    );
  }

  if (!wizard.screen) {
    return (
      <ScreenFrame
        title="Súmate"
        description="Crea tu cuenta y obtén 3 consultas gratuitas de informes vehiculares."
      >
        <Button className="w-full" onClick={() => wizard.goTo(0)}>
          Comienza
        </Button>
        <p className="text-center text-sm text-slate-700">Toma 1 minuto</p>
        <p className="text-center text-slate-700">
          ¿Ya tienes cuenta?{" "}
          <Link
            to={paths.auth.login.getHref()}
            className="font-semibold text-brand underline-offset-4 hover:underline"
          >
            Inicia sesión
          </Link>
        </p>
      </ScreenFrame>
    );
  }

  return (
    <ScreenFrame title="Crea tu cuenta">
      <WizardStepForm
        screen={wizard.screen}
        progressLabel="Progreso del registro"
        finishLabel="Crear cuenta"
      />
    </ScreenFrame>
  );
}

/**
 * The account is made and signed in, but its confirmation mail could not be sent (decision 058): the
 * server's words, a way to ask for the mail again here, and the way on without it.
 */
function MailNotSent({ email, message }: { email: string; message: string }) {
  const resend = useSendConfirmation();
  return (
    <ScreenFrame title="Cuenta creada">
      <Alert>{message}</Alert>
      <div aria-live="polite" className="text-sm">
        {resend.isSuccess && (
          <p className="text-emerald-800">Te enviamos el enlace a {email}. Revisa tu correo.</p>
        )}
        {resend.isError && <p className="text-red-800">{SEND_CONFIRMATION_FAILED}</p>}
      </div>
      <Button
        className="w-full"
        disabled={resend.isPending || resend.isSuccess}
        onClick={() => resend.mutate(email)}
      >
        {resend.isPending ? "Enviando..." : "Reenviar correo"}
      </Button>
      <Link to={paths.dashboard.services.getHref()} className={buttonClass("secondary", "w-full")}>
        Ir a mis servicios
      </Link>
    </ScreenFrame>
  );
}
