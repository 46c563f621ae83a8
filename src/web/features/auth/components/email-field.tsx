import { Field } from "#web/components/ui/field";
import { Input } from "#web/components/ui/input";

/** The account's email, as sign-in and password reset ask for it (the browser may fill it in). */
export function EmailField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <Field label="Correo electrónico" error={error}>
      {(control) => (
        <Input
          {...control}
          type="email"
          autoComplete="email"
          required
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}
