import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TRIALS_WAITING_MESSAGE } from "#domain/credits";
import { creditAccounts, creditLedger, users, verifications } from "#server/db/schema";
import { confirmationToken } from "../support/outbox";
import { serverLog } from "../support/server-log";
import {
  client,
  createTestApp,
  newUser,
  signedInClient,
  type TestApp,
  unconfirmedClient,
} from "../support/test-app";

// The confirmation link and the sign-up, tried as the security review of 2026-11-26 did.

const log = serverLog();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: "info", TRIAL_GRANTS_PER_DAY: "1000" },
    logDestination: log.destination,
  });
});
afterAll(() => t.close());

const tokenFor = async (email: string) => confirmationToken(await t.outbox(), email);
const isVerified = async (email: string) =>
  (await t.db.select({ v: users.emailVerified }).from(users).where(eq(users.email, email)))[0]?.v;
const signIn = (email: string, password: string) =>
  client(t.app).post("/api/auth/sign-in/email", { email, password });

describe("only the mailbox owner confirms an address", () => {
  it("opening the link (a mail scanner's GET) confirms nothing, old links included", async () => {
    const attacker = await unconfirmedClient(t);
    const token = await tokenFor(attacker.email);
    const scanner = client(t.app);
    const target = await scanner.get(`/api/email-confirmation?token=${token}`);
    expect(target.json).toEqual({
      email: attacker.email,
      confirmed: false,
      trialsLeft: 3,
      trialsArriveAt: null,
    });
    const old = await scanner.get(`/api/auth/verify-email?token=${token}&callbackURL=%2F`);
    expect(old.status).toBe(302);
    expect(old.headers.get("location")).toBe(`/confirmar-correo?token=${token}`);
    expect(old.headers.getSetCookie()).toEqual([]);
    expect(await isVerified(attacker.email)).toBe(false);
  });

  it("confirmed from another browser: the sign-up's password and sessions stop working", async () => {
    const victimEmail = `victima.${Date.now()}@correo.cl`;
    const attacker = await unconfirmedClient(
      t,
      newUser({ email: victimEmail, password: "clave-del-atacante" }),
    );
    // The mailbox's owner clicks "confirm" on a mail they did not ask for.
    const owner = client(t.app);
    const confirmed = await owner.post("/api/email-confirmation", { token: await tokenFor(victimEmail) });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.outcome).toBe("choose-password");
    expect(owner.cookies.size).toBe(0);
    expect(await isVerified(victimEmail)).toBe(true);
    // The attacker's session is over, and their password opens nothing.
    expect((await attacker.get("/api/me")).json).toBeNull();
    expect((await signIn(victimEmail, "clave-del-atacante")).status).toBe(401);
    // The owner chooses their own with the token, and it works.
    const reset = await owner.post("/api/auth/reset-password", {
      token: confirmed.json.resetToken,
      newPassword: "clave-de-la-duena",
    });
    expect(reset.status).toBe(200);
    const ownerIn = await signIn(victimEmail, "clave-de-la-duena");
    expect(ownerIn.status).toBe(200);
  });

  it("confirmed from the browser that signed up: nothing else changes", async () => {
    const browser = await unconfirmedClient(t);
    const res = await browser.post("/api/email-confirmation", { token: await tokenFor(browser.email) });
    expect(res.json).toEqual({ outcome: "confirmed", email: browser.email });
    expect((await browser.get("/api/me")).json.user.emailVerified).toBe(true);
    expect((await signIn(browser.email, "clave-segura")).status).toBe(200);
  });

  it("a link sent to a signed-in victim never puts them in the sender's account", async () => {
    const attacker = await unconfirmedClient(t);
    const token = await tokenFor(attacker.email);
    const victim = await signedInClient(t);
    const before = (await victim.get("/api/me")).json.user.id;
    await victim.post("/api/email-confirmation", { token });
    expect((await victim.get("/api/me")).json.user.id).toBe(before);
    // Nor signs anybody in when nobody is signed in.
    const stranger = client(t.app);
    await stranger.post("/api/email-confirmation", { token });
    expect((await stranger.get("/api/me")).json).toBeNull();
  });

  it("a forged or altered token is refused in Spanish", async () => {
    const browser = await unconfirmedClient(t);
    const token = await tokenFor(browser.email);
    for (const bad of ["x", `${token.slice(0, -3)}abc`, "a".repeat(3000)]) {
      const res = await client(t.app).post("/api/email-confirmation", { token: bad });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.json)).toMatch(/enlace|válid/i);
    }
  });
});

