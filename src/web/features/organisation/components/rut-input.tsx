import { useId } from "react";
import { Field } from "#web/components/ui/field";
import { Input } from "#web/components/ui/input";
import { rutFeedback } from "../rut-feedback";

/**
 * 'RUT empresa' with its check digit judged as it is typed. The verdict is a polite live region tied to the
 * input; once the form has been sent, the form's own error for the field takes its place.
 */
export function RutInput({
  value,
  onChange,
  error,
  name,
  live,
}: {
  name: string;
  /** Whether the person has typed in it: a RUT shown as it was stored needs no verdict. */
  live: boolean;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const liveId = `${useId()}-rut`;
  const feedback = error || !live ? { kind: "none" as const } : rutFeedback(value);
  return (
    <div className="space-y-1">
      <Field label="RUT empresa" error={error} hint="Con dígito verificador, por ejemplo 76.123.456-0">
        {(control) => (
          <Input
            {...control}
            name={name}
            aria-describedby={[control["aria-describedby"], liveId].filter(Boolean).join(" ")}
            aria-invalid={control["aria-invalid"] || feedback.kind === "invalid"}
            inputMode="text"
            autoComplete="off"
            spellCheck={false}
            maxLength={30}
            required
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
        )}
      </Field>
      <p
        id={liveId}
        aria-live="polite"
        className={`text-sm font-medium ${feedback.kind === "invalid" ? "text-red-700" : "text-emerald-800"}`}
      >
        {feedback.kind === "none" ? "" : feedback.message}
      </p>
    </div>
  );
}
