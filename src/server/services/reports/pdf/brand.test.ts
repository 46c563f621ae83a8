import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LOGO, TAGLINE } from "./brand";

describe("the PDF's brand", () => {
  it("draws the site's logo: the favicon's square, shield and check", () => {
    const favicon = readFileSync(new URL("../../../../web/public/favicon.svg", import.meta.url), "utf8");
    expect(favicon).toContain(`rx="${LOGO.radius}"`);
    expect(favicon).toContain(`d="${LOGO.shield}"`);
    expect(favicon).toContain(`d="${LOGO.check}"`);
    expect(favicon).toContain(`stroke-width="${LOGO.checkWidth}"`);
  });

  it("says the site's tagline", () => {
    const footer = readFileSync(new URL("../../../../web/app/layouts/footer.tsx", import.meta.url), "utf8");
    expect(footer).toContain(TAGLINE);
  });
});
