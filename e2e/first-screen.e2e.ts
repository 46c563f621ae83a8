import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAs } from "./support/accounts";
import { expectAccessible, launchBrowser, newPage, untilInteractive } from "./support/browser";
import { demoVehicle } from "./support/demo-vehicle";
import { expectNoHorizontalScroll } from "./support/layout";

// Issue 40, on a phone (390×844): one headline per report, from its worst finding, and under the car and
// the score one row per category (✓ checked and clean, ✗ a finding with its amount, ? not verified), each
// leading to its section, within a screen and a half; the author's page and the shared page alike.
// With SCREENSHOTS=<folder>, each page's first screen and a half is also saved there (docs/screenshots).

const PHONE = { width: 390, height: 844 };
const SCREEN_AND_A_HALF = PHONE.height * 1.5;

type State = "Revisado, sin problemas" | "Con problemas" | "No verificado";
const OK: State = "Revisado, sin problemas";
const BAD: State = "Con problemas";
const UNKNOWN: State = "No verificado";

type Category = [label: string, state: State, text?: RegExp];

/** A plate's verdict and its rows, robo to dueño, as the demo data make them (src/server/providers/demo.ts). */
type Expected = { headline: string; tone: string; rows: Category[] };

const THEFT_UNCHECKED: Category = ["Robo", UNKNOWN, /Auto Seguro/];
const OWNER: Category = ["Dueño", OK, /comprueba que sea quien vende/];

const PLATES: Record<string, Expected> = {
  TAGD40: {
    headline: "Revisar antecedentes",
    tone: "yellow",
    rows: [
      THEFT_UNCHECKED,
      ["SOAP", OK, /^Vigente hasta el/],
      ["Revisión técnica", OK, /^Vigente hasta el/],
      ["Multas", OK, /^Sin multas$/],
      ["TAG y peajes", BAD, /^\$229\.830 en deudas; \$42\.380 pasan a quien compre$/],
      ["Kilometraje", OK],
      ["Llamados a revisión", OK],
      OWNER,
    ],
  },
  PARC70: {
    headline: "Puntaje provisional",
    tone: "neutral",
    rows: [
      THEFT_UNCHECKED,
      ["SOAP", UNKNOWN],
      ["Revisión técnica", OK],
      ["Multas", UNKNOWN],
      ["TAG y peajes", UNKNOWN, /deuda TAG no verificada/],
      ["Kilometraje", OK],
      ["Llamados a revisión", OK],
      OWNER,
    ],
  },
  NUEV60: {
    headline: "Revisar antecedentes",
    tone: "yellow",
    rows: [
      THEFT_UNCHECKED,
      ["SOAP", OK],
      ["Revisión técnica", OK, /auto nuevo/],
      ["Multas", OK],
      ["TAG y peajes", OK],
      ["Kilometraje", UNKNOWN],
      ["Llamados a revisión", BAD, /^1 llamado abierto — /],
      OWNER,
    ],
  },
  SOAP50: {
    headline: "Revisar antecedentes",
    tone: "yellow",
    rows: [
      THEFT_UNCHECKED,
      ["SOAP", BAD, /^Vencido el \d{2}-\d{2}-\d{4}$/],
      ["Revisión técnica", OK],
      ["Multas", OK],
      ["TAG y peajes", OK],
      ["Kilometraje", OK],
      ["Llamados a revisión", OK],
      OWNER,
    ],
  },
  MULT30: {
    headline: "Revisar antecedentes",
    tone: "yellow",
    rows: [
      THEFT_UNCHECKED,
      ["SOAP", OK],
      ["Revisión técnica", OK],
      ["Multas", BAD, /^3 multas impagas por \$1\.592\.000$/],
      ["TAG y peajes", OK],
      ["Kilometraje", OK],
      ["Llamados a revisión", OK],
      OWNER,
    ],
  },
  KMRB80: {
    headline: "Riesgo alto",
    tone: "red",
    rows: [
      THEFT_UNCHECKED,
      ["SOAP", OK],
      ["Revisión técnica", OK],
      ["Multas", OK],
      ["TAG y peajes", OK],
      ["Kilometraje", BAD, /^Retrocede de 131\.900 a 84\.200 km$/],
      ["Llamados a revisión", OK],
      OWNER,
    ],
  },
  BBCL10: {
    headline: "Excelente estado",
    tone: "green",
    rows: [
      // The one row not verified: so the report is no 'sin observaciones'.
      THEFT_UNCHECKED,
      ["SOAP", OK],
      ["Revisión técnica", OK],
      ["Multas", OK],
      ["TAG y peajes", OK],
      ["Kilometraje", OK],
      ["Llamados a revisión", OK],
      OWNER,
    ],
  },
};

