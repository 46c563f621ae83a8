import { describe, expect, it } from "vitest";
import { commitMessageProblems } from "./commit-message.mjs";

const why = "Because the list of reports must say when a link expires.";

describe("commitMessageProblems", () => {
  it.each([
    ["a subject, a blank line and a body", `Show link expiry\n\n${why}\n`, []],
    ["a long address alone on a body line", `Cite the spec\n\n${why}\nhttps://${"x".repeat(80)}.cl`, []],
    ["no body", "Show link expiry", ["there is no body saying why"]],
    ["a blank body", "Show link expiry\n\n  \n", ["there is no body saying why"]],
    ["no blank line", `Show link expiry\n${why}`, ["the subject is not followed by a blank line"]],
    ["a long subject", `${"x".repeat(73)}\n\n${why}`, ["the subject has 73 characters (at most 72)"]],
    ["an empty subject", `\n\n${why}`, ["the subject is empty"]],
    [
      "a long body line",
      `Show link expiry\n\n${why} ${"y".repeat(30)}`,
      [`body line 1 has ${why.length + 31} characters (at most 72)`],
    ],
  ])("%s", (_case, message, problems) => {
    expect(commitMessageProblems(message)).toEqual(problems);
  });
});
