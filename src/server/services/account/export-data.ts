import { asc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client";
import {
  consents,
  contactMessages,
  personalSecurityRequests,
  privacyRequests,
  vehicleReports,
} from "#server/db/schema";
import { listPurchasesBy } from "../payments/list-payments";
import { authorView } from "../reports/report-view";
import { getMe } from "./get-me";

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * 'Descargar mis datos' (access and portability, Ley 21.719): everything we hold about the account, as one
 * JSON file: profile, balance, its place in an automotora, consents, the reports it made, its payments, and
 * the contact messages and
 * rights requests it sent while signed in. Never what was sent under its e-mail alone: anybody can type an
 * address into a form, and the person behind the account need not be who wrote it.
 */
export async function exportUserData(db: Database, userId: string, now = new Date()) {
  const me = await getMe({ db }, userId);
  const [consentRows, reportRows, payments, contacts, securityRows, privacyRows] = await Promise.all([
    db.select().from(consents).where(eq(consents.userId, userId)).orderBy(asc(consents.acceptedAt)),
    db
      .select()
      .from(vehicleReports)
      .where(eq(vehicleReports.userId, userId))
      .orderBy(asc(vehicleReports.createdAt)),
    listPurchasesBy(db, userId),
    db.select().from(contactMessages).where(eq(contactMessages.userId, userId)),
    db.select().from(personalSecurityRequests).where(eq(personalSecurityRequests.userId, userId)),
    db.select().from(privacyRequests).where(eq(privacyRequests.userId, userId)),
  ]);
  return {
    exportedAt: now.toISOString(),
    profile: { ...me.user, ...me.profile },
    credits: me.credits,
    // Which automotora the person is in and as what; the organisation's own data is not theirs.
    organisation: me.organisation && {
      displayName: me.organisation.displayName,
      role: me.organisation.role,
      usesOrganisation: me.organisation.usesOrganisation,
    },
    consents: consentRows.map((c) => ({
      document: c.document,
      version: c.version,
      acceptedAt: c.acceptedAt.toISOString(),
    })),
    reports: reportRows.map(authorView),
    payments: payments.map(({ redirectUrl: _redirect, ...payment }) => payment),
    contactMessages: contacts.map((m) => ({
      fullName: m.fullName,
      email: m.email,
      phone: m.phone,
      message: m.message,
      createdAt: m.createdAt.toISOString(),
    })),
    personalSecurityRequests: securityRows.map((r) => ({
      rut: r.rut,
      sex: r.sex,
      services: r.services,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
    })),
    // What the person asked and what they were answered; not which operator answered.
    privacyRequests: privacyRows.map((r) => ({
      id: r.id,
      rut: r.rut,
      plate: r.plate,
      right: r.right,
      message: r.message,
      status: r.status,
      deadline: r.deadline,
      outcome: r.outcome,
      closingNote: r.closingNote,
      createdAt: r.createdAt.toISOString(),
      closedAt: iso(r.closedAt),
    })),
  };
}