const GOOD_WORDS = /Excelente|Buen estado|recomendable|sin observaciones/i;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The glance: the car, the score, the verdict and the categories. */
const glanceOf = (page: Page) => page.locator("section[data-verdict-tone]");

/** What the first screen says, as the e2e reads it: the headline, its tone and each category's row. */
async function expectFirstScreen(page: Page, plate: string, expected: Expected, label: string) {
  const glance = glanceOf(page);
  expect(await glance.getAttribute("data-verdict-tone"), `${label}: tone`).toBe(expected.tone);
  const headline = glance.getByText(expected.headline, { exact: true });
  const box = await headline.boundingBox();
  expect(box, `${label}: headline`).not.toBeNull();
  // On the first screen, above the action bar.
  expect((box?.y ?? 0) + (box?.height ?? 0), `${label}: headline on screen`).toBeLessThanOrEqual(
    PHONE.height - 72,
  );
  const text = (await glance.innerText()).replace(/\s+/g, " ");
  // With an open alert, nothing reads better than the worst finding; 'sin observaciones' never while a
  // category is not verified (theft, in every demo report).
  if (expected.tone !== "green") expect(text, `${label}: good words`).not.toMatch(GOOD_WORDS);
  expect(await page.locator("body").innerText(), label).not.toMatch(/sin observaciones|Próximamente/i);

  const list = page.getByRole("list", { name: "Lo que revisamos" });
  const rows = list.getByRole("listitem");
  expect(await rows.count(), `${label}: rows`).toBe(expected.rows.length);
  for (const [index, [name, state, pattern]] of expected.rows.entries()) {
    const row = rows.nth(index);
    const link = row.getByRole("link");
    // What a screen reader says of the row: the mark is drawn for the eye only, its meaning said in words.
    const said = await link.evaluate((el) => {
      const copy = el.cloneNode(true) as HTMLElement;
      for (const hidden of copy.querySelectorAll("[aria-hidden='true']")) hidden.remove();
      return (copy.textContent ?? "").replace(/\s+/g, " ").trim();
    });
    expect(said, `${label}: ${name}`).toMatch(new RegExp(`^${name} \\(${state}\\)`));
    if (pattern) expect(said.replace(/^[^)]*\):? ?/, ""), `${label}: ${name}`).toMatch(pattern);
    // Each row leads to a section of this page.
    const href = (await link.getAttribute("href")) ?? "";
    expect(href, `${label}: ${name}`).toMatch(/^#seccion-/);
    expect(await page.locator(href).count(), `${label}: ${href}`).toBe(1);
  }
  // The whole list within a screen and a half of a phone, the page at its top.
  const last = await rows.last().boundingBox();
  expect((last?.y ?? Number.POSITIVE_INFINITY) + (last?.height ?? 0), `${label}: rows`).toBeLessThanOrEqual(
    SCREEN_AND_A_HALF,
  );
  // What the report does not check is said once.
  expect(await page.getByText("Lo que este informe no revisa", { exact: true }).count(), label).toBe(1);
  await expectNoHorizontalScroll(page, label);
  if (process.env.SCREENSHOTS) {
    await mkdir(process.env.SCREENSHOTS, { recursive: true });
    // The page from its top, a screen and a half of it: the whole list, the action bar where it stands.
    await page.screenshot({
      path: path.join(process.env.SCREENSHOTS, `${plate.toLowerCase()}-${label}.png`),
      fullPage: true,
      clip: { x: 0, y: 0, width: PHONE.width, height: SCREEN_AND_A_HALF },
    });
  }
}

/** The score's number stands inside the arc, clear of it, and '/100' between its ends. */
async function expectGaugeClear(page: Page, label: string) {
  const clearance = await glanceOf(page)
    .getByRole("img", { name: /^Puntaje de confianza/ })
    .evaluate((svg) => {
      // '/100' is a text of its own; drawn in the number's (a tspan), it is measured with it.
      const [number, outOf = number] = [...svg.querySelectorAll("text")].map((t) => t.getBBox());
      if (!number || !outOf) return null;
      // The arc: radius 50 around (60, 62), 12 wide; its inner edge is 44 from the centre.
      const corners = [
        [number.x, number.y],
        [number.x + number.width, number.y],
      ];
      const inside = Math.max(...corners.map(([x = 0, y = 0]) => Math.hypot(x - 60, y - 62)));
      return { inside, outOfLeft: outOf.x, outOfRight: outOf.x + outOf.width };
    });
  expect(clearance, label).not.toBeNull();
  expect(clearance?.inside, `${label}: the number inside the arc`).toBeLessThan(44);
  // Between the arc's ends, which reach from 4 to 16 and from 104 to 116.
  expect(clearance?.outOfLeft, label).toBeGreaterThan(16);
  expect(clearance?.outOfRight, label).toBeLessThan(104);
}

