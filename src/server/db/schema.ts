import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { LotInputSummary } from "#domain/lot/lot-summary";
import type { InvoiceData } from "#domain/organisation/invoice";
import type { SectionKey } from "#domain/report/model";
import type { SettledSource } from "#domain/report/progress";
import type { VehicleReport } from "#domain/report/vehicle-report";
import type { AppErrorCode } from "../errors";

// Auth tables follow better-auth's model (user, session, account, verification, rateLimit);
// the spec's persona (nombre_completo, telefono) lives on `users` as extra columns.
export const users = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  phone: text("phone"),
  /**
   * The keyed hash of the normalised e-mail (server/trial-key.ts), set when the user is created: the
   * first confirmation of the address grants the free trials only if no account ever had this key
   * (migration 0012, services/account/confirm-email.ts).
   */
  trialKey: text("trial_key"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every e-mail that ever received free trials, as its keyed hash and nothing else, kept after the account
 * is deleted: signing up again with the same address gets no new trials.
 */
export const trialGrants = pgTable("trial_grants", {
  trialKey: text("trial_key").primaryKey(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("accounts_user_id_idx").on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/** better-auth's limiter counters, kept in the database so every instance shares them. */
export const rateLimits = pgTable("rate_limits", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/**
 * An automotora (organisation account): its members check plates on one balance (decision 075). The RUT is
 * stored normalised ('76123456-0'), one organisation per RUT; the factura data is copied onto each purchase
 * as it was then (transactions.invoice).
 */
export const organisations = pgTable("organisations", {
  id: uuid("id").primaryKey().defaultRandom(),
  legalName: text("legal_name").notNull(),
  rut: text("rut").notNull().unique(),
  businessActivity: text("business_activity").notNull(),
  address: text("address").notNull(),
  comuna: text("comuna").notNull(),
  billingEmail: text("billing_email").notNull(),
  /** The name buyers see on what a member shares ('Compartido por {displayName}'). */
  displayName: text("display_name").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A person's place in an organisation: at most one, so the user id is the key. */
export const organisationMembers = pgTable(
  "organisation_members",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["administrador", "vendedor"] }).notNull(),
    /** The dashboard's switch: whether this person's checks use the organisation's balance or their own. */
    usesOrganisation: boolean("uses_organisation").notNull().default(true),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("organisation_members_org_idx").on(t.organisationId)],
);

/**
 * An invitation to join an organisation, sent by e-mail: the link carries a random token whose keyed hash
 * is kept here, and works once, until it expires.
 */
export const organisationInvites = pgTable(
  "organisation_invites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role", { enum: ["administrador", "vendedor"] }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("organisation_invites_org_idx").on(t.organisationId, t.createdAt)],
);

/**
 * A key an organisation's own systems call /api/v1 with (decision 082). Only the SHA-256 of the whole key
 * is kept, looked up on every request: a revoked key is refused at once on every instance. The prefix
 * ('pc_live_XXXX') names it in the dashboard. It acts as its creator within the organisation, so it is
 * revoked when they leave, are removed or delete their account.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    prefix: text("prefix").notNull(),
    hash: text("hash").notNull().unique(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Written at most once a minute per key, so a busy key does not write on every request. */
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    index("api_keys_org_idx").on(t.organisationId, t.createdAt),
    index("api_keys_created_by_idx").on(t.createdBy),
  ],
);

/**
 * An Idempotency-Key a key's POST carried (decision 083): the request's fingerprint (SHA-256 of method,
 * path and body), and once answered, the answer it replays. Kept 24 hours.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    apiKeyId: uuid("api_key_id")
      .notNull()
      .references(() => apiKeys.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    fingerprint: text("fingerprint").notNull(),
    state: text("state", { enum: ["in_progress", "done"] })
      .notNull()
      .default("in_progress"),
    responseStatus: integer("response_status"),
    responseBody: jsonb("response_body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("idempotency_keys_key_idx").on(t.apiKeyId, t.key),
    index("idempotency_keys_created_idx").on(t.createdAt),
  ],
);

/**
 * Spendable balance of an account (the spec's pruebas_gratuitas plus purchased reports): a person's or an
 * organisation's, never both (decision 075). A person's account has the person's id, an organisation's
 * the organisation's id, so the actor names its account without a query. A database trigger creates a
 * person's row in the statement that inserts the user. The CHECKs make an over-spend impossible even
 * under a racing decrement.
 */
export const creditAccounts = pgTable(
  "credit_accounts",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    organisationId: uuid("organisation_id")
      .unique()
      .references(() => organisations.id, { onDelete: "cascade" }),
    trialsLeft: integer("trials_left").notNull().default(3),
    purchasedLeft: integer("purchased_left").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("trials_left_not_negative", sql`${t.trialsLeft} >= 0`),
    check("purchased_left_not_negative", sql`${t.purchasedLeft} >= 0`),
    check("one_owner", sql`(${t.userId} is null) <> (${t.organisationId} is null)`),
  ],
);

