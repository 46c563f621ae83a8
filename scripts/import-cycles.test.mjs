import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { CHECKED, cyclesOf, importGraph } from "./import-cycles.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

describe("our sources", () => {
  const { graph, unresolved } = importGraph(root, CHECKED);

  // An import the walk cannot follow is an edge it cannot see, and a circle through it would pass.
  it("have every local import resolved to a file", () => {
    expect(unresolved).toEqual([]);
  });

  it("import in no circle", () => {
    expect(cyclesOf(graph)).toEqual([]);
  });
});

// The same walk over a planted tree, so the test above cannot pass by seeing nothing.
describe("the walk", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "pc-cycles-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const plant = (file, text) => {
    mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  plant("package.json", JSON.stringify({ imports: { "#domain/*": "./src/domain/*.ts" } }));
  // present → transfer → (types) present, and valuation beside it, as the report's knot was.
  plant("src/domain/report/present.ts", 'import { transferSection } from "./transfer";\n');
  plant(
    "src/domain/report/transfer.ts",
    'import type { Tone } from "#domain/report/present";\nimport { permitText } from "./valuation";\n',
  );
  plant("src/domain/report/valuation.ts", 'import type { Row } from "./present";\n');
  // A longer one through a folder's index and a lazy import; the comment's import is no import.
  plant("src/domain/a/index.ts", 'import { b } from "../b";\n// import { z } from "../z";\n');
  plant("src/domain/b.ts", 'export { c } from "./c.ts";\n');
  plant("src/domain/c.ts", 'export const load = () => import("./a");\n');
  // One way only, a package and an asset: no circle.
  plant(
    "src/domain/leaf.ts",
    'import { z } from "zod";\nimport "./b";\nimport text from "./notes.md?raw";\n',
  );
  plant("src/domain/broken.ts", 'import { gone } from "./gone";\n');

  const { graph, unresolved } = importGraph(dir, ["src/domain"]);

  it("finds every knot once, type-only and lazy imports included, by its shortest way round", () => {
    expect(cyclesOf(graph)).toEqual([
      "src/domain/a/index.ts → src/domain/b.ts → src/domain/c.ts → src/domain/a/index.ts",
      "src/domain/report/present.ts → src/domain/report/transfer.ts → src/domain/report/present.ts" +
        " (the knot: src/domain/report/present.ts, src/domain/report/transfer.ts, src/domain/report/valuation.ts)",
    ]);
  });

  it("reads aliases from package.json and names a local import that leads nowhere", () => {
    expect(graph.get("src/domain/report/transfer.ts")).toEqual([
      "src/domain/report/present.ts",
      "src/domain/report/valuation.ts",
    ]);
    expect(graph.get("src/domain/leaf.ts")).toEqual(["src/domain/b.ts"]);
    expect(unresolved).toEqual(["src/domain/broken.ts: ./gone"]);
  });
});
