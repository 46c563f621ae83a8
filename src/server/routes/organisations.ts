import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import {
  INVITE_LINK_INVALID_MESSAGE,
  INVITE_NOT_FOUND_MESSAGE,
  MEMBER_NOT_FOUND_MESSAGE,
  ZAcceptInvite,
  ZBalanceSwitch,
  ZChangeRole,
  ZInviteId,
  ZInviteMember,
  ZInvitePreview,
  ZMember,
  ZMemberId,
  ZMyOrganisation,
  ZPendingInvite,
} from "#domain/contract/organisations";
import {
  ALREADY_A_MEMBER_MESSAGE,
  ALREADY_IN_AN_ORGANISATION_MESSAGE,
  CONFIRM_EMAIL_FIRST_MESSAGE,
  INVITE_GONE_MESSAGE,
  INVITE_NOT_SENT_MESSAGE,
  INVITE_WRONG_EMAIL_MESSAGE,
  INVITER_GONE_MESSAGE,
  LAST_ADMIN_DEMOTE_MESSAGE,
  LAST_ADMIN_LEAVE_MESSAGE,
  rutTakenMessage,
  TOO_MANY_INVITES_MESSAGE,
  USE_LEAVE_MESSAGE,
} from "#domain/organisation/membership";
import { ZOrganisationForm } from "#domain/organisation/organisation-form";
import { NOT_A_MEMBER_MESSAGE, ROLE_FORBIDDEN_MESSAGE } from "#domain/organisation/roles";
import type { Auth } from "../auth";
import type { Env } from "../env";
import { documented, json, refusals, SESSION } from "../http/api-responses";
import { apiRouter } from "../http/api-router";
import { perAccount, rateLimit } from "../http/rate-limit";
import { NO_SESSION_MESSAGE, requireSession } from "../http/require-session";
import { RATE_LIMITED_MESSAGE } from "../rate-limits";
import { acceptInvite } from "../services/organisations/accept-invite";
import { changeRole } from "../services/organisations/change-role";
import { createOrganisation } from "../services/organisations/create-organisation";
import { inviteMember } from "../services/organisations/invite-member";
import { leaveOrganisation } from "../services/organisations/leave-organisation";
import type { OrganisationDeps } from "../services/organisations/organisation-deps";
import { getMyOrganisation } from "../services/organisations/organisation-view";
import { previewInvite } from "../services/organisations/preview-invite";
import { removeMember } from "../services/organisations/remove-member";
import { revokeInvite } from "../services/organisations/revoke-invite";
import { setBalanceSwitch } from "../services/organisations/set-balance-switch";
import { updateOrganisation } from "../services/organisations/update-organisation";

// /api/organisation: the automotora of the signed-in person (issue 30). Every route is behind the session
// but the invitation's preview, which the link's visitor reads before signing in.

const FIELD_MESSAGE = "Spanish message of the first invalid field";
/** As the refusal reads, with the deployment's CONTACT_EMAIL in it. */
const RUT_TAKEN_MESSAGE = rutTakenMessage("{CONTACT_EMAIL}");
/** An invitation past its use, and one whose sender is no longer an administrador (decision 092). */
const INVITE_VOID_MESSAGES = `${INVITE_GONE_MESSAGE} / ${INVITER_GONE_MESSAGE}`;
const signedIn = refusals({ 401: NO_SESSION_MESSAGE });
const adminOnly = refusals({
  401: NO_SESSION_MESSAGE,
  403: `${NOT_A_MEMBER_MESSAGE} / ${ROLE_FORBIDDEN_MESSAGE}`,
});
const form = {
  required: true,
  content: { "application/json": { schema: documented(ZOrganisationForm, "input") } },
};
const body = <S extends z.ZodType>(schema: S) => ({
  required: true,
  content: { "application/json": { schema } },
});

const getRoute = createRoute({
  method: "get",
  path: "/",
  summary:
    "My automotora: its data, my role, my balance switch, its balance and members; pending invitations " +
    "for an administrador",
  security: SESSION,
  responses: {
    200: json("The organisation as I see it", ZMyOrganisation),
    ...signedIn,
    ...refusals({ 404: NOT_A_MEMBER_MESSAGE }),
  },
});

