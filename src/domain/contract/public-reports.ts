// zod/mini: the shared report page parses these, and its first paint waits for every byte
// (bench/bundle-size.ts); the routes document them through http/api-responses.ts's documented().
import { z } from "zod/mini";
import { RUT_REQUIRED_MESSAGE } from "../rut";
import { VIN_INPUT_MAX_LENGTH, VIN_REQUIRED_MESSAGE } from "../vin";

// The yes-or-no questions a shared report answers (/api/public/reports/{accessCode}/…-check): the
// server never reveals the owner's RUT or the whole VIN, only whether the value typed is the report's.

/** '¿El vendedor es el dueño?' */
export const ZOwnerCheck = z.object({
  rut: z.string({ error: RUT_REQUIRED_MESSAGE }).check(z.minLength(1, RUT_REQUIRED_MESSAGE), z.maxLength(20)),
});

/** '¿El VIN del auto coincide?' */
export const ZVinCheck = z.object({
  vin: z
    .string({ error: VIN_REQUIRED_MESSAGE })
    .check(z.maxLength(VIN_INPUT_MAX_LENGTH, VIN_REQUIRED_MESSAGE)),
});

/** What each check sends. */
export type TReportChecks = {
  "owner-check": z.input<typeof ZOwnerCheck>;
  "vin-check": z.input<typeof ZVinCheck>;
};

export const ZCheckAnswer = z.object({ matches: z.boolean() });
