import { describe, expect, it } from "vitest";
import { PLATE_FORMAT_MESSAGE } from "../plate";
import { duplicateText, invalidRowText } from "./lot-texts";

describe("invalidRowText", () => {
  it.each([
    ["Fila", "Fila 7: Formato de patente inválido. Use formato ABCD12 o AB1234"],
    ["Línea", "Línea 7: Formato de patente inválido. Use formato ABCD12 o AB1234"],
  ] as const)("%s", (word, text) => {
    expect(invalidRowText({ row: 7, value: "ABC123", reason: PLATE_FORMAT_MESSAGE }, word)).toBe(text);
  });
});

describe("duplicateText", () => {
  it.each<[number[], "Fila" | "Línea", string | null]>([
    [[3], "Fila", null],
    [[3, 9], "Fila", "ABCD12 repetida en las filas 3 y 9: se consulta una vez"],
    [[3, 5, 9], "Fila", "ABCD12 repetida en las filas 3, 5 y 9: se consulta una vez"],
    [[1, 2, 3, 4, 5], "Línea", "ABCD12 repetida en las líneas 1, 2, 3, 4 y 5: se consulta una vez"],
    [
      [1, 2, 3, 4, 5, 6, 7],
      "Fila",
      "ABCD12 repetida en las filas 1, 2, 3, 4, 5 y 2 más: se consulta una vez",
    ],
  ])("%j %s", (rows, word, text) => {
    expect(duplicateText({ plate: "ABCD12", rows }, word)).toBe(text);
  });
});
