import type { TMe } from "./account";
import type { TPublicReport, TReportState } from "./reports";
import type { TSite } from "./site";

/**
 * What the server hands the page loaders of each request (React Router's load context): the same
 * use-cases the API calls, already bound to the request's session and client. Values are what the API
 * would send; the pages read them with the API's own schemas.
 */
export type PageContext = {
  /** The nonce of this answer's Content-Security-Policy, for the scripts the page writes. */
  nonce: string;
  /** The public origin, for canonical and Open Graph addresses. */
  publicUrl: string;
  /** The body of GET /api/me for this request's session: null for a visitor. */
  viewer: () => Promise<TMe | null>;
  /** The body of GET /api/site. */
  site: TSite;
  /**
   * A shared report as GET /api/public/reports/{accessCode} answers it, counted against the same
   * lookup budget: the report, or the refusal with its status and Spanish message.
   */
  sharedReport: (accessCode: string) => Promise<SharedReportAnswer>;
  /**
   * One of the viewer's own reports as GET /api/reports/{id} answers it (the author's view, or where its
   * request stands), or the refusal with its status and Spanish message: another's report and an id that
   * cannot be one are 404, no session 401.
   */
  myReport: (id: string) => Promise<MyReportAnswer>;
  /** Logs a failure to draw this page (a loader's or a component's) with the server's logger. */
  logError: (error: unknown) => void;
};

export type SharedReportAnswer =
  | { status: 200; report: TPublicReport }
  | { status: number; message: string; retryAfterSeconds?: number };

export type MyReportAnswer = { status: 200; state: TReportState } | { status: number; message: string };
