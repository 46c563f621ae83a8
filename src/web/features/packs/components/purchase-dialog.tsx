import { Dialog } from "radix-ui";
import { useRef } from "react";
import { type Pack, packConcept } from "#domain/catalogue";
import { Alert } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { NewTabLink } from "#web/components/ui/new-tab-link";
import { Spinner } from "#web/components/ui/spinner";
import { textLinkClass } from "#web/components/ui/text-link";
import { paths } from "#web/config/paths";
import { CheckIcon } from "#web/features/services";
import { reportCount } from "./pack-card";
import { PackPrice } from "./pack-price";

// The spec's three benefits, said as the product keeps them (issue 40): no 'Soporte 24/7' nobody staffs,
// no 'Datos Oficiales' where each section names its own source, no 'Entrega Inmediata' where a report
// waits its turn. Each one is a rule the code holds: every section shows its source and time, a report
// that could not be made spends nothing (the terms say so), and a bought report has no expiry date.
const BENEFITS = [
  "Cada dato con su fuente",
  "No se descuenta un informe que falla",
  "Los informes no vencen",
];

// 'Puntaje de confianza', the score's name on the report itself (decision 098), never 'Trust Score'.
const features = (pack: Pack): string[] => [
  `${reportCount(pack.reports)} ${pack.reports === 1 ? "completo" : "completos"}`,
  "Puntaje de confianza explicado",
  "Enlace para compartir y PDF de cada informe",
];

function PurchaseSummary({ pack }: { pack: Pack }) {
  return (
    <div className="space-y-4">
      <div className="rounded-lg border border-slate-200 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-lg font-bold text-slate-900">{packConcept(pack)}</h3>
          <span className="rounded-full bg-brand-light px-3 py-0.5 text-sm font-semibold text-brand-dark">
            Pago único
          </span>
        </div>
        <p className="mt-1 text-slate-700">{pack.description}</p>
        <div className="mt-3">
          <PackPrice pack={pack} />
        </div>
      </div>
      <div>
        <h3 className="font-semibold text-slate-900">Incluye</h3>
        <ul className="mt-2 space-y-1">
          {features(pack).map((feature) => (
            <li key={feature} className="flex gap-2 text-slate-800">
              <CheckIcon className="mt-0.5 size-5 shrink-0 text-green-700" strokeWidth={2.5} />
              {feature}
            </li>
          ))}
        </ul>
      </div>
      <ul className="grid gap-2 sm:grid-cols-3">
        {BENEFITS.map((benefit) => (
          <li
            key={benefit}
            className="flex items-center justify-center rounded-lg bg-slate-100 px-3 py-2 text-center text-sm font-semibold text-slate-800"
          >
            {benefit}
          </li>
        ))}
      </ul>
      <div>
        <h3 className="text-sm text-slate-600">Medio de pago</h3>
        <p className="font-medium text-slate-900">Mercado Pago - Tarjetas y transferencias</p>
      </div>
    </div>
  );
}

type TPurchaseDialogProps = {
  /** The pack chosen; null keeps the dialog closed. */
  pack: Pack | null;
  /** The automotora a fleet pack is bought for; null for a pack of the buyer's own. */
  forOrganisation?: string | null;
  isProcessing: boolean;
  error: string | null;
  onConfirm: (pack: Pack) => void;
  onClose: () => void;
};

/** Spec section 2, purchase confirmation: the last look at what is bought before leaving for the gateway. */
export function PurchaseDialog({
  pack,
  forOrganisation = null,
  isProcessing,
  error,
  onConfirm,
  onClose,
}: TPurchaseDialogProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root
      open={pack !== null}
      // While the browser is on its way to the gateway there is nothing left to cancel.
      onOpenChange={(open) => !open && !isProcessing && onClose()}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content
          ref={contentRef}
          // The title and summary come first; focusing the first button would scroll past them on a phone.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            contentRef.current?.focus();
          }}
          className="fixed inset-x-3 top-1/2 z-50 mx-auto max-h-[calc(100dvh-1.5rem)] max-w-lg -translate-y-1/2 space-y-5 overflow-y-auto rounded-xl bg-white p-5 shadow-xl focus:outline-none sm:p-6"
        >
          <div>
            <Dialog.Title className="text-xl font-bold text-slate-900 sm:text-2xl">
              Confirmar compra
            </Dialog.Title>
            <Dialog.Description className="mt-1 text-slate-700">
              Revisa tu compra antes de continuar al pago.
            </Dialog.Description>
          </div>
          {pack && <PurchaseSummary pack={pack} />}
          {forOrganisation && (
            <p className="rounded-lg bg-slate-100 p-3 text-slate-800">
              Para <strong className="text-slate-900">{forOrganisation}</strong>: los informes se suman al
              saldo de la automotora y la factura se emite con sus datos.
            </p>
          )}
          {error && <Alert>{error}</Alert>}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="secondary" disabled={isProcessing}>
                Cancelar
              </Button>
            </Dialog.Close>
            <Button disabled={isProcessing || !pack} onClick={() => pack && onConfirm(pack)}>
              {isProcessing && <Spinner />}
              {isProcessing ? "Procesando..." : "Confirmar compra"}
            </Button>
          </div>
          <p className="text-sm text-slate-600">
            Al confirmar aceptas los{" "}
            <NewTabLink href={paths.legal.terms.getHref()} className={textLinkClass}>
              términos del servicio
            </NewTabLink>
            ; tus datos se tratan según la{" "}
            <NewTabLink href={paths.legal.privacy.getHref()} className={textLinkClass}>
              política de privacidad
            </NewTabLink>
            . Te llevaremos a Mercado Pago para pagar de forma segura; los informes se suman{" "}
            {forOrganisation ? "al saldo de la automotora" : "a tu cuenta"} en cuanto se aprueba el pago.
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
