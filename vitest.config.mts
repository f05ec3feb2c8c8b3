import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "functions/**/*.test.ts", "scripts/**/*.test.ts", "plugins/**/*.test.ts"],
    environment: "node",
  },
});
