// What each role of an organisation may do (issue 30): an administrador runs the account, a vendedor
// checks plates and sees the organisation's reports.

export const ROLES = ["administrador", "vendedor"] as const;
export type Role = (typeof ROLES)[number];

export type OrganisationAction =
  | "check" // make a report or a lot on the organisation's balance
  | "seeReports" // the organisation's reports and lots
  | "buy" // fleet packs
  | "invite"
  | "removeMember"
  | "changeRole"
  | "editOrganisation"
  | "seePurchases"
  | "manageApiKeys" // create, list and revoke the keys of /api/v1
  | "manageWebhooks"; // register, test and delete the organisation's webhooks, and read their deliveries

const ALLOWED: Record<Role, readonly OrganisationAction[]> = {
  administrador: [
    "check",
    "seeReports",
    "buy",
    "invite",
    "removeMember",
    "changeRole",
    "editOrganisation",
    "seePurchases",
    "manageApiKeys",
    "manageWebhooks",
  ],
  vendedor: ["check", "seeReports"],
};

export function may(role: Role, action: OrganisationAction): boolean {
  return ALLOWED[role].includes(action);
}

/** Spanish, as the member sees it: 'Administrador', 'Vendedor'. */
export function roleLabel(role: Role): string {
  return role === "administrador" ? "Administrador" : "Vendedor";
}

/**
 * What the role may do (ALLOWED, in words), said wherever a role is given or read: the invitation form,
 * the invitation's page, a change of role and a vendedor's automotora page.
 */
export function roleDuties(role: Role): string {
  return role === "administrador"
    ? "Un administrador verifica patentes, ve los informes y las compras de la automotora, compra packs flota, invita y quita miembros, cambia roles, edita los datos de la automotora y gestiona sus claves de API y webhooks."
    : "Un vendedor verifica patentes con el saldo de la automotora y ve sus informes; no compra, no invita, no edita ni conecta la API.";
}

export const NOT_A_MEMBER_MESSAGE = "No perteneces a una automotora.";
export const ROLE_FORBIDDEN_MESSAGE = "Solo un administrador de la automotora puede hacer esto.";
