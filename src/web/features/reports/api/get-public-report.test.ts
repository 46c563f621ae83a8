import { describe, expect, it } from "vitest";
import { linkExpiredMessage } from "../../../../domain/report/share-link";
import { ApiError } from "../../../lib/api";
import { oneVisitPageData, pageDataFor, publicReportErrorMessage } from "./get-public-report";
import type { TPublicReport, TReportPageData } from "./report-schemas";

const report = { accessCode: "ABCDEFGHJKMN", plate: "BBCL10" } as TPublicReport;
const drawn: TReportPageData = { report };
const withdrawn: TReportPageData = {
  accessCode: "ABCDEFGHJKMN",
  refusal: { status: 410, message: "Este informe ya no está disponible: su autor retiró el enlace." },
};

describe("pageDataFor", () => {
  it.each([
    ["the drawn report, for its code", drawn, "ABCDEFGHJKMN", "report", drawn],
    ["the drawn report, its code typed in lower case", drawn, "abcdefghjkmn", "report", drawn],
    ["the drawn report, its code with a stray space", drawn, " ABCDEFGHJKMN", "report", drawn],
    ["the drawn report, for another code", drawn, "ZZZZZZZZZZZZ", "report", undefined],
    ["the drawn report, asked for a refusal", drawn, "ABCDEFGHJKMN", "refusal", undefined],
    ["the refusal, for its code", withdrawn, "abcdefghjkmn", "refusal", withdrawn],
    ["the refusal, asked for a report", withdrawn, "ABCDEFGHJKMN", "report", undefined],
    ["nothing in the page", undefined, "ABCDEFGHJKMN", "report", undefined],
  ] as const)("%s", (_, data, code, kind, expected) => {
    expect(pageDataFor(data, code, kind)).toEqual(expected);
  });
});

describe("oneVisitPageData", () => {
  it("hands the page's report to the first visit of its code only", () => {
    const take = oneVisitPageData(drawn);
    expect(take("ZZZZZZZZZZZZ", "report")).toBeUndefined();
    expect(take("ABCDEFGHJKMN", "refusal")).toBeUndefined();
    expect(take("abcdefghjkmn", "report")).toEqual(drawn);
    // Coming back to the same report later in the tab: it is asked for again.
    expect(take("ABCDEFGHJKMN", "report")).toBeUndefined();
  });

  it("keeps the page's refusal for the fetch, which then shows it without asking", () => {
    const take = oneVisitPageData(withdrawn);
    expect(take("ABCDEFGHJKMN", "report")).toBeUndefined();
    expect(take("ABCDEFGHJKMN", "refusal")).toEqual(withdrawn);
    expect(take("ABCDEFGHJKMN", "refusal")).toBeUndefined();
  });
});

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