/** Opening and closing 'Compartir' and 'Más' leaves the page where it was. */
async function expectNoJump(page: Page, label: string) {
  const scrolled = () => page.evaluate(() => window.scrollY);
  for (const name of ["Compartir", "Más"]) {
    const before = await scrolled();
    await page.getByRole("button", { name }).click();
    await page.getByRole(name === "Más" ? "menu" : "dialog").waitFor();
    expect(await scrolled(), `${label}: ${name} opened`).toBe(before);
    // Closing gives the focus back to the button, which must not scroll the page to 'show' it.
    await page.keyboard.press("Escape");
    await page.getByRole(name === "Más" ? "menu" : "dialog").waitFor({ state: "hidden" });
    await page.waitForTimeout(400);
    expect(await scrolled(), `${label}: ${name} closed`).toBe(before);
  }
}

describe("the first screen of a report, on a phone", () => {
  let author: Page;
  beforeAll(async () => {
    author = await newPage(browser, PHONE.width, PHONE.height);
    await author.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await signInAs(author, "firstScreen");
  });
  afterAll(() => author?.context().close());

  it.each(Object.entries(PLATES))(
    "%s: the headline of its worst finding and what was checked",
    async (plate, expected) => {
      // The report is made as the check screen makes it; its pages are what this test is about.
      const made = await author.request.post("/api/reports", { data: { plate } });
      expect(made.status()).toBe(201);
      const { id, accessCode } = (await made.json()) as { id: string; accessCode: string };

      await author.goto(`/dashboard/reportes/${id}`);
      await untilInteractive(author);
      await expectFirstScreen(author, plate, expected, "author");
      await expectGaugeClear(author, "author");
      // The author reads the owner's whole name.
      const { owner } = await demoVehicle(plate);
      expect(await glanceOf(author).innerText()).toContain(owner.fullName);

      const visitor = await newPage(browser, PHONE.width, PHONE.height);
      await visitor.context().grantPermissions(["clipboard-read", "clipboard-write"]);
      await visitor.goto(`/reporte/${accessCode}`);
      await untilInteractive(visitor);
      await expectFirstScreen(visitor, plate, expected, "shared");
      // The shared link's privacy: the owner by first name and initials only.
      const shared = await glanceOf(visitor).innerText();
      expect(shared).not.toContain(owner.fullName);
      // As the registry writes them, or as a name is written ('fuentes' is also a word: 'faltan 3 fuentes').
      for (const surname of owner.fullName.split(" ").slice(1)) {
        const titled = surname.charAt(0) + surname.slice(1).toLowerCase();
        for (const written of [surname, titled])
          expect(shared).not.toMatch(new RegExp(`(^|[^\\p{L}])${written}([^\\p{L}]|$)`, "u"));
      }
      await visitor.context().close();
    },
  );

  it("leads a row to its section, and 'Compartir' and 'Más' keep the page where it is", async () => {
    const made = await author.request.post("/api/reports", {
      data: { plate: "TAGD40", confirmRepeat: true },
    });
    const { id, accessCode } = (await made.json()) as { id: string; accessCode: string };
    await author.goto(`/dashboard/reportes/${id}`);
    await untilInteractive(author);
    await expectNoJump(author, "author");
    await expectAccessible(author, "author's page with the categories");

    await author.getByRole("link", { name: /^TAG y peajes/ }).click();
    await author.waitForURL(/#seccion-tag$/);
    // Scrolled there (smoothly, where motion is welcome): its heading on screen, clear of the top bar.
    await author.waitForFunction(() => {
      const top = document.getElementById("seccion-tag")?.getBoundingClientRect().top ?? -1;
      return top >= 60 && top < 200;
    });

    const visitor = await newPage(browser, PHONE.width, PHONE.height);
    await visitor.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await visitor.goto(`/reporte/${accessCode}`);
    await untilInteractive(visitor);
    // From further down the page too.
    await visitor.evaluate(() => window.scrollTo({ top: 600, behavior: "instant" }));
    await visitor.waitForFunction(() => window.scrollY === 600);
    await expectNoJump(visitor, "shared");
    await expectAccessible(visitor, "shared page with the categories");
    await visitor.context().close();
  });
});
