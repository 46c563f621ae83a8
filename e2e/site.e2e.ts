import { mkdir } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAs } from "./support/accounts";
import {
  baseUrl,
  expectAccessible,
  gotoInteractive,
  launchBrowser,
  newPage,
  untilInteractive,
} from "./support/browser";
import { expectNoHorizontalScroll } from "./support/layout";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  await mkdir("test-results/site", { recursive: true });
});
afterAll(() => browser?.close());

const HERO = "Seguridad integral para cada aspecto de tu vida";
const SERVICE_NAMES = [
  "Seguridad Automotriz",
  "Seguridad Personal",
  "Seguridad Inmobiliaria",
  "Verificación Ciudadana",
];

const heading = (page: Page, name: string | RegExp) => page.getByRole("heading", { name }).first();

/** Waits for one-off transitions (a wizard step sliding in) to end, so axe sees the final colours. */
const transitionsDone = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY || a.playState !== "running",
      ),
  );
const hrefOf = (page: Page, name: string) =>
  page.getByRole("link", { name, exact: true }).first().getAttribute("href");

describe("marketing pages drawn by the server", () => {
  it("answers /, /servicios and /contacto with their text and metadata before any script runs", async () => {
    const pages = [
      { path: "/", text: HERO, title: `${HERO} — Patente Clara` },
      { path: "/servicios", text: "Nuestros servicios", title: "Servicios — Patente Clara" },
      { path: "/contacto", text: "Contáctanos", title: "Contáctanos — Patente Clara" },
    ];
    for (const { path, text, title } of pages) {
      const res = await fetch(baseUrl() + path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toBe("private, no-cache");
      const html = await res.text();
      expect(html, path).toContain('<html lang="es-CL">');
      expect(html, path).toContain(`<title>${title}</title>`);
      expect(html, path).toContain(text);
      expect(html, path).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html, path).toContain(`<meta property="og:title" content="${title}"/>`);
      expect(html, path).toContain(`<link rel="canonical" href="${baseUrl()}${path}"/>`);
      expect(html, path).toContain(`<meta property="og:image" content="${baseUrl()}/og-image.png"/>`);
    }
    const home = await (await fetch(`${baseUrl()}/`)).text();
    for (const name of SERVICE_NAMES) expect(home).toContain(name);

    const image = await fetch(`${baseUrl()}/og-image.png`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
  });

  it("shows the hero and the four services with JavaScript disabled", async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: baseUrl(),
      locale: "es-CL",
    });
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("heading", { name: HERO, level: 1 }).waitFor();
    for (const name of SERVICE_NAMES) await page.getByRole("heading", { name, level: 3 }).waitFor();
    await page.getByText("+1000 miembros").waitFor();
    await context.close();
  });

  it("serves robots.txt and sitemap.xml with the public origin", async () => {
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toContain("Disallow: /dashboard");
    // Shared reports stay crawlable, so their noindex is read.
    expect(robots).not.toContain("/reporte");
    expect(robots).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    for (const path of ["/", "/servicios", "/contacto", "/buscar-reporte", "/servicios/automovil"]) {
      expect(sitemap).toContain(`<loc>${baseUrl()}${path}</loc>`);
    }
  });
});

