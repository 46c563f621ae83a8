import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ConfigError, ENV_KEYS, loadEnv } from "./env";

/** Who answers for the data: required with real providers on a public address. */
const CONTROLLER = {
  PRIVACY_CONTROLLER_NAME: "Patente Clara SpA",
  PRIVACY_CONTROLLER_RUT: "76.123.456-0",
  PRIVACY_CONTROLLER_ADDRESS: "Av. Apoquindo 1234, Las Condes",
  PRIVACY_CONTACT_EMAIL: "privacidad@patenteclara.cl",
};

describe("loadEnv", () => {
  it("gives a working development default from an empty environment", () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      NODE_ENV: "development",
      PORT: 3000,
      HOST: "127.0.0.1",
      PUBLIC_URL: "http://localhost:3000",
      DATA_DIR: "./data",
      TRUST_PROXY: { hops: 0 },
      DEMO_MODE: false,
      CONTACT_EMAIL: "contacto@patenteclara.cl",
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("takes the company's contact address from CONTACT_EMAIL, and refuses one that is no address", () => {
    expect(loadEnv({ CONTACT_EMAIL: " hola@patenteclara.cl " }).CONTACT_EMAIL).toBe("hola@patenteclara.cl");
    expect(loadEnv({ CONTACT_EMAIL: "" }).CONTACT_EMAIL).toBe("contacto@patenteclara.cl");
    expect(() => loadEnv({ CONTACT_EMAIL: "hola" })).toThrow("Configuration error: CONTACT_EMAIL");
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
    [
      {
        NODE_ENV: "production",
        PUBLIC_URL: "https://x.cl",
        BETTER_AUTH_SECRET: "s".repeat(32),
        WEBHOOKS_ALLOW_PRIVATE: "true",
      },
      "Configuration error: WEBHOOKS_ALLOW_PRIVATE is refused in production",
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
    // Fail closed: on a public address, no simulated payments or demo data unless said on purpose.
    [
      { PUBLIC_URL: "https://patenteclara.cl" },
      "Configuration error: MERCADOPAGO_ACCESS_TOKEN, BOOSTR_API_KEY, PRIVACY_CONTROLLER_NAME, PRIVACY_CONTROLLER_RUT, PRIVACY_CONTROLLER_ADDRESS, and PRIVACY_CONTACT_EMAIL are required when PUBLIC_URL is not a loopback address (or set DEMO_MODE=1 for a demo)",
    ],
    [
      { PUBLIC_URL: "https://patenteclara.cl", BOOSTR_API_KEY: "k", ...CONTROLLER },
      "Configuration error: MERCADOPAGO_ACCESS_TOKEN is required when PUBLIC_URL is not a loopback address",
    ],
    [
      {
        PUBLIC_URL: "http://192.168.1.20:3000",
        MERCADOPAGO_ACCESS_TOKEN: "t",
        MERCADOPAGO_WEBHOOK_SECRET: "s",
        ...CONTROLLER,
      },
      "Configuration error: BOOSTR_API_KEY is required when PUBLIC_URL is not a loopback address",
    ],
    [
      { TRUST_PROXY: "yes" },
      "Configuration error: TRUST_PROXY must be a number of proxy hops or a list of CIDRs",
    ],
    [
      { HOST: "http://0.0.0.0" },
      "Configuration error: HOST must be an address to listen on, such as 127.0.0.1, 0.0.0.0 or ::",
    ],
    // Listening beyond this machine is as public as a public PUBLIC_URL.
    [
      { HOST: "0.0.0.0" },
      "Configuration error: MERCADOPAGO_ACCESS_TOKEN, BOOSTR_API_KEY, PRIVACY_CONTROLLER_NAME, PRIVACY_CONTROLLER_RUT, PRIVACY_CONTROLLER_ADDRESS, and PRIVACY_CONTACT_EMAIL are required when HOST is not a loopback address (or set DEMO_MODE=1 for a demo)",
    ],
  ])("stops with one line naming the variable: %j", (source, message) => {
    expect(() => loadEnv(source)).toThrow(ConfigError);
    expect(() => loadEnv(source)).toThrow(message);
  });

  it.each([
    [{}],
    [{ PUBLIC_URL: "http://127.0.0.1:4000" }],
    [{ PUBLIC_URL: "http://[::1]:4000" }],
    [{ HOST: "::1" }],
    [{ HOST: "0.0.0.0", DEMO_MODE: "1" }],
    [{ PUBLIC_URL: "https://staging.patenteclara.cl", DEMO_MODE: "1" }],
    [{ PUBLIC_URL: "https://x.cl", ADMIN_EMAILS: " Ana@Correo.cl, ", DEMO_MODE: "1" }],
    [
      {
        PUBLIC_URL: "https://patenteclara.cl",
        BOOSTR_API_KEY: "k",
        MERCADOPAGO_ACCESS_TOKEN: "t",
        MERCADOPAGO_WEBHOOK_SECRET: "s",
        ...CONTROLLER,
      },
    ],
  ])("starts with demo pieces only where they are safe or said on purpose: %j", (source) => {
    expect(() => loadEnv(source)).not.toThrow();
  });

  it.each([
    [{}, "127.0.0.1"],
    [{ HOST: " " }, "127.0.0.1"],
    [{ HOST: "0.0.0.0", DEMO_MODE: "1" }, "0.0.0.0"],
    [{ HOST: "::", DEMO_MODE: "1" }, "::"],
    [{ HOST: "10.0.0.5", DEMO_MODE: "1" }, "10.0.0.5"],
  ])("listens on this machine only unless HOST says otherwise: %j", (source, host) => {
    expect(loadEnv(source).HOST).toBe(host);
  });

  it("treats empty strings as unset and drops a trailing slash from PUBLIC_URL", () => {
    const env = loadEnv({
      DATABASE_URL: "",
      SMTP_URL: " ",
      PUBLIC_URL: "https://patenteclara.cl/",
      DEMO_MODE: "1",
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.PUBLIC_URL).toBe("https://patenteclara.cl");
  });
});

describe(".env.example", () => {
  it("lists every variable the server reads", () => {
    const listed = readFileSync(new URL("../../.env.example", import.meta.url), "utf8")
      .split("\n")
      .filter((line) => /^[A-Z0-9_]+=/.test(line))
      .map((line) => line.split("=")[0]);
    expect(listed).toEqual(expect.arrayContaining(ENV_KEYS));
  });
});
