import { describe, expect, it } from "vitest";
import { renderMail } from "./layout";
import { MAIL_SAMPLES, SAMPLE_SITE } from "./mail-samples.test-support";
import {
  operatorNotificationMail,
  organisationInviteMail,
  passwordResetMail,
  privacyRequestClosedMail,
} from "./templates";

const render = (message: Parameters<typeof renderMail>[0]) => renderMail(message, SAMPLE_SITE);
const textOf = (name: keyof typeof MAIL_SAMPLES) => render(MAIL_SAMPLES[name]).text;

/** The lines that follow `label:` in the text part: the link a reader copies. */
const linkAfter = (text: string, label: string) => {
  const lines = text.split("\n");
  return lines[lines.indexOf(`${label}:`) + 1];
};

describe("the plain-text part of each mail", () => {
  it("confirmation: what to press, for how long, and the link alone on its line", () => {
    const text = textOf("confirmation");
    expect(text).toContain(
      "Alguien creó una cuenta de Patente Clara con este correo. Si fuiste tú, confírmalo para usar tus consultas gratuitas: abre este enlace y pulsa «Confirmar mi correo» (vence en 24 horas).",
    );
    expect(linkAfter(text, "Confirmar mi correo")).toBe(
      "https://patenteclara.cl/confirmar-correo?token=t0k3n-c0nf&patente=BBCL10",
    );
    expect(text).toContain("Si no creaste una cuenta en Patente Clara, ignora este correo");
    expect(text).toContain(
      "Recibes este correo porque se creó una cuenta de Patente Clara con esta dirección.",
    );
  });

  it("password reset: greets by first name only when given one; the reset link is the mail's first link", () => {
    const text = textOf("password-reset");
    expect(text).toContain("Hola Camila:");
    expect(text).toContain("Elige una nueva con este enlace (vence en 1 hora).");
    expect(text).toContain(
      "Si no pediste este cambio, ignora este correo: tu contraseña sigue siendo la misma.",
    );
    // Readers (and the integration tests) take the first link of the mail as the one to open.
    expect(text.match(/https?:\/\/\S+/)?.[0]).toBe(
      "https://patenteclara.cl/api/auth/reset-password/r3s3t?callbackURL=%2Freset-password",
    );
    const anonymous = render(passwordResetMail({ email: "a@b.cl", firstName: null }, "https://x.cl/r")).text;
    expect(anonymous.split("\n")).toContain("Hola:");
  });

  it("invitation: who invites, to which automotora and role, until when, and the link", () => {
    const text = textOf("invitation");
    expect(text).toContain(
      "José Monsalves te invitó a unirte a Automotora Los Aromos en Patente Clara como vendedor.",
    );
    expect(text).toContain("con este mismo correo para aceptar la invitación (vence el 08-12-2026):");
    expect(linkAfter(text, "Aceptar la invitación")).toBe(
      "https://patenteclara.cl/automotora/invitacion?token=1nv1t3",
    );
    expect(text).toContain(
      "Si no esperabas esta invitación, ignora este correo: sin aceptarla, no pasa nada.",
    );
    expect(MAIL_SAMPLES.invitation.subject).toBe("Te invitaron a Automotora Los Aromos en Patente Clara");
  });

  it("sign-up and sign-in attempts: the owner gets this deployment's page to choose a new password", () => {
    const signUp = textOf("sign-up-attempt");
    expect(signUp).toContain(
      "Alguien intentó crear una cuenta de Patente Clara con este correo, que ya tiene una.",
    );
    expect(linkAfter(signUp, "Elegir una nueva contraseña")).toBe("https://patenteclara.cl/forgot-password");
    const signIn = textOf("sign-in-attempts");
    expect(signIn).toContain(
      "Alguien intentó varias veces iniciar sesión en tu cuenta de Patente Clara con una contraseña incorrecta.",
    );
    expect(signIn).toContain("Te avisamos de esto como máximo una vez al día.");
    expect(linkAfter(signIn, "Elegir una nueva contraseña")).toBe("https://patenteclara.cl/forgot-password");
  });

  it("rights request received: its number, right, plate and deadline, one per line", () => {
    const lines = textOf("privacy-received").split("\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        "- Número de solicitud: 4f1c2a9e-0b7d-4c1e-9a55-2f6d8e3b7c10",
        "- Derecho: Acceso",
        "- Patente: BBCL10",
        "- Te responderemos a más tardar el 15-12-2026 (15 días hábiles, Ley 21.719).",
      ]),
    );
    // The mail comes from a no-reply address: it never asks to be answered.
    expect(lines.join("\n")).not.toContain("responde a este correo");
  });

  it("rights request answered: the outcome, the operator's note line by line, where to complain", () => {
    const text = textOf("privacy-answered");
    expect(text).toContain(
      "Respondimos tu solicitud 4f1c2a9e-0b7d-4c1e-9a55-2f6d8e3b7c10 (Acceso): fue aceptada.",
    );
    expect(text).toContain(
      "Adjuntamos los datos que guardamos de la patente BBCL10.\nTu RUT no aparece en ningún informe.",
    );
    expect(text).toMatch(/Si no estás conforme, puedes reclamar ante la .+\./);
  });

  it("operator notice: the subject marked as ours, each line as sent", () => {
    expect(MAIL_SAMPLES["operator-notice"].subject).toBe("[Patente Clara] Nuevo mensaje de contacto");
    expect(textOf("operator-notice").split("\n")).toEqual(
      expect.arrayContaining(["Nuevo mensaje de contacto", "- Mensaje: ¿Tienen planes para empresas?"]),
    );
  });

  it("every mail ends with why it came and how to reach us", () => {
    for (const [name, message] of Object.entries(MAIL_SAMPLES)) {
      const footer = render(message).text.split("\n-- \n")[1];
      expect(footer, name).toBe(
        [
          message.reason,
          "Patente Clara · Confianza, Transparencia, Tecnología, Territorio",
          "¿Dudas? Escríbenos a contacto@patenteclara.cl",
          "https://patenteclara.cl",
        ].join("\n"),
      );
    }
  });
});

