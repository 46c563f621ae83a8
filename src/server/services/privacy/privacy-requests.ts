import { and, asc, desc, eq } from "drizzle-orm";
import { formatDate, santiagoDate } from "#domain/format";
import type { TClosePrivacyRequest, TPrivacyRequest } from "#domain/forms/privacy-request";
import { HIDING_RIGHTS, rightLabel, rightsDeadline } from "#domain/privacy/rights";
import { formatRut } from "#domain/rut";
import { privacyRequests } from "#server/db/schema";
import { AppError } from "#server/errors";
import { privacyRequestClosedMail, privacyRequestReceivedMail } from "#server/mail/templates";
import type { RutKeyOf } from "#server/rut-key";
import { notifyOperator, type SiteDeps, sendQuietly } from "../site/submit-contact";
import { removeOwnerOfPlate } from "./owner-removal";

type RequestRow = typeof privacyRequests.$inferSelect;

type PrivacyRequest = Omit<RequestRow, "createdAt" | "closedAt"> & {
  createdAt: string;
  closedAt: string | null;
};

const asAnswer = (row: RequestRow): PrivacyRequest => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  closedAt: row.closedAt?.toISOString() ?? null,
});

/**
 * A rights request from /privacidad/solicitud: saved with its legal deadline, then a confirmation to the
 * requester and a notice to the operator. `userId` is the account it was sent from, if any: only that
 * account's export holds it, whatever e-mail the form names.
 */
export async function submitPrivacyRequest(
  deps: SiteDeps,
  input: TPrivacyRequest & { userId: string | null },
  now = new Date(),
): Promise<{ id: string; deadline: string }> {
  const deadline = rightsDeadline(santiagoDate(now) ?? now.toISOString().slice(0, 10));
  const [row] = await deps.db
    .insert(privacyRequests)
    .values({ ...input, deadline, createdAt: now })
    .returning({ id: privacyRequests.id });
  if (!row) throw new Error("privacy request not saved");
  const right = rightLabel(input.right);
  await sendQuietly(
    deps,
    () =>
      deps.mailer.send(
        privacyRequestReceivedMail(input.email, {
          id: row.id,
          right,
          plate: input.plate,
          deadline: formatDate(deadline),
        }),
      ),
    "rights request confirmation",
  );
  await notifyOperator(deps, "Nueva solicitud de derechos (Ley 21.719)", [
    `Derecho: ${right}`,
    `RUT: ${formatRut(input.rut) ?? input.rut}`,
    `Patente: ${input.plate}`,
    `Plazo: ${formatDate(deadline)}`,
    "Respóndela en /admin/privacidad",
  ]);
  return { id: row.id, deadline };
}

// Closed requests shown beside the open ones: the operator's recent work, not the whole archive.
const RECENTLY_CLOSED = 50;

/** Open requests by deadline, then the latest closed ones. */
export async function listPrivacyRequests(deps: Pick<SiteDeps, "db">): Promise<PrivacyRequest[]> {
  const [open, closed] = await Promise.all([
    deps.db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.status, "abierta"))
      .orderBy(asc(privacyRequests.deadline), asc(privacyRequests.createdAt)),
    deps.db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.status, "cerrada"))
      .orderBy(desc(privacyRequests.closedAt))
      .limit(RECENTLY_CLOSED),
  ]);
  return [...open, ...closed].map(asAnswer);
}

export const REQUEST_NOT_FOUND_MESSAGE = "No encontramos esa solicitud.";
const REQUEST_ALREADY_CLOSED_MESSAGE = "Esa solicitud ya está cerrada.";

/**
 * An operator's answer. An accepted opposition, suppression or blocking hides the owner on every report
 * of the plate made before the request, the authors' views included, and on every one made after.
 */
export async function closePrivacyRequest(
  deps: SiteDeps & { rutKeyOf: RutKeyOf },
  input: TClosePrivacyRequest & { id: string; operatorEmail: string },
  now = new Date(),
): Promise<PrivacyRequest & { hiddenReports: number }> {
  // The answer and its effect on the reports commit together: a closed opposition always hides.
  const { row, hiddenReports } = await deps.db.transaction(async (tx) => {
    const [closed] = await tx
      .update(privacyRequests)
      .set({
        status: "cerrada",
        outcome: input.outcome,
        closingNote: input.note,
        closedBy: input.operatorEmail,
        closedAt: now,
      })
      .where(and(eq(privacyRequests.id, input.id), eq(privacyRequests.status, "abierta")))
      .returning();
    if (!closed) return { row: undefined, hiddenReports: 0 };
    const hides = closed.outcome === "aceptada" && HIDING_RIGHTS.includes(closed.right);
    return {
      row: closed,
      hiddenReports: hides ? await removeOwnerOfPlate({ db: tx, rutKeyOf: deps.rutKeyOf }, closed, now) : 0,
    };
  });
  if (!row) {
    const [exists] = await deps.db
      .select({ id: privacyRequests.id })
      .from(privacyRequests)
      .where(eq(privacyRequests.id, input.id));
    throw exists
      ? new AppError("GONE", REQUEST_ALREADY_CLOSED_MESSAGE)
      : new AppError("NOT_FOUND", REQUEST_NOT_FOUND_MESSAGE);
  }
  await sendQuietly(
    deps,
    () =>
      deps.mailer.send(
        privacyRequestClosedMail(row.email, {
          id: row.id,
          right: rightLabel(row.right),
          outcome: row.outcome === "aceptada" ? "aceptada" : "rechazada",
          note: input.note,
        }),
      ),
    "rights request answer",
  );
  return { ...asAnswer(row), hiddenReports };
}