/**
 * Append-only record of every change to a credit account; `idempotencyKey` makes replays no-ops. `userId`
 * is who acted (the member who checked, the buyer), kept apart from the account it changed.
 */
export const creditLedger = pgTable(
  "credit_ledger",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: text("account_id")
      .notNull()
      .references(() => creditAccounts.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind", { enum: ["trial_grant", "purchase", "report", "refund"] }).notNull(),
    trialsDelta: integer("trials_delta").notNull().default(0),
    purchasedDelta: integer("purchased_delta").notNull().default(0),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("credit_ledger_account_id_idx").on(t.accountId),
    index("credit_ledger_user_id_idx").on(t.userId),
  ],
);

export const authSchema = {
  user: users,
  session: sessions,
  account: accounts,
  verification: verifications,
  rateLimit: rateLimits,
};

/**
 * A generated vehicle report. `accessCode` (12 CSPRNG characters) is the only key of the public link;
 * `reportCode` (RPT-XXXXXX) is for display and support and never opens anything on its own.
 */
export const vehicleReports = pgTable(
  "vehicle_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /**
     * Its author. A report made for an organisation stays the organisation's when its author leaves or
     * deletes their account (null then); deleting an account deletes its personal reports itself.
     */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The organisation it was made for, whose members see it and whose name its shared page shows. */
    organisationId: uuid("organisation_id").references(() => organisations.id, { onDelete: "cascade" }),
    /** The lot it was made in, if any. */
    lotId: uuid("lot_id").references(() => lots.id, { onDelete: "set null" }),
    plate: text("plate").notNull(),
    accessCode: text("access_code").notNull().unique(),
    reportCode: text("report_code").notNull().unique(),
    /** The browser's id for one request, so a retried request returns its report instead of spending again. */
    clientRequestId: text("client_request_id"),
    /** The Trust Score (0-100), as in the body: kept beside it for lists and for similar cars. */
    score: integer("score").notNull(),
    isDemo: boolean("is_demo").notNull().default(false),
    /**
     * The vehicle's make and model as normalizeName writes them, and its model year, beside the body: the
     * reports of similar cars are found by them (decision 048). Null when the vehicle record lacks them.
     */
    make: text("make"),
    model: text("model"),
    modelYear: integer("model_year"),
    body: jsonb("body").$type<VehicleReport>().notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** The shared link works until then: 30 days after the report, or after the author extends it. */
    shareExpiresAt: timestamp("share_expires_at", { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '30 days'`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the body last changed (pending sources asked again, the owner erased): cached copies of an
     * older one are stale.
     */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // 'Mis reportes', a page at a time: newest first, the id breaking ties (decision 072).
    index("vehicle_reports_user_list_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
    index("vehicle_reports_org_list_idx")
      .on(t.organisationId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.organisationId} is not null`),
    uniqueIndex("vehicle_reports_user_request_idx").on(t.userId, t.clientRequestId),
    // The reports whose owner the retention job has still to erase, oldest first.
    index("vehicle_reports_owner_kept_idx").on(t.createdAt).where(sql`not (${t.body} ? 'ownerRemoved')`),
    // An accepted opposition hides the owner on the reports of one plate.
    index("vehicle_reports_plate_idx").on(t.plate, t.createdAt),
    // The scores of similar cars: one make and model, a span of model years, demo data apart.
    index("vehicle_reports_similar_idx").on(t.isDemo, t.make, t.model, t.modelYear),
  ],
);

