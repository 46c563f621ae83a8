import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { boostrPathsOf } from "#server/providers/boostr";
import { checkProvider } from "#server/providers/provider-check";
import { FAKE_BOOSTR_KEY, type FakeBoostr, replies, startFakeBoostr } from "../support/fake-boostr";

// `npm run provider:check` against the Boostr stand-in: what an operator reads before launch.
let boostr: FakeBoostr;
let dir: string;
beforeEach(async () => {
  boostr = await startFakeBoostr();
  dir = await mkdtemp(path.join(tmpdir(), "provider-check-"));
});
afterEach(async () => {
  await boostr.close();
  await rm(dir, { recursive: true, force: true });
});

const check = (over: { tagPath?: string; apiKey?: string; plate?: string; saveTo?: string } = {}) =>
  checkProvider({
    apiKey: over.apiKey ?? FAKE_BOOSTR_KEY,
    baseUrl: boostr.url,
    paths: boostrPathsOf({ tagPath: over.tagPath }),
    rateLimit: { requests: 100, windowMs: 10_000 },
    plate: over.plate,
    saveTo: over.saveTo,
  });

const states = (result: Awaited<ReturnType<typeof check>>) =>
  Object.fromEntries(result.sources.map((s) => [s.endpoint, s.verdict]));

describe("provider:check", () => {
  it("calls each endpoint once and says which works, which is outside the plan, which path is wrong, which answers the wrong shape", async () => {
    boostr.setScript(/^\/vehicle\/recalls\//, [{ fixture: "recalls-error-not-in-plan" }]);
    boostr.setScript(/^\/vehicle\/soap\//, [replies.wrongShape]);
    const result = await check({ tagPath: "/vehicle/tags/{rut}.json", plate: "GPDD74" });
    expect(states(result)).toEqual({
      vehicle: { state: "works" },
      soap: { state: "unexpected_shape", missing: ["data.to|company"] },
      inspection: { state: "works" },
      traffic_tickets: { state: "works" },
      crossings: { state: "works" },
      tag: { state: "path_not_found", variable: "BOOSTR_TAG_PATH" },
      recalls: { state: "not_in_plan" },
      brands: { state: "works" },
      models: { state: "works" },
      versions: { state: "works" },
    });
    expect(result.calls).toBe(10);
    expect(boostr.requests).toHaveLength(10);
    // The vehicle's answer leads the rest: TAG by the owner's RUT, recalls by its VIN, the catalogue by make.
    expect(boostr.requests.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        "/vehicle/tags/12076432-2.json",
        "/vehicle/recalls/JF1VA2M67E9812345.json",
        "/vehicle/models.json?brand_id=15",
        "/vehicle/versions.json?model_id=44&year=2014",
      ]),
    );
    expect(result.sources.every((s) => s.example === null)).toBe(true);
    expect(result.quotaLeft).toBeNull();
    // Only the vehicle decides: the rest can be fixed while reports sell.
    expect(result.ok).toBe(true);
  });

  it("fails when the vehicle answers the wrong shape, and asks the rest with examples, saying so", async () => {
    boostr.setScript(/^\/vehicle\/[^/]+\.json$/, [replies.wrongShape]);
    const result = await check();
    expect(result.sources[0]?.verdict).toEqual({
      state: "unexpected_shape",
      missing: ["data.make", "data.model"],
    });
    expect(result.ok).toBe(false);
    expect(result.sources.find((s) => s.endpoint === "tag")?.example).toBe("RUT 12345678-5");
    expect(result.sources.find((s) => s.endpoint === "recalls")?.example).toBe("VIN JM7DK4W7AH0112470");
  });

  it.each([
    ["a rejected key", { apiKey: "wrong" }, null, { state: "key_rejected", status: 401 }],
    ["a firewall page", {}, replies.firewall, { state: "firewall" }],
  ] as const)("names %s, and fails", async (_case, over, reply, verdict) => {
    if (reply) boostr.setScript(/./, [reply]);
    const result = await check(over);
    expect(result.sources[0]?.verdict).toEqual(verdict);
    expect(result.ok).toBe(false);
  });

  it("prints the quota Boostr says is left", async () => {
    boostr.setScript(/./, [{ headers: { "x-ratelimit-remaining": "998" } }]);
    expect((await check()).quotaLeft).toBe("x-ratelimit-remaining: 998");
  });

  it("--save writes each answer with names, RUTs and VINs replaced", async () => {
    const saveTo = path.join(dir, "answers");
    await check({ plate: "GPDD74", saveTo });
    expect((await readdir(saveTo)).sort()).toHaveLength(10);
    const vehicle = await readFile(path.join(saveTo, "vehicle.json"), "utf8");
    const tag = await readFile(path.join(saveTo, "tag.json"), "utf8");
    for (const secret of ["MONSALVES", "12076432", "JF1VA2M67E9812345", "H983322"])
      expect(vehicle + tag).not.toContain(secret);
    expect(JSON.parse(vehicle).data).toMatchObject({
      make: "SUBARU",
      owner: { fullname: "PERSONA FICTICIA DE PRUEBA", documentNumber: "12345678-5" },
    });
    expect(JSON.parse(tag).data).toMatchObject({ document: "12345678", dv: "5" });
    expect(await readFile(path.join(saveTo, "soap.json"), "utf8")).not.toContain("8238391");
  });
});

describe("npm run provider:check", () => {
  const run = (env: Record<string, string>) =>
    promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/provider-check.ts"], {
      // The plan's 5 per 10 s would make ten calls last ten seconds.
      env: {
        PATH: process.env.PATH,
        DATA_DIR: dir,
        BOOSTR_API_URL: boostr.url,
        BOOSTR_RATE_LIMIT: "100",
        ...env,
      },
    }).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (err: { code: number; stdout: string; stderr: string }) => ({
        code: err.code,
        stdout: `${err.stdout}${err.stderr}`,
      }),
    );

  it("prints a line per source and exits 1 when the vehicle source fails", async () => {
    boostr.setScript(/^\/vehicle\/[^/]+\.json$/, [replies.notInPlan]);
    const { code, stdout } = await run({
      BOOSTR_API_KEY: FAKE_BOOSTR_KEY,
      BOOSTR_CROSSINGS_PATH: "/peajes/{plate}",
    });
    expect(code).toBe(1);
    expect(stdout).toMatch(/^vehicle +no está en el plan \(V-06\)/m);
    expect(stdout).toMatch(/^crossings +ruta no encontrada \(404\): corrige BOOSTR_CROSSINGS_PATH/m);
    expect(stdout).toContain("Llamadas gastadas: 10");
    expect(stdout).toContain("Cuota restante: no informada");
    expect(stdout).toContain("La fuente del vehículo no funciona");
  });

  it("exits 0 when the vehicle source works", async () => {
    const { code, stdout } = await run({ BOOSTR_API_KEY: FAKE_BOOSTR_KEY });
    expect(stdout).toMatch(/^vehicle +funciona/m);
    expect(code).toBe(0);
  });
});
