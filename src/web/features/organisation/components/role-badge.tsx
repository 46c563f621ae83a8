import { type Role, roleLabel } from "#domain/organisation/roles";

/** 'Administrador' or 'Vendedor', set apart from the name it follows. */
export function RoleBadge({ role }: { role: Role }) {
  const look =
    role === "administrador"
      ? "border-brand/40 bg-brand-light text-brand-dark"
      : "border-slate-300 bg-slate-50 text-slate-800";
  return (
    <span className={`inline-flex rounded-full border px-2.5 py-0.5 text-sm font-semibold ${look}`}>
      {roleLabel(role)}
    </span>
  );
}
