import { describe, expect, it } from "vitest";
import {
  balanceSentence,
  confirmedSentence,
  creditsHeldMessage,
  EMAIL_NOT_VERIFIED_MESSAGE,
  FLEET_PACKS_PATH,
  NO_REPORTS_LEFT_MESSAGE,
  nextCredit,
  noCreditsMessage,
  noCreditsRefusal,
  ORGANISATION_NO_REPORTS_MESSAGE,
  organisationNoReportsMessage,
  TRIALS_WAITING_MESSAGE,
  trialOutlook,
  trialsWaitingSentence,
} from "./credits";
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

describe("balanceSentence", () => {
  it.each([
    [0, 0, "No te quedan consultas."],
    [3, 0, "Te quedan 3 consultas gratis."],
    [1, 0, "Te queda 1 consulta gratis."],
    [0, 1, "Te queda 1 consulta comprada."],
    [0, 5, "Te quedan 5 consultas compradas."],
    [3, 1, "Te quedan 4 consultas: 3 gratis y 1 comprada."],
    [1, 1, "Te quedan 2 consultas: 1 gratis y 1 comprada."],
    [2, 10, "Te quedan 12 consultas: 2 gratis y 10 compradas."],
  ])("%i free and %i bought → %s", (trialsLeft, purchasedLeft, sentence) => {
    expect(balanceSentence({ trialsLeft, purchasedLeft })).toBe(sentence);
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

describe("creditsHeldMessage", () => {
  it.each([
    [1, "Tienes 1 informe en curso y ocupa la consulta que te queda: espera a que termine."],
    [2, "Tienes 2 informes en curso y ocupan las consultas que te quedan: espera a que terminen."],
    [3, "Tienes 3 informes en curso y ocupan las consultas que te quedan: espera a que terminen."],
    [20, "Tienes 20 informes en curso y ocupan las consultas que te quedan: espera a que terminen."],
  ])("%i in progress → %s", (inProgress, message) => {
    expect(creditsHeldMessage(inProgress)).toBe(message);
  });
});

describe("noCreditsRefusal", () => {
  const HELD_3 = creditsHeldMessage(3);
  it.each([
    // Three trials, all three held by reports in the making (a crash left them running): wait, not buy.
    [{ trialsLeft: 3, purchasedLeft: 0, emailVerified: true, everBought: false }, 3, "held", HELD_3],
    [{ trialsLeft: 0, purchasedLeft: 3, emailVerified: true, everBought: true }, 3, "held", HELD_3],
    [{ trialsLeft: 1, purchasedLeft: 2, emailVerified: true, everBought: true }, 3, "held", HELD_3],
    // Purchased reports held while the address is unconfirmed: those are what is waited for.
    [{ trialsLeft: 0, purchasedLeft: 3, emailVerified: false, everBought: true }, 3, "held", HELD_3],
    // Nothing in the making, or nothing left even counting what is held (a refund took it back).
    [
      { trialsLeft: 0, purchasedLeft: 0, emailVerified: true, everBought: false },
      0,
      "spent",
      PLATE_NO_TRIALS_MESSAGE,
    ],
    [
      { trialsLeft: 0, purchasedLeft: 0, emailVerified: true, everBought: true },
      0,
      "spent",
      NO_REPORTS_LEFT_MESSAGE,
    ],
    [
      { trialsLeft: 0, purchasedLeft: 0, emailVerified: true, everBought: true },
      1,
      "spent",
      NO_REPORTS_LEFT_MESSAGE,
    ],
  ] as const)("%j, %i in progress → %s", (balance, inProgress, kind, message) => {
    expect(noCreditsRefusal(balance, inProgress, { kind: "person" })).toEqual({ kind, message });
  });

  const EMPTY = { trialsLeft: 0, purchasedLeft: 0, emailVerified: true, everBought: false };
  const TOMORROW = "2026-12-02T03:00:00.000Z";
  const URL = `https://patenteclara.cl${FLEET_PACKS_PATH}`;
  it.each([
    // An automotora never had free checks: it is told to buy a fleet pack, bought before or not.
    [EMPTY, { kind: "organisation" }, ORGANISATION_NO_REPORTS_MESSAGE],
    [{ ...EMPTY, everBought: true }, { kind: "organisation" }, ORGANISATION_NO_REPORTS_MESSAGE],
    // A dealer's system reads where to buy.
    [EMPTY, { kind: "organisation", fleetPacksUrl: URL }, organisationNoReportsMessage(URL)],
    // Free checks held back by the day's ceiling: when they come, and that buying works now.
    [EMPTY, { kind: "person", trialsArriveAt: TOMORROW }, TRIALS_WAITING_MESSAGE],
    [{ ...EMPTY, everBought: true }, { kind: "person", trialsArriveAt: TOMORROW }, TRIALS_WAITING_MESSAGE],
    [EMPTY, { kind: "person", trialsArriveAt: null }, PLATE_NO_TRIALS_MESSAGE],
  ] as const)("%j paid by %j → %s", (balance, payer, message) => {
    expect(noCreditsRefusal(balance, 0, payer)).toEqual({ kind: "spent", message });
  });

  it("tells a waiting automotora to wait, not to buy", () => {
    const balance = { trialsLeft: 0, purchasedLeft: 2, emailVerified: true, everBought: true };
    expect(noCreditsRefusal(balance, 2, { kind: "organisation" })).toEqual({
      kind: "held",
      message: creditsHeldMessage(2),
    });
  });

  it("says in words what each payer lacks, never free checks an automotora never had", () => {
    expect(ORGANISATION_NO_REPORTS_MESSAGE).toBe(
      "A la automotora no le quedan informes: un administrador puede comprar un pack flota en Paquetes, pestaña Automotoras.",
    );
    expect(organisationNoReportsMessage(URL)).toBe(
      "A la automotora no le quedan informes: un administrador puede comprar un pack flota en https://patenteclara.cl/dashboard/servicios/paquetes?tipo=automotoras",
    );
    expect(TRIALS_WAITING_MESSAGE).toBe(
      "Tus 3 consultas gratis llegan mañana: hoy ya se entregaron todas las del día. Si necesitas un informe ahora, compra un paquete.",
    );
  });
});

describe("trialOutlook", () => {
  it.each([
    [{ trialsLeft: 3, trialsArriveAt: null }, "now"],
    [{ trialsLeft: 1, trialsArriveAt: null }, "now"],
    [{ trialsLeft: 0, trialsArriveAt: "2026-12-02T03:00:00.000Z" }, "tomorrow"],
    [{ trialsLeft: 0, trialsArriveAt: null }, "none"],
  ] as const)("%j → %s", (trials, outlook) => {
    expect(trialOutlook(trials)).toBe(outlook);
  });
});

describe("what the screens say of the free checks", () => {
  it.each([
    ["now", "¡Correo confirmado! Ya puedes usar tus consultas gratuitas."],
    // The balance below says when they come, or that there are none: no promise above it.
    ["tomorrow", "¡Correo confirmado!"],
    ["none", "¡Correo confirmado!"],
  ] as const)("confirmed, %s → %s", (outlook, sentence) => {
    expect(confirmedSentence(outlook)).toBe(sentence);
  });

  it.each([
    [
      true,
      "Tus 3 consultas gratis llegan mañana: hoy ya se entregaron todas las del día. Si necesitas un informe ahora, puedes comprarlo.",
    ],
    [
      false,
      "Confirma tu correo y tus 3 consultas gratis llegan mañana: hoy ya se entregaron todas las del día. Si necesitas un informe ahora, puedes comprarlo.",
    ],
  ])("waiting, confirmed %s → %s", (emailVerified, sentence) => {
    expect(trialsWaitingSentence(emailVerified)).toBe(sentence);
  });
});
