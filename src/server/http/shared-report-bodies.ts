import { LRUCache } from "lru-cache";
import type { SharedReport } from "../services/reports/public-report";
import type { PublicReport } from "../services/reports/report-view";
import { type EncodedBody, encodeBody } from "./encoded-body";

// Room for the public JSON and page of some thousands of reports (each kept plain, gzip and brotli).
const BODIES_MAX_BYTES = 64 * 1024 * 1024;

type Bodies = { json: EncodedBody; page?: EncodedBody };

const sizeOf = (body: EncodedBody | undefined): number =>
  body ? body.identity.length + body.gzip.length + body.br.length : 0;

// Made on the request that first asks: a middling brotli quality keeps that request quick.
const encodeOnce = (text: string) => encodeBody(text, { brotliQuality: 5 });

/**
 * A shared report's answers, ready to send: its JSON, and its page once some request has asked for it,
 * each serialised and compressed once per instance and version of the report, and sent again as bytes.
 */
export function sharedReportBodies() {
  const cache = new LRUCache<string, Bodies>({
    maxSize: BODIES_MAX_BYTES,
    sizeCalculation: (bodies) => sizeOf(bodies.json) + sizeOf(bodies.page),
  });
  const bodiesOf = (report: SharedReport): [string, Bodies] => {
    const key = `${report.code}:${report.version}`;
    let bodies = cache.get(key);
    if (!bodies) {
      bodies = { json: encodeOnce(JSON.stringify(report.view)) };
      cache.set(key, bodies);
    }
    return [key, bodies];
  };
  return {
    json: (report: SharedReport): EncodedBody => bodiesOf(report)[1].json,
    /** The report's page, drawn by `render` from the same public view as the JSON. */
    page: (report: SharedReport, render: (view: PublicReport) => string): EncodedBody => {
      const [key, bodies] = bodiesOf(report);
      if (bodies.page) return bodies.page;
      const page = encodeOnce(render(report.view));
      cache.set(key, { ...bodies, page });
      return page;
    },
  };
}

export type SharedReportBodies = ReturnType<typeof sharedReportBodies>;
