import { describe, expect, it } from "vitest";
import {
  CONFIRMATION_LINK_HOURS,
  CONTACT_MESSAGE_MONTHS,
  daysAfter,
  daysBefore,
  LOG_DAYS,
  monthsBefore,
  OWNER_DATA_MONTHS,
  RATE_LIMIT_HOURS,
  REPORT_REQUEST_DAYS,
  RESET_LINK_HOURS,
  RETENTION_PERIODS,
  RIGHTS_REQUEST_MONTHS,
  SHARE_LINK_DAYS,
  SOURCE_ANSWER_MINUTES,
} from "./retention";

const at = (iso: string) => new Date(iso);

describe("monthsBefore", () => {
  it.each([
    ["2027-11-23T10:00:00.000Z", 12, "2026-11-23T10:00:00.000Z"],
    ["2027-03-31T10:00:00.000Z", 1, "2027-02-28T10:00:00.000Z"],
    ["2028-02-29T00:00:00.000Z", 12, "2027-02-28T00:00:00.000Z"],
    ["2027-01-15T00:00:00.000Z", 24, "2025-01-15T00:00:00.000Z"],
  ])("%s minus %i months is %s", (now, months, cutoff) => {
    expect(monthsBefore(at(now), months).toISOString()).toBe(cutoff);
  });
});

describe("days", () => {
  it("count whole days either way", () => {
    expect(daysAfter(at("2026-11-23T10:00:00.000Z"), 30).toISOString()).toBe("2026-12-23T10:00:00.000Z");
    expect(daysBefore(at("2026-11-23T10:00:00.000Z"), 90).toISOString()).toBe("2026-08-25T10:00:00.000Z");
  });
});

describe("RETENTION_PERIODS, the table the privacy policy shows", () => {
  it("names every kind of data and its period", () => {
    expect(RETENTION_PERIODS.length).toBeGreaterThanOrEqual(10);
    for (const row of RETENTION_PERIODS) {
      expect(row.data.trim().length).toBeGreaterThan(0);
      expect(row.period.trim().length).toBeGreaterThan(0);
    }
    expect(new Set(RETENTION_PERIODS.map((row) => row.data)).size).toBe(RETENTION_PERIODS.length);
  });

  // The housekeeping job erases by these constants; the policy must state the same numbers.
  it.each([
    ["propietario", `${OWNER_DATA_MONTHS} meses desde el informe`],
    ["Enlace compartido", `${SHARE_LINK_DAYS} días desde el informe o desde la última extensión`],
    ["Solicitudes de informes", `${REPORT_REQUEST_DAYS} días`],
    ["Mensajes de contacto", `${CONTACT_MESSAGE_MONTHS} meses`],
    ["Solicitudes de derechos", `${RIGHTS_REQUEST_MONTHS} meses desde su cierre`],
    ["confirmación de correo", `${CONFIRMATION_LINK_HOURS} horas y ${RESET_LINK_HOURS} hora`],
    ["dirección IP", `${RATE_LIMIT_HOURS} horas`],
    ["fuentes de datos", `${SOURCE_ANSWER_MINUTES} minutos`],
    ["Registros técnicos", `${LOG_DAYS} días`],
    ["cuenta, informes y compras", "Mientras tengas tu cuenta"],
    ["Registros contables", "ley tributaria"],
  ])("the row about %s states %s", (about, period) => {
    const rows = RETENTION_PERIODS.filter((row) => row.data.includes(about));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.period).toContain(period);
  });
});
