import { describe, expect, it } from "vitest";
import { EMAIL_NOT_VERIFIED_MESSAGE, NO_REPORTS_LEFT_MESSAGE, nextCredit, noCreditsMessage } from "./credits";
import { PLATE_NO_TRIALS_MESSAGE } from "./plate";

describe("nextCredit", () => {
  it.each([
    [{ trialsLeft: 3, purchasedLeft: 0, emailVerified: true }, "trial"],
    [{ trialsLeft: 3, purchasedLeft: 5, emailVerified: true }, "trial"],
    [{ trialsLeft: 0, purchasedLeft: 5, emailVerified: true }, "purchased"],
    // A purchase never waits for the e-mail to be confirmed.
    [{ trialsLeft: 3, purchasedLeft: 5, emailVerified: false }, "purchased"],
    [{ trialsLeft: 0, purchasedLeft: 1, emailVerified: false }, "purchased"],
    [{ trialsLeft: 3, purchasedLeft: 0, emailVerified: false }, "unverified"],
    [{ trialsLeft: 0, purchasedLeft: 0, emailVerified: true }, "none"],
    [{ trialsLeft: 0, purchasedLeft: 0, emailVerified: false }, "none"],
  ])("%j → %s", (balance, expected) => {
    expect(nextCredit(balance)).toBe(expected);
  });
});

describe("noCreditsMessage", () => {
  it.each([
    [false, PLATE_NO_TRIALS_MESSAGE],
    [true, NO_REPORTS_LEFT_MESSAGE],
  ])("ever bought %s → %s", (everBought, message) => {
    expect(noCreditsMessage(everBought)).toBe(message);
  });

  it("says in words what is missing", () => {
    expect(noCreditsMessage(true)).toBe(
      "No te quedan informes disponibles. Compra un paquete para seguir verificando vehículos.",
    );
    expect(EMAIL_NOT_VERIFIED_MESSAGE).toBe(
      "Confirma tu correo electrónico para usar tus consultas gratuitas: te enviamos un enlace al registrarte.",
    );
  });
});
