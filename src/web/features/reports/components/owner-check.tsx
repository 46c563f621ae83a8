import { type FormEvent, useId, useState } from "react";
import { firstError } from "../../../../domain/forms/issues";
import { REQUEST_ERROR_MESSAGE } from "../../../../domain/report/texts";
import { ZRut } from "../../../../domain/rut";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { useInteractive } from "../../../hooks/use-interactive";
import { ApiError } from "../../../lib/api";
import { useCheckOwner } from "../api/check-owner";

const answers = {
  yes: "Sí: el RUT corresponde al dueño actual.",
  no: "No: el RUT no corresponde al dueño registrado.",
};

/** '¿El vendedor es el dueño?': a yes or no against the registered owner, never the owner's RUT. */
export function OwnerCheck({ accessCode }: { accessCode: string }) {
  const check = useCheckOwner();
  const headingId = useId();
  const [rut, setRut] = useState("");
  const [invalid, setInvalid] = useState<string>();
  const interactive = useInteractive();

  // The server refuses a malformed RUT with the same kind of message the form gives.
  const rejected = check.error instanceof ApiError && check.error.status === 400 ? check.error.message : null;
  const failed = check.isError && rejected === null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZRut.safeParse(rut);
    if (!parsed.success) {
      setInvalid(firstError(parsed.error));
      check.reset();
      return;
    }
    setInvalid(undefined);
    check.mutate({ accessCode, rut: parsed.data });
  };

  return (
    <section
      aria-labelledby={headingId}
      data-print="hide"
      className="rounded-xl border border-brand p-4 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        ¿El vendedor es el dueño?
      </h2>
      <p className="mt-1 text-slate-700">
        Ingresa el RUT del vendedor y te diremos si corresponde al dueño registrado del vehículo.
      </p>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="sm:flex-1">
          <Field
            label="RUT del vendedor"
            error={invalid ?? rejected ?? undefined}
            hint="Ejemplo: 12.345.678-5"
          >
            {(control) => (
              <Input
                {...control}
                inputMode="text"
                autoComplete="off"
                maxLength={20}
                disabled={!interactive}
                value={rut}
                onChange={(e) => {
                  setRut(e.target.value);
                  if (check.data !== undefined) check.reset();
                }}
              />
            )}
          </Field>
        </div>
        <Button type="submit" className="sm:mt-7" disabled={check.isPending || !interactive}>
          {check.isPending && <Spinner />}
          Verificar
        </Button>
      </form>
      <div role="status" className="mt-3 empty:hidden">
        {check.data !== undefined && (
          <p className={`font-semibold ${check.data ? "text-green-800" : "text-red-700"}`}>
            {check.data ? answers.yes : answers.no}
          </p>
        )}
      </div>
      {failed && (
        <div className="mt-3">
          <Alert>{check.error instanceof ApiError ? check.error.message : REQUEST_ERROR_MESSAGE}</Alert>
        </div>
      )}
    </section>
  );
}
