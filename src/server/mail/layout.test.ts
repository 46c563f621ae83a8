import { describe, expect, it } from "vitest";
import { renderMail } from "./layout";
import { MAIL_SAMPLES, SAMPLE_SITE } from "./mail-samples.test-support";

const samples = Object.entries(MAIL_SAMPLES).map(([name, message]) => ({
  name,
  message,
  ...renderMail(message, SAMPLE_SITE),
}));

const decode = (s: string) =>
  s
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&amp;", "&");

/** What a reader of the HTML sees: its body's text, tags and comments out, spaces folded. */
const visibleText = (html: string) =>
  decode(
    html
      .replace(/^[\s\S]*<body[^>]*>/, "")
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/<[^>]+>/g, " "),
  )
    .replace(/\s+/g, " ")
    .trim();

const hrefsOf = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => decode(m[1] as string));

describe("the mail layout", () => {
  it("says the same words in both parts, and the text part keeps every link of the HTML", () => {
    for (const { name, text, html } of samples) {
      const seen = visibleText(html);
      const links = hrefsOf(html);
      for (const raw of text.split("\n")) {
        const line = raw.replace(/^- /, "").replace(/:$/, "").trim();
        if (!line || line === "--") continue;
        if (/^https?:\/\//.test(line)) expect(links, name).toContain(line);
        else expect(seen, name).toContain(line);
      }
      for (const href of links) {
        expect(text, name).toContain(href.startsWith("mailto:") ? href.slice("mailto:".length) : href);
      }
    }
  });

  it("draws one button and writes its link out below it, for clients that block buttons", () => {
    for (const { name, message, html } of samples) {
      const buttons = html.match(/class="pc-button"/g)?.length ?? 0;
      expect(buttons, name).toBe(message.action ? 1 : 0);
      if (!message.action) continue;
      const afterButton = visibleText(html.slice(html.indexOf('class="pc-button"')));
      expect(afterButton, name).toContain(
        `${message.action.label} Si el botón no funciona, copia este enlace en tu navegador: ${message.action.url}`,
      );
    }
  });

  it("writes every tag whole: each attribute quoted once, so no value spills into the next", () => {
    const wellFormed = /^<\/?[a-z][a-z0-9]*(\s+[a-z-]+(="[^"<>]*")?)*\s*>$/;
    for (const { name, html } of samples) {
      const body = html.replace(/<!--[\s\S]*?-->/g, "").replace(/^<!doctype html>/, "");
      for (const tag of body.match(/<[^>]*>/g) ?? []) expect(tag, name).toMatch(wellFormed);
    }
  });

  it("loads nothing from the network: no image, stylesheet, font or script", () => {
    for (const { name, html } of samples) {
      expect(html, name).not.toMatch(/<img|<link|<script|src=|url\(|@import|@font-face/i);
    }
  });

  it("fits a phone and follows dark mode: a fluid 600 px column, 16 px text, dark colours as an extra", () => {
    const { html } = samples[0] as (typeof samples)[number];
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('<meta name="color-scheme" content="light dark">');
    expect(html).toMatch(/width="100%"[^>]*style="max-width:600px;"/);
    expect(html).toMatch(/<p class="pc-text" style="[^"]*font-size:16px;/);
    // The dark colours live only in the <style> block: a client that drops it shows the light ones.
    const style = html.slice(html.indexOf("<style>"), html.indexOf("</style>"));
    expect(style).toContain("@media (prefers-color-scheme: dark)");
    expect(html.slice(html.indexOf("</style>"))).not.toMatch(/#0f172a !important|#1e293b/);
  });
});
