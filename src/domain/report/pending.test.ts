import { describe, expect, it } from "vitest";
import type { Lookup, ReportSections, Section } from "./model";
import {
  type CheckName,
  canRetry,
  partialNote,
  RETRY_EXPIRED_MESSAGE,
  sourcesToRetry,
  unverifiedChecks,
} from "./pending";
import type { InspectionVerdict } from "./score";

const TODAY = "2026-11-23";
const section = <T>(lookup: Lookup<T>): Section<T> => ({ ...lookup, source: "test", consultedAt: TODAY });
const ok = section<never>({ status: "not_found" });
const down = section<never>({ status: "unavailable", reason: "timeout" });
const settled = (reason: string) => section<never>({ status: "unavailable", reason });
const sections = (over: Partial<Record<keyof ReportSections, Section<never>>>): ReportSections =>
  ({
    vehicle: ok,
    soap: ok,
    inspection: ok,
    trafficFines: ok,
    plateFines: ok,
    tag: ok,
    crossings: ok,
    recalls: ok,
    valuation: ok,
    theft: ok,
    ...over,
  }) as ReportSections;

describe("unverifiedChecks", () => {
  it.each([
    ["everything answered", {}, 2015, "valid", []],
    ["SOAP and TAG silent", { soap: down, tag: down }, 2015, "valid", ["SOAP", "deudas TAG"]],
    ["inspection silent on an old car", { inspection: down }, 2015, "unavailable", ["revisión técnica"]],
    // A new car needs no inspection yet: its silence costs nothing and leaves nothing open.
    ["inspection silent on a new car", { inspection: down }, 2025, "unavailable", []],
    ["no inspection on record, age unknown", {}, null, "not_found", ["revisión técnica"]],
    ["inspection answered, age unknown", {}, null, "valid", []],
    ["inspection expired, age unknown", {}, null, "expired", []],
    ["one fine source silent", { trafficFines: down }, 2015, "valid", []],
    ["both fine sources silent", { trafficFines: down, plateFines: down }, 2015, "valid", ["multas"]],
    [
      "crossings and recalls silent",
      { crossings: down, recalls: down },
      2015,
      "valid",
      ["peajes sin TAG", "llamados a revisión"],
    ],
    // Asking again cannot bring what the plan lacks, what is not configured, or what an older report never asked.
    ["crossings outside the plan", { crossings: settled("service not in plan") }, 2015, "valid", []],
    ["recalls not configured", { recalls: settled("not configured") }, 2015, "valid", []],
    [
      "an older report's newer sources",
      { crossings: settled("not asked"), recalls: settled("not asked") },
      2015,
      "valid",
      [],
    ],
    // The valuation and the theft check only inform: they never make a report partial.
    ["valuation and theft silent", { valuation: down, theft: down }, 2015, "valid", []],
  ] as const)("%s", (_case, over, year, inspection, names) => {
    const input = {
      sections: sections(over),
      vehicle: { year },
      inspection: inspection as InspectionVerdict,
      today: TODAY,
    };
    expect(unverifiedChecks(input)).toEqual(names);
  });
});

describe("partialNote and sourcesToRetry", () => {
  it.each([
    [[], null, []],
    [["SOAP"], "Puntaje provisional: falta 1 fuente (SOAP)", ["soap"]],
    [
      ["revisión técnica", "multas"],
      "Puntaje provisional: faltan 2 fuentes (revisión técnica, multas)",
      ["inspection", "trafficFines", "plateFines"],
    ],
    [["deudas TAG"], "Puntaje provisional: falta 1 fuente (TAG)", ["tag"]],
    [
      ["SOAP", "multas", "deudas TAG"],
      "Puntaje provisional: faltan 3 fuentes (SOAP, multas, TAG)",
      ["soap", "trafficFines", "plateFines", "tag"],
    ],
    [
      ["peajes sin TAG", "llamados a revisión"],
      "Puntaje provisional: faltan 2 fuentes (peajes sin TAG, llamados a revisión)",
      ["crossings", "recalls"],
    ],
  ] as [CheckName[], string | null, string[]][])("%j → %s", (names, note, sources) => {
    expect(partialNote(names)).toBe(note);
    expect(sourcesToRetry(names)).toEqual(sources);
  });
});

describe("canRetry", () => {
  it("explains why a retry is no longer offered", () => {
    expect(RETRY_EXPIRED_MESSAGE).toBe(
      "Pasaron más de 24 horas desde el informe: sus fuentes pendientes ya no se pueden reintentar.",
    );
  });

  const at = "2026-11-22T12:00:00.000Z";
  it.each([
    ["an hour later", "2026-11-22T13:00:00.000Z", true],
    ["23 h 59 min later", "2026-11-23T11:59:00.000Z", true],
    ["24 h later", "2026-11-23T12:00:00.000Z", false],
    ["two days later", "2026-11-24T12:00:00.000Z", false],
  ])("%s → %s", (_case, now, expected) => {
    expect(canRetry(at, new Date(now))).toBe(expected);
  });
});
