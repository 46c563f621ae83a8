import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ZContact } from "./contact";
import { fieldErrors, firstError } from "./issues";

describe("form errors", () => {
  it("keeps the first message per field, nested paths joined by dots", () => {
    const schema = z.object({
      a: z.string().min(3, "corto").regex(/x/, "sin x"),
      b: z.array(z.number("número")),
    });
    const parsed = schema.safeParse({ a: "y", b: [1, "2"] });
    expect(parsed.success ? {} : fieldErrors(parsed.error)).toEqual({ a: "corto", "b.1": "número" });
  });

  it("puts a whole-form error under '_'", () => {
    const parsed = ZContact.safeParse(null);
    expect(parsed.success ? {} : Object.keys(fieldErrors(parsed.error))).toEqual(["_"]);
  });

  it.each([
    [new z.ZodError([]), "Datos inválidos"],
    [
      new z.ZodError([{ code: "custom", path: ["x"], message: "Revisa el campo", input: 1 }]),
      "Revisa el campo",
    ],
  ])("firstError %#", (error, expected) => {
    expect(firstError(error)).toBe(expected);
  });
});
