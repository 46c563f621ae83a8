import { extractText } from "unpdf";
import { expect } from "vitest";
import { presentReport } from "#domain/report/present";
import type { VehicleReport } from "#domain/report/vehicle-report";

/** Text as a reader finds it: line ends and runs of spaces are one space. */
export const oneLine = (text: string): string => text.replace(/\s+/g, " ");

/** The text of each page of a PDF, its lines joined. */
export async function pdfPages(pdf: ArrayBuffer | Uint8Array): Promise<string[]> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: false });
  return text.map(oneLine);
}

/**
 * What every PDF of a report holds: presentReport's verdict and its categories on page 1, and each row of
 * its sections, label and value on one page (a table never splits a row), each heading on the page of its
 * first row, and every page numbered 'Página X de Y' beside the access code, which with the report's
 * address stands unbroken on page 1.
 */
export function expectDrawnFrom(
  pages: string[],
  view: { report: VehicleReport; accessCode: string; url: string },
  shared: boolean,
): void {
  const { summary, sections } = presentReport(view.report, { shared });
  // Page 1: the words beside the number, what the worst finding asks, and each category checked.
  expect(pages[0]).toContain(summary.verdict.headline);
  expect(pages.join(" ")).toContain(oneLine(summary.recommendation));
  for (const row of summary.categories) expect(pages[0]).toContain(oneLine(`${row.label} ${row.text}`));
  pages.forEach((page, index) => {
    expect(page).toContain(`Página ${index + 1} de ${pages.length}`);
    expect(page).toContain(`Código de acceso ${view.accessCode}`);
  });
  expect(pages[0]).toContain(view.url);
  for (const section of sections) {
    for (const row of section.rows) {
      const whole = pages.some((page) => page.includes(oneLine(`${row.label} ${row.value}`)));
      expect(whole, `${section.title}: ${row.label}`).toBe(true);
    }
    const first = section.rows[0];
    if (first) {
      const headed = pages.find((page) => page.includes(oneLine(`${section.title} ${section.status.text}`)));
      expect(headed, section.title).toContain(oneLine(`${first.label} ${first.value}`));
    }
  }
}