describe("the plate a visitor came for rides in the confirmation link, checked (decision 067)", () => {
  const linkOf = async (email: string) => {
    const mail = (await t.outbox()).findLast((m) => m.to === email && m.text.includes("/confirmar-correo?"));
    const line = mail?.text.split("\n").find((l) => l.includes("/confirmar-correo?"));
    if (!line) throw new Error(`no confirmation mail for ${email}`);
    return new URL(line.trim());
  };
  const checkScreen = (query: string) => `/dashboard/servicios/verificar-automovil?${query}`;

  it("a valid plate is in the link, and the link still confirms", async () => {
    const browser = await unconfirmedClient(t, newUser({ callbackURL: checkScreen("patente=bbcl-10") }));
    const link = await linkOf(browser.email);
    expect(link.pathname).toBe("/confirmar-correo");
    expect(link.searchParams.get("patente")).toBe("BBCL10");
    const res = await browser.post("/api/email-confirmation", { token: link.searchParams.get("token") });
    expect(res.json.outcome).toBe("confirmed");
  });

  it("anything else that was sent is left out of the mail", async () => {
    for (const callbackURL of [checkScreen("patente=<b>hola</b>"), checkScreen("patente=BBCL1"), "/"]) {
      const browser = await unconfirmedClient(t, newUser({ callbackURL }));
      const link = await linkOf(browser.email);
      expect([...link.searchParams.keys()], callbackURL).toEqual(["token"]);
      expect((await linkOf(browser.email)).href).not.toContain("hola");
    }
  });

  it("a callback to another site is refused with the sign-up", async () => {
    for (const callbackURL of ["https://otro.example/?patente=BBCL10", "//otro.example/?patente=BBCL10"]) {
      const user = newUser({ callbackURL });
      const res = await client(t.app).post("/api/auth/sign-up/email", user);
      expect(res.status, callbackURL).toBe(400);
      expect((await t.outbox()).some((m) => m.to === user.email)).toBe(false);
    }
  });

  it("'Reenviar correo' brings the plate too, and answers as it does without one", async () => {
    const browser = await unconfirmedClient(t);
    const plain = await browser.post("/api/auth/send-verification-email", { email: browser.email });
    const withPlate = await browser.post("/api/auth/send-verification-email", {
      email: browser.email,
      callbackURL: checkScreen("patente=AB1234"),
    });
    expect(withPlate.status).toBe(plain.status);
    expect(withPlate.json).toEqual(plain.json);
    expect((await linkOf(browser.email)).searchParams.get("patente")).toBe("AB1234");
  });
});