/** Which version of the privacy policy and the terms a user accepted, and when (register wizard). */
export const consents = pgTable(
  "consents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    document: text("document", { enum: ["privacidad", "terminos"] }).notNull(),
    version: text("version").notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("consents_user_idx").on(t.userId)],
);

/**
 * A request to exercise a right of Ley 21.719 (/privacidad/solicitud), usually from a vehicle owner
 * without an account, with its legal deadline; an operator closes it with an outcome and a note.
 */
export const privacyRequests = pgTable(
  "privacy_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    rut: text("rut").notNull(),
    plate: text("plate").notNull(),
    email: text("email").notNull(),
    right: text("right", {
      enum: ["acceso", "rectificacion", "supresion", "oposicion", "portabilidad", "bloqueo"],
    }).notNull(),
    message: text("message").notNull(),
    status: text("status", { enum: ["abierta", "cerrada"] })
      .notNull()
      .default("abierta"),
    /** 15 business days after it arrived (domain/privacy/rights.ts). */
    deadline: text("deadline").notNull(),
    outcome: text("outcome", { enum: ["aceptada", "rechazada"] }),
    closingNote: text("closing_note"),
    closedBy: text("closed_by"),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** The account that sent it while signed in: its data export holds the request, nobody else's does. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("privacy_requests_status_idx").on(t.status, t.deadline),
    index("privacy_requests_user_idx").on(t.userId),
  ],
);

/**
 * The installation's operators, who answer rights requests at /admin/privacidad. Granted only by a
 * command run on the server (`npm run admin -- grant <email>`), recorded by user id: an e-mail address
 * anybody can sign up with grants nothing.
 */
export const operators = pgTable("operators", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  grantedAt: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An accepted opposition (or suppression, or blocking) that holds for the future: the keyed hash of the
 * owner's RUT with the plate and the day it was accepted, nothing more. Every later report of the plate
 * whose fetched owner has that RUT leaves the owner out.
 */
export const ownerSuppressions = pgTable(
  "owner_suppressions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    plate: text("plate").notNull(),
    rutKey: text("rut_key").notNull(),
    acceptedOn: text("accepted_on").notNull(),
  },
  (t) => [uniqueIndex("owner_suppressions_plate_rut_idx").on(t.plate, t.rutKey)],
);

/**
 * A report asked for, from the moment it is queued until it is saved or fails. Its id becomes the
 * report's id. While queued or running it holds one credit of its kind (a person with one credit cannot
 * queue two); the credit is spent only in the transaction that saves the report, so a report that fails
 * returns it by leaving this state. The job that makes it lives in pg-boss's tables.
 */
export const reportRequests = pgTable(
  "report_requests",
  {
    id: uuid("id").primaryKey(),
    /** Who asked. */
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Whose credit it holds and spends: the person's account or their organisation's. */
    accountId: text("account_id")
      .notNull()
      .references(() => creditAccounts.id, { onDelete: "cascade" }),
    /** The lot it belongs to, if any. */
    lotId: uuid("lot_id").references(() => lots.id, { onDelete: "cascade" }),
    /** The API key it was asked with (decision 082); null when asked from the dashboard. */
    apiKeyId: uuid("api_key_id").references(() => apiKeys.id, { onDelete: "set null" }),
    plate: text("plate").notNull(),
    clientRequestId: text("client_request_id"),
    status: text("status", { enum: ["queued", "running", "done", "failed"] })
      .notNull()
      .default("queued"),
    credit: text("credit", { enum: ["trial", "purchased"] }).notNull(),
    /**
     * Its turn, lower first: a single report's is how many of the account's single reports were active
     * when it was queued (0 first); a lot's rows count on from every active request of the account, one
     * after the other. So a lot never holds a single report back, its own account's included.
     */
    turn: integer("turn").notNull(),
    /**
     * The sources that have ended, in the order they did, for the progress a waiting page shows. Rows
     * written before outcomes were kept hold the bare keys of the sources that answered.
     */
    answered: jsonb("answered").$type<(SettledSource | SectionKey)[]>().notNull().default([]),
    /** Why a failed request made no report, as the refusal's code; its Spanish message is `error`. */
    errorCode: text("error_code").$type<AppErrorCode>(),
    error: text("error"),
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("report_requests_user_status_idx").on(t.userId, t.status),
    index("report_requests_account_status_idx").on(t.accountId, t.status),
    index("report_requests_lot_idx").on(t.lotId),
    index("report_requests_queue_idx").on(t.status, t.turn, t.queuedAt),
    uniqueIndex("report_requests_user_request_idx").on(t.userId, t.clientRequestId),
  ],
);

