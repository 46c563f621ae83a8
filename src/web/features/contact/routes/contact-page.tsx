import { formatInteger } from "#domain/format";
import { CONTACT_MESSAGE_MAX_LENGTH, type TContact, ZContact } from "#domain/forms/contact";
import { ScreenFrame } from "#web/components/screen-frame";
import { Button } from "#web/components/ui/button";
import { type TWizardStep, useStepWizard } from "#web/components/wizard/use-step-wizard";
import { WizardBusy } from "#web/components/wizard/wizard-busy";
import { WizardStepForm } from "#web/components/wizard/wizard-step-form";
import { metaFor, pageMeta } from "#web/config/page-meta";
import { paths } from "#web/config/paths";
import { useRedirectAfter } from "#web/hooks/use-redirect-after";
import { useSendContact } from "../api/send-contact";

const REDIRECT_DELAY_MS = 2000;

const STEPS: readonly TWizardStep<keyof TContact>[] = [
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
  {
    field: "message",
    label: "¿En qué te podemos ayudar? (opcional)",
    type: "text",
    multiline: true,
    autoComplete: "off",
    optional: true,
    hint: `Cuéntanos tu consulta en hasta ${formatInteger(CONTACT_MESSAGE_MAX_LENGTH)} caracteres.`,
  },
];

const LAST_STEP = STEPS.length - 1;

/**
 * /contacto: the spec's three questions plus the question itself (issue 28), also how car dealers reach
 * the team.
 */
export const meta = metaFor(pageMeta.contact);

export default function ContactPage() {
  const send = useSendContact();
  const wizard = useStepWizard({ schema: ZContact, steps: STEPS, onComplete: (data) => send.mutate(data) });
  useRedirectAfter(send.isSuccess ? paths.home.getHref() : null, REDIRECT_DELAY_MS);

  if (send.isPending) {
    return (
      <ScreenFrame title="Enviando...">
        <WizardBusy />
      </ScreenFrame>
    );
  }

  if (send.isSuccess) {
    return (
      <ScreenFrame title="Gracias por contactarnos">
        <p role="status" className="text-slate-700">
          Recibimos tus datos y te responderemos pronto. Te llevaremos al inicio en unos segundos...
        </p>
      </ScreenFrame>
    );
  }

  if (send.isError) {
    return (
      <ScreenFrame title="¡Algo salió mal!">
        <p role="alert" className="text-slate-700">
          Hubo un error al guardar tu información. Por favor intenta de nuevo.
        </p>
        <Button
          className="w-full"
          onClick={() => {
            send.reset();
            wizard.goTo(LAST_STEP);
          }}
        >
          Intentar de nuevo
        </Button>
        <Button
          variant="secondary"
          className="w-full"
          onClick={() => {
            send.reset();
            wizard.restart();
          }}
        >
          Empezar de nuevo
        </Button>
      </ScreenFrame>
    );
  }

  if (!wizard.screen) {
    return (
      <ScreenFrame title="Contáctanos">
        <p className="text-slate-700">
          Déjanos tus datos y te contactaremos para resolver tus dudas. Si tienes una automotora, cuéntanos
          aquí y te presentaremos nuestros planes para empresas.
        </p>
        <Button className="w-full" onClick={() => wizard.goTo(0)}>
          Comenzar
        </Button>
        <p className="text-center text-sm text-slate-700">Son {STEPS.length} preguntas y toma 1 minuto</p>
      </ScreenFrame>
    );
  }

  return (
    <ScreenFrame title="Contáctanos">
      <WizardStepForm
        screen={wizard.screen}
        progressLabel="Progreso del formulario de contacto"
        finishLabel="Enviar"
      />
    </ScreenFrame>
  );
}
