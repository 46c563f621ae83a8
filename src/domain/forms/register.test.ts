import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CONSENT_REQUIRED_MESSAGE } from "../privacy/legal";
import {
  EMAIL_MESSAGE,
  NAME_CHARACTERS_MESSAGE,
  PASSWORD_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
  PHONE_MESSAGE,
} from "./fields";
import {
  FIRST_NAME_MESSAGE,
  fullName,
  LAST_NAME_MESSAGE,
  registerSteps,
  ZConsent,
  ZRegister,
} from "./register";

const messageOf = (field: keyof typeof registerSteps, value: unknown) => {
  const parsed = registerSteps[field].safeParse(value);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe("register form, field by field", () => {
  it.each([
    ["firstName", "Ana", null],
    ["firstName", "  María José  ", null],
    ["firstName", "", FIRST_NAME_MESSAGE],
    ["firstName", "   ", FIRST_NAME_MESSAGE],
    ["firstName", undefined, FIRST_NAME_MESSAGE],
    ["lastName", "Pérez", null],
    ["lastName", "\t", LAST_NAME_MESSAGE],
    ["email", "ana@correo.cl", null],
    ["email", " ana @correo.cl ", null],
    ["email", "ana@sub.dominio.com", null],
    ["email", "ana@correo.c", EMAIL_MESSAGE],
    ["email", "ana@correo.c1", EMAIL_MESSAGE],
    ["email", "anacorreo.cl", EMAIL_MESSAGE],
    ["email", "ana@correo", EMAIL_MESSAGE],
    ["email", "", EMAIL_MESSAGE],
    ["email", 42, EMAIL_MESSAGE],
    ["password", "12345678", null],
    ["password", "1234567", PASSWORD_MESSAGE],
    ["password", "x".repeat(128), null],
    ["password", "x".repeat(129), PASSWORD_TOO_LONG_MESSAGE],
    // Zod's own address rule: ASCII, no doubled dots, a real top-level domain.
    ["email", "juan..perez@gmail.com", EMAIL_MESSAGE],
    ["email", "josé@correo.cl", EMAIL_MESSAGE],
    ["email", ".ana@correo.cl", EMAIL_MESSAGE],
    ["email", `${"a".repeat(250)}@correo.cl`, EMAIL_MESSAGE],
    ["password", "", PASSWORD_MESSAGE],
    ["phone", "", null],
    ["phone", undefined, null],
    ["phone", "+56912345678", null],
    ["phone", "+5 6 9 1234 5678", null],
    ["phone", "+1", null],
    ["phone", "+123456789012345", PHONE_MESSAGE],
    ["phone", "56912345678", PHONE_MESSAGE],
    ["phone", "+56-9-1234", PHONE_MESSAGE],
    ["phone", "+", PHONE_MESSAGE],
  ] as const)("%s %j -> %s", (field, value, expected) => {
    expect(messageOf(field, value)).toBe(expected);
  });
});

describe("normalisation", () => {
  it("trims names, strips spaces from e-mail and phone and lower-cases the e-mail", () => {
    expect(
      ZRegister.parse({
        firstName: "  Ana ",
        lastName: " Pérez  Soto ",
        email: " ANA@Correo.CL ",
        password: "secreto-largo",
        phone: "+56 9 1234 5678",
        acceptedTerms: true,
      }),
    ).toEqual({
      firstName: "Ana",
      lastName: "Pérez Soto",
      email: "ana@correo.cl",
      password: "secreto-largo",
      phone: "+56912345678",
      acceptedTerms: true,
    });
  });

  it.each([
    [undefined, CONSENT_REQUIRED_MESSAGE],
    [false, CONSENT_REQUIRED_MESSAGE],
    ["true", CONSENT_REQUIRED_MESSAGE],
    [true, null],
  ])("the consent checkbox %j: %j", (acceptedTerms, message) => {
    const parsed = ZConsent.safeParse(acceptedTerms);
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(message);
  });

  it("builds nombre_completo from first and last name", () => {
    expect(fullName({ firstName: "Ana", lastName: "Pérez" })).toBe("Ana Pérez");
  });
});

describe("names", () => {
  it.each([
    ["Ana", true],
    ["José Tomás", true],
    ["O'Higgins", true],
    ["Pérez-Cotapos", true],
    ["D’Alessandro", true],
    ["Müller", true],
    ["Ana2", false],
    ["Ana http://x.cl", false],
    ["<b>Ana</b>", false],
    ["Ana.", false],
    ["Ana: paga aquí", false],
  ])("%j is a name: %s", (name, accepted) => {
    const parsed = registerSteps.firstName.safeParse(name);
    expect(parsed.success).toBe(accepted);
    if (!accepted) expect(parsed.error?.issues[0]?.message).toBe(NAME_CHARACTERS_MESSAGE);
  });
});

describe("properties", () => {
  it("never throws, whatever the input", () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(() => ZRegister.safeParse(input)).not.toThrow();
      }),
    );
  });

  it("accepted e-mails and phones never keep spaces", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (email, phone) => {
        const e = registerSteps.email.safeParse(email);
        if (e.success) expect(e.data).not.toMatch(/\s/);
        const p = registerSteps.phone.safeParse(phone);
        if (p.success && p.data !== null) expect(p.data).toMatch(/^\+\d{1,14}$/);
      }),
    );
  });

  it("spaces sprinkled into an e-mail never change the verdict", () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.nat(5), (email, at) => {
        const spaced = `${email.slice(0, at)} ${email.slice(at)} `;
        expect(registerSteps.email.safeParse(spaced)).toEqual(registerSteps.email.safeParse(email));
      }),
    );
  });

  it("accepts the plain addresses people type", () => {
    for (const email of ["ana@correo.cl", "ana.perez+autos@gmail.com", "a_b-c@sub.dominio.com"]) {
      expect(registerSteps.email.safeParse(email).success).toBe(true);
    }
  });

  it("names come out trimmed and never empty", () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const parsed = registerSteps.firstName.safeParse(name);
        if (parsed.success) {
          expect(parsed.data).toBe(parsed.data.trim());
          expect(parsed.data.length).toBeGreaterThan(0);
        } else {
          const kept = name.trim().replace(/\s+/g, " ");
          expect(kept.length === 0 || kept.length > 80 || /[^\p{L}\p{M}' ’-]/u.test(kept)).toBe(true);
        }
      }),
    );
  });
});
