import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededClient, seededOrganisation } from "../support/seed";
import { client, createTestApp, type TestApp } from "../support/test-app";

// 'Descargar mis datos' holds what the account sent while signed in, never what somebody else sent
// under its e-mail: anybody can type an address into the contact or the rights form.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Browser = ReturnType<typeof client>;

const contact = (browser: Browser, fullName: string, email: string) =>
  browser.post("/api/contact", { fullName, email, phone: "" });

const rightsRequest = async (browser: Browser, email: string, message: string) => {
  const res = await browser.post("/api/privacy-requests", {
    rut: "12.345.678-5",
    plate: "BCDF12",
    email,
    right: "acceso",
    message,
  });
  expect(res.status).toBe(201);
  return res.json.id as string;
};

const exportOf = async (browser: Browser) => {
  const { json } = await browser.get("/api/me/export");
  return {
    contacts: json.contactMessages.map((m: { fullName: string }) => m.fullName).sort(),
    requests: json.privacyRequests.map((r: { id: string }) => r.id).sort(),
  };
};

describe("an account's export holds what it sent, and nobody else's", () => {
  it("a stranger's or another account's messages under its e-mail stay out; its own go in", async () => {
    const ana = await seededClient(t);
    const beto = await seededClient(t);
    const stranger = client(t.app);

    expect((await contact(ana, "Ana Propia", ana.email)).status).toBe(201);
    // Signed in, the reply address the form names does not change whose message it is.
    expect((await contact(ana, "Ana Trabajo", "ana.trabajo@empresa.cl")).status).toBe(201);
    const anaRequest = await rightsRequest(ana, ana.email, "Quiero saber qué datos tienen de mí.");

    await contact(stranger, "Extraño Anónimo", ana.email);
    await rightsRequest(stranger, ana.email, "Envíenme lo que tengan de esta persona.");
    await contact(beto, "Beto Curioso", ana.email);
    const betoRequest = await rightsRequest(beto, ana.email, "Envíenme lo que tengan de Ana.");

    expect(await exportOf(ana)).toEqual({
      contacts: ["Ana Propia", "Ana Trabajo"],
      requests: [anaRequest],
    });
    expect(await exportOf(beto)).toEqual({ contacts: ["Beto Curioso"], requests: [betoRequest] });
  });
});

describe("an automotora's member exports their place in it", () => {
  it("names the automotora and the role, and a person outside any says none", async () => {
    const { organisation, members } = await seededOrganisation(t, { members: ["vendedor"] });
    const [seller] = members;
    if (!seller) throw new Error("no seller");
    expect((await seller.get("/api/me/export")).json.organisation).toEqual({
      displayName: organisation.displayName,
      role: "vendedor",
      usesOrganisation: true,
    });
    expect((await (await seededClient(t)).get("/api/me/export")).json.organisation).toBeNull();
  });
});
