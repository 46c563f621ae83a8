import { describe, expect, it } from "vitest";
import { isCommonPassword } from "./common-passwords";

describe("isCommonPassword", () => {
  it.each([
    ["password", true],
    ["12345678", true],
    ["PASSWORD", true],
    ["qwertyuiop", true],
    ["contraseña", true],
    ["ColoColo1", true],
    ["clave-segura-de-camila", false],
    ["T7#qv!Lm2", false],
  ])("%s → %s", (password, expected) => {
    expect(isCommonPassword(password)).toBe(expected);
  });
});
