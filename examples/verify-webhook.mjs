// Verifica un webhook de Patente Clara (docs/WEBHOOKS.md): Node.js 18 o más nuevo, sin dependencias.
import { createHmac, timingSafeEqual } from "node:crypto";

// Una firma más antigua que esto se rechaza: alguien podría estar repitiendo una solicitud grabada.
const TOLERANCE_SECONDS = 5 * 60;

/**
 * Devuelve el evento si la firma es válida y reciente; si no, lanza un error (responde 400).
 * rawBody: el cuerpo tal como llegó (string o Buffer), antes de interpretar el JSON.
 * header: el valor de la cabecera Patente-Clara-Signature. Mientras dura la rotación de un secreto trae dos
 *   v1, uno por secreto: basta que uno coincida.
 * secret: el secreto de firma del webhook (whsec_…), que se muestra una vez al registrarlo.
 */
export function verifyWebhook(rawBody, header, secret, nowMs = Date.now()) {
  let timestamp = null;
  const signatures = [];
  for (const part of String(header ?? "").split(",")) {
    const [key, value] = part.trim().split("=", 2);
    if (key === "t") timestamp = Number(value);
    if (key === "v1" && value) signatures.push(value);
  }
  if (!Number.isInteger(timestamp) || signatures.length === 0) throw new Error("Firma ausente o mal formada");
  if (Math.abs(nowMs / 1000 - timestamp) > TOLERANCE_SECONDS) throw new Error("Firma vencida");

  const expected = createHmac("sha256", secret).update(`${timestamp}.`).update(rawBody).digest();
  const valid = signatures.some((signature) => {
    const received = Buffer.from(signature, "hex");
    // timingSafeEqual compara en tiempo constante: no revela cuántos caracteres coincidieron.
    return received.length === expected.length && timingSafeEqual(received, expected);
  });
  if (!valid) throw new Error("Firma inválida");
  return JSON.parse(rawBody.toString());
}
