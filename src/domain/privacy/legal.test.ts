import { describe, expect, it } from "vitest";
import { ZConsent } from "../forms/register";
import { DATA_PROTECTION_AUTHORITY, LEGAL_TEXT } from "./legal";

describe("legal texts", () => {
  it("an unticked consent box tells the person what they must accept", () => {
    const parsed = ZConsent.safeParse(false);
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(
      "Para crear tu cuenta debes aceptar los Términos de servicio y la Política de privacidad",
    );
  });

  it("names the regulator by its name in Ley 21.719, for e-mails and the privacy page", () => {
    expect(`puedes reclamar ante la ${DATA_PROTECTION_AUTHORITY}.`).toBe(
      "puedes reclamar ante la Agencia de Protección de Datos Personales.",
    );
  });

  it("the legal text in force has a real effective date", () => {
    expect(new Date(`${LEGAL_TEXT.effectiveDate}T00:00:00Z`).toISOString().slice(0, 10)).toBe(
      LEGAL_TEXT.effectiveDate,
    );
  });
});
