import path from "node:path";
import { defineConfig } from "vitest/config";
import { WORDS_ALIAS, writeEveryLanguageModules } from "./src/node/wordsModules";

export default defineConfig({
  // The words as the content manager's previews have them: each entry in every language (src/node/wordsModules.ts).
  resolve: { alias: { [WORDS_ALIAS]: writeEveryLanguageModules(path.resolve(import.meta.dirname)) } },
  test: {
    include: ["src/**/*.test.ts", "functions/**/*.test.ts", "scripts/**/*.test.ts", "plugins/**/*.test.ts"],
    environment: "node",
  },
});
