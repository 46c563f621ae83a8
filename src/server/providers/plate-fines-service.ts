import { z } from "zod";
import { isValidPlate, normalizePlate } from "#domain/plate";
import type { Lookup, PlateFines } from "#domain/report/model";
import type { Logger } from "../logger";
import { num, text } from "./lenient";
import type { PlateFinesSource } from "./types";

export type PlateFinesServiceOptions = {
  baseUrl: string;
  timeoutMs?: number;
  logger?: Logger;
  fetch?: typeof fetch;
};

const flag = z
  .unknown()
  .optional()
  .transform((v) => {
    if (typeof v === "boolean") return v;
    if (v === "true" || v === "false") return v === "true";
    return null;
  });

const ZAnswer = z.looseObject({ tieneMultas: flag, cantidadMultas: num, mensaje: text });

/** Either field can stand in for a missing other: a count of 0 means no fines, and no fines means 0. */
function toPlateFines(answer: z.output<typeof ZAnswer>): PlateFines | null {
  const count = answer.cantidadMultas;
  const hasFines = answer.tieneMultas ?? (count === null ? null : count > 0);
  const finesCount = count ?? (hasFines === false ? 0 : null);
  if (hasFines === null || finesCount === null) return null;
  return { hasFines, finesCount, message: answer.mensaje };
}

/**
 * The external plate service (`GET {base}/consultar-patente?patente=`). It is a best-effort extra: any
 * failure is 'unavailable' at once, without retries, so it never holds a report back.
 */
export function createPlateFinesService({
  baseUrl,
  timeoutMs = 8_000,
  logger,
  fetch: fetchImpl = globalThis.fetch,
}: PlateFinesServiceOptions): PlateFinesSource {
  const root = baseUrl.replace(/\/+$/, "");
  const log = logger?.child({ provider: "plate-fines" });

  return {
    async plateFines(input, callerSignal): Promise<Lookup<PlateFines>> {
      const plate = normalizePlate(input);
      if (!isValidPlate(plate)) return { status: "not_found" };
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout;
      try {
        const res = await fetchImpl(`${root}/consultar-patente?patente=${encodeURIComponent(plate)}`, {
          headers: { Accept: "application/json" },
          signal,
        });
        if (!res.ok) {
          await res.body?.cancel();
          log?.warn({ status: res.status }, "plate-fines service answered an error status");
          return { status: "unavailable", reason: `HTTP ${res.status}` };
        }
        // A body that is not JSON fails the shape check below like any other unexpected answer.
        const parsed = ZAnswer.safeParse(await res.json().catch(() => undefined));
        const fines = parsed.success ? toPlateFines(parsed.data) : null;
        if (fines) return { status: "found", data: fines };
        log?.warn("plate-fines service answered an unexpected shape");
        return { status: "unavailable", reason: "malformed answer" };
      } catch (error) {
        if (callerSignal?.aborted) return { status: "unavailable", reason: "cancelled" };
        const reason = timeout.aborted ? "timeout" : "request failed";
        log?.warn({ err: error, reason }, "plate-fines service gave no answer");
        return { status: "unavailable", reason };
      }
    },
  };
}
