import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE, ZEmail, ZPassword } from "./fields";

export const PASSWORDS_DIFFER_MESSAGE = "Las contraseñas no coinciden";

export const ZForgotPassword = z.object({ email: ZEmail() });
export type TForgotPassword = z.output<typeof ZForgotPassword>;

export const ZResetPassword = z
  .object({ password: ZPassword, confirmPassword: z.string({ error: PASSWORDS_DIFFER_MESSAGE }) })
  .refine((v) => v.password === v.confirmPassword, {
    message: PASSWORDS_DIFFER_MESSAGE,
    path: ["confirmPassword"],
  });
export type TResetPassword = z.output<typeof ZResetPassword>;

export const CURRENT_PASSWORD_MESSAGE = "Ingresa tu contraseña actual";
export const SAME_PASSWORD_MESSAGE = "La nueva contraseña debe ser distinta de la actual";

/** 'Cambiar contraseña' on the account page: the current one proves it is the owner (better-auth checks it). */
export const ZChangePassword = z
  .object({
    currentPassword: z
      .string({ error: CURRENT_PASSWORD_MESSAGE })
      .min(1, CURRENT_PASSWORD_MESSAGE)
      .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE),
    password: ZPassword,
    confirmPassword: z.string({ error: PASSWORDS_DIFFER_MESSAGE }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: PASSWORDS_DIFFER_MESSAGE,
    path: ["confirmPassword"],
  })
  .refine((v) => v.password !== v.currentPassword, { message: SAME_PASSWORD_MESSAGE, path: ["password"] });
export type TChangePassword = z.output<typeof ZChangePassword>;
