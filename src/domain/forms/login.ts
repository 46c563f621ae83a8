import { z } from "zod";
import { stripSpaces, ZEmailAddress } from "./fields";

export const LOGIN_EMAIL_REQUIRED = "Ingresa tu correo electrónico";
export const LOGIN_PASSWORD_REQUIRED = "Ingresa tu contraseña";

// The address rule is the one every account was made with (better-auth applies zod's too), so it locks
// nobody out; it says in Spanish what better-auth would say in English.
export const ZLogin = z.object({
  email: z
    .string({ error: LOGIN_EMAIL_REQUIRED })
    .transform((v) => stripSpaces(v).toLowerCase())
    .pipe(z.string().min(1, LOGIN_EMAIL_REQUIRED))
    .pipe(ZEmailAddress()),
  password: z.string({ error: LOGIN_PASSWORD_REQUIRED }).min(1, LOGIN_PASSWORD_REQUIRED),
});
export type TLogin = z.output<typeof ZLogin>;
