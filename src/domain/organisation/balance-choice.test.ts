import { describe, expect, it } from "vitest";
import { balanceOptions, chosenBalance, organisationBalanceSentence } from "./balance-choice";

const credits = { trialsLeft: 2, purchasedLeft: 5 };
const organisation = (usesOrganisation: boolean, purchasedLeft = 40) => ({
  id: "org-1",
  displayName: "Autos del Sur",
  role: "vendedor" as const,
  usesOrganisation,
  purchasedLeft,
});

describe("the balance a check spends", () => {
  it.each([
    ["a person without an automotora", null, { kind: "personal", credits }],
    ["a member whose switch says 'mi saldo personal'", organisation(false), { kind: "personal", credits }],
    [
      "a member whose switch says the automotora's, with no free trials there",
      organisation(true),
      {
        kind: "organisation",
        displayName: "Autos del Sur",
        role: "vendedor",
        credits: { trialsLeft: 0, purchasedLeft: 40 },
      },
    ],
    [
      "an automotora with nothing left, whatever the person has",
      organisation(true, 0),
      {
        kind: "organisation",
        displayName: "Autos del Sur",
        role: "vendedor",
        credits: { trialsLeft: 0, purchasedLeft: 0 },
      },
    ],
  ])("%s", (_case, org, expected) => {
    expect(chosenBalance({ credits, organisation: org })).toEqual(expected);
  });
});

describe("the automotora's balance in words", () => {
  it.each([
    [0, "Saldo de la automotora: 0 informes."],
    [1, "Saldo de la automotora: 1 informe."],
    [100, "Saldo de la automotora: 100 informes."],
    [-3, "Saldo de la automotora: 0 informes."],
  ])("%i -> %s", (n, sentence) => {
    expect(organisationBalanceSentence(n)).toBe(sentence);
  });
});

describe("the switch's options", () => {
  it("name the automotora and each balance, the automotora's first", () => {
    expect(
      balanceOptions({ displayName: "Autos del Sur", purchasedLeft: 1 }, { trialsLeft: 3, purchasedLeft: 0 }),
    ).toEqual([
      { value: "organisation", label: "Usar saldo de Autos del Sur (1 informe)" },
      { value: "personal", label: "Usar mi saldo personal (3 consultas gratis)" },
    ]);
  });

  it.each([
    [{ trialsLeft: 0, purchasedLeft: 0 }, "Usar mi saldo personal (sin consultas)"],
    [{ trialsLeft: 3, purchasedLeft: 0 }, "Usar mi saldo personal (3 consultas gratis)"],
    [{ trialsLeft: 1, purchasedLeft: 0 }, "Usar mi saldo personal (1 consulta gratis)"],
    [{ trialsLeft: 0, purchasedLeft: 1 }, "Usar mi saldo personal (1 consulta comprada)"],
    [{ trialsLeft: 0, purchasedLeft: 4 }, "Usar mi saldo personal (4 consultas compradas)"],
    [{ trialsLeft: 3, purchasedLeft: 1 }, "Usar mi saldo personal (3 gratis y 1 comprada)"],
    [{ trialsLeft: 1, purchasedLeft: 2 }, "Usar mi saldo personal (1 gratis y 2 compradas)"],
  ])("say the person's own balance in a few words: %j", (personal, label) => {
    const options = balanceOptions({ displayName: "Autos del Sur", purchasedLeft: 0 }, personal);
    expect(options.find((option) => option.value === "personal")?.label).toBe(label);
  });
});
