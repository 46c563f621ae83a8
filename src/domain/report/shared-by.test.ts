import { describe, expect, it } from "vitest";
import { sharedByLine } from "./shared-by";

describe("sharedByLine", () => {
  it.each([
    ["Automotora Los Andes", "Compartido por Automotora Los Andes"],
    ["  Autos Ñuñoa & Cía.  ", "Compartido por Autos Ñuñoa & Cía."],
    // A person's report, or a name that says nothing: no line at all, never 'Compartido por '.
    [undefined, null],
    ["", null],
    ["   ", null],
  ])("%j: %j", (name, line) => {
    expect(sharedByLine(name)).toBe(line);
  });
});
