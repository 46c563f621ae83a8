import { z } from "zod";
import { ZOptionalPhone } from "../forms/fields";

/**
 * PUT /api/me/phone: the account's phone under the sign-up wizard's rule ('+' and 1 to 14 digits); empty
 * removes it. Full zod, unlike account.ts: only the account page loads it.
 */
export const ZPhoneUpdate = z.object({ phone: ZOptionalPhone });
export type TPhoneUpdate = z.input<typeof ZPhoneUpdate>;

/** Its answer: the phone as stored, null for none. */
export const ZPhoneSaved = z.object({ phone: z.string().nullable() });
export type TPhoneSaved = z.output<typeof ZPhoneSaved>;
