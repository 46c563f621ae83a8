import { Link, useSearchParams } from "react-router";
import { FREE_TRIALS, trialOutlook } from "#domain/credits";
import { type TRegisterField, ZRegister } from "#domain/forms/register";
import { carriedPlate, PLATE_PARAM, withPlate } from "#domain/plate";
import { ScreenFrame } from "#web/components/screen-frame";
import { Alert } from "#web/components/ui/alert";
import { Button, buttonClass } from "#web/components/ui/button";
import { NewTabLink } from "#web/components/ui/new-tab-link";
import { textLinkClass } from "#web/components/ui/text-link";
import {
  type TWizardCheckbox,
  type TWizardStep,
  useStepWizard,
} from "#web/components/wizard/use-step-wizard";
import { WizardBusy } from "#web/components/wizard/wizard-busy";
import { WizardStepForm } from "#web/components/wizard/wizard-step-form";
import { paths } from "#web/config/paths";
import { useSession } from "#web/lib/auth";
import {
  AuthFormError,
  fieldOfAuthError,
  isMailNotSentCode,
  isUserExistsCode,
  messageOf,
} from "../api/auth-error";
import { useSignUp } from "../api/sign-up";
import { ResendConfirmation } from "../components/resend-confirmation";

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

// On the last step, so the texts are accepted once every answer is given; their links open apart so the
// wizard keeps what was typed.
const CONSENT: TWizardCheckbox<"acceptedTerms"> = {
  field: "acceptedTerms",
  label: "Acepto los Términos de servicio y la Política de privacidad",
  hint: (
    <>
      Lee los{" "}
      <NewTabLink href={paths.legal.terms.getHref()} className={textLinkClass}>
        Términos de servicio
      </NewTabLink>{" "}
      y la{" "}
      <NewTabLink href={paths.legal.privacy.getHref()} className={textLinkClass}>
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

const checkScreen = paths.dashboard.verify.automovil.getHref();

/** Signing in instead brings the plate along too. */
const loginHref = (plate: string | null): string =>
  plate ? paths.auth.login.getHref(withPlate(checkScreen, plate)) : paths.auth.login.getHref();

/** Where the new account goes on: the check screen with the plate it came for, else its services. */
const onwardLink = (plate: string | null) =>
  plate
    ? { to: withPlate(checkScreen, plate), label: `Ir a verificar ${plate}` }
    : { to: paths.dashboard.services.getHref(), label: "Ir a mis servicios" };

export default function RegisterPage() {
  const [params] = useSearchParams();
  // Typed on the home page; checked again here, as an address can carry anything.
  const plate = carriedPlate(params.get(PLATE_PARAM));
  const signUp = useSignUp(plate);
  const wizard = useStepWizard({
    schema: ZRegister,
    steps: STEPS,
    checkbox: CONSENT,
    onComplete: (data) => signUp.mutate(data),
  });

  if (signUp.isPending) {
    return (
      <ScreenFrame title="Creando tu cuenta...">
        <WizardBusy />
      </ScreenFrame>
    );
  }

  if (signUp.isSuccess) return <SignedUp email={signUp.variables.email} plate={plate} />;

  if (signUp.isError) {
    const failure = signUp.error;
    if (failure instanceof AuthFormError && isMailNotSentCode(failure.code)) {
      return <MailNotSent email={signUp.variables.email} message={failure.message} plate={plate} />;
    }
    if (failure instanceof AuthFormError && isUserExistsCode(failure.code)) {
      return (
        <ScreenFrame
          title="Cuenta ya existente"
          description={`Ya existe una cuenta registrada con el correo ${signUp.variables.email}`}
        >
          <Link to={loginHref(plate)} className={buttonClass("primary", "w-full")}>
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
        {plate && (
          <p className="rounded-lg bg-brand-light px-4 py-3 text-slate-900">
            Después verás el informe de la patente{" "}
            <strong className="font-semibold tracking-widest">{plate}</strong>.
          </p>
        )}
        <Button className="w-full" onClick={() => wizard.goTo(0)}>
          Comienza
        </Button>
        <p className="text-center text-sm text-slate-700">Toma 1 minuto</p>
        <p className="text-center text-slate-700">
          ¿Ya tienes cuenta?{" "}
          <Link to={loginHref(plate)} className="font-semibold text-brand underline-offset-4 hover:underline">
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
 * The account is made and signed in (sign-up no longer moves on by itself, decision 067): what comes next
 * is the mail, which the free checks wait for.
 */
function SignedUp({ email, plate }: { email: string; plate: string | null }) {
  const onward = onwardLink(plate);
  // The new account as the server sees it (sign-up reloaded it): the free checks are promised only when
  // confirming today brings them (decision 101).
  const { me } = useSession();
  const outlook = me
    ? trialOutlook({ trialsLeft: me.credits.trialsLeft, trialsArriveAt: me.trialsArriveAt })
    : "now";
  const mailed = (
    <>
      Te enviamos un correo a <strong className="break-words">{email}</strong>
    </>
  );
  return (
    <ScreenFrame title="¡Cuenta creada!">
      <p role="status" className="text-lg text-slate-900">
        {outlook === "now" ? (
          <>
            {mailed}: confírmalo para usar tus {FREE_TRIALS} consultas gratis.
          </>
        ) : outlook === "tomorrow" ? (
          <>
            {mailed}: confírmalo y tus {FREE_TRIALS} consultas gratis llegan mañana, porque hoy ya se
            entregaron todas las del día.
          </>
        ) : (
          <>{mailed} para confirmarlo.</>
        )}
      </p>
      {outlook === "tomorrow" && (
        <p className="text-slate-800">Si necesitas un informe ahora, puedes comprarlo sin esperar.</p>
      )}
      <p className="text-sm text-slate-700">
        Ábrelo en este mismo dispositivo{plate ? ` y vuelves directo a verificar ${plate}` : ""}. Si no lo ves
        en unos minutos, revisa la carpeta de spam.
      </p>
      <Link to={onward.to} className={buttonClass("primary", "w-full")}>
        {onward.label}
      </Link>
      <ResendConfirmation email={email} plate={plate} className="w-full" />
    </ScreenFrame>
  );
}

/**
 * The account is made and signed in, but its confirmation mail could not be sent (decision 058): the
 * server's words, a way to ask for the mail again here, and the way on without it.
 */
function MailNotSent({ email, message, plate }: { email: string; message: string; plate: string | null }) {
  const onward = onwardLink(plate);
  return (
    <ScreenFrame title="Cuenta creada">
      <Alert>{message}</Alert>
      <p className="text-sm text-slate-700">
        Lo enviaremos a <span className="break-words font-medium">{email}</span>.
      </p>
      <ResendConfirmation email={email} plate={plate} variant="primary" className="w-full" />
      <Link to={onward.to} className={buttonClass("secondary", "w-full")}>
        {onward.label}
      </Link>
    </ScreenFrame>
  );
}