describe("trials cost an attacker more than they give", () => {
  it("an unconfirmed sign-up holds no trials, so deleting it burns nobody's", async () => {
    const email = `quemada.${Date.now()}@correo.cl`;
    const squatter = await unconfirmedClient(t, newUser({ email }));
    const [held] = await t.db
      .select({ trialsLeft: creditAccounts.trialsLeft })
      .from(creditAccounts)
      .innerJoin(users, eq(users.id, creditAccounts.userId))
      .where(eq(users.email, email));
    expect(held?.trialsLeft).toBe(0);
    // What it is shown is what confirming would grant.
    expect((await squatter.get("/api/me")).json.credits.trialsLeft).toBe(3);
    expect((await squatter.delete("/api/me")).status).toBe(204);
    const owner = await signedInClient(t, newUser({ email }));
    expect((await owner.get("/api/me")).json.credits.trialsLeft).toBe(3);
  });

  it("the installation grants at most TRIAL_GRANTS_PER_DAY trials a day, and says so", async () => {
    const ceiling = await createTestApp({
      env: { LOG_LEVEL: "info", TRIAL_GRANTS_PER_DAY: "1" },
      logDestination: log.destination,
    });
    try {
      const first = await signedInClient(ceiling);
      expect((await first.get("/api/me")).json.credits.trialsLeft).toBe(3);
      const second = await signedInClient(ceiling);
      expect((await second.get("/api/me")).json.user.emailVerified).toBe(true);
      expect((await second.get("/api/me")).json.credits.trialsLeft).toBe(0);
      const metrics = await (await ceiling.app.request("/metrics")).text();
      expect(metrics).toContain('trial_grants_total{outcome="ceiling"} 1');
      expect(log.lines.some((l) => l.includes("daily ceiling of free trials reached"))).toBe(true);
    } finally {
      await ceiling.close();
    }
  });

  it("past the day's ceiling nobody is promised trials today: they are said to come, and come, the next day", async () => {
    const ceiling = await createTestApp({ env: { TRIAL_GRANTS_PER_DAY: "1" } });
    const me = async (browser: Awaited<ReturnType<typeof unconfirmedClient>>) =>
      (await browser.get("/api/me")).json;
    const metric = async (outcome: string) =>
      (await (await ceiling.app.request("/metrics")).text())
        .split("\n")
        .find((line) => line.startsWith(`trial_grants_total{outcome="${outcome}"}`));
    try {
      const first = await signedInClient(ceiling);
      expect(await me(first)).toMatchObject({ credits: { trialsLeft: 3 }, trialsArriveAt: null });

      // The day's grants are spent: an unconfirmed sign-up is promised none today, and told when.
      const late = await unconfirmedClient(ceiling);
      const waiting = await me(late);
      expect(waiting.credits.trialsLeft).toBe(0);
      const arriveAt = new Date(waiting.trialsArriveAt);
      const hoursAway = (arriveAt.getTime() - Date.now()) / 3_600_000;
      expect(hoursAway).toBeGreaterThan(0);
      expect(hoursAway).toBeLessThanOrEqual(24);
      // Midnight in Santiago: the day the ceiling counts is Santiago's.
      const santiago = new Intl.DateTimeFormat("en-GB", {
        timeZone: "America/Santiago",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      });
      expect(santiago.format(arriveAt)).toBe("00:00");
      // The confirmation page, opened anywhere, says the same.
      const token = confirmationToken(await ceiling.outbox(), late.email);
      const target = await client(ceiling.app).get(`/api/email-confirmation?token=${token}`);
      expect(target.json).toMatchObject({
        confirmed: false,
        trialsLeft: 0,
        trialsArriveAt: waiting.trialsArriveAt,
      });

      // Confirmed today: still none, still when; and asking for a report says so, not "used up".
      expect((await late.post("/api/email-confirmation", { token })).json.outcome).toBe("confirmed");
      expect(await me(late)).toMatchObject({
        user: { emailVerified: true },
        credits: { trialsLeft: 0 },
        trialsArriveAt: waiting.trialsArriveAt,
      });
      const refused = await late.post("/api/reports", { plate: "BBCL10" });
      expect(refused.status).toBe(402);
      expect(refused.json.error).toBe(TRIALS_WAITING_MESSAGE);
      expect(await metric("ceiling")).toBe('trial_grants_total{outcome="ceiling"} 1');

      // The next day (the day's grants moved back by one): the trials arrive at the next read, once.
      await ceiling.db.execute(
        sql`update credit_ledger set created_at = created_at - interval '1 day' where kind = 'trial_grant'`,
      );
      expect(await me(late)).toMatchObject({ credits: { trialsLeft: 3 }, trialsArriveAt: null });
      expect(await me(late)).toMatchObject({ credits: { trialsLeft: 3 }, trialsArriveAt: null });
      const grants = await ceiling.db
        .select({ id: creditLedger.id })
        .from(creditLedger)
        .innerJoin(users, eq(users.id, creditLedger.userId))
        .where(and(eq(users.email, late.email), eq(creditLedger.kind, "trial_grant")));
      expect(grants).toHaveLength(1);
      expect(await metric("granted")).toBe('trial_grants_total{outcome="granted"} 2');
      // They are today's one grant: a sign-up after them is promised none either.
      const later = await unconfirmedClient(ceiling);
      expect((await me(later)).trialsArriveAt).not.toBeNull();
      expect((await late.post("/api/reports", { plate: "BBCL10" })).status).toBe(201);
      expect((await me(late)).credits.trialsLeft).toBe(2);
    } finally {
      await ceiling.close();
    }
  });

  it("an IPv6 /48 makes 20 sign-ups a day, however many /64s it holds", async () => {
    const statuses = [];
    for (let i = 0; i < 21; i++) {
      const res = await client(t.app, `2001:db8:48:${i.toString(16)}::1`).post(
        "/api/auth/sign-up/email",
        newUser(),
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses[20]).toBe(429);
    expect((await client(t.app, "2001:db8:49::1").post("/api/auth/sign-up/email", newUser())).status).toBe(
      200,
    );
  });

  it("'Cuenta ya existente' costs a sign-up: no cheaper probe, and its owner is told", async () => {
    const owner = await signedInClient(t);
    const network = (i: number) => `203.0.114.${i + 1}`;
    const probe = await client(t.app, network(0)).post(
      "/api/auth/sign-up/email",
      newUser({ email: owner.email }),
    );
    expect(probe.status).toBe(422);
    const told = (await t.outbox()).filter(
      (m) => m.to === owner.email && m.subject === "Intentaron registrarse con tu correo en Patente Clara",
    );
    expect(told).toHaveLength(1);
    for (let i = 1; i < 5; i++) {
      await client(t.app, network(i)).post("/api/auth/sign-up/email", newUser());
    }
    // The network's budget is spent: a registered address and an unknown one answer alike.
    const known = await client(t.app, network(5)).post(
      "/api/auth/sign-up/email",
      newUser({ email: owner.email }),
    );
    const unknown = await client(t.app, network(6)).post("/api/auth/sign-up/email", newUser());
    expect([known.status, unknown.status]).toEqual([429, 429]);
    expect(known.json.message).toBe(unknown.json.message);
  });
});

describe("mails carry nothing a stranger typed", () => {
  it("a name is letters, spaces, apostrophes and hyphens only", async () => {
    for (const firstName of ["Ana http://estafa.cl", "Ana<b>", "Paga en bit.ly/x"]) {
      const res = await client(t.app).post("/api/auth/sign-up/email", newUser({ firstName }));
      expect(res.status).toBe(400);
      expect(res.json.message).toBe("Usa solo letras, espacios, apóstrofos (') y guiones (-)");
    }
    expect(
      (
        await client(t.app).post(
          "/api/auth/sign-up/email",
          newUser({ firstName: "María-José", lastName: "O'Ryan" }),
        )
      ).status,
    ).toBe(200);
  });

  it("the confirmation mail greets nobody by the name typed at sign-up", async () => {
    const browser = await unconfirmedClient(t, newUser({ firstName: "Estafador" }));
    const mail = (await t.outbox()).findLast((m) => m.to === browser.email);
    expect(mail?.subject).toBe("Confirma tu correo en Patente Clara");
    expect(`${mail?.text}${mail?.html}`).not.toContain("Estafador");
    // A reset before confirming does not greet them either.
    await client(t.app).post("/api/auth/request-password-reset", {
      email: browser.email,
      redirectTo: "/reset-password",
    });
    const reset = (await t.outbox()).findLast((m) => m.to === browser.email);
    expect(reset?.subject).toBe("Restablece tu contraseña de Patente Clara");
    expect(`${reset?.text}${reset?.html}`).not.toContain("Estafador");
  });

  it("confirmation mails to one address are limited, from however many networks", async () => {
    const browser = await unconfirmedClient(t);
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const res = await client(t.app).post("/api/auth/send-verification-email", { email: browser.email });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(200));
    expect(statuses[5]).toBe(429);
    const mails = (await t.outbox()).filter((m) => m.to === browser.email);
    expect(mails).toHaveLength(6); // the sign-up's own, then five resends
  });
});

describe("reset tokens at rest", () => {
  it("are stored as a hash: the token in the mail is nowhere in the table", async () => {
    const browser = await signedInClient(t);
    await client(t.app).post("/api/auth/request-password-reset", {
      email: browser.email,
      redirectTo: "/reset-password",
    });
    const mail = (await t.outbox()).findLast((m) => m.to === browser.email);
    const token = /reset-password\/([^?\s]+)/.exec(mail?.text ?? "")?.[1] as string;
    expect(token).toBeTruthy();
    const rows = await t.db.select().from(verifications);
    expect(JSON.stringify(rows)).not.toContain(token);
    // And the link still works.
    const reset = await client(t.app).post("/api/auth/reset-password", {
      token,
      newPassword: "otra-clave-segura",
    });
    expect(reset.status).toBe(200);
  });
});
