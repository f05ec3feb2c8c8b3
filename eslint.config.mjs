// ESLint for the site's TypeScript and the Node scripts: typescript-eslint's type-checked rules, the Rules of
// React (eslint-plugin-react-hooks), accessibility in JSX (jsx-a11y); Prettier owns the layout (eslint-config-prettier).
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig(
  // What builds and tests write (see .gitignore and scripts/build-admin.mjs), and Gatsby's query types (committed,
  // written by `npm run update:generated`); none of it is source.
  globalIgnores([
    "public/",
    ".cache/",
    "e2e-sites/",
    "bench-results/",
    "test-results/",
    "playwright-report/",
    "static/admin/build/",
    ".wrangler/",
    "src/gatsby-types.d.ts",
  ]),
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          // The scripts run by tsx, outside tsconfig.json's include: checked with its options.
          allowDefaultProject: ["scripts/*.ts"],
          defaultProject: "tsconfig.json",
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // Gatsby types every queried field as nullable and the tests look up what they just made; a `!` there
      // states what the build or the test guarantees, and throws at once if it is ever wrong.
      "@typescript-eslint/no-non-null-assertion": "off",
      // A number reads plainly in text (`${count} deadlines`); the other types still need saying how they read.
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
      // `() => setOpen(false)` and `() => void promise` are how this code writes callbacks that return nothing.
      "@typescript-eslint/no-confusing-void-expression": ["error", { ignoreArrowShorthand: true, ignoreVoidOperator: true }],
      // An empty arrow is a deliberate no-op (a listener that swallows, a silenced mock).
      "@typescript-eslint/no-empty-function": ["error", { allow: ["arrowFunctions"] }],
      // `const { omitted: _, ...rest } = value` is how the code drops a key.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true, argsIgnorePattern: "^_" }],
      // `read<Firm>(file)` and `preview<T>(render)` name the type of parsed YAML where it is read; the rule would
      // have them return `unknown` and every caller cast instead.
      "@typescript-eslint/no-unnecessary-type-parameters": "off",
      // A header map is read as a lookup (`headers()["location"]`), which also keeps a missing header's `undefined` in its type.
      "@typescript-eslint/dot-notation": ["error", { allowIndexSignaturePropertyAccess: true }],
      // Playwright reads a hook's fixtures from its destructured first parameter: `({}, testInfo)` when it needs none.
      "no-empty-pattern": ["error", { allowObjectPatternsAsParameters: true }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}", "gatsby-*.tsx"],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
  },
  {
    // The plain JavaScript files are in no TypeScript project, so they get the rules that need no types.
    files: ["**/*.{js,mjs,cjs}"],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The scripts drive Chromium, and the functions they give page.evaluate run in the page.
    files: ["scripts/**/*.mjs"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  prettier,
);
