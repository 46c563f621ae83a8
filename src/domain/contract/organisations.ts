import { z } from "zod";
import { ZEmail } from "../forms/fields";
import { ROLES } from "../organisation/roles";

// The contract of /api/organisation (issue 30, an automotora): the server validates and documents its
// routes with these schemas, and the browser parses the answers with the same ones. The organisation's
// own data is created and edited with ZOrganisationForm (organisation/organisation-form.ts).

export const ROLE_MESSAGE = "Elige un rol: administrador o vendedor";
export const INVITE_LINK_INVALID_MESSAGE =
  "El enlace de invitación no es válido: ábrelo tal como llegó en el correo.";
export const INVITE_EMAIL_MESSAGE = "Ingresa el correo electrónico de la persona que quieres invitar";

const ZRole = z.enum(ROLES, { error: ROLE_MESSAGE });

/** A member as the other members see them: the list is shown only to the organisation's members. */
export const ZMember = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** ISO 8601. */
  joinedAt: z.string(),
  /** The member reading the list. */
  isMe: z.boolean(),
});
export type TMember = z.output<typeof ZMember>;

/** An invitation sent and not yet accepted, revoked or expired. */
export const ZPendingInvite = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** ISO 8601: 7 days after it was sent. */
  expiresAt: z.string(),
});
export type TPendingInvite = z.output<typeof ZPendingInvite>;

/**
 * GET /api/organisation: the organisation as one of its members sees it. Every member sees its data, the
 * balance and who else is in it; only an administrador (who may invite) gets the pending invitations,
 * which are empty for a vendedor.
 */
export const ZMyOrganisation = z.object({
  id: z.string(),
  legalName: z.string(),
  /** As shown: '76.123.456-0'. */
  rut: z.string(),
  businessActivity: z.string(),
  address: z.string(),
  comuna: z.string(),
  billingEmail: z.string(),
  /** The name buyers see: 'Compartido por {displayName}'. */
  displayName: z.string(),
  /** The reader's role. */
  role: z.enum(ROLES),
  /** The dashboard's switch: whether the reader's checks use the organisation's balance or their own. */
  usesOrganisation: z.boolean(),
  /** Reports left on the organisation's balance (an organisation has no free trials). */
  purchasedLeft: z.number(),
  /** Oldest first. */
  members: z.array(ZMember),
  /** Newest first; always empty for a vendedor. */
  invites: z.array(ZPendingInvite),
});
export type TMyOrganisation = z.output<typeof ZMyOrganisation>;

/** POST /api/organisation/invites: who to invite (an e-mail, trimmed and lower-cased) and as what. */
export const ZInviteMember = z.object({ email: ZEmail(INVITE_EMAIL_MESSAGE), role: ZRole });
export type TInviteMemberInput = z.input<typeof ZInviteMember>;
export type TInviteMember = z.output<typeof ZInviteMember>;

/** POST /api/organisation/invites/accept: the token of the mailed link (/automotora/invitacion?token=…). */
export const ZAcceptInvite = z.object({
  token: z
    .string({ error: INVITE_LINK_INVALID_MESSAGE })
    .max(100, INVITE_LINK_INVALID_MESSAGE)
    .regex(/^[A-Za-z0-9_-]+$/, INVITE_LINK_INVALID_MESSAGE),
});
export type TAcceptInvite = z.input<typeof ZAcceptInvite>;

/**
 * POST /api/organisation/invites/preview (same body as accepting): what the link's holder is shown before
 * signing in, and nothing more of the organisation. Not the address invited: a forwarded link must not
 * tell a stranger whose mailbox it came from.
 */
export const ZInvitePreview = z.object({
  /** The automotora's name for buyers, as its mail names it. */
  displayName: z.string(),
  /** The role the invited person joins with. */
  role: z.enum(ROLES),
  /** ISO 8601: when the link stops working. */
  expiresAt: z.string(),
});
export type TInvitePreview = z.output<typeof ZInvitePreview>;

/** PUT /api/organisation/members/{userId}/role. */
export const ZChangeRole = z.object({ role: ZRole });
export type TChangeRole = z.input<typeof ZChangeRole>;

/** PUT /api/organisation/balance-switch: the reader's checks use the organisation's balance (true) or their own. */
export const ZBalanceSwitch = z.object({
  usesOrganisation: z.boolean({ error: "Indica qué saldo usar: el de la automotora o el tuyo" }),
});
export type TBalanceSwitch = z.output<typeof ZBalanceSwitch>;

export const INVITE_NOT_FOUND_MESSAGE = "Esa invitación no existe o ya no está pendiente.";
export const MEMBER_NOT_FOUND_MESSAGE = "Esa persona no es miembro de tu automotora.";

/** An invitation's id in a path. */
export const ZInviteId = z.uuid({ error: INVITE_NOT_FOUND_MESSAGE });

/** A member's user id in a path: better-auth's ids are letters, digits, '_' and '-'. */
export const ZMemberId = z
  .string()
  .max(100, MEMBER_NOT_FOUND_MESSAGE)
  .regex(/^[A-Za-z0-9_-]+$/, MEMBER_NOT_FOUND_MESSAGE);
