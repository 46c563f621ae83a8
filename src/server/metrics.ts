import { Counter, Gauge, Histogram, Registry } from "prom-client";
import type { ProviderState } from "./providers/provider-gate";

/**
 * Prometheus metrics of one app instance: requests by route, report generation time by source, and
 * payment outcomes. A registry per app, so tests can build many apps in one process.
 */
export function createMetrics(
  opts: {
    queueDepth?: () => Promise<number>;
    /** The data provider's breaker and day, where it has a plan (provider-gate.ts). */
    providerState?: () => Promise<ProviderState | null>;
  } = {},
) {
  const registry = new Registry();
  const { queueDepth, providerState } = opts;
  return {
    registry,
    httpRequests: new Counter({
      name: "http_requests_total",
      help: "HTTP requests by method, route pattern and status",
      labelNames: ["method", "route", "status"],
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: "http_request_duration_seconds",
      help: "HTTP request latency by method and route pattern",
      labelNames: ["method", "route"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    sourceDuration: new Histogram({
      name: "report_source_duration_seconds",
      help: "Time each data source took during report generation, by source and outcome",
      labelNames: ["source", "status"],
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 15],
      registers: [registry],
    }),
    queueWait: new Histogram({
      name: "report_queue_wait_seconds",
      help: "Time a report waited in the queue before it started",
      buckets: [0.1, 0.5, 1, 5, 10, 20, 30, 60, 120, 300],
      registers: [registry],
    }),
    providerCalls: new Counter({
      name: "report_provider_calls_total",
      help: "Lookups of the data provider, by report section",
      labelNames: ["section"],
      registers: [registry],
    }),
    sourceReused: new Counter({
      name: "report_source_reused_total",
      help: "Lookups answered from what the source said in the last 15 minutes (or a plan's gap), by source",
      labelNames: ["source"],
      registers: [registry],
    }),
    providerDay: new Gauge({
      name: "provider_daily_calls",
      help: "The data provider's calls today (Santiago), spent or reserved, and the plan's daily limit",
      labelNames: ["kind"],
      registers: [registry],
      async collect() {
        const state = await providerState?.();
        if (!state) return;
        this.set({ kind: "used" }, state.dailyUsed);
        if (state.dailyLimit !== null) this.set({ kind: "limit" }, state.dailyLimit);
      },
    }),
    providerBreakerOpen: new Gauge({
      name: "provider_breaker_open",
      help: "1 while the data provider's breaker refuses new reports",
      registers: [registry],
      async collect() {
        const state = await providerState?.();
        if (state) this.set(state.breaker === "closed" ? 0 : 1);
      },
    }),
    boostrRequests: new Counter({
      name: "boostr_requests_total",
      help: "HTTP requests Boostr was sent, retries included, by endpoint and outcome (no_answer: none came back)",
      labelNames: ["endpoint", "outcome"],
      registers: [registry],
    }),
    queueDepth: new Gauge({
      name: "report_queue_depth",
      help: "Reports waiting to start, across every instance",
      registers: [registry],
      async collect() {
        if (queueDepth) this.set(await queueDepth());
      },
    }),
    trialGrants: new Counter({
      name: "trial_grants_total",
      help: "First confirmations of an address by what they did to free trials: granted, used_before, ceiling",
      labelNames: ["outcome"],
      registers: [registry],
    }),
    paymentOutcomes: new Counter({
      name: "payment_notifications_total",
      help: "Payment notifications and confirmations by outcome",
      labelNames: ["outcome"],
      registers: [registry],
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
