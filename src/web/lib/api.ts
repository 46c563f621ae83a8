import { REQUEST_FAILED_MESSAGE, statusMessage } from "./status-message";

/**
 * A non-2xx answer from our own /api; `message` is the server's Spanish `error` when it sent one, `body`
 * the whole answer when it was JSON (for a refusal that says more, such as a repeated report's 409).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

// The `{ error }` shape is checked by hand, not with a zod schema: every page loads this module, the home
// page included, and that page ships no zod (docs/PERFORMANCE.md, landing page weight).
const apiErrorOf = async (response: Response): Promise<ApiError> => {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy page, an empty body): the status is all there is.
  }
  const message =
    body && typeof body === "object" && "error" in body && typeof body.error === "string"
      ? body.error
      : (statusMessage(response.status) ?? REQUEST_FAILED_MESSAGE);
  return new ApiError(response.status, message, body);
};

/**
 * fetch for /api: sends the session cookie and throws ApiError on any non-2xx answer. It adds no headers
 * of its own: /api answers JSON whatever the Accept.
 */
export async function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(path, { ...init, credentials: "same-origin" });
  if (!response.ok) throw await apiErrorOf(response);
  return response;
}

/** What to tell a person about a failed call: our server's Spanish reason, else the caller's `fallback`. */
export const errorMessageOf = (error: unknown, fallback: string): string =>
  error instanceof ApiError ? error.message : fallback;
