import { describe, expect, it } from "vitest";
import { linkExpiredMessage } from "#domain/report/share-link";
import { ApiError } from "#web/lib/api";
import { publicReportErrorMessage } from "./get-public-report";

describe("publicReportErrorMessage", () => {
  it.each([
    [
      new ApiError(404, "No se encontró un reporte con ese código de acceso"),
      "No se encontró un reporte con ese código de acceso",
    ],
    [new ApiError(429, "Demasiadas solicitudes."), "Demasiadas solicitudes."],
    // An expired link explains how to get a new one: the message is shown whole.
    [
      new ApiError(410, linkExpiredMessage("2026-12-01T15:00:00Z")),
      linkExpiredMessage("2026-12-01T15:00:00Z"),
    ],
    [
      new ApiError(503, "Servicio no disponible por un momento"),
      "Error al buscar el reporte: Servicio no disponible por un momento",
    ],
    [new TypeError("Failed to fetch"), "Error al cargar el reporte"],
  ])("%s → %s", (error, message) => {
    expect(publicReportErrorMessage(error)).toBe(message);
  });
});
