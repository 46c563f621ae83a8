import { type FormEvent, useState } from "react";
import { ZPhoneUpdate } from "#domain/contract/account-phone";
import { fieldErrors } from "#domain/forms/issues";
import { Alert } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { Field } from "#web/components/ui/field";
import { Input } from "#web/components/ui/input";
import { Panel } from "#web/components/ui/panel";
import { Spinner } from "#web/components/ui/spinner";
import { errorMessageOf } from "#web/lib/api";
import { PHONE_NOT_SAVED_MESSAGE, useUpdatePhone } from "../api/update-phone";

/** The phone given at sign-up (optional there too), changed or removed under the same rule. */
export function PhoneForm({ phone }: { phone: string | null }) {
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
    <Panel title="Teléfono" intro="Lo usamos solo para contactarte sobre tus servicios. Es opcional.">
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
    </Panel>
  );
}
