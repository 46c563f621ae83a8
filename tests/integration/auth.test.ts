import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, createTestApp, newUser, signInStatus, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("sign-up", () => {
  it("creates the account with its profile and exactly 3 free checks", async () => {
    const browser = client(t.app);
    const user = newUser({ email: "  Camila.Nueva@Correo.CL ", phone: "+56 9 8765 4321" });
    const res = await browser.post("/api/auth/sign-up/email", user);
    expect(res.status).toBe(200);

    const me = await browser.get("/api/me");
    expect(me.status).toBe(200);
    expect(me.json.user.email).toBe("camila.nueva@correo.cl");
    expect(me.json.profile).toEqual({
      firstName: "Camila",
      lastName: "Rojas",
      fullName: "Camila Rojas",
      phone: "+56987654321",
      displayName: "Camila",
    });
    // The free checks confirming the address will grant (confirmation.test.ts).
    expect(me.json.credits).toEqual({ trialsLeft: 3, purchasedLeft: 0 });
  });

  it("refuses a second account with the same e-mail", async () => {
    const user = newUser();
    expect((await client(t.app).post("/api/auth/sign-up/email", user)).status).toBe(200);
    const again = await client(t.app).post("/api/auth/sign-up/email", {
      ...user,
      email: user.email.toUpperCase(),
    });
    expect(again.status).toBe(422);
    expect(again.json).toMatchObject({
      message: "Ya existe una cuenta registrada con este correo electrónico",
      code: "user_already_exists",
    });
  });

  it.each([
    [{ firstName: "  " }, "El campo nombre es requerido"],
    [{ lastName: "" }, "El campo apellido es requerido"],
    [
      { email: "sin-arroba.cl" },
      "Por favor ingresa un correo electrónico válido (debe contener @ y un dominio válido)",
    ],
    [
      { email: "a@b.c" },
      "Por favor ingresa un correo electrónico válido (debe contener @ y un dominio válido)",
    ],
    [{ password: "1234567" }, "La contraseña debe tener al menos 8 caracteres"],
    [{ password: "x".repeat(129) }, "La contraseña no puede tener más de 128 caracteres"],
    [{ password: "password123" }, "Esa contraseña es muy común y fácil de adivinar. Elige otra."],
    [{ password: "Contraseña" }, "Esa contraseña es muy común y fácil de adivinar. Elige otra."],
    [
      { email: "juan..perez@gmail.com" },
      "Por favor ingresa un correo electrónico válido (debe contener @ y un dominio válido)",
    ],
    [
      { email: "josé@correo.cl" },
      "Por favor ingresa un correo electrónico válido (debe contener @ y un dominio válido)",
    ],
    [{ phone: "56912345678" }, "Ingresa un número válido con código de país (ej: +56912345678)"],
  ])("rejects %o with a Spanish message and creates nothing", async (override, message) => {
    const user = newUser(override);
    const res = await client(t.app).post("/api/auth/sign-up/email", user);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
    const signIn = await client(t.app).post("/api/auth/sign-in/email", user);
    expect(signIn.status).not.toBe(200);
  });

  it("keeps the phone optional", async () => {
    const browser = client(t.app);
    const res = await browser.post("/api/auth/sign-up/email", newUser({ phone: undefined }));
    expect(res.status).toBe(200);
    expect((await browser.get("/api/me")).json.profile.phone).toBeNull();
  });
});

