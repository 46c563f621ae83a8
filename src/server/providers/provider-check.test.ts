import { describe, expect, it } from "vitest";
import { redactAnswer } from "./provider-check";

describe("answers saved by provider:check keep their shape and lose the people", () => {
  it.each<[string, unknown, unknown]>([
    [
      "the owner's name and RUT, either way Boostr names them",
      { owner: { fullname: "JOSE PEREZ", name: "JOSE PEREZ", documentNumber: "12076432-2" } },
      {
        owner: {
          fullname: "PERSONA FICTICIA DE PRUEBA",
          name: "PERSONA FICTICIA DE PRUEBA",
          documentNumber: "12345678-5",
        },
      },
    ],
    [
      "the VIN and the engine number",
      { chassis: "JF1VA2M67E9812345", engine: "H983322", make: "SUBARU" },
      { chassis: "JM7DK4W7AH0112470", engine: "X000000", make: "SUBARU" },
    ],
    [
      "a recall's VIN",
      [{ vin: "JF1VA2M67E9812345", title: "Mazda 3" }],
      [{ vin: "JM7DK4W7AH0112470", title: "Mazda 3" }],
    ],
    [
      "the policy number",
      { number_policy: "8238391", company: "HDI" },
      { number_policy: "0000000", company: "HDI" },
    ],
    [
      "a RUT in parts",
      { document: "16746484", dv: "K", details: [] },
      { document: "12345678", dv: "5", details: [] },
    ],
    [
      "a plate's check digit, which is no person's",
      { plate: "GPDD74", dv: "8" },
      { plate: "GPDD74", dv: "8" },
    ],
    ["a RUT inside free text", { alert: "Titular 16.746.484-K" }, { alert: "Titular 12345678-5" }],
    [
      "a person in charge of a public transport",
      { service_responsible: "ANA ROJAS" },
      { service_responsible: "PERSONA FICTICIA DE PRUEBA" },
    ],
    [
      "names that are no person's",
      { name: "IMPREZA", prt: { name: "ECA CONTROL" } },
      { name: "IMPREZA", prt: { name: "ECA CONTROL" } },
    ],
    ["blanks, as they were", { chassis: "", owner: null }, { chassis: "", owner: null }],
  ])("%s", (_case, answer, redacted) => {
    expect(redactAnswer(answer)).toEqual(redacted);
  });
});
