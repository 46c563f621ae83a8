import { z } from "zod";
import { ZEmail, ZPassword } from "./fields";

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
