import { HTTPException } from "hono/http-exception";
import { describe, expect, it } from "vitest";
import { AppError } from "../errors";
import { createLogger } from "../logger";
import { errorAnswerOf, statusOf } from "./error-answer";
import { UNAVAILABLE_MESSAGE } from "./unavailable";

const logger = createLogger("silent");

describe("errorAnswerOf", () => {
  it.each([
    [new AppError("NOT_FOUND", "No se encontró"), { status: 404, error: "No se encontró" }],
    [
      new AppError("RATE_LIMITED", "Demasiadas solicitudes", 60),
      { status: 429, error: "Demasiadas solicitudes", retryAfterSeconds: 60 },
    ],
    // The database down is temporary: the client is told when to try again.
    [
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
      { status: 503, error: UNAVAILABLE_MESSAGE, retryAfterSeconds: 5 },
    ],
    [new HTTPException(403), { status: 403, error: "Origen no permitido" }],
    // A route's validator could not read the body.
    [new HTTPException(400), { status: 400, error: "La solicitud no es un JSON válido." }],
    [
      new HTTPException(415),
      { status: 415, error: "La solicitud debe enviarse como JSON (Content-Type: application/json)." },
    ],
    // A bug's details stay in the log, never in the answer.
    [new TypeError("x is undefined"), { status: 500, error: "Error al procesar la solicitud" }],
  ])("%s → %j", (err, expected) => {
    expect(errorAnswerOf(err, "/api/x", logger)).toEqual(expected);
  });
});

describe("statusOf", () => {
  it.each([
    ["BAD_REQUEST", 400],
    ["UNAUTHENTICATED", 401],
    ["PAYMENT_REQUIRED", 402],
    ["FORBIDDEN", 403],
    ["NOT_FOUND", 404],
    ["GONE", 410],
    ["PAYLOAD_TOO_LARGE", 413],
    ["RATE_LIMITED", 429],
    ["UNAVAILABLE", 503],
  ] as const)("%s → %i", (code, status) => {
    expect(statusOf(code)).toBe(status);
  });
});
