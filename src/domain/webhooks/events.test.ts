import { describe, expect, it } from "vitest";
import { ZWebhookEvent } from "../contract/webhooks";
import { type EndedReport, eventBody, lotEvent, reportEvent, TEST_EVENT_PLATE, testEvent } from "./events";

const AT = new Date("2026-11-26T15:04:05.000Z");
const ID = "0b6f4c1e-6a0e-4a53-9a51-3f1f3f6b2a10";
const ended = (overrides: Partial<EndedReport>): EndedReport => ({
  id: ID,
  plate: "BBCL10",
  status: "done",
  score: 92,
  verdict: { tone: "yellow", headline: "Revisar antecedentes" },
  errorCode: null,
  error: null,
  finishedAt: AT,
  ...overrides,
});

describe("the events' bodies", () => {
  it.each([
    [
      "a report made",
      reportEvent(ended({})),
      `{"id":"evt_${ID}","type":"report.completed","createdAt":"2026-11-26T15:04:05.000Z","data":{"report":{"id":"${ID}","plate":"BBCL10","state":"done","score":92,"verdict":{"tone":"yellow","headline":"Revisar antecedentes"}}}}`,
    ],
    [
      "a report refused, with its code and message",
      reportEvent(
        ended({
          status: "failed",
          score: null,
          verdict: null,
          errorCode: "no_vehicle_data",
          error: "Sin datos",
        }),
      ),
      `{"id":"evt_${ID}","type":"report.failed","createdAt":"2026-11-26T15:04:05.000Z","data":{"report":{"id":"${ID}","plate":"BBCL10","state":"failed","errorCode":"no_vehicle_data","error":"Sin datos"}}}`,
    ],
    [
      "a report failed without a stored reason",
      reportEvent(ended({ status: "failed", score: null, verdict: null })),
      `{"id":"evt_${ID}","type":"report.failed","createdAt":"2026-11-26T15:04:05.000Z","data":{"report":{"id":"${ID}","plate":"BBCL10","state":"failed","errorCode":"unavailable","error":""}}}`,
    ],
    [
      "a lot ended",
      lotEvent({ id: ID, plates: 20, done: 18, failed: 2 }, AT),
      `{"id":"evt_${ID}","type":"lot.completed","createdAt":"2026-11-26T15:04:05.000Z","data":{"lot":{"id":"${ID}","plates":20,"done":18,"failed":2}}}`,
    ],
    [
      "the test event",
      testEvent(ID, AT),
      `{"id":"evt_${ID}","type":"report.completed","createdAt":"2026-11-26T15:04:05.000Z","test":true,"data":{"report":{"id":"${ID}","plate":"${TEST_EVENT_PLATE}","state":"done","score":100,"verdict":{"tone":"green","headline":"Excelente estado"}}}}`,
    ],
  ])("%s", (_label, event, text) => {
    expect(eventBody(event)).toBe(text);
    // What a receiver parses fits the published shape.
    expect(ZWebhookEvent.parse(JSON.parse(text))).toEqual(event);
  });

  it("names an event after what it is about, so announcing it twice is one event", () => {
    expect(reportEvent(ended({})).id).toBe(reportEvent(ended({ finishedAt: new Date() })).id);
  });

  it("does not carry a failed report's score and verdict nor a made one's error", () => {
    const made = reportEvent(ended({ errorCode: "unavailable", error: "y" }));
    const failed = reportEvent(ended({ status: "failed", score: 40 }));
    expect(made.type === "lot.completed" ? null : made.data.report).not.toHaveProperty("error");
    expect(failed.type === "lot.completed" ? null : failed.data.report).not.toHaveProperty("score");
    expect(failed.type === "lot.completed" ? null : failed.data.report).not.toHaveProperty("verdict");
  });
});
