import { describe, expect, it } from "vitest";
import { ApiError } from "#web/lib/api";
import { personalSecurityErrorMessage } from "./send-personal-security";

describe("personalSecurityErrorMessage", () => {
  it("shows what the server said about the data", () => {
    const message = "El RUT no es válido: revisa el dígito verificador";
    expect(personalSecurityErrorMessage(new ApiError(400, message))).toBe(message);
  });

  it("asks to sign in again when the session is gone", () => {
    expect(personalSecurityErrorMessage(new ApiError(401, "No hay sesión activa"))).toBe(
      "Debes estar autenticado para enviar el formulario",
    );
  });

  it("falls back to the spec's generic texts", () => {
    expect(personalSecurityErrorMessage(new ApiError(502, "Error 502: Bad Gateway"))).toBe(
      "Hubo un error al enviar el formulario. Por favor intenta nuevamente.",
    );
    expect(personalSecurityErrorMessage(new TypeError("Failed to fetch"))).toBe(
      "Hubo un error inesperado. Por favor intenta nuevamente.",
    );
  });
});
