import { type Role, roleLabel } from "#domain/organisation/roles";
import { ToneBadge } from "#web/components/ui/tone-badge";

/** 'Administrador' or 'Vendedor', set apart from the name it follows. */
export function RoleBadge({ role }: { role: Role }) {
  return <ToneBadge tone={role === "administrador" ? "brand" : "neutral"}>{roleLabel(role)}</ToneBadge>;
}
