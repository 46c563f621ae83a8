import { describe, expect, it } from "vitest";
import {
  statusMessage,
  TOO_LARGE_MESSAGE,
  TOO_MANY_REQUESTS_MESSAGE,
  UNAVAILABLE_MESSAGE,
} from "./status-message";

describe("what a bare HTTP status says", () => {
  it.each([
    [502, UNAVAILABLE_MESSAGE],
    [503, UNAVAILABLE_MESSAGE],
    [504, UNAVAILABLE_MESSAGE],
    [413, TOO_LARGE_MESSAGE],
    [429, TOO_MANY_REQUESTS_MESSAGE],
    [400, null],
    [404, null],
    [500, null],
  ])("%i -> %s", (status, expected) => {
    expect(statusMessage(status)).toBe(expected);
  });
});
