import { describe, expect, it } from "vitest";
import { INVALID_SESSION_MESSAGE, REQUEST_ERROR_MESSAGE } from "#domain/report/texts";
import { ApiError } from "#web/lib/api";
import { createReportErrorMessage, isSessionLost } from "./create-report";

describe("what the check screen says when a report fails", () => {
  it.each([
    // The server says 'No hay sesión activa'; the spec's words also say what to do.
    [new ApiError(401, "No hay sesión activa"), INVALID_SESSION_MESSAGE, true],
    [
      new ApiError(404, "No se encontraron datos para esta patente"),
      "No se encontraron datos para esta patente",
      false,
    ],
    [new ApiError(402, "No te quedan informes disponibles."), "No te quedan informes disponibles.", false],
    [new TypeError("Failed to fetch"), REQUEST_ERROR_MESSAGE, false],
    [new Error("stream closed without a result"), REQUEST_ERROR_MESSAGE, false],
  ])("%s -> %s", (error, message, sessionLost) => {
    expect(createReportErrorMessage(error)).toBe(message);
    expect(isSessionLost(error)).toBe(sessionLost);
  });
});