const createOrganisationRoute = createRoute({
  method: "post",
  path: "/",
  summary:
    "Create an automotora (confirmed e-mail, not in one already): I become its administrador. One per RUT. " +
    "Rate limited",
  security: SESSION,
  request: { body: form },
  responses: {
    201: json("The organisation", ZMyOrganisation),
    ...signedIn,
    ...refusals({
      400: FIELD_MESSAGE,
      403: CONFIRM_EMAIL_FIRST_MESSAGE,
      409: `${RUT_TAKEN_MESSAGE} / ${ALREADY_IN_AN_ORGANISATION_MESSAGE}`,
      429: RATE_LIMITED_MESSAGE,
    }),
  },
});

const updateRoute = createRoute({
  method: "put",
  path: "/",
  summary: "Edit the automotora's data (administrador); purchases already made keep the data they had",
  security: SESSION,
  request: { body: form },
  responses: {
    200: json("The organisation", ZMyOrganisation),
    ...adminOnly,
    ...refusals({ 400: FIELD_MESSAGE, 409: RUT_TAKEN_MESSAGE, 429: RATE_LIMITED_MESSAGE }),
  },
});

const inviteRoute = createRoute({
  method: "post",
  path: "/invites",
  summary:
    "Invite an e-mail to join as administrador or vendedor (administrador): a link valid 7 days, once, for " +
    "that address only, is mailed; inviting it again replaces the pending one. Rate limited",
  security: SESSION,
  request: { body: body(documented(ZInviteMember, "input")) },
  responses: {
    201: json("The pending invitation", ZPendingInvite),
    ...adminOnly,
    ...refusals({
      400: FIELD_MESSAGE,
      409: `${ALREADY_A_MEMBER_MESSAGE} / ${TOO_MANY_INVITES_MESSAGE}`,
      429: RATE_LIMITED_MESSAGE,
      503: INVITE_NOT_SENT_MESSAGE,
    }),
  },
});

const revokeInviteRoute = createRoute({
  method: "delete",
  path: "/invites/{id}",
  summary: "Withdraw a pending invitation (administrador): its link stops working",
  security: SESSION,
  request: { params: z.object({ id: ZInviteId }) },
  responses: {
    204: { description: "Withdrawn" },
    ...adminOnly,
    ...refusals({ 404: INVITE_NOT_FOUND_MESSAGE }),
  },
});

const acceptRoute = createRoute({
  method: "post",
  path: "/invites/accept",
  summary:
    "Accept an invitation with the token of its mailed link, signed in with a confirmed account of the " +
    "invited address. Rate limited",
  security: SESSION,
  request: { body: body(ZAcceptInvite) },
  responses: {
    200: json("The organisation joined", ZMyOrganisation),
    ...signedIn,
    ...refusals({
      400: INVITE_LINK_INVALID_MESSAGE,
      403: `${CONFIRM_EMAIL_FIRST_MESSAGE} / ${INVITE_WRONG_EMAIL_MESSAGE}`,
      404: INVITE_LINK_INVALID_MESSAGE,
      409: ALREADY_IN_AN_ORGANISATION_MESSAGE,
      410: INVITE_VOID_MESSAGES,
      429: RATE_LIMITED_MESSAGE,
    }),
  },
});

// A POST although it changes nothing: the token is the link's secret, and a body stays out of the request
// log, proxies' access logs and the browser's history, where a query string would be written down.
const previewRoute = createRoute({
  method: "post",
  path: "/invites/preview",
  summary:
    "What an invitation's link offers, before signing in: the automotora's name, the role and when the " +
    "link expires; nothing else of the organisation, nor the invited address. No session needed. Rate " +
    "limited per client address",
  request: { body: body(ZAcceptInvite) },
  responses: {
    200: json("The invitation, as its link's holder sees it", ZInvitePreview),
    ...refusals({
      400: INVITE_LINK_INVALID_MESSAGE,
      404: INVITE_LINK_INVALID_MESSAGE,
      410: INVITE_VOID_MESSAGES,
      429: RATE_LIMITED_MESSAGE,
    }),
  },
});

const memberParams = z.object({ userId: ZMemberId });

const removeMemberRoute = createRoute({
  method: "delete",
  path: "/members/{userId}",
  summary: "Remove a member (administrador); from their next request on they act as themselves",
  security: SESSION,
  request: { params: memberParams },
  responses: {
    204: { description: "Removed" },
    ...adminOnly,
    ...refusals({ 400: USE_LEAVE_MESSAGE, 404: MEMBER_NOT_FOUND_MESSAGE, 409: LAST_ADMIN_DEMOTE_MESSAGE }),
  },
});

