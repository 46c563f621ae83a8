import { describe, expect, it } from "vitest";
import { PLATE_FORMAT_MESSAGE, PLATE_REQUIRED_MESSAGE } from "../plate";
import { RUT_CHECK_DIGIT_MESSAGE } from "../rut";
import { EMAIL_MESSAGE } from "./fields";
import { firstError } from "./issues";
import {
  CLOSING_NOTE_MESSAGE,
  PRIVACY_MESSAGE_TOO_LONG,
  RIGHT_REQUIRED_MESSAGE,
  ZClosePrivacyRequest,
  ZPrivacyRequest,
} from "./privacy-request";

const valid = {
  rut: "12.076.432-2",
  plate: " gpdd74 ",
  email: " Jose@Correo.cl ",
  right: "oposicion",
  message: "  No quiero aparecer.  ",
};

describe("ZPrivacyRequest", () => {
  it("normalises what a person types", () => {
    expect(ZPrivacyRequest.parse(valid)).toEqual({
      rut: "12076432-2",
      plate: "GPDD74",
      email: "jose@correo.cl",
      right: "oposicion",
      message: "No quiero aparecer.",
    });
    const { message: _, ...withoutMessage } = valid;
    expect(ZPrivacyRequest.parse(withoutMessage).message).toBe("");
  });

  it.each([
    [{ rut: "12.076.432-3" }, RUT_CHECK_DIGIT_MESSAGE],
    [{ plate: "" }, PLATE_REQUIRED_MESSAGE],
    [{ plate: "A".repeat(41) }, PLATE_REQUIRED_MESSAGE],
    [{ plate: "AB12" }, PLATE_FORMAT_MESSAGE],
    [{ email: "no-es-correo" }, EMAIL_MESSAGE],
    [{ right: "olvido" }, "Elige el derecho que quieres ejercer"],
    [{ plate: 42 }, PLATE_REQUIRED_MESSAGE],
    [{ message: 42 }, "El mensaje no puede tener más de 2.000 caracteres"],
    [{ right: undefined }, RIGHT_REQUIRED_MESSAGE],
    [{ message: "x".repeat(2001) }, PRIVACY_MESSAGE_TOO_LONG],
  ])("%j: %s", (change, message) => {
    const parsed = ZPrivacyRequest.safeParse({ ...valid, ...change });
    expect(parsed.success ? null : firstError(parsed.error)).toBe(message);
  });
});

describe("ZClosePrivacyRequest", () => {
  it.each([
    [{ outcome: "aceptada", note: " Ocultado. " }, null],
    [{ outcome: "aceptada", note: "   " }, CLOSING_NOTE_MESSAGE],
    [{ outcome: "aceptada", note: "x".repeat(2001) }, CLOSING_NOTE_MESSAGE],
    [{ outcome: "rechazada", note: "No corresponde." }, null],
    [{ outcome: "quizás", note: "x" }, "Indica si la solicitud se acepta o se rechaza"],
    [{ outcome: "aceptada" }, "Escribe una nota de cierre (máximo 2.000 caracteres)"],
  ])("%j: %s", (input, message) => {
    const parsed = ZClosePrivacyRequest.safeParse(input);
    expect(parsed.success ? null : firstError(parsed.error)).toBe(message);
  });
});
