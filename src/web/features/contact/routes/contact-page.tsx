import {
  type FormEvent,
  type HTMLInputTypeAttribute,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from "react";
import { Link } from "react-router";
import { contactSteps, ZContact } from "../../../../domain/forms/contact";
import { firstError } from "../../../../domain/forms/issues";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { StepProgress } from "../../../components/ui/step-progress";
import { paths } from "../../../config/paths";
import { usePageTitle } from "../../../hooks/use-page-title";
import { useRedirectAfter } from "../../../hooks/use-redirect-after";
import { useSendContact } from "../api/send-contact";

const REDIRECT_DELAY_MS = 2000;

type TContactField = keyof typeof contactSteps;

type TStep = {
  field: TContactField;
  label: string;
  type: HTMLInputTypeAttribute;
  autoComplete: string;
  optional?: boolean;
  placeholder?: string;
};

const STEPS: readonly TStep[] = [
  { field: "fullName", label: "Nombre completo", type: "text", autoComplete: "name" },
  { field: "email", label: "Correo electrónico", type: "email", autoComplete: "email" },
  {
    field: "phone",
    label: "Teléfono (opcional)",
    type: "tel",
    autoComplete: "tel",
    optional: true,
    placeholder: "+56912345678",
  },
];

const LAST_STEP = STEPS.length - 1;

const emptyValues: Record<TContactField, string> = { fullName: "", email: "", phone: "" };

/** One heading, one narrow column; the heading takes focus when the screen changes under the user. */
function ContactFrame({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownTitle = useRef(title);
  useEffect(() => {
    if (shownTitle.current === title) return;
    shownTitle.current = title;
    headingRef.current?.focus();
  }, [title]);
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <Link
        to={paths.home.getHref()}
        className="rounded text-lg font-bold text-brand-dark underline-offset-4 hover:underline"
      >
        Patente Clara<span className="sr-only">: volver al inicio</span>
      </Link>
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="mt-8 text-2xl font-bold text-slate-900 focus:outline-none sm:text-3xl"
      >
        {title}
      </h1>
      <div className="mt-6 space-y-4">{children}</div>
    </div>
  );
}

/** /contacto: a three-question wizard (spec section 2, Contact), also how car dealers reach the team. */
export function ContactPage() {
  const send = useSendContact();
  // null is the intro screen; otherwise the index in STEPS.
  const [stepIndex, setStepIndex] = useState<number | null>(null);
  const [values, setValues] = useState(emptyValues);
  const [error, setError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);
  useRedirectAfter(send.isSuccess ? paths.home.getHref() : null, REDIRECT_DELAY_MS);

  useEffect(() => {
    if (stepIndex !== null) inputRef.current?.focus();
  }, [stepIndex]);

  const goTo = (index: number | null) => {
    setError(undefined);
    setStepIndex(index);
  };

  if (send.isPending) {
    return (
      <ContactFrame title="Enviando...">
        <div className="flex justify-center py-6 text-brand">
          <Spinner className="size-10" />
        </div>
      </ContactFrame>
    );
  }

  if (send.isSuccess) {
    return (
      <ContactFrame title="Gracias por contactarnos">
        <p role="status" className="text-slate-700">
          Recibimos tus datos y te responderemos pronto. Te llevaremos al inicio en unos segundos...
        </p>
      </ContactFrame>
    );
  }

  if (send.isError) {
    return (
      <ContactFrame title="¡Algo salió mal!">
        <p role="alert" className="text-slate-700">
          Hubo un error al guardar tu información. Por favor intenta de nuevo.
        </p>
        <Button
          className="w-full"
          onClick={() => {
            send.reset();
            goTo(LAST_STEP);
          }}
        >
          Intentar de nuevo
        </Button>
        <Button
          variant="secondary"
          className="w-full"
          onClick={() => {
            send.reset();
            setValues(emptyValues);
            goTo(null);
          }}
        >
          Empezar de nuevo
        </Button>
      </ContactFrame>
    );
  }

  const step = stepIndex === null ? undefined : STEPS[stepIndex];
  if (stepIndex === null || !step) {
    return (
      <ContactFrame title="Contáctanos">
        <p className="text-slate-700">
          Déjanos tus datos y te contactaremos para resolver tus dudas. Si tienes una automotora, cuéntanos
          aquí y te presentaremos nuestros planes para empresas.
        </p>
        <Button className="w-full" onClick={() => goTo(0)}>
          Comenzar
        </Button>
        <p className="text-center text-sm text-slate-700">Son 3 preguntas y toma 1 minuto</p>
      </ContactFrame>
    );
  }

  const isLast = stepIndex === LAST_STEP;

  const next = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = contactSteps[step.field].safeParse(values[step.field]);
    if (!parsed.success) {
      setError(firstError(parsed.error));
      return;
    }
    if (!isLast) {
      goTo(stepIndex + 1);
      return;
    }
    // Every step was checked on the way here: this parse only applies the schemas' clean-ups.
    send.mutate(ZContact.parse(values));
  };

  return (
    <ContactFrame title="Contáctanos">
      <StepProgress step={stepIndex + 1} total={STEPS.length} label="Progreso del formulario de contacto" />
      <form
        key={step.field}
        noValidate
        onSubmit={next}
        className="animate-step-in space-y-4 motion-reduce:animate-none"
      >
        <Field label={step.label} error={error}>
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
            {isLast ? "Enviar" : "Continuar"}
          </Button>
        </div>
      </form>
    </ContactFrame>
  );
}
