import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { santiagoDate } from "#domain/format";
import { operators, ownerSuppressions } from "#server/db/schema";
import { seededClient } from "../support/seed";
import { client, createTestApp, type TestApp } from "../support/test-app";

// Findings of the security review of 2026-11-26 about an owner's accepted opposition: it holds for the
// reports made after it too, and it leaves nothing that leads to the person in the author's copy.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Browser = Awaited<ReturnType<typeof seededClient>>;

let officer: Browser | undefined;
/** The privacy team's account, an operator by its user id. */
async function operator(): Promise<Browser> {
  if (officer) return officer;
  officer = await seededClient(t, { email: `privacidad.${Date.now()}@patenteclara.cl` });
  const userId = (await officer.get("/api/me")).json.user.id as string;
  await t.db.insert(operators).values({ userId });
  return officer;
}

/** A report of `plate` by a new author, as its author received it. */
async function reportOf(plate: string) {
  const author = await seededClient(t);
  const made = await author.post("/api/reports", { plate });
  expect(made.status).toBe(201);
  return { author, made: made.json };
}

/** The owner asks not to appear in reports of `plate` (/privacidad/solicitud); the operator accepts. */
async function opposeAndAccept(plate: string, rut: string) {
  const asked = await client(t.app).post("/api/privacy-requests", {
    rut,
    plate: plate.toLowerCase(),
    email: `duena.${plate.toLowerCase()}@correo.cl`,
    right: "oposicion",
    message: "No quiero que mi nombre aparezca en los informes de mi auto.",
  });
  expect(asked.status).toBe(201);
  return async () => {
    const closed = await (await operator()).post(`/api/admin/privacy-requests/${asked.json.id}/close`, {
      outcome: "aceptada",
      note: "Ocultamos tu nombre y RUT de los informes de tu vehículo.",
    });
    expect(closed.status).toBe(200);
    return closed.json;
  };
}

/** Everything in a report that leads to its owner, as the author's copy of MULT30 holds it. */
const traces = (report: { sections: Record<string, { data?: Record<string, unknown> }> }) => {
  const { vehicle, soap, trafficFines } = report.sections;
  const owner = vehicle?.data?.owner as { fullName: string; rut: string };
  const tickets = trafficFines?.data?.tickets as { court: string; rol: string }[];
  return [
    owner.fullName,
    owner.rut,
    soap?.data?.policyNumber as string,
    ...tickets.flatMap((ticket) => [ticket.court, ticket.rol]),
  ];
};

describe("an accepted opposition holds for the future", () => {
  it("a report of the plate made after it leaves the owner out; other plates keep theirs", async () => {
    const before = await reportOf("MULT30");
    const owner = before.made.report.sections.vehicle.data.owner;
    const secrets = traces(before.made.report);
    expect(secrets).toHaveLength(9);
    const accept = await opposeAndAccept("MULT30", owner.rut);
    expect((await accept()).hiddenReports).toBe(1);

    // The author's copy of the earlier report: no name or RUT, and no court, case number or policy number.
    const hidden = await before.author.get(`/api/reports/${before.made.id}`);
    expect(hidden.json.status).toBe("done");
    expect(hidden.json.report.report.ownerRemoved).toBe("opposition");
    const earlier = hidden.json.report.report.sections;
    expect(earlier.vehicle.data.owner).toBeNull();
    expect(earlier.soap.data.policyNumber).toBeNull();
    expect(earlier.trafficFines.data.tickets).toHaveLength(3);
    for (const ticket of earlier.trafficFines.data.tickets)
      expect(ticket).toMatchObject({ court: null, rol: null });
    const leaked = (text: string) => secrets.filter((secret) => text.includes(secret));
    expect(leaked(JSON.stringify(hidden.json))).toEqual([]);

    // The next report of the plate, by anybody.
    const after = await reportOf("MULT30");
    expect(after.made.report.ownerRemoved).toBe("opposition");
    expect(after.made.report.sections.vehicle.data.owner).toBeNull();
    expect(after.made.report.sections.vehicle.data.make).toBe(before.made.report.sections.vehicle.data.make);
    expect(after.made.report.score).toBe(before.made.report.score);
    for (const text of [
      JSON.stringify(after.made),
      JSON.stringify((await after.author.get(`/api/reports/${after.made.id}`)).json),
      JSON.stringify((await after.author.get("/api/me/export")).json),
      JSON.stringify((await client(t.app).get(`/api/public/reports/${after.made.accessCode}`)).json),
    ])
      expect(leaked(text)).toEqual([]);

    // Another plate keeps its owner.
    const other = await reportOf("BBCL10");
    expect(other.made.report.ownerRemoved).toBeUndefined();
    expect(other.made.report.sections.vehicle.data.owner).toEqual({
      fullName: expect.any(String),
      rut: expect.stringMatching(/^\d{7,8}-[\dK]$/),
    });

    // What is kept: the plate, a keyed hash of the RUT, the day. Not the RUT.
    const [kept] = await t.db.select().from(ownerSuppressions).where(eq(ownerSuppressions.plate, "MULT30"));
    expect(kept).toEqual({
      id: expect.any(String),
      plate: "MULT30",
      rutKey: expect.any(String),
      acceptedOn: santiagoDate(new Date()),
    });
    expect(JSON.stringify(kept)).not.toContain(owner.rut.split("-")[0]);
  });

  it("asking a report's pending sources again after it leaves the owner out", async () => {
    // PARC70's SOAP, fines and plate fines never answer: its report can be asked again.
    const first = await reportOf("PARC70");
    const accept = await opposeAndAccept("PARC70", first.made.report.sections.vehicle.data.owner.rut);
    const made = await reportOf("PARC70");
    await accept();

    const retried = await made.author.post(`/api/reports/${made.made.id}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.json.report.ownerRemoved).toBe("opposition");
    expect(retried.json.report.sections.vehicle.data.owner).toBeNull();
    const shared = await client(t.app).get(`/api/public/reports/${made.made.accessCode}`);
    expect(shared.json.report.sections.vehicle.data.owner).toBeNull();
  });

  it("an opposition from somebody who is not the registered owner leaves the next report as it was", async () => {
    const accept = await opposeAndAccept("RTVE20", "11.111.111-1");
    await accept();
    const { made } = await reportOf("RTVE20");
    expect(made.report.ownerRemoved).toBeUndefined();
    expect(made.report.sections.vehicle.data.owner).not.toBeNull();
  });
});
