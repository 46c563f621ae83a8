import { LRUCache } from "lru-cache";
import type { SharedReport } from "../services/reports/public-report";
import { type EncodedBody, encodeBody } from "./encoded-body";

// Room for the public JSON of some thousands of reports (each kept plain, gzip and brotli).
const BODIES_MAX_BYTES = 64 * 1024 * 1024;

const sizeOf = (body: EncodedBody): number => body.identity.length + body.gzip.length + body.br.length;

// Made on the request that first asks: a middling brotli quality keeps that request quick.
const encodeOnce = (text: string) => encodeBody(text, { brotliQuality: 5 });

/**
 * A shared report's JSON, ready to send: serialised and compressed once per instance and version of the
 * report, and sent again as bytes.
 */
export function sharedReportBodies() {
  const cache = new LRUCache<string, EncodedBody>({ maxSize: BODIES_MAX_BYTES, sizeCalculation: sizeOf });
  return {
    json: (report: SharedReport): EncodedBody => {
      const key = `${report.accessCode}:${report.version}`;
      let body = cache.get(key);
      if (!body) {
        body = encodeOnce(JSON.stringify(report.view));
        cache.set(key, body);
      }
      return body;
    },
  };
}

export type SharedReportBodies = ReturnType<typeof sharedReportBodies>;
