import { z } from "zod";
import { stripSpaces } from "./fields";

export const LOGIN_EMAIL_REQUIRED = "Ingresa tu correo electrónico";
export const LOGIN_PASSWORD_REQUIRED = "Ingresa tu contraseña";

// Sign-in only checks presence: a stricter e-mail rule here would lock out accounts made before it.
export const ZLogin = z.object({
  email: z
    .string({ error: LOGIN_EMAIL_REQUIRED })
    .transform((v) => stripSpaces(v).toLowerCase())
    .pipe(z.string().min(1, LOGIN_EMAIL_REQUIRED)),
  password: z.string({ error: LOGIN_PASSWORD_REQUIRED }).min(1, LOGIN_PASSWORD_REQUIRED),
});
export type TLogin = z.output<typeof ZLogin>;
