import { describe, expect, it } from "vitest";
import { z } from "zod";
import { RETRY_EXPIRED_MESSAGE } from "#domain/report/pending";
import { ApiError } from "#web/lib/api";
import { UNAVAILABLE_MESSAGE } from "#web/lib/status-message";
import { RETRY_FAILED_MESSAGE, retrySourcesErrorMessage } from "./retry-sources";

const zodError = (() => {
  try {
    z.object({ id: z.string() }).parse({});
  } catch (error) {
    return error;
  }
})();

describe("what 'Reintentar fuentes pendientes' says when it fails", () => {
  it.each([
    ["the window has passed", new ApiError(410, RETRY_EXPIRED_MESSAGE), RETRY_EXPIRED_MESSAGE],
    ["a proxy's 503", new ApiError(503, UNAVAILABLE_MESSAGE), UNAVAILABLE_MESSAGE],
    ["the connection dropped", new TypeError("Failed to fetch"), RETRY_FAILED_MESSAGE],
    ["an answer that does not parse", zodError, RETRY_FAILED_MESSAGE],
    ["anything else", new Error("boom"), RETRY_FAILED_MESSAGE],
  ])("%s", (_case, error, message) => {
    expect(retrySourcesErrorMessage(error)).toBe(message);
  });
});
