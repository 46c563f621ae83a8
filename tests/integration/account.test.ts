import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  authErrorMessage,
  CHANGE_PASSWORD_MESSAGES,
  type TBetterAuthError,
} from "#web/features/auth/api/auth-error";
import {
  client,
  createTestApp,
  newUser,
  signInStatus,
  type TestApp,
  unconfirmedClient,
} from "../support/test-app";

// 'Mi cuenta': the password (better-auth's change-password, which asks for the current one) and the phone.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What the account page shows for a refusal of change-password. */
const shownFor = (res: { status: number; json?: { code?: string; message?: string } }) =>
  authErrorMessage(
    { status: res.status, ...res.json } as TBetterAuthError,
    "fallback",
    CHANGE_PASSWORD_MESSAGES,
  );

describe("changing the password", () => {
  it("refuses a wrong current password, in Spanish, and keeps the old one", async () => {
    const user = newUser();
    const browser = await unconfirmedClient(t, user);
    const res = await browser.post("/api/auth/change-password", {
      currentPassword: "no-es-la-clave",
      newPassword: "otra-clave-larga",
      revokeOtherSessions: true,
    });
    expect(res.status).toBe(400);
    expect(shownFor(res)).toBe("La contraseña actual no es correcta");
    const signIn = await client(t.app).post("/api/auth/sign-in/email", {
      email: user.email,
      password: user.password,
    });
    expect(signIn.status).toBe(200);
  });

  it("sets the new password, ends the other sessions and keeps this one", async () => {
    const user = newUser();
    const browser = await unconfirmedClient(t, user);
    const elsewhere = client(t.app);
    await elsewhere.post("/api/auth/sign-in/email", { email: user.email, password: user.password });
    expect((await elsewhere.get("/api/me")).json?.user.email).toBe(user.email);

    const res = await browser.post("/api/auth/change-password", {
      currentPassword: user.password,
      newPassword: "una-clave-nueva",
      revokeOtherSessions: true,
    });
    expect(res.status).toBe(200);
    expect((await browser.get("/api/me")).json?.user.email).toBe(user.email);
    expect((await elsewhere.get("/api/me")).json).toBeNull();

    expect(await signInStatus(t.app, user.email, user.password)).toBe(401);
    expect(await signInStatus(t.app, user.email, "una-clave-nueva")).toBe(200);
  });

  it.each([
    ["corta", "La contraseña debe tener al menos 8 caracteres"],
    ["password123", "Esa contraseña es muy común"],
  ])("refuses the new password %j with the sign-up's rule", async (newPassword, shown) => {
    const user = newUser();
    const browser = await unconfirmedClient(t, user);
    const res = await browser.post("/api/auth/change-password", {
      currentPassword: user.password,
      newPassword,
      revokeOtherSessions: true,
    });
    expect(res.status).toBe(400);
    expect(shownFor(res)).toContain(shown);
  });

  it("needs a session, and says so in Spanish", async () => {
    const res = await client(t.app).post("/api/auth/change-password", {
      currentPassword: "clave-segura",
      newPassword: "una-clave-nueva",
    });
    expect(res.status).toBe(401);
    expect(shownFor(res)).toBe("Tu sesión terminó. Inicia sesión de nuevo.");
  });
});

describe("changing the phone", () => {
  it("saves a valid phone without its spaces, and an empty one removes it", async () => {
    const browser = await unconfirmedClient(t, newUser({ phone: "" }));
    const saved = await browser.put("/api/me/phone", { phone: "+56 9 8765 4321" });
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({ phone: "+56987654321" });
    expect((await browser.get("/api/me")).json.profile.phone).toBe("+56987654321");

    expect((await browser.put("/api/me/phone", { phone: " " })).json).toEqual({ phone: null });
    expect((await browser.get("/api/me")).json.profile.phone).toBeNull();
  });

  it.each([["987654321"], ["+56 9 8765 432a"], [`+${"1".repeat(15)}`]])(
    "refuses %j with the sign-up's message and keeps the phone it had",
    async (phone) => {
      const browser = await unconfirmedClient(t);
      const res = await browser.put("/api/me/phone", { phone });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ error: "Ingresa un número válido con código de país (ej: +56912345678)" });
      expect((await browser.get("/api/me")).json.profile.phone).toBe("+56912345678");
    },
  );

  it("needs a session", async () => {
    const res = await client(t.app).put("/api/me/phone", { phone: "+56912345678" });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ error: "No hay sesión activa" });
  });
});
