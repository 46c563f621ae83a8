import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantOperator } from "#server/services/privacy/operators";
import { seededClient } from "../support/seed";
import { type client, createTestApp, type TestApp } from "../support/test-app";

const OPERATOR = "operadora.fuzz@patenteclara.cl";

// Random and hostile bodies against every JSON endpoint: never a 500, never a stack trace, never
// markup echoed back.
let t: TestApp;
let signedIn: ReturnType<typeof client>;
beforeAll(async () => {
  // The fuzzing account answers rights requests too, so the operators' route reads its bodies.
  t = await createTestApp();
  signedIn = await seededClient(t, { email: OPERATOR });
  await grantOperator(t.db, OPERATOR);
});
afterAll(() => t.close());

const hostileString = fc.oneof(
  fc.string(),
  fc.constantFrom(
    "' OR 1=1 --",
    "'; DROP TABLE users; --",
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "../../etc/passwd",
    "\u0000",
    "%00",
    "ＡＢ１２３４",
    "💥".repeat(50),
  ),
  fc.string({ minLength: 10_000, maxLength: 20_000 }),
  // Inputs that make backtracking patterns take quadratic time or worse (the review's findings).
  fc.constantFrom(
    `a@${".".repeat(50_000)}@`,
    `${"a".repeat(50_000)}@`,
    `a@${"a.".repeat(25_000)}1`,
    `${"1".repeat(50_000)}-K`,
    `+${"1".repeat(50_000)}a`,
    `${" ".repeat(50_000)}x`,
  ),
  // Bodies past the 64 KB limit are refused whole (413).
  fc.constant("x".repeat(70_000)),
);
const hostileValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
);
const pollution = fc.constantFrom(
  // Parsed, not written as literals: a literal __proto__ sets the prototype and JSON.stringify drops it.
  JSON.parse('{"__proto__": {"admin": true}}'),
  JSON.parse('{"__proto__": {"polluted": "yes"}}'),
  { constructor: { prototype: { polluted: "yes" } } },
);
const body = fc.oneof(
  fc.anything(),
  fc.dictionary(
    fc.constantFrom(
      "plate",
      "packId",
      "paymentId",
      "rut",
      "email",
      "fullName",
      "phone",
      "password",
      "sex",
      "services",
      "amount",
      "clientRequestId",
      "newPassword",
      "token",
      "firstName",
      "lastName",
      "vin",
      "right",
      "message",
      "acceptedTerms",
      "outcome",
      "note",
    ),
    hostileValue,
  ),
  pollution,
);

const ENDPOINTS = [
  "/api/reports",
  "/api/checkout",
  "/api/payments/confirm",
  "/api/contact",
  "/api/personal-security",
  "/api/public/reports/ABCDEFGHJKMN/owner-check",
  // Another report than the owner check's: the two share one budget of checks per report.
  "/api/public/reports/ABCDEFGHJKMP/vin-check",
  "/api/privacy-requests",
  "/api/admin/privacy-requests/00000000-0000-0000-0000-000000000000/close",
  "/api/auth/sign-up/email",
  "/api/auth/sign-in/email",
  "/api/auth/request-password-reset",
  "/api/auth/reset-password",
];

describe("hostile JSON bodies", () => {
  it.each(ENDPOINTS)("%s never answers 500 nor leaks internals", async (url) => {
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const res = await t.app.request(url, {
          method: "POST",
          headers: {
            origin: "http://localhost:3000",
            "content-type": "application/json",
            cookie: [...signedIn.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
            "x-forwarded-for": `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
          },
          body: JSON.stringify(payload) ?? "null",
        });
        const text = await res.text();
        expect(res.status, text).toBeLessThan(500);
        expect(text).not.toMatch(/Too big|Invalid email|Payload Too Large/);
        expect(text).not.toMatch(/\bat .+\.(ts|js):\d+/);
        expect(text).not.toMatch(/<script|onerror=/i);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { numRuns: 25 },
    );
  });

  it("a body that is not JSON at all is a 400", async () => {
    const res = await t.app.request("/api/reports", {
      method: "POST",
      headers: {
        origin: "http://localhost:3000",
        "content-type": "application/json",
        cookie: [...signedIn.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
      },
      body: "{not json",
    });
    expect(res.status).toBe(400);
  });
});
