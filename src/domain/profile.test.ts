import { describe, expect, it } from "vitest";
import { displayName } from "./profile";

describe("displayName", () => {
  it.each([
    ["Ana", "ana@correo.cl", "Ana"],
    ["  ", "pedro.soto@correo.cl", "pedro.soto"],
    [null, "pedro@correo.cl", "pedro"],
    [null, " pedro @correo.cl", "pedro"],
    [null, "   @correo.cl", "Usuario"],
    [undefined, "@correo.cl", "Usuario"],
    [null, null, "Usuario"],
  ])("%j, %j -> %s", (first, email, expected) => {
    expect(displayName(first, email)).toBe(expected);
  });
});
