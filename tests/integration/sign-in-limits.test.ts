import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { BUSY_CODE, BUSY_MESSAGE } from "#server/password-hashing";
import { SIGN_IN_BACKOFF_CODE } from "#server/sign-in-guard";
import { serverLog } from "../support/server-log";
import { client, createTestApp, newUser, signedInClient, type TestApp } from "../support/test-app";

const SIGN_IN = "/api/auth/sign-in/email";
const ALERT_SUBJECT = "Intentos de iniciar sesión en tu cuenta de Patente Clara";

const log = serverLog();
let t: TestApp;

beforeAll(async () => {
  // The backoff counts in fixed windows (a quarter of an hour up to a day, from midnight UTC): each test
  // starts a minute into all of them, so none ends halfway through an attack.
  vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
  vi.setSystemTime(Date.now() - (Date.now() % 86_400_000) + 60_000);
  t = await createTestApp({ env: { LOG_LEVEL: "info" }, logDestination: log.destination });
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

/** Wrong passwords on one address, each from a network of its own, one after the other: their answers. */
async function attack(email: string, attempts: number) {
  const answers = [];
  for (let i = 0; i < attempts; i++) {
    answers.push(await client(t.app).post(SIGN_IN, { email, password: `adivinanza-${i}` }));
  }
  return answers;
}

const alertsTo = async (email: string) =>
  (await t.outbox()).filter((mail) => mail.to === email && mail.subject === ALERT_SUBJECT);

describe("sign-in limited per account", () => {
  it("refuses an account's sign-ins after 5 wrong passwords from 15 networks, the right one too, and tells its owner once", async () => {
    const user = newUser();
    await signedInClient(t, user);
    const answers = await attack(user.email, 15);
    expect(answers.map((a) => a.status)).toEqual([...Array(5).fill(401), ...Array(10).fill(429)]);

    const right = await client(t.app).post(SIGN_IN, { email: user.email, password: user.password });
    expect(right.status).toBe(429);
    expect(right.json.code).toBe(SIGN_IN_BACKOFF_CODE);
    expect(right.json.message).toMatch(/^Hubo demasiados intentos de iniciar sesión con este correo\./);
    // A minute into the quarter hour, its end is 14 minutes away.
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(13 * 60);
    expect(right.json.message).toContain("vuelve a intentarlo en 14 minutos");
    expect(right.headers.get("set-cookie") ?? "").not.toContain("session_token");

    await vi.waitFor(async () => expect(await alertsTo(user.email)).toHaveLength(1));
    const [alert] = await alertsTo(user.email);
    expect(alert?.text).toContain("http://localhost:3000/forgot-password");
    // Nothing the one who tried typed: neither the passwords nor the name given at sign-up.
    expect(alert?.text).not.toMatch(/adivinanza|Camila/);
    // More attempts later the same day do not mail again.
    await attack(user.email, 3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await alertsTo(user.email)).toHaveLength(1);
  });

  it("lets exactly 5 of 20 concurrent wrong passwords on one account be checked", async () => {
    const user = newUser();
    await signedInClient(t, user);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        client(t.app).post(SIGN_IN, { email: user.email, password: `adivinanza-${i}` }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
  });

  it("lets the owner's browser that signed in before sign in with the right password during the attack", async () => {
    const user = newUser();
    const owner = await signedInClient(t, user);
    await owner.post("/api/auth/sign-out");
    expect((await owner.post(SIGN_IN, { email: user.email, password: user.password })).status).toBe(200);
    expect([...owner.cookies.keys()]).toContain("better-auth.known_device");
    await owner.post("/api/auth/sign-out");

    expect((await attack(user.email, 8)).at(-1)?.status).toBe(429);
    const stranger = await client(t.app).post(SIGN_IN, { email: user.email, password: user.password });
    expect(stranger.status).toBe(429);

    const back = await owner.post(SIGN_IN, { email: user.email, password: user.password });
    expect(back.status).toBe(200);
    expect((await owner.get("/api/me")).json.user.email).toBe(user.email);
  });

  it("starts afresh after a password reset, and forgets the browsers that knew the old password", async () => {
    const user = newUser();
    const before = await signedInClient(t, user);
    await before.post("/api/auth/sign-out");
    expect((await attack(user.email, 6)).at(-1)?.status).toBe(429);

    // The owner follows the mail's advice, from a browser of their own.
    await client(t.app).post("/api/auth/request-password-reset", {
      email: user.email,
      redirectTo: "/reset-password",
    });
    const mail = (await t.outbox()).findLast(
      (m) => m.to === user.email && m.subject.startsWith("Restablece"),
    );
    const link = new URL(mail?.text.match(/https?:\/\/\S+/)?.[0] ?? "");
    const visit = await client(t.app).get(link.pathname + link.search);
    const token = new URL(visit.headers.get("location") ?? "", link).searchParams.get("token");
    const newPassword = "otra-clave-segura";
    expect((await client(t.app).post("/api/auth/reset-password", { newPassword, token })).status).toBe(200);
    const after = client(t.app);
    expect((await after.post(SIGN_IN, { email: user.email, password: newPassword })).status).toBe(200);
    await after.post("/api/auth/sign-out");

    // That sign-in and 4 wrong passwords are the 5 attempts of the quarter hour: the browser known before
    // the reset is a stranger to the new password, the one that signed in with it is not.
    expect((await attack(user.email, 4)).at(-1)?.status).toBe(401);
    expect((await before.post(SIGN_IN, { email: user.email, password: newPassword })).status).toBe(429);
    expect((await after.post(SIGN_IN, { email: user.email, password: newPassword })).status).toBe(200);
  });

  it("does not exempt a browser whose known-device cookie was forged or belongs to another account", async () => {
    const user = newUser();
    const owner = await signedInClient(t, user);
    const other = newUser();
    const elsewhere = await signedInClient(t, other);
    await attack(user.email, 5);

    const forged = client(t.app);
    const cookie = owner.cookies.get("better-auth.known_device") ?? "";
    forged.cookies.set("better-auth.known_device", `x${cookie}`);
    expect((await forged.post(SIGN_IN, { email: user.email, password: user.password })).status).toBe(429);
    await elsewhere.post("/api/auth/sign-out");
    expect((await elsewhere.post(SIGN_IN, { email: user.email, password: user.password })).status).toBe(429);
  });

  it("answers an address without an account exactly as one with an account, under the same attack", async () => {
    const user = newUser();
    await signedInClient(t, user);
    const nobody = newUser().email;
    const known = await attack(user.email, 8);
    const unknown = await attack(nobody, 8);
    // The same answers but for the seconds left, which go on running between the two attacks.
    const shape = (a: (typeof known)[number]) => ({
      status: a.status,
      code: a.json.code,
      retryAfter: a.headers.has("retry-after"),
    });
    expect(unknown.map(shape)).toEqual(known.map(shape));
    expect((await t.outbox()).filter((mail) => mail.to === nobody)).toEqual([]);
  });
});

describe("password hashing under a burst", () => {
  it("answers 40 concurrent sign-ins from 40 networks with 401, 429 or a fast 503, never 500, and keeps answering others", async () => {
    const before = log.lines.length;
    const burst = Array.from({ length: 40 }, (_, i) =>
      client(t.app).post(SIGN_IN, { email: `rafaga.${i}@correo.cl`, password: "clave-segura" }),
    );
    const health = client(t.app).get("/api/health");
    const answers = await Promise.all(burst);
    expect((await health).status).toBe(200);

    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => [401, 429, 503].includes(s))).toBe(true);
    const busy = answers.filter((a) => a.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const answer of busy) {
      expect(answer.json).toEqual({ message: BUSY_MESSAGE, code: BUSY_CODE });
      expect(answer.headers.get("retry-after")).toBe("5");
    }
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThan(0);

    // The burst over, a sign-in is checked again.
    const user = newUser();
    await signedInClient(t, user);
    const later = await client(t.app).post(SIGN_IN, { email: user.email, password: user.password });
    expect(later.status).toBe(200);
    const errors = log.lines.slice(before).filter((line) => JSON.parse(line).level >= 50);
    expect(errors).toEqual([]);
  });
});
