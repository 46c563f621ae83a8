import { useMutation } from "@tanstack/react-query";
import { type ComponentProps, type FormEvent, useId, useState } from "react";
import { REQUEST_ERROR_MESSAGE } from "#domain/report/texts";
import { Alert } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { Field } from "#web/components/ui/field";
import { Input } from "#web/components/ui/input";
import { Spinner } from "#web/components/ui/spinner";
import { useInteractive } from "#web/hooks/use-interactive";
import { ApiError, errorMessageOf } from "#web/lib/api";

/** The value to send, or why it cannot be sent. */
export type TCheckInput = { value: string } | { error: string };

type TYesNoCheckProps = {
  title: string;
  intro: string;
  label: string;
  hint: string;
  /** The button's words, which tell this check's button from the other's ('Verificar RUT'). */
  submit: string;
  /** Checked before asking: a value the server would refuse is explained without spending a check. */
  validate: (typed: string) => TCheckInput;
  ask: (value: string) => Promise<boolean>;
  answers: { yes: string; no: string };
  input?: Pick<ComponentProps<"input">, "autoCapitalize" | "spellCheck">;
};

/**
 * A question about the shared report answered yes or no by the server ('¿El vendedor es el dueño?',
 * '¿El VIN del auto coincide?'): the visitor learns whether what they read matches, never the report's
 * own value.
 */
export function YesNoCheck(props: TYesNoCheckProps) {
  const { title, intro, label, hint, submit: submitLabel, validate, ask, answers, input } = props;
  const check = useMutation({ mutationFn: ask });
  const headingId = useId();
  const [typed, setTyped] = useState("");
  const [invalid, setInvalid] = useState<string>();
  const interactive = useInteractive();

  // The server refuses a malformed value with the same kind of message the form gives.
  const rejected = check.error instanceof ApiError && check.error.status === 400 ? check.error.message : null;
  const failed = check.isError && rejected === null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = validate(typed);
    if ("error" in parsed) {
      setInvalid(parsed.error);
      check.reset();
      return;
    }
    setInvalid(undefined);
    check.mutate(parsed.value);
  };

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-brand p-4 sm:p-6">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-slate-700">{intro}</p>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="sm:flex-1">
          <Field label={label} error={invalid ?? rejected ?? undefined} hint={hint}>
            {(control) => (
              <Input
                {...control}
                {...input}
                autoComplete="off"
                disabled={!interactive}
                value={typed}
                onChange={(e) => {
                  setTyped(e.target.value);
                  if (check.data !== undefined) check.reset();
                }}
              />
            )}
          </Field>
        </div>
        <Button type="submit" className="sm:mt-7" disabled={check.isPending || !interactive}>
          {check.isPending && <Spinner />}
          {submitLabel}
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
          <Alert>{errorMessageOf(check.error, REQUEST_ERROR_MESSAGE)}</Alert>
        </div>
      )}
    </section>
  );
}