describe("sign-in and sign-out", () => {
  it("signs in with the right password and out again", async () => {
    const user = newUser();
    await client(t.app).post("/api/auth/sign-up/email", user);
    const browser = client(t.app);
    expect((await browser.get("/api/me")).json).toBeNull();
    const res = await browser.post("/api/auth/sign-in/email", { email: user.email, password: user.password });
    expect(res.status).toBe(200);
    expect((await browser.get("/api/me")).json.user.email).toBe(user.email);
    await browser.post("/api/auth/sign-out");
    const after = await browser.get("/api/me");
    expect(after.status).toBe(200);
    expect(after.json).toBeNull();
  });

  it("refuses a wrong password without opening a session", async () => {
    const user = newUser();
    await client(t.app).post("/api/auth/sign-up/email", user);
    const browser = client(t.app);
    const res = await browser.post("/api/auth/sign-in/email", { email: user.email, password: "otra-clave" });
    expect(res.status).toBe(401);
    expect(res.json.code).toBe("INVALID_EMAIL_OR_PASSWORD");
    expect((await browser.get("/api/me")).json).toBeNull();
  });

  it("rate limits repeated sign-in attempts from one address", async () => {
    const browser = client(t.app, "198.51.100.99");
    const statuses: number[] = [];
    // An address of its own each time: the limit per account is sign-in-limits.test.ts's.
    for (let i = 0; i < 12; i++) {
      const email = `x${i}@y.cl`;
      statuses.push((await browser.post("/api/auth/sign-in/email", { email, password: "nope-nope" })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another address is not affected.
    const other = await client(t.app, "198.51.100.100").post("/api/auth/sign-in/email", {
      email: "x@y.cl",
      password: "nope-nope",
    });
    expect(other.status).toBe(401);
  });
});

describe("password reset by mail", () => {
  it("sends a link to the outbox that sets a new password and ends old sessions", async () => {
    const user = newUser();
    const original = client(t.app);
    await original.post("/api/auth/sign-up/email", user);

    const res = await client(t.app).post("/api/auth/request-password-reset", {
      email: user.email,
      redirectTo: "/reset-password",
    });
    expect(res.status).toBe(200);
    const mail = (await t.outbox()).findLast((m) => m.to === user.email);
    expect(mail?.subject).toBe("Restablece tu contraseña de Patente Clara");
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
    expect(link).toBeDefined();

    // The mailed link checks the token and sends the browser to our reset screen with it.
    const visit = await client(t.app).get(new URL(link as string).pathname + new URL(link as string).search);
    expect(visit.status).toBe(302);
    const landing = new URL(visit.headers.get("location") as string, "http://localhost:3000");
    expect(landing.pathname).toBe("/reset-password");
    const token = landing.searchParams.get("token");
    expect(token).toBeTruthy();

    const short = await client(t.app).post("/api/auth/reset-password", { newPassword: "123", token });
    expect(short.status).toBe(400);
    expect(short.json.message).toBe("La contraseña debe tener al menos 8 caracteres");
    const common = await client(t.app).post("/api/auth/reset-password", { newPassword: "qwertyuiop", token });
    expect(common.status).toBe(400);
    expect(common.json.message).toBe("Esa contraseña es muy común y fácil de adivinar. Elige otra.");

    const reset = await client(t.app).post("/api/auth/reset-password", { newPassword: "nueva-clave", token });
    expect(reset.status).toBe(200);
    expect((await original.get("/api/me")).json).toBeNull();

    expect(await signInStatus(t.app, user.email, user.password)).toBe(401);
    expect(await signInStatus(t.app, user.email, "nueva-clave")).toBe(200);

    const reused = await client(t.app).post("/api/auth/reset-password", { newPassword: "otra-clave", token });
    expect(reused.status).toBe(400);
  });

  it("answers the same for an unknown e-mail and sends nothing", async () => {
    const before = (await t.outbox()).length;
    const res = await client(t.app).post("/api/auth/request-password-reset", {
      email: "nadie@correo.cl",
      redirectTo: "/reset-password",
    });
    expect(res.status).toBe(200);
    expect((await t.outbox()).length).toBe(before);
  });
});

describe("account deletion", () => {
  it("removes the user, their sessions and credits, and signs them out", async () => {
    const user = newUser();
    const browser = client(t.app);
    await browser.post("/api/auth/sign-up/email", user);
    const other = client(t.app);
    await other.post("/api/auth/sign-in/email", { email: user.email, password: user.password });

    const res = await browser.delete("/api/me");
    expect(res.status).toBe(204);
    expect(browser.cookies.size).toBe(0);
    expect((await other.get("/api/me")).json).toBeNull();
    const signIn = await client(t.app).post("/api/auth/sign-in/email", {
      email: user.email,
      password: user.password,
    });
    expect(signIn.status).toBe(401);
    // The e-mail is free again.
    expect((await client(t.app).post("/api/auth/sign-up/email", user)).status).toBe(200);
  });

  it("needs a session", async () => {
    const res = await client(t.app).delete("/api/me");
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ error: "No hay sesión activa" });
  });
});
