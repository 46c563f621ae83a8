import { type FormEvent, useEffect, useRef, useState } from "react";
import { fieldErrors } from "#domain/forms/issues";
import {
  PERSONAL_AUTH_MESSAGE,
  SECURITY_SERVICES,
  SEX_OPTIONS,
  ZPersonalSecurity,
} from "#domain/forms/personal-security";
import { Alert } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { Field } from "#web/components/ui/field";
import { Input } from "#web/components/ui/input";
import { RadioOptions } from "#web/components/ui/radio-options";
import { paths } from "#web/config/paths";
import { BackToServicesLink, CheckIcon } from "#web/features/services";
import { usePageTitle } from "#web/hooks/use-page-title";
import { useRedirectAfter } from "#web/hooks/use-redirect-after";
import { useSession } from "#web/lib/auth";
import { personalSecurityErrorMessage, useSendPersonalSecurity } from "../api/send-personal-security";

const REDIRECT_DELAY_MS = 3000;

type TSecurityService = (typeof SECURITY_SERVICES)[number];
type TSex = (typeof SEX_OPTIONS)[number]["value"];

/** /dashboard/servicios/verificar-personal: asks for a personal security service (spec section 2). */
export default function PersonalSecurityPage() {
  usePageTitle("Seguridad Personal");
  const { status } = useSession();
  const send = useSendPersonalSecurity();
  const [rut, setRut] = useState("");
  const [sex, setSex] = useState<TSex | "">("");
  const [chosen, setChosen] = useState<TSecurityService[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const successRef = useRef<HTMLHeadingElement>(null);
  useRedirectAfter(send.isSuccess ? paths.home.getHref() : null, REDIRECT_DELAY_MS);

  useEffect(() => {
    if (send.isSuccess) successRef.current?.focus();
  }, [send.isSuccess]);

  const toggle = (service: TSecurityService) =>
    setChosen((list) => (list.includes(service) ? list.filter((s) => s !== service) : [...list, service]));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(undefined);
    if (status !== "authenticated") {
      setFormError(PERSONAL_AUTH_MESSAGE);
      return;
    }
    const parsed = ZPersonalSecurity.safeParse({ rut, sex, services: chosen });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    send.mutate(parsed.data, { onError: (error) => setFormError(personalSecurityErrorMessage(error)) });
  };

  if (send.isSuccess) {
    return (
      <div className="mx-auto w-full max-w-xl px-4 py-16 text-center">
        <h1
          ref={successRef}
          tabIndex={-1}
          className="text-2xl font-bold text-slate-900 focus:outline-none sm:text-3xl"
        >
          Te contactaremos a la brevedad
        </h1>
        <p role="status" className="mt-4 text-slate-700">
          Recibimos tu solicitud. Un ejecutivo te llamará para coordinar el servicio. Te llevaremos al inicio
          en unos segundos...
        </p>
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-xl space-y-6 px-4 py-10">
      <BackToServicesLink />
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Seguridad Personal</h1>
        <p className="mt-2 text-slate-700">
          Cuéntanos qué necesitas y un ejecutivo te contactará para coordinar escolta, transporte o seguridad
          permanente.
        </p>
      </div>
      <form noValidate onSubmit={submit} className="space-y-6">
        <Field label="RUT" error={errors.rut} hint="Con guion, por ejemplo 12345678-5">
          {(control) => (
            <Input
              {...control}
              required
              autoComplete="off"
              inputMode="text"
              placeholder="12345678-5"
              value={rut}
              onChange={(e) => setRut(e.target.value)}
            />
          )}
        </Field>

        <fieldset aria-describedby={errors.sex ? "sex-error" : undefined}>
          <legend className="font-medium text-slate-900">Sexo</legend>
          <div className="mt-2 flex flex-wrap gap-3">
            <RadioOptions name="sex" options={SEX_OPTIONS} value={sex} onChange={setSex} look="pill" />
          </div>
          {errors.sex && (
            <p id="sex-error" role="alert" className="mt-1 text-sm font-medium text-red-700">
              {errors.sex}
            </p>
          )}
        </fieldset>

        <fieldset aria-describedby="services-hint">
          <legend className="font-medium text-slate-900">Servicios de interés</legend>
          <p id="services-hint" className="text-sm text-slate-600">
            Puedes elegir más de uno.
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            {SECURITY_SERVICES.map((service) => {
              const pressed = chosen.includes(service);
              return (
                <button
                  key={service}
                  type="button"
                  aria-pressed={pressed}
                  onClick={() => toggle(service)}
                  className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 font-medium transition-colors motion-reduce:transition-none ${
                    pressed
                      ? "border-brand bg-brand text-white hover:bg-brand-dark"
                      : "border-slate-400 bg-white text-slate-800 hover:border-brand hover:text-brand"
                  }`}
                >
                  {pressed && <CheckIcon className="size-4" strokeWidth={2.5} />}
                  {service}
                </button>
              );
            })}
          </div>
        </fieldset>

        {formError && <Alert>{formError}</Alert>}

        <div className="space-y-2">
          <Button type="submit" className="w-full" disabled={chosen.length === 0 || send.isPending}>
            {send.isPending ? "Enviando..." : "Enviar solicitud"}
          </Button>
          {chosen.length === 0 && (
            <p className="text-center text-sm text-slate-600">
              Selecciona al menos un servicio para continuar.
            </p>
          )}
        </div>
      </form>
    </div>
  );
}
