import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type BoostrEndpoint, readBoostrBody } from "./boostr-answers";

const recorded = (name: string): string =>
  readFileSync(new URL(`../../../tests/fixtures/boostr/${name}.json`, import.meta.url), "utf8");

const success = (data: unknown) => JSON.stringify({ status: "success", data });

describe("every recorded answer reads with its endpoint's schema", () => {
  it.each<[string, BoostrEndpoint]>([
    ["vehicle", "vehicle"],
    ["vehicle-owner-name-variant", "vehicle"],
    ["soap", "soap"],
    ["inspection", "inspection"],
    ["traffic_tickets", "traffic_tickets"],
    ["tag", "tag"],
    ["crossings-without-tag", "crossings"],
    ["recalls", "recalls"],
    ["brands-models", "models"],
    ["valuation", "versions"],
  ])("%s as %s", (name, endpoint) => {
    expect(readBoostrBody(endpoint, recorded(name)).kind).toBe("success");
  });

  it.each<[string, BoostrEndpoint, string]>([
    ["error-not-found", "vehicle", "V-02"],
    ["error-invalid-plate", "soap", "V-04"],
    ["error-invalid-rut", "tag", "U-02"],
    ["error-retry-later", "inspection", "V-05"],
    ["error-rate-limit", "traffic_tickets", "RATELIMIT"],
    ["crossings-without-tag-error-retry-later", "crossings", "V-05"],
    ["recalls-error-invalid-vin", "recalls", "V-04"],
    ["recalls-error-not-in-plan", "recalls", "V-06"],
  ])("%s as %s: Boostr's error %s", (name, endpoint, code) => {
    expect(readBoostrBody(endpoint, recorded(name))).toMatchObject({ kind: "error", code });
  });
});

describe("a success without what the section needs is unexpected, and says what was missing", () => {
  it.each<[string, BoostrEndpoint, unknown, string[]]>([
    ["an object of other fields", "vehicle", { foo: 1 }, ["data.make", "data.model"]],
    ["a make without its model", "vehicle", { plate: "GPDD74", make: "SUBARU", model: " " }, ["data.model"]],
    ["no data", "vehicle", null, ["data"]],
    ["an array for an object", "vehicle", [{ make: "SUBARU", model: "WRX" }], ["data"]],
    ["an object of other fields", "soap", { foo: 1 }, ["data.to|company"]],
    ["a policy number alone", "soap", { number_policy: "8238391" }, ["data.to|company"]],
    ["an object of other fields", "inspection", { foo: 1 }, ["data.date|status"]],
    ["no data", "inspection", null, ["data"]],
    ["an object of other fields", "traffic_tickets", { foo: 1 }, ["data.tickets"]],
    ["tickets as an object", "traffic_tickets", { tickets: { jpl: "2 JPL" } }, ["data.tickets"]],
    ["an object of other fields", "tag", { foo: 1 }, ["data.details"]],
    [
      "a debt without its amount",
      "tag",
      { details: [{ company: "Vespucio Sur" }] },
      ["data.details.0.amount"],
    ],
    ["an object of other fields", "crossings", { foo: 1 }, ["data.dates"]],
    ["no data", "crossings", null, ["data"]],
    ["an object for a list", "recalls", { foo: 1 }, ["data"]],
    ["items that are not objects", "recalls", ["recall"], ["data.0"]],
    ["an object for a list", "brands", { foo: 1 }, ["data"]],
    ["an object for a list", "models", { foo: 1 }, ["data"]],
    [
      "a version without its amounts",
      "versions",
      [{ name: "2.5I" }],
      ["data.0.valuation", "data.0.road_tax"],
    ],
  ])("%s, from %s", (_case, endpoint, data, missing) => {
    expect(readBoostrBody(endpoint, success(data))).toEqual({ kind: "unexpected", missing });
  });
});

describe("what is a clean answer", () => {
  it.each<[string, BoostrEndpoint, unknown]>([
    ["no tickets", "traffic_tickets", { plate: "GSDL87", tickets: [] }],
    ["no TAG debts", "tag", { document: "16746484", dv: "K", details: [] }],
    ["no crossings", "crossings", { plate: "SCLJ83", status: true, dates: [] }],
    ["Boostr's blank data for crossings", "crossings", ""],
    ["no recalls", "recalls", []],
    ["Boostr's blank data for recalls", "recalls", ""],
    ["a SOAP with its company only", "soap", { company: "HDI SEGUROS S.A." }],
    ["an inspection with its status only", "inspection", { status: "Aprobada" }],
  ])("%s, from %s", (_case, endpoint, data) => {
    expect(readBoostrBody(endpoint, success(data)).kind).toBe("success");
  });
});

describe("answers that are not Boostr's", () => {
  it.each([
    ["a body that is not JSON", '{"status":"success","data":{"plate":'],
    ["an HTML page", "<html></html>"],
    ["an envelope without status", '{"data":{}}'],
    ["a status Boostr does not send", '{"status":"ok","data":{}}'],
  ])("%s is malformed", (_case, body) => {
    expect(readBoostrBody("vehicle", body)).toEqual({ kind: "malformed" });
  });
});
