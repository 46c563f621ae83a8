import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, personalSecurityRequests } from "#server/db/schema";
import { seededClient } from "../support/seed";
import { client, createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      OPERATOR_EMAIL: "operaciones@patenteclara.cl",
      DEALER_SITE_URL: "https://automotoras.example.cl",
      CONTACT_EMAIL: "hola@patenteclara.cl",
    },
  });
});
afterAll(() => t.close());

describe("contact", () => {
  it("stores the message as pendiente and notifies the operator", async () => {
    const res = await client(t.app).post("/api/contact", {
      fullName: " Pedro  Soto ",
      email: "pedro@correo.cl",
      phone: "",
    });
    expect(res.status).toBe(201);
    const [row] = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, "pedro@correo.cl"));
    expect(row).toMatchObject({ fullName: "Pedro Soto", phone: null, status: "pendiente" });
    const mail = (await t.outbox()).findLast((m) => m.to === "operaciones@patenteclara.cl");
    expect(mail?.text).toContain("Pedro Soto");
  });

  it("carries the question into the stored message and the operator's mail", async () => {
    const res = await client(t.app).post("/api/contact", {
      fullName: "Rosa Díaz",
      email: "rosa@automotora.cl",
      message: " ¿Tienen planes para 20 autos?\r\nGracias ",
    });
    expect(res.status).toBe(201);
    const [row] = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, "rosa@automotora.cl"));
    expect(row?.message).toBe("¿Tienen planes para 20 autos?\nGracias");
    const mail = (await t.outbox()).findLast((m) => m.to === "operaciones@patenteclara.cl");
    expect(mail?.text).toContain("Mensaje: ¿Tienen planes para 20 autos?");
  });

  it.each([
    [{ message: "x".repeat(2001) }, "El mensaje no puede tener más de 2.000 caracteres"],
    [{ message: "hola\u0000" }, "El texto tiene caracteres no permitidos"],
    [{ fullName: "Ana\u0000" }, "El texto tiene caracteres no permitidos"],
  ])("refuses %j with a 400 in Spanish, storing nothing", async (hostile, error) => {
    const email = `hostil.${Math.random().toString(36).slice(2)}@correo.cl`;
    const res = await client(t.app).post("/api/contact", { fullName: "Ana", email, ...hostile });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(error);
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.email, email))).toHaveLength(0);
  });

  it("answers a bad e-mail with 400 and the spec's message, and stores nothing", async () => {
    const res = await client(t.app).post("/api/contact", { fullName: "X", email: "x@y" });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe("Por favor ingresa un correo electrónico válido");
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.email, "x@y"))).toHaveLength(0);
  });

  it("is rate limited against spam", async () => {
    const spammer = client(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await spammer.post("/api/contact", { fullName: "Spam", email: `s${i}@spam.cl` })).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe("personal security", () => {
  it("stores a signed-in user's request", async () => {
    const browser = await seededClient(t);
    const userId = (await browser.get("/api/me")).json.user.id;
    const res = await browser.post("/api/personal-security", {
      rut: "12.345.678-5",
      sex: "femenino",
      services: ["Escolta Armada", "Seguridad 24/7", "Escolta Armada"],
    });
    expect(res.status).toBe(201);
    const [row] = await t.db
      .select()
      .from(personalSecurityRequests)
      .where(eq(personalSecurityRequests.userId, userId));
    expect(row).toMatchObject({
      rut: "12345678-5",
      services: ["Escolta Armada", "Seguridad 24/7"],
      status: "pendiente",
    });
  });

  it("checks the RUT's hyphen and check digit, and needs a session", async () => {
    const browser = await seededClient(t);
    const noHyphen = await browser.post("/api/personal-security", {
      rut: "123456785",
      sex: "otro",
      services: ["Seguridad 24/7"],
    });
    expect(noHyphen.json.error).toBe("El RUT debe incluir el guion (ej: 12345678-9)");
    const badDigit = await browser.post("/api/personal-security", {
      rut: "12345678-9",
      sex: "otro",
      services: ["Seguridad 24/7"],
    });
    expect(badDigit.json.error).toBe("El RUT no es válido: revisa el dígito verificador");
    const anonymous = await client(t.app).post("/api/personal-security", {
      rut: "12345678-5",
      sex: "otro",
      services: ["Seguridad 24/7"],
    });
    expect(anonymous.status).toBe(401);
  });
});

describe("site settings", () => {
  it("tells the footer where the dealer site is and how to write to the company, and the policy who answers for personal data", async () => {
    expect((await client(t.app).get("/api/site")).json).toEqual({
      dealerSiteUrl: "https://automotoras.example.cl",
      contactEmail: "hola@patenteclara.cl",
      // Not configured on this machine: the policy says so rather than inventing an entity.
      controller: {
        name: "Por definir en esta instalación",
        rut: "Por definir en esta instalación",
        address: "Por definir en esta instalación",
        email: "Por definir en esta instalación",
      },
    });
  });
});
