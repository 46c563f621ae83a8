import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isValidRut, RUT_HYPHEN_MESSAGE } from "#domain/rut";

// Every RUT a person reads as an example (placeholders, hints, sample data) passes its own check digit:
// a Chilean who checks it, or a form that does, must not find the example wrong. The spec's own message
// is quoted as written (its 12345678-9 only shows where the hyphen goes).
const SPEC_TEXTS = [RUT_HYPHEN_MESSAGE];

const RUT_LIKE = /(?<![\d.])\d{1,2}(?:\.\d{3}){2}-[\dkK](?![\w])|(?<![\d.])\d{7,8}-[\dkK](?![\w])/g;

const sourcesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });

const examples = sourcesUnder(path.join(import.meta.dirname)).flatMap((file) => {
  let text = readFileSync(file, "utf8");
  for (const spec of SPEC_TEXTS) text = text.replaceAll(spec, "");
  return [...text.matchAll(RUT_LIKE)].map(([rut]) => [path.relative(import.meta.dirname, file), rut]);
});

describe("RUT examples in the sources", () => {
  it("finds the ones the screens show", () => {
    expect(examples).toContainEqual([
      "web/features/coming-soon/routes/citizen-check-page.tsx",
      "76.123.456-0",
    ]);
    expect(examples).toContainEqual([
      "web/features/personal-security/routes/personal-security-page.tsx",
      "12345678-5",
    ]);
  });

  it.each(examples)("%s: %s has a valid check digit", (_file, rut) => {
    expect(isValidRut(rut as string)).toBe(true);
  });
});
