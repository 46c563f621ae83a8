import { type FormEvent, useId, useState } from "react";
import { ZInviteMember } from "#domain/contract/organisations";
import { formatDate } from "#domain/format";
import { EMAIL_MAX_LENGTH } from "#domain/forms/fields";
import { fieldErrors } from "#domain/forms/issues";
import { type Role, roleDuties, roleLabel } from "#domain/organisation/roles";
import { Alert } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { ChoiceGroup } from "#web/components/ui/choice-group";
import { Field } from "#web/components/ui/field";
import { Input } from "#web/components/ui/input";
import { RadioOptions } from "#web/components/ui/radio-options";
import { Spinner } from "#web/components/ui/spinner";
import { errorMessageOf } from "#web/lib/api";
import { INVITE_FAILED_MESSAGE, useInviteMember } from "../api/invite-member";

// Most invitations are for salespeople: theirs comes first.
const ROLE_OPTIONS = (["vendedor", "administrador"] as const).map((role) => ({
  value: role,
  label: roleLabel(role),
  description: roleDuties(role),
}));

/** An e-mail and a role; most invitations are for salespeople, so that is the role given unless changed. */
export function InviteForm({ labelledBy }: { labelledBy: string }) {
  const invite = useInviteMember();
  const roleName = useId();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<Role>("vendedor");
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZInviteMember.safeParse({ email, role });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    invite.mutate(parsed.data, { onSuccess: () => setEmail("") });
  };

  return (
    <form noValidate aria-labelledby={labelledBy} onSubmit={submit} className="mt-4 space-y-4">
      <Field label="Correo electrónico" error={errors.email}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="off"
            maxLength={EMAIL_MAX_LENGTH}
            required
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setErrors({});
              invite.reset();
            }}
          />
        )}
      </Field>
      <ChoiceGroup legend="Rol" error={errors.role} className="grid gap-2 sm:grid-cols-2">
        <RadioOptions name={roleName} options={ROLE_OPTIONS} value={role} onChange={setRole} look="card" />
      </ChoiceGroup>
      {invite.isError && <Alert>{errorMessageOf(invite.error, INVITE_FAILED_MESSAGE)}</Alert>}
      <p role="status" className="font-medium text-emerald-800">
        {invite.isSuccess
          ? `Enviamos la invitación a ${invite.data.email}. El enlace vence el ${formatDate(invite.data.expiresAt)}.`
          : ""}
      </p>
      <Button type="submit" disabled={invite.isPending}>
        {invite.isPending && <Spinner />}
        Enviar invitación
      </Button>
    </form>
  );
}
