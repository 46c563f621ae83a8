import type { ApiErrorCode } from "../contract/api-v1";
import type { TWebhookEvent, TWebhookLot } from "../contract/webhooks";
import type { Verdict } from "../report/model";

// The events an organisation's endpoints receive (decision 084, docs/WEBHOOKS.md). An event's id is
// derived from what it is about, a report request or a lot, each of which ends once: announced twice
// (two instances, a retried sweep), it is still one event and one delivery per endpoint.

/**
 * A report request as it ended: made (its score and verdict) or not (why: the API's code, and what its
 * page said).
 */
export type EndedReport = {
  id: string;
  plate: string;
  status: "done" | "failed";
  score: number | null;
  verdict: Verdict | null;
  errorCode: ApiErrorCode | null;
  error: string | null;
  finishedAt: Date;
};

/**
 * report.completed or report.failed; `data.report` has the score and the verdict, or the refusal's code
 * and message.
 */
export function reportEvent(report: EndedReport): TWebhookEvent {
  const done = report.status === "done";
  return {
    id: `evt_${report.id}`,
    type: done ? "report.completed" : "report.failed",
    createdAt: report.finishedAt.toISOString(),
    data: {
      report: {
        id: report.id,
        plate: report.plate,
        state: report.status,
        ...(done
          ? { score: report.score ?? undefined, verdict: report.verdict ?? undefined }
          : { errorCode: report.errorCode ?? "unavailable", error: report.error ?? "" }),
      },
    },
  };
}

/** lot.completed: its last request ended; how many made a report and how many did not. */
export const lotEvent = (lot: TWebhookLot, at: Date): TWebhookEvent => ({
  id: `evt_${lot.id}`,
  type: "lot.completed",
  createdAt: at.toISOString(),
  data: { lot: { id: lot.id, plates: lot.plates, done: lot.done, failed: lot.failed } },
});

/** The plate a test event names: the demo data's report without findings. */
export const TEST_EVENT_PLATE = "BBCL10";

/**
 * What 'Enviar evento de prueba' sends: a report.completed marked `test`, of a report that does not exist
 * (its id is the event's own), so a receiver sees the real shape and can tell it apart.
 */
export const testEvent = (id: string, at: Date): TWebhookEvent => ({
  id: `evt_${id}`,
  type: "report.completed",
  createdAt: at.toISOString(),
  test: true,
  data: {
    report: {
      id,
      plate: TEST_EVENT_PLATE,
      state: "done",
      score: 100,
      verdict: { tone: "green", headline: "Excelente estado" },
    },
  },
});

/**
 * The body as signed and sent. The builders above fix the keys' order, so the same event is always the
 * same text; the text itself is stored with the delivery, and every try sends those bytes.
 */
export const eventBody = (event: TWebhookEvent): string => JSON.stringify(event);
