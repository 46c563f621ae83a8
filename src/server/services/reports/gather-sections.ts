import { setMaxListeners } from "node:events";
import type { Lookup, ReportSections, SectionKey } from "../../../domain/report/model";
import type { VehicleDataProvider } from "../../providers/types";

export type GatherOptions = {
  /** Budget per source; a source that has not answered by then is 'unavailable'. */
  timeoutMs: number;
  /** Called as each section settles, so the caller can stream real progress and time each source. */
  onSection?: (key: SectionKey, status: Lookup<unknown>["status"], seconds: number) => void;
  now?: () => Date;
};

/**
 * Asks every source at once. Only the TAG lookup waits, and only for what it needs: the owner's RUT
 * from the vehicle answer. A failing or slow source never fails the whole report; it becomes an
 * 'unavailable' section. When the vehicle itself is not found the remaining lookups are abandoned.
 */
export async function gatherSections(
  provider: VehicleDataProvider,
  plate: string,
  { timeoutMs, onSection, now = () => new Date() }: GatherOptions,
): Promise<ReportSections> {
  const abandon = new AbortController();
  // Every lookup listens on this signal; the default cap of 10 listeners is a false alarm here.
  setMaxListeners(64, abandon.signal);
  const settle = async <T>(key: SectionKey, lookup: (signal: AbortSignal) => Promise<Lookup<T>>) => {
    const signal = AbortSignal.any([abandon.signal, AbortSignal.timeout(timeoutMs)]);
    // A source's client listens on it once per attempt, wait and backoff: more than Node's default 10.
    setMaxListeners(64, signal);
    const started = performance.now();
    let result: Lookup<T>;
    try {
      result = await lookup(signal);
    } catch (err) {
      result = { status: "unavailable", reason: err instanceof Error ? err.message : String(err) };
    }
    if (result.status !== "found" && signal.aborted && !abandon.signal.aborted) {
      result = { status: "unavailable", reason: "timeout" };
    }
    onSection?.(key, result.status, (performance.now() - started) / 1000);
    return { ...result, source: provider.name, consultedAt: now().toISOString() };
  };

  const vehicle = settle("vehicle", (s) => provider.vehicle(plate, s));
  const soap = settle("soap", (s) => provider.soap(plate, s));
  const inspection = settle("inspection", (s) => provider.inspection(plate, s));
  const trafficFines = settle("trafficFines", (s) => provider.trafficFines(plate, s));
  const plateFines = settle("plateFines", (s) => provider.plateFines(plate, s));
  const tag = vehicle.then((v) => {
    const rut = v.status === "found" ? v.data.owner?.rut : null;
    if (v.status !== "found") abandon.abort();
    return settle("tag", async (s) =>
      rut ? provider.tagDebts(rut, s) : { status: "unavailable" as const, reason: "sin RUT del propietario" },
    );
  });

  const [vehicleSection, soapSection, inspectionSection, finesSection, plateFinesSection, tagSection] =
    await Promise.all([vehicle, soap, inspection, trafficFines, plateFines, tag]);
  return {
    vehicle: vehicleSection,
    soap: soapSection,
    inspection: inspectionSection,
    trafficFines: finesSection,
    plateFines: plateFinesSection,
    tag: tagSection,
  } as ReportSections;
}
