import { describe, expect, it } from "vitest";
import { pageDataFor } from "./get-public-report";
import type { TPublicReport, TReportPageData } from "./report-schemas";

const report = { accessCode: "ABCDEFGHJKMN", plate: "BBCL10" } as TPublicReport;
const drawn: TReportPageData = { report };
const withdrawn: TReportPageData = {
  accessCode: "ABCDEFGHJKMN",
  refusal: { status: 410, message: "Este informe ya no está disponible: su autor retiró el enlace." },
};

describe("pageDataFor", () => {
  it.each([
    ["the drawn report, for its code", drawn, "ABCDEFGHJKMN", "report", drawn],
    ["the drawn report, its code typed in lower case", drawn, "abcdefghjkmn", "report", drawn],
    ["the drawn report, its code with a stray space", drawn, " ABCDEFGHJKMN", "report", drawn],
    ["the drawn report, for another code", drawn, "ZZZZZZZZZZZZ", "report", undefined],
    ["the drawn report, asked for a refusal", drawn, "ABCDEFGHJKMN", "refusal", undefined],
    ["the refusal, for its code", withdrawn, "abcdefghjkmn", "refusal", withdrawn],
    ["the refusal, asked for a report", withdrawn, "ABCDEFGHJKMN", "report", undefined],
    ["nothing in the page", undefined, "ABCDEFGHJKMN", "report", undefined],
  ] as const)("%s", (_, data, code, kind, expected) => {
    expect(pageDataFor(data, code, kind)).toEqual(expected);
  });
});
