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
/**
 * A RUT already registered (decision 093). Most often a colleague created the automotora first; when
 * nobody of the company can get in (somebody else typed its RUT, or everyone left after paying), the
 * company writes to us from its billing address and an operator hands it over (`claim-organisation`).
 */
export const rutTakenMessage = (contactEmail: string): string =>
  `Ya hay una automotora registrada con ese RUT: pide a su administrador que te invite. Si es tu empresa y nadie de ella tiene acceso, escríbenos a ${contactEmail} desde el correo de facturación de la empresa y te ayudamos a recuperarla.`;
export const ALREADY_A_MEMBER_MESSAGE = "Esa persona ya es miembro de la automotora.";
export const TOO_MANY_INVITES_MESSAGE = `La automotora tiene ${MAX_PENDING_INVITES} invitaciones pendientes: anula alguna antes de enviar otra.`;
export const INVITE_NOT_SENT_MESSAGE = "No pudimos enviar la invitación. Inténtalo de nuevo en unos minutos.";
export const INVITE_WRONG_EMAIL_MESSAGE =
  "Esta invitación es para otro correo electrónico: inicia sesión con la cuenta de ese correo para aceptarla.";
export const INVITE_GONE_MESSAGE =
  "Esta invitación ya no es válida (venció, ya se usó o fue anulada): pide una nueva al administrador de la automotora.";
export const INVITER_GONE_MESSAGE =
  "Esta invitación ya no es válida: quien te la envió ya no es administrador de la automotora. Pide una nueva a un administrador de ella.";
export const USE_LEAVE_MESSAGE = "Para salir de la automotora usa «Salir de la automotora».";
export const LAST_ADMIN_DEMOTE_MESSAGE =
  "La automotora necesita al menos un administrador: nombra a otro antes de quitarle el rol a este.";
export const LAST_ADMIN_LEAVE_MESSAGE =
  "Eres el único administrador: nombra a otro administrador antes de salir de la automotora.";

// What ends with an administrador's being one (decision 092), said before it is done.
export const THEIR_SETUP_ENDS =
  "Las invitaciones pendientes que envió, sus claves de API y sus webhooks dejan de funcionar.";
export const MY_SETUP_ENDS =
  "Las invitaciones pendientes que enviaste, tus claves de API y tus webhooks dejan de funcionar.";
/** The last member leaving (decision 093): nobody is left to invite anyone back. */
export const LAST_MEMBER_LEAVE_NOTICE =
  "Eres el único miembro. Si la automotora nunca compró, se borra y su RUT queda libre. Si compró, su saldo y sus informes se guardan, pero nadie podrá entrar: para recuperarla, habrá que escribirnos desde su correo de facturación.";

/**
 * An invitation's state as stored: when it was accepted or withdrawn (replaced too), if ever, and when it
 * expires; and the role its inviter holds in its organisation now, null when they are no longer in it or
 * their account is gone.
 */
export type InviteState = {
  acceptedAt: Date | null;
  revokedAt: Date | null;
  expiresAt: Date;
  inviterRole: Role | null;
};

/**
 * Why an invitation's link no longer works at `now`, or null while it does. An invitation speaks for the
 * administrador who sent it (decision 092): once they are no longer one of the organisation's (removed,
 * demoted, gone, account deleted) it is void, even if a row somehow still reads pending, so nobody they
 * invited can join after them, nor join an organisation nobody is left in. Their leaving withdraws it
 * too; this says why to whoever opens the link.
 */
export function inviteRefusal(invite: InviteState, now: Date): string | null {
  if (invite.acceptedAt) return INVITE_GONE_MESSAGE;
  if (invite.inviterRole !== "administrador") return INVITER_GONE_MESSAGE;
  if (invite.revokedAt || invite.expiresAt.getTime() <= now.getTime()) return INVITE_GONE_MESSAGE;
  return null;
}

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