/**
 * The data provider's budget, shared by every instance: one row per request sent, or reserved for a
 * report about to start (`pending`). The plan's limit counts the rows sent in the last window plus every
 * pending one. A sent row is stamped at its request's deadline while the request is on its way, and at
 * its answer once answered.
 */
export const providerCalls = pgTable(
  "provider_calls",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    pending: boolean("pending").notNull().default(false),
  },
  (t) => [index("provider_calls_at_idx").on(t.at)],
);

/** The provider's calls per Santiago day, spent or reserved (BOOSTR_DAILY_LIMIT), across every instance. */
export const providerDays = pgTable("provider_days", {
  day: text("day").primaryKey(),
  calls: integer("calls").notNull().default(0),
});

/**
 * The provider's breaker, one row per provider, shared by every instance: open after it refused our key or
 * a streak of reports got nothing, until a probe gets an answer (domain/provider/breaker.ts).
 */
export const providerBreaker = pgTable("provider_breaker", {
  provider: text("provider").primaryKey(),
  openUntil: timestamp("open_until", { withTimezone: true }),
  reason: text("reason"),
  emptyStreak: integer("empty_streak").notNull().default(0),
  /** An instance probing the provider holds it until then, so only one probe goes out. */
  probingUntil: timestamp("probing_until", { withTimezone: true }),
});

/**
 * What a source answered for a plate, RUT, VIN or vehicle, reused until `expiresAt` (15 minutes), and a
 * source the plan leaves out (for a day). Keyed by a keyed hash of source and input: no plate or RUT in
 * the clear; the answer itself may name the owner, so the rows are deleted once they expire.
 */
export const sourceAnswers = pgTable(
  "source_answers",
  {
    key: text("key").primaryKey(),
    lookup: jsonb("lookup").notNull(),
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("source_answers_expires_idx").on(t.expiresAt)],
);

/** Fixed-window counters for our own endpoints' rate limits, shared by every instance. */
export const apiRateLimits = pgTable("api_rate_limits", {
  key: text("key").primaryKey(),
  windowStart: bigint("window_start", { mode: "number" }).notNull(),
  count: integer("count").notNull(),
});

/**
 * A purchase (the spec's transaccion). The amount is the server's catalogue price at checkout; the
 * gateway's payment must match it before anything is credited. Kept after account deletion, without
 * the user, because it is an accounting record.
 */
export const transactions = pgTable(
  "transactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The credit account the reports go to: the buyer's, or their organisation's for a fleet pack. */
    accountId: text("account_id").references(() => creditAccounts.id, { onDelete: "set null" }),
    /** The organisation a fleet pack was bought for. */
    organisationId: uuid("organisation_id").references(() => organisations.id, { onDelete: "set null" }),
    /** The factura data as it was at purchase, for the accountant (domain/organisation InvoiceData). */
    invoice: jsonb("invoice").$type<InvoiceData>(),
    packId: text("pack_id").notNull(),
    reports: integer("reports").notNull(),
    concept: text("concept").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("CLP"),
    provider: text("provider", { enum: ["mercadopago", "simulado"] }).notNull(),
    status: text("status", { enum: ["pendiente", "aprobado", "rechazado", "fallido", "reembolsado"] })
      .notNull()
      .default("pendiente"),
    preferenceId: text("preference_id"),
    redirectUrl: text("redirect_url"),
    paymentId: text("payment_id"),
    cardType: text("card_type"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("transactions_user_created_idx").on(t.userId, t.createdAt)],
);

