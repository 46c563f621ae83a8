import { REQUEST_FAILED_MESSAGE, statusMessage } from "./status-message";

/** A non-2xx answer from our own /api; `message` is the server's Spanish `error` when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

// The `{ error }` shape is checked by hand, not with a zod schema: every page loads this module, the home
// page included, and that page ships no zod (docs/PERFORMANCE.md, landing page weight).
const errorMessage = async (response: Response): Promise<string> => {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === "object" && "error" in body && typeof body.error === "string") {
      return body.error;
    }
  } catch {
    // Not JSON (a proxy page, an empty body): the status is all there is.
  }
  return statusMessage(response.status) ?? REQUEST_FAILED_MESSAGE;
};

/**
 * fetch for /api: sends the session cookie and throws ApiError on any non-2xx answer. It adds no headers
 * of its own: /api answers JSON whatever the Accept.
 */
export async function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(path, { ...init, credentials: "same-origin" });
  if (!response.ok) throw new ApiError(response.status, await errorMessage(response));
  return response;
}

/** What to tell a person about a failed call: our server's Spanish reason, else the caller's `fallback`. */
export const errorMessageOf = (error: unknown, fallback: string): string =>
  error instanceof ApiError ? error.message : fallback;
