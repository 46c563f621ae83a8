import { describe, expect, it } from "vitest";
import { type ActiveStatus, type JobFate, type StrandedAction, strandedAction } from "./stranded";

describe("strandedAction", () => {
  it.each<[ActiveStatus, JobFate, StrandedAction]>([
    ["queued", "live", "leave"],
    ["running", "live", "leave"],
    ["queued", "missing", "send"],
    ["running", "missing", "fail"],
    ["queued", "ended", "fail"],
    ["running", "ended", "fail"],
  ])("%s request, %s job: %s", (status, job, action) => {
    expect(strandedAction(status, job)).toBe(action);
  });
});
