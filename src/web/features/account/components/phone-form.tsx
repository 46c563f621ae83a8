import { type FormEvent, useId, useState } from "react";
import { ZPhoneUpdate } from "#domain/contract/account-phone";
import { fieldErrors } from "#domain/forms/issues";
import { Alert } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { Field } from "#web/components/ui/field";
import { Input } from "#web/components/ui/input";
import { Spinner } from "#web/components/ui/spinner";
import { errorMessageOf } from "#web/lib/api";
import { PHONE_NOT_SAVED_MESSAGE, useUpdatePhone } from "../api/update-phone";

/** The phone given at sign-up (optional there too), changed or removed under the same rule. */
export function PhoneForm({ phone }: { phone: string | null }) {
  const headingId = useId();
  const update = useUpdatePhone();
  const [value, setValue] = useState(phone ?? "");
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZPhoneUpdate.safeParse({ phone: value });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).phone);
      return;
    }
    setError(undefined);
    update.mutate({ phone: parsed.data.phone ?? "" }, { onSuccess: (saved) => setValue(saved.phone ?? "") });
  };

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-5">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        Teléfono
      </h2>
      <p className="mt-1 text-slate-700">Lo usamos solo para contactarte sobre tus servicios. Es opcional.</p>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <Field label="Teléfono (opcional)" error={error} hint="Con código de país, por ejemplo +56912345678">
          {(control) => (
            <Input
              {...control}
              type="tel"
              autoComplete="tel"
              placeholder="+56912345678"
              value={value}
              onChange={(e) => {
                setValue(e.target.value);
                update.reset();
              }}
            />
          )}
        </Field>
        {update.isError && <Alert>{errorMessageOf(update.error, PHONE_NOT_SAVED_MESSAGE)}</Alert>}
        {update.isSuccess && (
          <p role="status" className="font-medium text-emerald-800">
            {update.data.phone ? "Teléfono guardado." : "Quitamos tu teléfono."}
          </p>
        )}
        <Button type="submit" variant="secondary" disabled={update.isPending}>
          {update.isPending && <Spinner />}
          Guardar teléfono
        </Button>
      </form>
    </section>
  );
}
