import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiFetch, errorMessageOf } from "./api";
import { REQUEST_FAILED_MESSAGE, TOO_LARGE_MESSAGE, UNAVAILABLE_MESSAGE } from "./status-message";

afterEach(() => {
  vi.unstubAllGlobals();
});

const failureOf = async (response: Response): Promise<ApiError> => {
  vi.stubGlobal("fetch", async () => response);
  return apiFetch("/api/x").then(
    () => expect.unreachable("a non-2xx answer must throw"),
    (error: unknown) => error as ApiError,
  );
};

const html = (status: number, statusText: string) =>
  new Response("<html><body>proxy</body></html>", {
    status,
    statusText,
    headers: { "content-type": "text/html" },
  });

describe("the message of a refused /api call", () => {
  it.each([
    [
      "the server's own words",
      Response.json({ error: "La patente no es válida" }, { status: 400 }),
      "La patente no es válida",
    ],
    ["a proxy's Bad Gateway page", html(502, "Bad Gateway"), UNAVAILABLE_MESSAGE],
    ["a proxy's Gateway Timeout page", html(504, "Gateway Timeout"), UNAVAILABLE_MESSAGE],
    ["a body too large for the proxy", html(413, "Payload Too Large"), TOO_LARGE_MESSAGE],
    [
      "an empty Internal Server Error",
      new Response(null, { status: 500, statusText: "Internal Server Error" }),
      REQUEST_FAILED_MESSAGE,
    ],
    [
      "JSON without our field",
      Response.json({ message: "Not Found" }, { status: 404, statusText: "Not Found" }),
      REQUEST_FAILED_MESSAGE,
    ],
  ])("%s", async (_, response, expected) => {
    const error = await failureOf(response);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(response.status);
    expect(error.message).toBe(expected);
  });
});

describe("errorMessageOf", () => {
  it("tells our server's reason, and the caller's words for anything else", () => {
    expect(errorMessageOf(new ApiError(403, "Esta sección es solo para el equipo."), "x")).toBe(
      "Esta sección es solo para el equipo.",
    );
    expect(errorMessageOf(new TypeError("Failed to fetch"), "Revisa tu conexión.")).toBe(
      "Revisa tu conexión.",
    );
  });
});
