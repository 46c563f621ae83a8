import { describe, expect, it } from "vitest";
import { normalizeTrialEmail } from "./trial-email";

describe("normalizeTrialEmail", () => {
  it.each([
    ["ana@correo.cl", "ana@correo.cl"],
    [" Ana@Correo.CL ", "ana@correo.cl"],
    ["ana+prueba1@correo.cl", "ana@correo.cl"],
    ["ana+a+b@correo.cl", "ana@correo.cl"],
    ["a.n.a@gmail.com", "ana@gmail.com"],
    ["A.N.A+x@GoogleMail.com", "ana@gmail.com"],
    // Dots mean something elsewhere.
    ["a.n.a@correo.cl", "a.n.a@correo.cl"],
    // A leading plus is part of the name, not a tag.
    ["+ana@correo.cl", "+ana@correo.cl"],
    ["sin-arroba", "sin-arroba"],
  ])("%s → %s", (email, normalized) => {
    expect(normalizeTrialEmail(email)).toBe(normalized);
  });
});
