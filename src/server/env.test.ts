import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ConfigError, ENV_KEYS, loadEnv } from "./env";

describe("loadEnv", () => {
  it("gives a working development default from an empty environment", () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      NODE_ENV: "development",
      PORT: 3000,
      PUBLIC_URL: "http://localhost:3000",
      DATA_DIR: "./data",
      TRUST_PROXY: false,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it.each([
    [
      { NODE_ENV: "production", PUBLIC_URL: "https://x.cl" },
      "Configuration error: BETTER_AUTH_SECRET is required in production",
    ],
    [
      { NODE_ENV: "production", BETTER_AUTH_SECRET: "s".repeat(32) },
      "Configuration error: PUBLIC_URL is required in production",
    ],
    [{ PORT: "abc" }, "Configuration error: PORT"],
    [{ BETTER_AUTH_SECRET: "short" }, "Configuration error: BETTER_AUTH_SECRET"],
    [
      { MERCADOPAGO_ACCESS_TOKEN: "APP_USR-1" },
      "Configuration error: MERCADOPAGO_WEBHOOK_SECRET is required when MERCADOPAGO_ACCESS_TOKEN is set",
    ],
    [
      { WEB_CONCURRENCY: "2" },
      "Configuration error: DATABASE_URL is required when WEB_CONCURRENCY is more than 1",
    ],
  ])("stops with one line naming the variable: %j", (source, message) => {
    expect(() => loadEnv(source)).toThrow(ConfigError);
    expect(() => loadEnv(source)).toThrow(message);
  });

  it("treats empty strings as unset and drops a trailing slash from PUBLIC_URL", () => {
    const env = loadEnv({ DATABASE_URL: "", SMTP_URL: " ", PUBLIC_URL: "https://patenteclara.cl/" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.PUBLIC_URL).toBe("https://patenteclara.cl");
  });
});

describe(".env.example", () => {
  it("lists every variable the server reads", () => {
    const listed = readFileSync(new URL("../../.env.example", import.meta.url), "utf8")
      .split("\n")
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => line.split("=")[0]);
    expect(listed).toEqual(expect.arrayContaining(ENV_KEYS));
  });
});
