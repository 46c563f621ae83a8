import { setMaxListeners } from "node:events";
import type { Lookup, ReportSections, SectionKey, Vehicle } from "#domain/report/model";
import type { ReusedLookup } from "#server/providers/answer-cache";
import { startClock } from "#server/providers/source-clock";
import type { VehicleDataProvider } from "#server/providers/types";

export type GatherOptions = {
  /** Budget per source; a source that has not answered by then is 'unavailable'. */
  timeoutMs: number;
  /** Called as each section settles, so the caller can stream real progress and time each source. */
  onSection?: (key: SectionKey, lookup: Lookup<unknown>, seconds: number) => void;
  /** Stops every lookup still going: the job asking has to stop (its time is up, or it goes back). */
  signal?: AbortSignal;
  now?: () => Date;
};

/**
 * Asks every source at once. Only the lookups keyed by what the vehicle answer holds wait for it: TAG
 * for the owner's RUT, recalls for the VIN, the valuation for make, model and year. A failing or slow
 * source never fails the whole report; it becomes an 'unavailable' section. When the vehicle itself is
 * not found the remaining lookups are abandoned.
 */
export async function gatherSections(
  provider: VehicleDataProvider,
  plate: string,
  { timeoutMs, onSection, signal: stop, now = () => new Date() }: GatherOptions,
): Promise<ReportSections> {
  const abandon = new AbortController();
  // Every lookup listens on this signal; the default cap of 10 listeners is a false alarm here.
  setMaxListeners(64, abandon.signal);
  if (stop?.aborted) abandon.abort();
  stop?.addEventListener("abort", () => abandon.abort(), { once: true });
  const settle = async <T>(key: SectionKey, lookup: (signal: AbortSignal) => Promise<Lookup<T>>) => {
    // Its budget stops while it waits for a slot the plan promised its report (shared-budget.ts).
    const clock = startClock(timeoutMs);
    const signal = AbortSignal.any([abandon.signal, clock.signal]);
    // A source's client listens on it once per attempt, wait and backoff: more than Node's default 10.
    setMaxListeners(64, signal);
    const started = performance.now();
    let result: Lookup<T>;
    try {
      result = await clock.run(() => lookup(signal));
    } catch (err) {
      result = { status: "unavailable", reason: err instanceof Error ? err.message : String(err) };
    } finally {
      clock.stop();
    }
    if (result.status !== "found" && signal.aborted && !abandon.signal.aborted) {
      result = { status: "unavailable", reason: "timeout" };
    }
    onSection?.(key, result, (performance.now() - started) / 1000);
    // An answer reused from minutes ago says when it was given, not when it was read again.
    const { answeredAt, ...answer } = result as ReusedLookup<T>;
    return {
      ...(answer as Lookup<T>),
      source: provider.name,
      consultedAt: answeredAt ?? now().toISOString(),
    };
  };

  const vehicle = settle("vehicle", (s) => provider.vehicle(plate, s));
  const soap = settle("soap", (s) => provider.soap(plate, s));
  const inspection = settle("inspection", (s) => provider.inspection(plate, s));
  const trafficFines = settle("trafficFines", (s) => provider.trafficFines(plate, s));
  const plateFines = settle("plateFines", (s) => provider.plateFines(plate, s));
  const crossings = settle("crossings", (s) => provider.crossings(plate, s));
  const theft = settle("theft", (s) => provider.theft(plate, s));
  const found = vehicle.then((v) => {
    if (v.status === "found") return v.data;
    abandon.abort();
    return null;
  });
  /** A lookup of something the vehicle answer holds; without it, unavailable for `missing`. */
  const fromVehicle = <T>(
    key: SectionKey,
    ask: (v: Vehicle, s: AbortSignal) => Promise<Lookup<T>> | null,
    missing: string,
  ) =>
    found.then((v) =>
      settle(key, async (s) => (v && ask(v, s)) ?? { status: "unavailable" as const, reason: missing }),
    );
  const tag = fromVehicle(
    "tag",
    (v, s) => (v.owner?.rut ? provider.tagDebts(v.owner.rut, s) : null),
    "sin RUT del propietario",
  );
  const recalls = fromVehicle(
    "recalls",
    (v, s) => (v.chassis ? provider.recalls(v.chassis, s) : null),
    "sin VIN del vehículo",
  );
  const valuation = fromVehicle("valuation", (v, s) => provider.valuation(v, s), "sin datos del vehículo");

  const sections = {
    vehicle,
    soap,
    inspection,
    trafficFines,
    plateFines,
    tag,
    crossings,
    recalls,
    valuation,
    theft,
  };
  const settled = await Promise.all(Object.values(sections));
  return Object.fromEntries(Object.keys(sections).map((key, i) => [key, settled[i]])) as ReportSections;
}
