import type { z } from "zod";

/** First message per field, the way forms show them under each input. */
export const fieldErrors = (error: z.core.$ZodError): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    out[key] ??= issue.message;
  }
  return out;
};

export const firstError = (error: z.core.$ZodError): string => error.issues[0]?.message ?? "Datos inválidos";
