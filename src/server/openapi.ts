import { z } from "zod";
import { ZContact } from "../domain/forms/contact";
import { ZPersonalSecurity } from "../domain/forms/personal-security";
import { ZClosePrivacyRequest, ZPrivacyRequest } from "../domain/forms/privacy-request";
import { ZCheckout, ZConfirmPayment } from "./routes/payments";
import { ZCreateReport } from "./routes/reports";

// The HTTP contract, served at /api/openapi.json. Request bodies come from the same zod schemas the
// routes validate with, so the document cannot drift from what the server accepts.

const body = (schema: z.ZodType) => ({
  required: true,
  content: {
    "application/json": { schema: z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) },
  },
});

const error = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

const json = (description: string, schema: object = { type: "object" }) => ({
  description,
  content: { "application/json": { schema } },
});

const accessCode = {
  name: "accessCode",
  in: "path",
  required: true,
  schema: { type: "string", minLength: 12, maxLength: 12 },
};

const ID = [{ name: "id", in: "path", required: true, schema: { type: "string", format: "uuid" } }];

export function openApiDocument(publicUrl: string) {
  return {
    openapi: "3.1.0",
    info: {
      title: "Patente Clara API",
      version: "1.0.0",
      description:
        "Informe de seguridad vehicular. Errors are `{ error }` with a Spanish message. Cookie-authenticated " +
        "mutations must come from the site's own origin. Sign-up, sign-in, sign-out and password reset are " +
        "better-auth's standard endpoints under /api/auth.",
    },
    servers: [{ url: publicUrl }],
    components: {
      securitySchemes: { session: { type: "apiKey", in: "cookie", name: "better-auth.session_token" } },
      schemas: {
        Error: { type: "object", required: ["error"], properties: { error: { type: "string" } } },
      },
    },
    paths: {
      "/api/health": {
        get: {
          summary: "Liveness and database status",
          responses: { "200": json("Up"), "503": json("Database down") },
        },
      },
      "/api/me": {
        get: {
          summary: "The signed-in user, profile and credit balance; null for a visitor without a session",
          responses: { "200": json("Me, or null") },
        },
        delete: {
          summary: "Delete my account and personal data; signs out",
          security: [{ session: [] }],
          responses: { "204": { description: "Deleted" }, "401": error("No hay sesión activa") },
        },
      },
      "/api/reports": {
        post: {
          summary: "Queue a vehicle report (reserves one credit, spent when the report is saved)",
          description:
            "With `Accept: text/event-stream` the answer is a stream: an `accepted` event ({ id }), `queued` events ({ position, etaSeconds }) " +
            "while the report waits its turn in the provider's budget, then `progress` events ({ percent, done[5] }), " +
            "ending with a `report` event (the report) or an `error` event ({ status, error }). Without the stream the " +
            "answer waits up to 60 s: 201 with the report, or 202 with { id, status } and a Location to read it. " +
            "A repeated `clientRequestId` follows the request already made for it without spending again.",
          security: [{ session: [] }],
          requestBody: body(ZCreateReport),
          responses: {
            "201": json("The report, as its author sees it"),
            "200": json("The report already made for this clientRequestId"),
            "202": json("Still queued or being made: { id, status, position?, etaSeconds? }; see Location"),
            "400": error("Formato de patente inválido. Use formato ABCD12 o AB1234"),
            "401": error("No hay sesión activa"),
            "402": error(
              "Has agotado tus 3 consultas gratuitas. Compra el servicio completo para continuar.",
            ),
            "403": error(
              "Confirma tu correo electrónico para usar tus consultas gratuitas: te enviamos un enlace al registrarte.",
            ),
            "404": error("No se encontraron datos para esta patente (no credit used)"),
            "429": error("Ya tienes 3 informes en preparación. Espera a que alguno termine para pedir otro."),
            "503": error("Error al generar el reporte del vehículo (no credit used)"),
          },
        },
        get: {
          summary: "My reports, newest first, with total, average score, 80+ count and this month's count",
          security: [{ session: [] }],
          responses: { "200": json("Reports and stats"), "401": error("No hay sesión activa") },
        },
      },
      "/api/reports/{id}": {
        get: {
          summary:
            "Where one of my reports stands: queued (position, etaSeconds), running (progress), done (report) or failed",
          security: [{ session: [] }],
          parameters: [
            { name: "id", in: "path", required: true, schema: { type: "string", format: "uuid" } },
          ],
          responses: {
            "200": json("{ status: 'queued' | 'running' | 'done' | 'failed', … }"),
            "404": error("No se encontró el reporte solicitado"),
          },
        },
      },
      "/api/reports/{id}/retry": {
        post: {
          summary:
            "Ask again, free, the sources one of my reports could not check (within 24 hours); answers the updated report",
          security: [{ session: [] }],
          parameters: [
            { name: "id", in: "path", required: true, schema: { type: "string", format: "uuid" } },
          ],
          responses: {
            "200": json("The report, updated in place (same link)"),
            "404": error("No se encontró el reporte solicitado"),
            "410": error(
              "Pasaron más de 24 horas desde el informe: sus fuentes pendientes ya no se pueden reintentar.",
            ),
            "429": error("Ya tienes 3 informes en preparación. Espera a que alguno termine para pedir otro."),
          },
        },
      },
      "/api/reports/{id}/revoke": {
        post: {
          summary: "Withdraw the shared link of one of my reports",
          security: [{ session: [] }],
          parameters: [
            { name: "id", in: "path", required: true, schema: { type: "string", format: "uuid" } },
          ],
          responses: {
            "204": { description: "Revoked" },
            "404": error("No se encontró el reporte solicitado"),
          },
        },
      },
      "/api/public/reports/{accessCode}": {
        get: {
          summary:
            "A shared report, as the link shows it: the owner as first name and initials, the RUT's first two " +
            "digits, VIN and engine number's last 5, no policy number, fines without case numbers, TAG totals " +
            "by company. Rate limited per client; X-Robots-Tag: noindex",
          parameters: [accessCode],
          responses: {
            "200": json("The public report"),
            "404": error("No se encontró un reporte con ese código de acceso"),
            "410": error(
              "Withdrawn ('Este informe ya no está disponible…') or expired ('Este enlace expiró el …')",
            ),
            "429": error("Demasiadas solicitudes. Espera un momento e inténtalo de nuevo."),
          },
        },
      },
      "/api/public/reports/{accessCode}/pdf": {
        get: {
          summary: "The report as an A4 PDF with a QR code to the online version",
          parameters: [accessCode],
          responses: {
            "200": { description: "PDF", content: { "application/pdf": {} } },
            "404": error("No se encontró un reporte con ese código de acceso"),
            "410": error("Este informe ya no está disponible: su autor retiró el enlace."),
          },
        },
      },
      "/api/site": {
        get: {
          summary:
            "Public site settings: { dealerSiteUrl } (null hides the footer link) and { controller } (who " +
            "answers for personal data)",
          responses: { "200": json("Settings") },
        },
      },
      "/api/contact": {
        post: {
          summary: "Send a contact message (stored as pendiente; the operator is notified). Rate limited",
          requestBody: body(ZContact),
          responses: {
            "201": json("Stored"),
            "400": error("Por favor ingresa un correo electrónico válido"),
            "429": error("Demasiadas solicitudes. Espera un momento e inténtalo de nuevo."),
          },
        },
      },
      "/api/personal-security": {
        post: {
          summary: "Request personal security services (stored as pendiente; the operator is notified)",
          security: [{ session: [] }],
          requestBody: body(ZPersonalSecurity),
          responses: {
            "201": json("Stored"),
            "400": error("El RUT debe incluir el guion (ej: 12345678-9)"),
            "401": error("No hay sesión activa"),
            "429": error("Demasiadas solicitudes. Espera un momento e inténtalo de nuevo."),
          },
        },
      },
      "/api/packs": {
        get: {
          summary: "The catalogue: id, name, reports, price, originalPrice (null unless higher), segment",
          responses: { "200": json("{ packs }") },
        },
      },
      "/api/checkout": {
        post: {
          summary: "Start buying a pack. The price is the server's; the body names only the pack",
          security: [{ session: [] }],
          requestBody: body(ZCheckout),
          responses: {
            "201": json("{ transactionId, redirectUrl } — send the browser to redirectUrl"),
            "400": error("El pack seleccionado no existe"),
            "401": error("No hay sesión activa"),
            "503": error(
              "No se pudo crear la preferencia de pago (the purchase is marked fallido; nothing charged)",
            ),
          },
        },
      },
      "/api/payments": {
        get: {
          summary:
            "My purchases, newest first, with estado pendiente | aprobado | rechazado | fallido | reembolsado",
          security: [{ session: [] }],
          responses: { "200": json("{ payments }"), "401": error("No hay sesión activa") },
        },
      },
      "/api/payments/confirm": {
        post: {
          summary: "Confirm one of my payments with the gateway now (the return page's safety net)",
          security: [{ session: [] }],
          requestBody: body(ZConfirmPayment),
          responses: { "200": json("{ outcome }"), "401": error("No hay sesión activa") },
        },
      },
      "/api/webhooks/mercadopago": {
        post: {
          summary: "Mercado Pago payment notifications (x-signature HMAC-SHA256; 401 when missing or wrong)",
          description:
            "The payment is fetched from Mercado Pago and checked (external_reference, amount, currency) before " +
            "anything changes; an approval credits the pack once per payment however often it is notified. " +
            "Answers 503 when it could not record the payment, so Mercado Pago retries.",
          parameters: [{ name: "data.id", in: "query", required: true, schema: { type: "string" } }],
          responses: {
            "200": json("Recorded"),
            "401": error("Firma inválida"),
            "503": error("Not recorded; retry"),
          },
        },
      },
      "/api/reports/{id}/extend": {
        post: {
          summary: "Extend the shared link of one of my reports by 30 days (at most 60 days ahead)",
          security: [{ session: [] }],
          parameters: ID,
          responses: {
            "200": json("{ shareExpiresAt }"),
            "404": error("No se encontró el reporte solicitado"),
            "410": error("No puedes extender un enlace retirado."),
          },
        },
      },
      "/api/reports/{id}/pdf": {
        get: {
          summary: "One of my reports as an A4 PDF, whole (the author's view)",
          security: [{ session: [] }],
          parameters: ID,
          responses: {
            "200": { description: "PDF", content: { "application/pdf": {} } },
            "404": error("No se encontró el reporte solicitado"),
          },
        },
      },
      "/api/me/export": {
        get: {
          summary:
            "All my data as one JSON download: profile, credits, consents, reports, payments, messages, requests",
          security: [{ session: [] }],
          responses: { "200": json("The export (content-disposition: attachment)") },
        },
      },
      "/api/privacy-requests": {
        post: {
          summary: "Exercise a right of Ley 21.719 (no account needed); answered within 15 business days",
          requestBody: body(ZPrivacyRequest),
          responses: {
            "201": json("{ id, deadline }"),
            "400": error("Spanish message of the first invalid field"),
            "429": error("Demasiadas solicitudes. Espera un momento e inténtalo de nuevo."),
          },
        },
      },
      "/api/admin/privacy-requests": {
        get: {
          summary: "Open rights requests by deadline, then the latest closed (operators in ADMIN_EMAILS)",
          security: [{ session: [] }],
          responses: {
            "200": json("{ requests }"),
            "403": error("Esta sección es solo para el equipo de privacidad."),
          },
        },
      },
      "/api/admin/privacy-requests/{id}/close": {
        post: {
          summary:
            "Close a rights request; an accepted opposition hides the owner on the plate's earlier reports",
          security: [{ session: [] }],
          parameters: ID,
          requestBody: body(ZClosePrivacyRequest),
          responses: {
            "200": json("The closed request and { hiddenReports }"),
            "403": error("Esta sección es solo para el equipo de privacidad."),
            "404": error("No encontramos esa solicitud."),
            "410": error("Esa solicitud ya está cerrada."),
          },
        },
      },
      "/api/public/reports/{accessCode}/vin-check": {
        post: {
          summary:
            "Whether a VIN read on the car is the report's, without revealing it; budget shared with owner-check",
          parameters: [accessCode],
          requestBody: body(z.object({ vin: z.string() })),
          responses: {
            "200": json("{ matches }", { type: "object", properties: { matches: { type: "boolean" } } }),
            "400": error("Ingresa el VIN que aparece en el auto (17 caracteres)"),
            "404": error("Este informe no tiene el VIN del vehículo para comparar."),
            "429": error(
              "Este informe alcanzó el máximo de verificaciones por hoy. Inténtalo de nuevo mañana.",
            ),
          },
        },
      },
      "/api/public/reports/{accessCode}/owner-check": {
        post: {
          summary: "Whether a RUT is the current owner's, without revealing the owner's RUT",
          parameters: [accessCode],
          requestBody: body(z.object({ rut: z.string() })),
          responses: {
            "200": json("{ matches }", { type: "object", properties: { matches: { type: "boolean" } } }),
            "400": error("El RUT no es válido: revisa el dígito verificador"),
            "429": error("Demasiadas solicitudes. Espera un momento e inténtalo de nuevo."),
          },
        },
      },
    },
  };
}
