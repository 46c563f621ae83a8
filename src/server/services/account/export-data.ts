import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  consents,
  contactMessages,
  personalSecurityRequests,
  privacyRequests,
  users,
  vehicleReports,
} from "../../db/schema";
import { listPayments } from "../payments/list-payments";
import { authorView } from "../reports/report-view";
import { getMe } from "./get-me";

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * 'Descargar mis datos' (access and portability, Ley 21.719): everything we hold about the account, as one
 * JSON file: profile, balance, consents, the reports it made, its payments, and what it sent us under its
 * e-mail (contact messages, personal-security and rights requests).
 */
export async function exportUserData(db: Database, userId: string, now = new Date()) {
  const me = await getMe(db, userId);
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const email = user?.email ?? me.user.email;
  const [consentRows, reportRows, payments, contacts, securityRows, rightsRows] = await Promise.all([
    db.select().from(consents).where(eq(consents.userId, userId)).orderBy(asc(consents.acceptedAt)),
    db
      .select()
      .from(vehicleReports)
      .where(eq(vehicleReports.userId, userId))
      .orderBy(asc(vehicleReports.createdAt)),
    listPayments(db, userId),
    db.select().from(contactMessages).where(eq(contactMessages.email, email)),
    db.select().from(personalSecurityRequests).where(eq(personalSecurityRequests.userId, userId)),
    db.select().from(privacyRequests).where(eq(privacyRequests.email, email)),
  ]);
  return {
    exportedAt: now.toISOString(),
    profile: { ...me.user, ...me.profile },
    credits: me.credits,
    consents: consentRows.map((c) => ({
      document: c.document,
      version: c.version,
      acceptedAt: c.acceptedAt.toISOString(),
    })),
    reports: reportRows.map(authorView),
    payments: payments.map(({ redirectUrl: _redirect, ...payment }) => payment),
    contactMessages: contacts.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
    personalSecurityRequests: securityRows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    privacyRequests: rightsRows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      closedAt: iso(r.closedAt),
    })),
  };
}
