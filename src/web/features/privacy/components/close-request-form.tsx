import { type FormEvent, useId, useState } from "react";
import type { TClosedPrivacyRequest } from "#domain/contract/privacy";
import { fieldErrors } from "#domain/forms/issues";
import { PRIVACY_MESSAGE_MAX_LENGTH, ZClosePrivacyRequest } from "#domain/forms/privacy-request";
import { Alert } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { ChoiceGroup } from "#web/components/ui/choice-group";
import { Field } from "#web/components/ui/field";
import { RadioOptions } from "#web/components/ui/radio-options";
import { Textarea } from "#web/components/ui/textarea";
import { errorMessageOf } from "#web/lib/api";
import { useClosePrivacyRequest } from "../api/close-privacy-request";

type TOutcome = "aceptada" | "rechazada";

const OUTCOMES: readonly { value: TOutcome; label: string }[] = [
  { value: "aceptada", label: "Aceptada" },
  { value: "rechazada", label: "Rechazada" },
];

const CLOSE_FAILED_MESSAGE = "No pudimos cerrar la solicitud. Revisa tu conexión e inténtalo de nuevo.";

/** An operator's answer to an open request: accepted or refused, and a note of what was done. */
export function CloseRequestForm({
  requestId,
  onClosed,
}: {
  requestId: string;
  onClosed: (closed: TClosedPrivacyRequest) => void;
}) {
  const close = useClosePrivacyRequest();
  const [outcome, setOutcome] = useState<TOutcome>();
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const outcomeName = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZClosePrivacyRequest.safeParse({ outcome, note });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    close.mutate({ id: requestId, ...parsed.data }, { onSuccess: onClosed });
  };

  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-4 border-t border-slate-200 pt-4">
      <ChoiceGroup legend="Resultado" error={errors.outcome} className="flex flex-wrap gap-3">
        <RadioOptions
          name={outcomeName}
          options={OUTCOMES}
          value={outcome}
          onChange={setOutcome}
          look="pill"
        />
      </ChoiceGroup>
      <Field
        label="Nota de cierre"
        error={errors.note}
        hint="Qué se hizo; se envía a quien hizo la solicitud"
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            required
            maxLength={PRIVACY_MESSAGE_MAX_LENGTH}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        )}
      </Field>
      {close.isError && <Alert>{errorMessageOf(close.error, CLOSE_FAILED_MESSAGE)}</Alert>}
      <Button type="submit" disabled={close.isPending}>
        {close.isPending ? "Cerrando..." : "Cerrar solicitud"}
      </Button>
    </form>
  );
}
