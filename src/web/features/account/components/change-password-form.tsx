import { type FormEvent, useState } from "react";
import { fieldErrors } from "#domain/forms/issues";
import { ZChangePassword } from "#domain/forms/password-reset";
import { Alert } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { Field } from "#web/components/ui/field";
import { Panel } from "#web/components/ui/panel";
import { PasswordInput } from "#web/components/ui/password-input";
import { Spinner } from "#web/components/ui/spinner";
import { messageOf, useChangePassword } from "#web/features/auth";

const BLANK = { currentPassword: "", password: "", confirmPassword: "" };
type TField = keyof typeof BLANK;

const FIELDS: { field: TField; label: string; autoComplete: string }[] = [
  { field: "currentPassword", label: "Contraseña actual", autoComplete: "current-password" },
  { field: "password", label: "Nueva contraseña", autoComplete: "new-password" },
  { field: "confirmPassword", label: "Confirmar nueva contraseña", autoComplete: "new-password" },
];

/** 'Cambiar contraseña': the current one is asked first; the other devices' sessions end with the change. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const [values, setValues] = useState(BLANK);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZChangePassword.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    change.mutate(
      { currentPassword: parsed.data.currentPassword, newPassword: parsed.data.password },
      { onSuccess: () => setValues(BLANK) },
    );
  };

  return (
    <Panel
      title="Cambiar contraseña"
      intro="Al cambiarla se cerrará tu sesión en los demás dispositivos; en este seguirás conectado."
    >
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        {FIELDS.map(({ field, label, autoComplete }) => (
          <Field key={field} label={label} error={errors[field]}>
            {(control) => (
              <PasswordInput
                {...control}
                autoComplete={autoComplete}
                required
                value={values[field]}
                onChange={(e) => {
                  setValues({ ...values, [field]: e.target.value });
                  change.reset();
                }}
              />
            )}
          </Field>
        ))}
        {change.isError && (
          <Alert>{messageOf(change.error, "Error inesperado al cambiar la contraseña")}</Alert>
        )}
        {change.isSuccess && (
          <p role="status" className="font-medium text-emerald-800">
            Tu contraseña se cambió correctamente.
          </p>
        )}
        <Button type="submit" variant="secondary" disabled={change.isPending}>
          {change.isPending && <Spinner />}
          Cambiar contraseña
        </Button>
      </form>
    </Panel>
  );
}