const changeRoleRoute = createRoute({
  method: "put",
  path: "/members/{userId}/role",
  summary: "Give a member another role (administrador); the organisation always keeps one administrador",
  security: SESSION,
  request: { params: memberParams, body: body(ZChangeRole) },
  responses: {
    200: json("The member", ZMember),
    ...adminOnly,
    ...refusals({ 400: FIELD_MESSAGE, 404: MEMBER_NOT_FOUND_MESSAGE, 409: LAST_ADMIN_DEMOTE_MESSAGE }),
  },
});

const leaveRoute = createRoute({
  method: "post",
  path: "/leave",
  summary: "Leave my automotora; the last administrador cannot while others remain",
  security: SESSION,
  responses: {
    204: { description: "Left" },
    ...signedIn,
    ...refusals({ 403: NOT_A_MEMBER_MESSAGE, 409: LAST_ADMIN_LEAVE_MESSAGE }),
  },
});

const switchRoute = createRoute({
  method: "put",
  path: "/balance-switch",
  summary: "Whether my checks use the automotora's balance (true) or my own (false)",
  security: SESSION,
  request: { body: body(ZBalanceSwitch) },
  responses: {
    200: json("The switch as stored", ZBalanceSwitch),
    ...signedIn,
    ...refusals({ 400: FIELD_MESSAGE, 403: NOT_A_MEMBER_MESSAGE }),
  },
});

export function organisationRoutes(
  deps: Omit<OrganisationDeps, "secret" | "contactEmail"> & {
    auth: Auth;
    authSecret: string;
    env: Pick<Env, "CONTACT_EMAIL">;
  },
) {
  const services: OrganisationDeps = {
    ...deps,
    secret: deps.authSecret,
    contactEmail: deps.env.CONTACT_EMAIL,
  };
  const hourly = (name: string, max: number) =>
    rateLimit(deps.db, { name, windowSeconds: 60 * 60, max }, perAccount);
  const createBudget = hourly("organisation-create", 10);
  const updateBudget = hourly("organisation-update", 30);
  // Each invitation is a mail to an address nobody at the organisation has proven (decision 076).
  const inviteBudget = hourly("organisation-invite", 20);
  const acceptBudget = hourly("organisation-accept", 20);
  // Accepting's sibling, counted per client address as there is no account yet: a person opens their
  // link a few times; a script trying tokens gets nowhere against 256 random bits anyway.
  const previewBudget = rateLimit(deps.db, { name: "organisation-preview", windowSeconds: 60 * 60, max: 60 });
  const session = requireSession(deps);
  return apiRouter()
    .openapi({ ...previewRoute, middleware: [previewBudget] }, async (c) =>
      c.json(await previewInvite(services, c.req.valid("json").token), 200),
    )
    .openapi({ ...getRoute, middleware: [session] }, async (c) =>
      c.json(await getMyOrganisation(services, c.var.actor), 200),
    )
    .openapi({ ...createOrganisationRoute, middleware: [session, createBudget] }, async (c) => {
      const created = await createOrganisation(services, c.var.actor, c.req.valid("json"));
      c.var.logger.info({ organisationId: created.id }, "organisation created");
      return c.json(created, 201);
    })
    .openapi({ ...updateRoute, middleware: [session, updateBudget] }, async (c) =>
      c.json(await updateOrganisation(services, c.var.actor, c.req.valid("json")), 200),
    )
    .openapi({ ...inviteRoute, middleware: [session, inviteBudget] }, async (c) =>
      c.json(await inviteMember(services, c.var.actor, c.req.valid("json")), 201),
    )
    .openapi({ ...acceptRoute, middleware: [session, acceptBudget] }, async (c) =>
      c.json(await acceptInvite(services, c.var.actor, c.req.valid("json").token), 200),
    )
    .openapi({ ...revokeInviteRoute, middleware: [session] }, async (c) => {
      await revokeInvite(services, c.var.actor, c.req.valid("param").id);
      return c.body(null, 204);
    })
    .openapi({ ...removeMemberRoute, middleware: [session] }, async (c) => {
      await removeMember(services, c.var.actor, c.req.valid("param").userId);
      return c.body(null, 204);
    })
    .openapi({ ...changeRoleRoute, middleware: [session] }, async (c) => {
      const { userId } = c.req.valid("param");
      return c.json(await changeRole(services, c.var.actor, userId, c.req.valid("json").role), 200);
    })
    .openapi({ ...leaveRoute, middleware: [session] }, async (c) => {
      await leaveOrganisation(services, c.var.actor);
      return c.body(null, 204);
    })
    .openapi({ ...switchRoute, middleware: [session] }, async (c) =>
      c.json(await setBalanceSwitch(services, c.var.actor, c.req.valid("json").usesOrganisation), 200),
    );
}
