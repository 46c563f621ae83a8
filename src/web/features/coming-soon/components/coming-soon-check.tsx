import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import type { z } from "zod";
import { formatClp } from "../../../../domain/format";
import { firstError } from "../../../../domain/forms/issues";
import { Alert } from "../../../components/ui/alert";
import { Button, buttonClass } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { paths } from "../../../config/paths";
import { usePageTitle } from "../../../hooks/use-page-title";
import { useSession } from "../../../lib/auth";
import { serviceBySlug, type TServiceSlug } from "../../services/catalogue";
import { CheckIcon, ServiceIcon } from "../../services/components/service-icon";

export const PAYMENT_REQUIRED_MESSAGE =
  "Este servicio requiere pago. Por favor compra el servicio para continuar.";
const SIGN_IN_MESSAGE = "Debes iniciar sesión para usar este servicio";

type TComingSoonCheckProps = {
  slug: Extract<TServiceSlug, "ciudadana" | "inmobiliaria">;
  label: string;
  placeholder: string;
  autoComplete: string;
  /** Checks what was typed; its first message is shown as is. */
  schema: z.ZodType;
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
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      setFieldError(firstError(parsed.error));
      return;
    }
    setFieldError(undefined);
    setNotice(status === "authenticated" ? PAYMENT_REQUIRED_MESSAGE : SIGN_IN_MESSAGE);
  };

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-10">
      <Link
        to={paths.dashboard.services.getHref()}
        className="inline-block rounded font-semibold text-brand underline-offset-4 hover:underline"
      >
        <span aria-hidden="true">← </span>Volver a servicios
      </Link>
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          <div className="flex items-center gap-4">
            <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-brand-light text-brand">
              <ServiceIcon icon={service.icon} className="size-8" />
            </span>
            <div>
              <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{service.name}</h1>
              <p className="font-medium text-slate-600">{service.subtitle}</p>
            </div>
          </div>
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
          <ul className="mt-5 space-y-2">
            {service.features.map((feature) => (
              <li key={feature} className="flex gap-2 text-slate-800">
                <CheckIcon className="mt-0.5 size-5 shrink-0 text-emerald-700" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
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