describe("the HTML part escapes whatever a person typed", () => {
  const hostile = '<script>alert("x")</script>';

  it("an inviter's name and an automotora's name", () => {
    const message = organisationInviteMail("a@b.cl", {
      inviter: hostile,
      organisation: 'Autos <b onmouseover="x()">Sur</b> & Cía',
      role: "vendedor",
      url: "https://patenteclara.cl/automotora/invitacion?token=t&x=1",
      expiresOn: "08-12-2026",
    });
    const { html, text } = render(message);
    expect(html).not.toMatch(/<script|<b[ >]/);
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; te invitó a unirte a Autos");
    // In the heading, the title, the body and the footer alike.
    expect(html.match(/Autos &lt;b onmouseover=&quot;x\(\)&quot;&gt;Sur&lt;\/b&gt; &amp; Cía/g)?.length).toBe(
      4,
    );
    expect(html).toContain('href="https://patenteclara.cl/automotora/invitacion?token=t&amp;x=1"');
    // The plain-text part is no markup: it keeps the words as typed.
    expect(text).toContain(`${hostile} te invitó a unirte a Autos <b onmouseover="x()">Sur</b> & Cía`);
  });

  it("a first name in the reset mail, a visitor's message, an operator's note", () => {
    const messages = [
      passwordResetMail({ email: "a@b.cl", firstName: hostile }, "https://patenteclara.cl/r"),
      operatorNotificationMail("o@b.cl", "Nuevo mensaje de contacto", [`Mensaje: </li></ul>${hostile}`]),
      privacyRequestClosedMail("a@b.cl", {
        id: "1",
        right: "Acceso",
        outcome: "aceptada",
        note: `<a href="https://estafa.example">Descarga aquí</a>${hostile}`,
      }),
    ];
    for (const message of messages) {
      const { html } = render(message);
      expect(html, message.subject).not.toMatch(/<script|<\/li><\/ul><|href="https:\/\/estafa/);
      expect(html, message.subject).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    }
  });

  it("refuses to draw a button to anything but a web page", () => {
    const message = { ...MAIL_SAMPLES.confirmation, action: { label: "Abrir", url: "javascript:alert(1)" } };
    expect(() => render(message)).toThrow(/not a web link/);
  });
});
