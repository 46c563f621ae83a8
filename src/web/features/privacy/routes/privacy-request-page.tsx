import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { formatDate, formatInteger } from "#domain/format";
import { fieldErrors } from "#domain/forms/issues";
import { PRIVACY_MESSAGE_MAX_LENGTH, ZPrivacyRequest } from "#domain/forms/privacy-request";
import { RIGHTS_DEADLINE_BUSINESS_DAYS, type Right, rightLabel } from "#domain/privacy/rights";
import { ScreenFrame } from "#web/components/screen-frame";
import { Alert } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { Field } from "#web/components/ui/field";
import { Input } from "#web/components/ui/input";
import { textLinkClass } from "#web/components/ui/text-link";
import { Textarea } from "#web/components/ui/textarea";
import { paths } from "#web/config/paths";
import { errorMessageOf } from "#web/lib/api";
import { useSendPrivacyRequest } from "../api/send-privacy-request";
import { RightChoice } from "../components/right-choice";

const SEND_FAILED_MESSAGE = "No pudimos enviar tu solicitud. Revisa tu conexión e inténtalo de nuevo.";
type TValues = { rut: string; plate: string; email: string; right: Right | undefined; message: string };

const BLANK: TValues = { rut: "", plate: "", email: "", right: undefined, message: "" };

/** /privacidad/solicitud: anyone, usually a vehicle owner without an account, exercises a right. */
export default function PrivacyRequestPage() {
  const send = useSendPrivacyRequest();
  const [values, setValues] = useState(BLANK);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set =
    <K extends keyof TValues>(key: K) =>
    (value: TValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZPrivacyRequest.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    send.mutate(parsed.data);
  };

  if (send.isSuccess) {
    const { right, plate, email } = send.variables;
    return (
      <ScreenFrame title="Solicitud recibida">
        <p role="status" className="text-slate-700">
          Recibimos tu solicitud de {rightLabel(right).toLowerCase()} para la patente {plate}. Te enviamos un
          correo de confirmación a {email}.
        </p>
        <p className="text-slate-700">
          Te responderemos a más tardar el <strong>{formatDate(send.data.deadline)}</strong>, dentro del plazo
          legal de {RIGHTS_DEADLINE_BUSINESS_DAYS} días hábiles.
        </p>
        <Link to={paths.legal.privacy.getHref()} className={textLinkClass}>
          Volver a la Política de privacidad
        </Link>
      </ScreenFrame>
    );
  }

  return (
    <ScreenFrame
      title="Solicitud de derechos sobre tus datos"
      description={
        <>
          <p>
            Si eres propietario de un vehículo o tenemos datos tuyos, pide aquí que te demos acceso a ellos,
            los corrijamos, los borremos o dejemos de mostrarlos. Te responderemos dentro de{" "}
            {RIGHTS_DEADLINE_BUSINESS_DAYS} días hábiles.
          </p>
          <p className="mt-2">
            ¿Tienes una cuenta? En{" "}
            <Link to={paths.dashboard.account.getHref()} className={textLinkClass}>
              Mi cuenta
            </Link>{" "}
            puedes descargar tus datos o eliminar tu cuenta. Más detalles en la{" "}
            <Link to={paths.legal.privacy.getHref()} className={textLinkClass}>
              Política de privacidad
            </Link>
            .
          </p>
        </>
      }
    >
      <form noValidate onSubmit={submit} className="space-y-6">
        <Field label="RUT" error={errors.rut} hint="El tuyo, por ejemplo 12.345.678-5">
          {(control) => (
            <Input
              {...control}
              required
              autoComplete="off"
              value={values.rut}
              onChange={(e) => set("rut")(e.target.value)}
            />
          )}
        </Field>
        <Field label="Patente" error={errors.plate} hint="La del vehículo al que se refiere tu solicitud">
          {(control) => (
            <Input
              {...control}
              required
              autoComplete="off"
              autoCapitalize="characters"
              placeholder="AA1122"
              value={values.plate}
              onChange={(e) => set("plate")(e.target.value.toUpperCase())}
            />
          )}
        </Field>
        <Field label="Correo electrónico" error={errors.email} hint="Te responderemos a este correo">
          {(control) => (
            <Input
              {...control}
              type="email"
              required
              autoComplete="email"
              value={values.email}
              onChange={(e) => set("email")(e.target.value)}
            />
          )}
        </Field>
        <RightChoice value={values.right} onChange={set("right")} error={errors.right} />
        <Field
          label="Mensaje (opcional)"
          error={errors.message}
          hint={`Cuéntanos qué necesitas; máximo ${formatInteger(PRIVACY_MESSAGE_MAX_LENGTH)} caracteres`}
        >
          {(control) => (
            <Textarea
              {...control}
              maxLength={PRIVACY_MESSAGE_MAX_LENGTH}
              value={values.message}
              onChange={(e) => set("message")(e.target.value)}
            />
          )}
        </Field>
        {send.isError && <Alert>{errorMessageOf(send.error, SEND_FAILED_MESSAGE)}</Alert>}
        <Button type="submit" className="w-full" disabled={send.isPending}>
          {send.isPending ? "Enviando..." : "Enviar solicitud"}
        </Button>
      </form>
    </ScreenFrame>
  );
}
