import type { Inspection } from "../../src/domain/report/model";

/** An approved technical inspection due at the end of 2025, with one rejected inspection before it. */
export const inspection = (over: Partial<Inspection> = {}): Inspection => ({
  date: "2024-12-21",
  status: "Aprobada",
  certificate: "B0825000000262728",
  kilometers: 229_980,
  dueDate: "2025-12-31",
  plant: { name: "ECA", location: "SAN CARLOS", code: "AB0825" },
  gasesStatus: "Aprobada",
  gasesDueDate: "2025-12-31",
  history: [
    {
      date: "2023-12-11",
      status: "Rechazada",
      certificate: null,
      kilometers: 214_300,
      dueDate: null,
      plant: null,
    },
  ],
  ...over,
});
