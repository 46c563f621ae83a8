import type { Page } from "playwright-core";
import { expect } from "vitest";

/** The page fits the viewport's width: nothing to scroll sideways at 360 px. */
export async function expectNoHorizontalScroll(page: Page, label: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `horizontal overflow of ${label}`).toBeLessThanOrEqual(0);
}
