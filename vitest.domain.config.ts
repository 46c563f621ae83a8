import { defineConfig } from "vitest/config";

// The domain's unit tests alone, for mutation testing (stryker.config.json): what src/domain's own tables pin.
export default defineConfig({
  test: { include: ["src/domain/**/*.test.ts"] },
});
