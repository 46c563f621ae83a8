import { type FormEvent, type HTMLInputTypeAttribute, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { firstError } from "../../../../domain/forms/issues";
import { registerSteps, type TRegisterField, ZRegister } from "../../../../domain/forms/register";
import { Alert } from "../../../components/ui/alert";
import { Button, buttonClass } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { StepProgress } from "../../../components/ui/step-progress";
import { paths } from "../../../config/paths";
import { useRedirectAfter } from "../../../hooks/use-redirect-after";
import { AuthFormError, messageOf } from "../api/auth-error";
import { USER_EXISTS_CODE, useSignUp } from "../api/sign-up";
import { AuthCard } from "../components/auth-card";

const REDIRECT_DELAY_MS = 2000;

type TStep = {
  field: TRegisterField;
  label: string;
  type: HTMLInputTypeAttribute;
  autoComplete: string;
  optional?: boolean;
  hint?: string;
  placeholder?: string;
};

const STEPS: readonly TStep[] = [
  { field: "firstName", label: "Nombre", type: "text", autoComplete: "given-name" },
  { field: "lastName", label: "Apellido", type: "text", autoComplete: "family-name" },
  { field: "email", label: "Correo electrónico", type: "email", autoComplete: "email" },
  {
    field: "password",
    label: "Contraseña",
    type: "password",
    autoComplete: "new-password",
    hint: "Mínimo 6 caracteres",
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

const EMAIL_STEP = STEPS.findIndex((step) => step.field === "email");

const emptyValues: Record<TRegisterField, string> = {
  firstName: "",
  lastName: "",
  email: "",
  password: "",
  phone: "",
};

export function RegisterPage() {
  const signUp = useSignUp();
  // null is the intro screen; otherwise the index in STEPS.
  const [stepIndex, setStepIndex] = useState<number | null>(null);
  const [values, setValues] = useState(emptyValues);
  const [error, setError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);
  useRedirectAfter(signUp.isSuccess ? paths.dashboard.services.getHref() : null, REDIRECT_DELAY_MS);

  // Each step brings its input into view already focused, so the whole form can be typed through.
  useEffect(() => {
    if (stepIndex !== null) inputRef.current?.focus();
  }, [stepIndex]);

  const goTo = (index: number | null) => {
    setError(undefined);
    setStepIndex(index);
  };

  const startOver = () => {
    signUp.reset();
    setValues(emptyValues);
    goTo(null);
  };

  if (signUp.isPending) {
    return (
      <AuthCard title="Creando tu cuenta...">
        <div className="flex justify-center py-6 text-brand">
          <Spinner className="size-10" />
        </div>
      </AuthCard>
    );
  }

  if (signUp.isSuccess) {
    return (
      <AuthCard title="¡Cuenta creada!">
        <p role="status" className="text-slate-700">
          Tu cuenta está lista. Te llevaremos a tus servicios en unos segundos...
        </p>
      </AuthCard>
    );
  }

  if (signUp.isError) {
    const failure = signUp.error;
    if (failure instanceof AuthFormError && failure.code === USER_EXISTS_CODE) {
      return (
        <AuthCard
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
              goTo(EMAIL_STEP);
            }}
          >
            Usar otro correo
          </Button>
        </AuthCard>
      );
    }
    return (
      <AuthCard title="Error en el registro">
        <Alert>{messageOf(failure, "Error desconocido")}</Alert>
        <Button className="w-full" onClick={startOver}>
          Intentar de nuevo
        </Button>
      </AuthCard>
    );
  }

  const step = stepIndex === null ? undefined : STEPS[stepIndex];
  if (stepIndex === null || !step) {
    return (
      <AuthCard
        title="Súmate"
        description="Crea tu cuenta y obtén 3 consultas gratuitas de informes vehiculares."
      >
        <Button className="w-full" onClick={() => goTo(0)}>
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
      </AuthCard>
    );
  }

  const isLast = stepIndex === STEPS.length - 1;

  const next = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = registerSteps[step.field].safeParse(values[step.field]);
    if (!parsed.success) {
      setError(firstError(parsed.error));
      return;
    }
    if (!isLast) {
      goTo(stepIndex + 1);
      return;
    }
    // Every step was checked on the way here, so this parse only applies the schemas' clean-ups.
    signUp.mutate(ZRegister.parse(values));
  };

  return (
    <AuthCard title="Crea tu cuenta">
      <StepProgress step={stepIndex + 1} total={STEPS.length} label="Progreso del registro" />
      <form
        key={step.field}
        noValidate
        onSubmit={next}
        className="animate-step-in space-y-4 motion-reduce:animate-none"
      >
        <Field label={step.label} error={error} hint={step.hint}>
          {(control) => (
            <Input
              {...control}
              ref={inputRef}
              type={step.type}
              autoComplete={step.autoComplete}
              required={!step.optional}
              placeholder={step.placeholder}
              value={values[step.field]}
              onChange={(e) => setValues({ ...values, [step.field]: e.target.value })}
            />
          )}
        </Field>
        <div className="flex gap-3">
          <Button
            variant="secondary"
            className="flex-1"
            onClick={() => goTo(stepIndex === 0 ? null : stepIndex - 1)}
          >
            Atrás
          </Button>
          <Button type="submit" className="flex-1">
            {isLast ? "Crear cuenta" : "Continuar"}
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}
