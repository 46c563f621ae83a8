import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { safeParse, type z } from "zod/mini";
import { formatClp } from "#domain/format";
import { firstError } from "#domain/forms/issues";
import { Alert } from "#web/components/ui/alert";
import { Button, buttonClass } from "#web/components/ui/button";
import { Field } from "#web/components/ui/field";
import { Input } from "#web/components/ui/input";
import {
  BackToServicesLink,
  ServiceFeatures,
  ServiceHeading,
  serviceBySlug,
  type TServiceSlug,
} from "#web/features/services";
import { usePageTitle } from "#web/hooks/use-page-title";
import { useSession } from "#web/lib/auth";

const PAYMENT_REQUIRED_MESSAGE = "Este servicio requiere pago. Por favor compra el servicio para continuar.";
const SIGN_IN_MESSAGE = "Debes iniciar sesión para usar este servicio";

type TComingSoonCheckProps = {
  slug: Extract<TServiceSlug, "ciudadana" | "inmobiliaria">;
  label: string;
  placeholder: string;
  autoComplete: string;
  /** Checks what was typed; its first message is shown as is. */
  schema: z.core.$ZodType;
};

/**
 * The citizen and real-estate screens (spec section 2). Neither service runs yet: the form only checks
 * what was typed and then explains that the service must be bought, next to the price and the buy link.
 */
export function ComingSoonCheck({ slug, label, placeholder, autoComplete, schema }: TComingSoonCheckProps) {
  const service = serviceBySlug(slug);
  usePageTitle(service.name);
  const { status } = useSession();
  const [value, setValue] = useState("");
  const [fieldError, setFieldError] = useState<string>();
  const [notice, setNotice] = useState<string>();

  const check = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(undefined);
    const parsed = safeParse(schema, value);
    if (!parsed.success) {
      setFieldError(firstError(parsed.error));
      return;
    }
    setFieldError(undefined);
    setNotice(status === "authenticated" ? PAYMENT_REQUIRED_MESSAGE : SIGN_IN_MESSAGE);
  };

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-10">
      <BackToServicesLink />
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          <ServiceHeading service={service} titleClassName="text-2xl font-bold text-slate-900 sm:text-3xl" />
          <div className="rounded-xl border border-amber-300 bg-amber-50 p-4">
            <p className="font-semibold text-amber-900">Proximamente</p>
            <p className="mt-1 text-slate-800">
              Estamos preparando este servicio. Mientras tanto, revisa qué incluye y cuánto cuesta.
            </p>
          </div>
          <form noValidate onSubmit={check} className="space-y-4 rounded-xl border border-slate-200 p-5">
            <Field label={label} error={fieldError}>
              {(control) => (
                <Input
                  {...control}
                  required
                  autoComplete={autoComplete}
                  placeholder={placeholder}
                  value={value}
                  onChange={(e) => setValue(e.target.value)}
                />
              )}
            </Field>
            {notice && <Alert>{notice}</Alert>}
            <Button type="submit" className="w-full sm:w-auto">
              Verificar
            </Button>
          </form>
        </div>
        <aside
          aria-labelledby="premium-heading"
          className="h-fit rounded-2xl border-2 border-brand bg-white p-6 shadow-sm"
        >
          <h2 id="premium-heading" className="text-sm font-semibold tracking-wide text-brand uppercase">
            Servicio Premium
          </h2>
          <p className="mt-2 text-4xl font-extrabold text-slate-900">{formatClp(service.price)}</p>
          <p className="text-sm text-slate-600">{service.currency} · Pago único</p>
          <ServiceFeatures service={service} className="mt-5 space-y-2" />
          {service.detailHref && (
            <Link to={service.detailHref} className={buttonClass("primary", "mt-6 w-full")}>
              Comprar servicio
            </Link>
          )}
        </aside>
      </div>
    </div>
  );
}