describe("the home page for a visitor", () => {
  it("has every section, a working carousel and marquee, and fits 360 px", async () => {
    const page = await newPage(browser, 360);
    await gotoInteractive(page, "/");
    await heading(page, HERO).waitFor();
    // The script has taken over once the session is known: the nav shows the visitor's buttons.
    await page.getByRole("link", { name: "Iniciar Sesión" }).waitFor();
    for (const id of ["inicio", "servicios", "como-funciona", "nosotros"]) {
      expect(await page.locator(`#${id}`).count(), id).toBe(1);
    }
    await expectAccessible(page, "home at 360 px");
    await expectNoHorizontalScroll(page, "home");
    await page.screenshot({ path: "test-results/site/home-360.png", fullPage: true });

    // Service card buttons, visitor side.
    expect(await hrefOf(page, "Prueba Gratis")).toBe("/register");
    expect(await hrefOf(page, "Solicitar Servicio")).toBe("/contacto");
    expect(await page.getByRole("button", { name: "Proximamente" }).count()).toBe(2);

    // A dot jumps to its card.
    const third = page.getByRole("button", { name: "Ir al servicio 3: Seguridad Inmobiliaria" });
    await third.click();
    expect(await third.getAttribute("aria-current")).toBe("true");
    expect(
      await page
        .getByRole("button", { name: "Ir al servicio 1: Seguridad Automotriz" })
        .getAttribute("aria-current"),
    ).toBeNull();

    // 13 testimonials, each with its rating as text, looping over 80 s.
    const testimonials = page.getByRole("region", { name: "Testimonios de miembros" });
    expect(await testimonials.getByRole("listitem").count()).toBe(13);
    await testimonials
      .getByRole("img", { name: /de 5 estrellas/ })
      .first()
      .waitFor();
    const track = testimonials.locator(":scope > div");
    expect(await track.evaluate((el) => getComputedStyle(el).animationDuration)).toBe("80s");
    await testimonials.focus();
    expect(await track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe("paused");

    await page.getByRole("link", { name: "Cómo Funciona" }).click();
    await heading(page, "Cómo funciona").waitFor();
    expect(await hrefOf(page, "Buscar reporte")).toBe("/buscar-reporte");
    await page.context().close();
  });

  it("looks right at 1280 px and stands still for reduced motion", async () => {
    const page = await newPage(browser, 1280);
    // When the script takes over the server's page, the content must never give way to a loading state.
    // Lost means the heading was there and then went: while the parser is still writing the page, the
    // root already has children and the heading is yet to come.
    await page.addInitScript(() => {
      const flags = { shown: false, lost: false };
      Object.assign(window, { flags });
      new MutationObserver(() => {
        const heading = document.querySelector("h1");
        if (heading) flags.shown = true;
        else if (flags.shown) flags.lost = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await gotoInteractive(page, "/");
    await page.getByRole("link", { name: "Iniciar Sesión" }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { flags: { lost: boolean } }).flags.lost)).toBe(
      false,
    );
    await expectAccessible(page, "home at 1280 px");
    await page.screenshot({ path: "test-results/site/home-1280.png", fullPage: true });

    // 'Nosotros' is the about-us section, not 'Cómo funciona'; the footer says how to write to the company.
    const nav = page.getByRole("navigation", { name: "Principal" });
    await nav.getByRole("link", { name: "Nosotros" }).click();
    await page.waitForFunction(() => {
      const top = document.getElementById("nosotros")?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < 200;
    });
    expect(
      await page
        .getByRole("contentinfo")
        .getByRole("link", { name: "contacto@patenteclara.cl" })
        .getAttribute("href"),
    ).toBe("mailto:contacto@patenteclara.cl");

    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.reload();
    await untilInteractive(page);
    expect(await page.getByRole("button", { name: "Pausar carrusel" }).count()).toBe(0);
    const track = page.getByRole("region", { name: "Testimonios de miembros" }).locator(":scope > div");
    expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
    await page.context().close();
  });

  it("lists the services on /servicios and describes each on its own page", async () => {
    const page = await newPage(browser, 360);
    // The e2e server has DEALER_SITE_URL: the footer links to it.
    await gotoInteractive(page, "/servicios");
    await page.getByRole("link", { name: "Iniciar Sesión" }).waitFor();
    const dealer = page.getByRole("link", { name: /Sitio para automotoras/ });
    expect(await dealer.getAttribute("href")).toBe("https://automotoras.example.cl/");
    expect(await dealer.getAttribute("rel")).toBe("noopener");
    for (const name of SERVICE_NAMES) await page.getByRole("heading", { name, level: 2 }).waitFor();
    expect(await hrefOf(page, "Prueba Gratis")).toBe("/register");
    await expectAccessible(page, "public services page");
    await expectNoHorizontalScroll(page, "public services page");

    for (const [path, name, price] of [
      ["/servicios/automovil", "Seguridad Automotriz", "Desde $3.998 por informe"],
      ["/servicios/ciudadana", "Verificación Ciudadana", "$35.000"],
      ["/servicios/inmobiliaria", "Seguridad Inmobiliaria", "$25.000"],
    ] as const) {
      await gotoInteractive(page, path);
      await page.getByRole("heading", { name, level: 1 }).waitFor();
      await page.getByText(price, { exact: true }).waitFor();
      await expectAccessible(page, path);
      await expectNoHorizontalScroll(page, path);
    }

    await gotoInteractive(page, "/trial/1732200000000");
    await heading(page, "Te invitaron a probar Patente Clara").waitFor();
    expect(await hrefOf(page, "Crear cuenta gratis")).toBe("/register");
    await expectAccessible(page, "trial link page");
    await page.context().close();
  });
});

describe("contact wizard", () => {
  async function fillContact(page: Page) {
    await page.getByRole("button", { name: "Comenzar" }).click();
    await page.getByLabel("Nombre completo").fill("Pedro Soto");
    await page.keyboard.press("Enter");
    await page.getByLabel("Correo electrónico").fill("no-es-correo");
    await page.keyboard.press("Enter");
    await page.getByText("Por favor ingresa un correo electrónico válido").waitFor();
    await transitionsDone(page);
    await expectAccessible(page, "contact step with an error");
    await page.getByLabel("Correo electrónico").fill("pedro.soto@correo.cl");
    await page.keyboard.press("Enter");
    await page.getByRole("progressbar", { name: "Progreso del formulario de contacto" }).waitFor();
    expect(await page.getByText("Paso 3 de 4").count()).toBe(1);
    await page.getByLabel("Teléfono (opcional)").fill("+56912345678");
    await page.keyboard.press("Enter");
    // The question itself, in several lines: Enter starts a new one there, the button sends.
    const message = page.getByLabel("¿En qué te podemos ayudar? (opcional)");
    await message.fill("x".repeat(2001));
    await page.getByRole("button", { name: "Enviar" }).click();
    await page.getByText("El mensaje no puede tener más de 2.000 caracteres").waitFor();
    await message.fill("Hola:");
    await message.press("Enter");
    await message.pressSequentially("¿tienen planes para 20 autos?");
    expect(await message.inputValue()).toBe("Hola:\n¿tienen planes para 20 autos?");
    await page.getByRole("button", { name: "Enviar" }).click();
  }

  it("sends the four answers and goes home after the thanks", async () => {
    const page = await newPage(browser, 360);
    await gotoInteractive(page, "/contacto");
    await heading(page, "Contáctanos").waitFor();
    // The contact page has no top navigation (spec section 2), only the logo that leads home.
    expect(await page.getByRole("navigation", { name: "Principal" }).count()).toBe(0);
    expect(
      await page.getByRole("link", { name: /^Patente Clara\W+ir al inicio$/ }).getAttribute("href"),
    ).toBe("/");
    await expectAccessible(page, "contact intro");
    await expectNoHorizontalScroll(page, "contact");
    await fillContact(page);
    await heading(page, "Gracias por contactarnos").waitFor();
    await page.waitForURL((url) => url.pathname === "/", { timeout: 5000 });
    await page.context().close();
  });

  it("offers to try again or start over when the server fails", async () => {
    const page = await newPage(browser, 360);
    await page.route("**/api/contact", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"x"}' }),
    );
    await gotoInteractive(page, "/contacto");
    await fillContact(page);
    await heading(page, "¡Algo salió mal!").waitFor();
    await page.getByText("Hubo un error al guardar tu información. Por favor intenta de nuevo.").waitFor();
    await expectAccessible(page, "contact error");

    await page.getByRole("button", { name: "Intentar de nuevo" }).click();
    expect(await page.getByLabel("¿En qué te podemos ayudar? (opcional)").inputValue()).toBe(
      "Hola:\n¿tienen planes para 20 autos?",
    );
    await page.getByRole("button", { name: "Enviar" }).click();
    await heading(page, "¡Algo salió mal!").waitFor();
    await page.getByRole("button", { name: "Empezar de nuevo" }).click();
    await page.getByRole("button", { name: "Comenzar" }).waitFor();
    await page.context().close();
  });
});

describe("the services of a signed-in user", () => {
  it("follows the trials on the cards, files a personal security request and explains the paid services", async () => {
    const page = await newPage(browser, 360);
    await signInAs(page, "servicesCards", "/");
    const useTrial = page.getByRole("link", { name: "Usar Prueba Gratis (3 restantes)" });
    await useTrial.waitFor();
    expect(await useTrial.getAttribute("href")).toBe("/dashboard/servicios/verificar-automovil");
    expect(await hrefOf(page, "Solicitar Servicio")).toBe("/dashboard/servicios/verificar-personal");
    await expectAccessible(page, "home signed in");

    // Personal security form.
    await gotoInteractive(page, "/dashboard/servicios/verificar-personal");
    await heading(page, "Seguridad Personal").waitFor();
    const submit = page.getByRole("button", { name: "Enviar solicitud" });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel("RUT", { exact: true }).fill("12345678-9");
    await page.getByRole("radio", { name: "Masculino" }).check();
    const escort = page.getByRole("button", { name: "Escolta Armada" });
    await escort.click();
    expect(await escort.getAttribute("aria-pressed")).toBe("true");
    await page.getByRole("button", { name: "Seguridad 24/7" }).click();
    await submit.click();
    await page.getByText("El RUT no es válido: revisa el dígito verificador").waitFor();
    await expectAccessible(page, "personal security form with an error");
    await expectNoHorizontalScroll(page, "personal security form");
    await page.getByLabel("RUT", { exact: true }).fill("123456785");
    await submit.click();
    await page.getByText("El RUT debe incluir el guion (ej: 12345678-9)").waitFor();
    await page.getByLabel("RUT", { exact: true }).fill("12.345.678-5");
    await submit.click();
    await heading(page, "Te contactaremos a la brevedad").waitFor();
    await page.waitForURL((url) => url.pathname === "/", { timeout: 6000 });

    // Citizen verification and real estate: coming soon, the check only explains.
    const comingSoon = [
      {
        path: "/dashboard/servicios/verificar-ciudadana",
        title: "Verificación Ciudadana",
        price: "$35.000",
        buyHref: "/servicios/ciudadana",
        emptyError: "Por favor ingresa un RUT válido",
        field: "RUT de la empresa",
        value: "12.345.678-5",
      },
      {
        path: "/dashboard/servicios/verificar-inmobiliaria",
        title: "Seguridad Inmobiliaria",
        price: "$25.000",
        buyHref: "/servicios/inmobiliaria",
        emptyError: "Por favor ingresa una dirección válida",
        field: "Dirección de la propiedad",
        value: "Av. Providencia 1234, Providencia",
      },
    ];
    for (const screen of comingSoon) {
      await gotoInteractive(page, screen.path);
      await heading(page, screen.title).waitFor();
      await page.getByText(screen.price, { exact: true }).waitFor();
      expect(await hrefOf(page, "Comprar servicio")).toBe(screen.buyHref);
      await page.getByRole("button", { name: "Verificar" }).click();
      await page.getByText(screen.emptyError).waitFor();
      await expectAccessible(page, `${screen.title} with an error`);
      await expectNoHorizontalScroll(page, screen.title);
      await page.getByLabel(screen.field).fill(screen.value);
      await page.getByRole("button", { name: "Verificar" }).click();
      await page
        .getByText("Este servicio requiere pago. Por favor compra el servicio para continuar.")
        .waitFor();
    }

    // With the three trials spent, the automotive card sells packs instead.
    for (let i = 0; i < 3; i++) {
      const res = await page.request.post("/api/reports", {
        // Spending the trials, not checking a car: the same plate again is meant.
        data: { plate: "BBCL10", confirmRepeat: true },
        headers: { origin: baseUrl() },
      });
      expect(res.ok(), await res.text()).toBe(true);
    }
    await gotoInteractive(page, "/");
    const buy = page.getByRole("link", { name: "Comprar", exact: true });
    await buy.waitFor();
    expect(await buy.getAttribute("href")).toBe("/dashboard/servicios/paquetes");
    expect(await page.getByRole("link", { name: /Usar Prueba Gratis/ }).count()).toBe(0);
    await page.context().close();
  });
});
