import type { Role } from "./roles";

// Joining and leaving an automotora (issue 30; invitations: decision 076), as the server enforces them
// and the screens say them.

/** How long an invitation's link works. */
export const INVITE_VALID_DAYS = 7;
/** Invitations pending at once per organisation: enough for a team, too few to mail a stranger list. */
export const MAX_PENDING_INVITES = 50;

export const CONFIRM_EMAIL_FIRST_MESSAGE =
  "Confirma tu correo electrónico antes de crear o unirte a una automotora: te enviamos un enlace al registrarte.";
export const ALREADY_IN_AN_ORGANISATION_MESSAGE =
  "Ya perteneces a una automotora: sal de ella antes de crear otra o unirte a otra.";
export const RUT_TAKEN_MESSAGE =
  "Ya existe una automotora con ese RUT: pide a su administrador que te invite.";
export const ALREADY_A_MEMBER_MESSAGE = "Esa persona ya es miembro de la automotora.";
export const TOO_MANY_INVITES_MESSAGE = `La automotora tiene ${MAX_PENDING_INVITES} invitaciones pendientes: anula alguna antes de enviar otra.`;
export const INVITE_NOT_SENT_MESSAGE = "No pudimos enviar la invitación. Inténtalo de nuevo en unos minutos.";
export const INVITE_WRONG_EMAIL_MESSAGE =
  "Esta invitación es para otro correo electrónico: inicia sesión con la cuenta de ese correo para aceptarla.";
export const INVITE_GONE_MESSAGE =
  "Esta invitación ya no es válida (venció, ya se usó o fue anulada): pide una nueva al administrador de la automotora.";
export const USE_LEAVE_MESSAGE = "Para salir de la automotora usa «Salir de la automotora».";
export const LAST_ADMIN_DEMOTE_MESSAGE =
  "La automotora necesita al menos un administrador: nombra a otro antes de quitarle el rol a este.";
export const LAST_ADMIN_LEAVE_MESSAGE =
  "Eres el único administrador: nombra a otro administrador antes de salir de la automotora.";

/** An invitation's state as stored: when it was accepted or withdrawn (replaced too), if ever, and when it expires. */
export type InviteState = { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date };

/** Whether an invitation's link still works at `now`: never accepted nor withdrawn, and not yet expired. */
export const inviteUsable = (invite: InviteState, now: Date): boolean =>
  !invite.acceptedAt && !invite.revokedAt && invite.expiresAt.getTime() > now.getTime();

/** What is done to one member: removed by an administrador, leaving, or given another role. */
export type MemberChange = { kind: "remove" } | { kind: "leave" } | { kind: "changeRole"; role: Role };

/**
 * Why `change` to a member whose role is `target` would leave the organisation without an administrador
 * while people remain in it; null when it may go ahead. `roster` is every member's role, the target's
 * included. The last member may leave: nobody is left without an administrador.
 */
export function lastAdminRefusal(roster: readonly Role[], target: Role, change: MemberChange): string | null {
  if (target !== "administrador") return null;
  if (change.kind === "changeRole" && change.role === "administrador") return null;
  if (roster.filter((role) => role === "administrador").length > 1) return null;
  if (change.kind === "leave") return roster.length > 1 ? LAST_ADMIN_LEAVE_MESSAGE : null;
  return LAST_ADMIN_DEMOTE_MESSAGE;
}
