import { afterEach, describe, expect, it, vi } from "vitest";
import {
  INVALID_SESSION_MESSAGE,
  NO_VEHICLE_DATA_MESSAGE,
  REQUEST_ERROR_MESSAGE,
  SERVER_RESTARTING_MESSAGE,
} from "#domain/report/texts";
import { ApiError } from "#web/lib/api";
import {
  createReport,
  createReportErrorMessage,
  earlierReportOf,
  isNoVehicleData,
  isSessionLost,
  type TProgress,
} from "./create-report";

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

  it.each([
    // Told apart from every other failure: it gets what to try next instead of an error line.
    [new ApiError(404, "No se encontraron datos para esta patente"), true],
    [new ApiError(402, "No te quedan informes disponibles."), false],
    [new ApiError(400, "Formato de patente inválido. Use formato ABCD12 o AB1234"), false],
    [new ApiError(503, "No pudimos consultar las fuentes"), false],
    [new TypeError("Failed to fetch"), false],
  ])("%s is a plate without data: %s", (error, noData) => {
    expect(isNoVehicleData(error)).toBe(noData);
  });
});

describe("a report of a plate checked in the last 24 hours", () => {
  const earlier = { id: "3f0c6a1e-1b2c-4d5e-8f90-123456789abc", createdAt: "2026-11-26T17:05:00.000Z" };
  const repeat = {
    error: "Ya consultaste la patente BBCL10 el 26-11-2026 14:05.",
    code: "repeat_report",
    earlier,
  };
  it.each([
    ["the server's 409", new ApiError(409, repeat.error, repeat), earlier],
    ["a 409 of some proxy, not ours", new ApiError(409, "Conflict", "<html>"), null],
    ["another refusal", new ApiError(402, "No te quedan informes disponibles.", { error: "x" }), null],
    ["no answer at all", new TypeError("Failed to fetch"), null],
  ])("%s", (_, error, found) => {
    expect(earlierReportOf(error)).toEqual(found);
  });
});

describe("a report whose server restarts", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("says so, then follows the same request through the restart to its outcome", async () => {
    vi.useFakeTimers();
    const id = "3f0c6a1e-1b2c-4d5e-8f90-123456789abc";
    const vehicleDone = { source: "vehicle", state: "answered" };
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    const answers: (() => Response)[] = [
      () =>
        new Response(
          `event: accepted\ndata: ${JSON.stringify({ id })}\n\n` +
            `event: progress\ndata: ${JSON.stringify({ percent: 20, sources: [vehicleDone], done: [] })}\n\n` +
            `event: reintenta\ndata: ${JSON.stringify({ message: SERVER_RESTARTING_MESSAGE })}\n\n`,
          { headers: { "content-type": "text/event-stream" } },
        ),
      // The old instance is gone and the new one not up yet; then the proxy before it.
      () => {
        throw new TypeError("fetch failed");
      },
      () => json(502, {}),
      // An instance not updated yet: no sources, five steps.
      () =>
        json(200, { status: "running", progress: { percent: 60, done: [true, true, false, false, false] } }),
      () => json(200, { status: "failed", errorStatus: 404, error: NO_VEHICLE_DATA_MESSAGE }),
    ];
    const asked: string[] = [];
    vi.stubGlobal("fetch", async (url: string) => {
      asked.push(url);
      return (answers.shift() as () => Response)();
    });
    const seen: TProgress[] = [];
    const outcome = createReport({ plate: "BBCL10" }, (progress) => seen.push(progress)).catch(
      (error) => error,
    );
    await vi.advanceTimersByTimeAsync(4 * 2000);

    expect(await outcome).toEqual(new ApiError(404, NO_VEHICLE_DATA_MESSAGE));
    expect(asked).toEqual(["/api/reports", ...Array(4).fill(`/api/reports/${id}`)]);
    // Where it stood stays, with the server's words, until the server answers again.
    expect(seen).toEqual([
      { percent: 20, sources: [vehicleDone], done: [] },
      { percent: 20, sources: [vehicleDone], done: [], notice: SERVER_RESTARTING_MESSAGE },
      { percent: 60, sources: [], done: [true, true, false, false, false] },
    ]);
  });
});
