import { describe, expect, it } from "vitest";
import { authMail, MAIL_DOWN_MS } from "./auth-mail";
import { createLogger } from "./logger";

// While mail fails, the routes that answer alike for every address must refuse every address alike: a
// refusal for the addresses with an account only would tell who has one.

const failing = async () => {
  throw new Error("ENOSPC");
};
const working = async () => {};

async function mailsAfter(history: ("fail" | "work")[]) {
  let clock = 0;
  const mails = authMail(createLogger("silent"), () => clock);
  for (const outcome of history) {
    await mails
      .send("password-reset", "ana@correo.cl", outcome === "fail" ? failing : working)
      .catch(() => {});
  }
  return { mails, wait: (ms: number) => (clock += ms) };
}

const refused = (mails: ReturnType<typeof authMail>, path: string, to: string) => {
  try {
    mails.refuseIfUnsent(path, to);
    return false;
  } catch {
    return true;
  }
};

describe("a request whose mail could not be sent", () => {
  it.each([
    // what happened to the mails, minutes since, route, address, refused?
    [["fail"], 0, "/request-password-reset", "ana@correo.cl", true],
    [["fail"], 0, "/request-password-reset", "nadie@correo.cl", true],
    [["fail"], 0, "/send-verification-email", "nadie@correo.cl", true],
    [["fail"], 4, "/request-password-reset", "nadie@correo.cl", true],
    [["fail"], 5, "/request-password-reset", "nadie@correo.cl", false],
    [["fail", "work"], 0, "/request-password-reset", "nadie@correo.cl", false],
    [["work"], 0, "/request-password-reset", "nadie@correo.cl", false],
    // A sign-up says whether it made the account anyway: only its own failed mail refuses it.
    [["fail"], 0, "/sign-up/email", "nadie@correo.cl", false],
    [["fail"], 0, "/sign-in/email", "nadie@correo.cl", false],
  ] as const)("after %j and %i min, %s for %s: refused %s", async (history, minutes, path, to, expected) => {
    const { mails, wait } = await mailsAfter([...history]);
    wait(minutes * 60_000);
    expect(refused(mails, path, to)).toBe(expected);
  });

  it("refuses the address whose mail failed once, then answers it as any other", async () => {
    const { mails, wait } = await mailsAfter(["fail"]);
    wait(MAIL_DOWN_MS);
    expect(refused(mails, "/request-password-reset", "ana@correo.cl")).toBe(true);
    expect(refused(mails, "/request-password-reset", "ana@correo.cl")).toBe(false);
  });
});