/** Payments of the built-in simulated gateway (no Mercado Pago token): what Mercado Pago would store. */
export const simulatedPayments = pgTable("simulated_payments", {
  id: text("id").primaryKey(),
  transactionId: uuid("transaction_id")
    .notNull()
    .references(() => transactions.id, { onDelete: "cascade" }),
  status: text("status").notNull(),
  amount: integer("amount").notNull(),
  currency: text("currency").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The spec's contacto: a message from the contact wizard, answered by an operator. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    /** What the person asked, in their words; the wizard's last step is optional. */
    message: text("message"),
    /** The account that sent it while signed in: its data export holds the message, nobody else's does. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status").notNull().default("pendiente"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_user_idx").on(t.userId)],
);

/** The spec's verificacion_personal: a request for personal security services. */
export const personalSecurityRequests = pgTable("personal_security_requests", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  rut: text("rut").notNull(),
  sex: text("sex", { enum: ["masculino", "femenino", "otro"] }).notNull(),
  services: jsonb("services").$type<string[]>().notNull(),
  status: text("status").notNull().default("pendiente"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A lot: plates an organisation member sent at once (pasted, CSV or XLSX). Its rows are report requests
 * (report_requests.lot_id) in the same queue; what it found wrong in the input is kept to show it again.
 */
export const lots = pgTable(
  "lots",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    /** The file's name, or null for pasted plates. */
    fileName: text("file_name"),
    /** The input's invalid rows and folded duplicates, as the confirmation showed them. */
    input: jsonb("input").$type<LotInputSummary>().notNull(),
    plates: integer("plates").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("lots_org_created_idx").on(t.organisationId, t.createdAt.desc())],
);

/** One plate of a lot, in the input's order, with the rows it came from; its request makes its report. */
export const lotItems = pgTable(
  "lot_items",
  {
    lotId: uuid("lot_id")
      .notNull()
      .references(() => lots.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    plate: text("plate").notNull(),
    rows: jsonb("rows").$type<number[]>().notNull(),
    requestId: uuid("request_id").notNull().unique(),
  },
  (t) => [primaryKey({ columns: [t.lotId, t.position] })],
);

/**
 * An https URL an organisation's administrador registered for its events (decision 084). Its signing
 * secret is kept encrypted with a key derived from the server's secret (services/webhooks/secret-box.ts):
 * the receiver needs it in the clear, so a hash would not do. Deleting one disables it: no event is sent
 * to it any more, and it stays listed with its deliveries until the log's 30 days are over.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    secretEncrypted: text("secret_encrypted").notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    /**
     * Why it stopped: an administrador deleted it, or the administrador who registered it was removed,
     * demoted or left (decision 092), so nothing they set up keeps receiving the organisation's events.
     */
    disabledReason: text("disabled_reason", { enum: ["deleted", "creator_left"] }),
    /** The secret before the last rotation, still signed with until `previousSecretUntil` (decision 095). */
    previousSecretEncrypted: text("previous_secret_encrypted"),
    previousSecretUntil: timestamp("previous_secret_until", { withTimezone: true }),
  },
  (t) => [
    index("webhook_endpoints_org_idx").on(t.organisationId, t.createdAt),
    index("webhook_endpoints_created_by_idx").on(t.createdBy),
  ],
);

/**
 * One event for one endpoint, and how its tries went; its job (WEBHOOK_JOB) has its id. `body` is the
 * JSON text as signed and sent, so every try sends the same bytes. Kept 30 days.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    /** `evt_…`, the body's id: one event is one delivery per endpoint, however often it is announced. */
    eventId: text("event_id").notNull(),
    eventType: text("event_type", { enum: ["report.completed", "report.failed", "lot.completed"] }).notNull(),
    body: text("body").notNull(),
    state: text("state", { enum: ["pending", "delivered", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastStatus: integer("last_status"),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt.desc()),
    uniqueIndex("webhook_deliveries_event_idx").on(t.endpointId, t.eventId),
    // The log's 30 days, and the sweep's look for deliveries whose job was never sent.
    index("webhook_deliveries_created_idx").on(t.createdAt),
    index("webhook_deliveries_pending_idx").on(t.createdAt).where(sql`${t.state} = 'pending'`),
  ],
);
