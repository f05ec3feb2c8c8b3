// ESLint for the site's TypeScript and the Node scripts: typescript-eslint's type-checked rules, the Rules of
// React (eslint-plugin-react-hooks), accessibility in JSX (jsx-a11y); Prettier owns the layout (eslint-config-prettier).
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";
import { house, LANGUAGE_CODES } from "./scripts/lint/languageCode.mjs";

// What the site's speed and look rest on, reported where it is written rather than minutes later by a browser test
// (docs/decisions/ says why each holds). Each is proved by scripts/lint-rules.test.ts.
const DECISIONS = "docs/decisions/";
/**
 * A prop named css is taken by Emotion's JSX, whatever the component declares, and turned into a class; and the style
 * it is given is made once, not in the render, where Emotion serialises and hashes it again each time.
 */
const cssPropRules = [
  ":function > ObjectPattern.params > Property[key.name='css']",
  ":function > Identifier.params TSPropertySignature[key.name='css']",
  ":matches(TSInterfaceDeclaration, TSTypeAliasDeclaration)[id.name=/Props$/] TSPropertySignature[key.name='css']",
]
  .map((selector) => ({
    selector,
    message:
      "A prop named `css` is Emotion's: its JSX turns it into a class and the component never receives it. Name the prop for what it holds (`rules`, `styles`).",
  }))
  .concat({
    selector:
      "JSXAttribute[name.name='css'] > JSXExpressionContainer > :matches(ObjectExpression, ArrayExpression, TaggedTemplateExpression, CallExpression[callee.name='css'])",
    message:
      "Give the `css` prop a style made once, at the module's top (`const cardStyle = css(...)`): one written in the render is serialised and hashed again at each render (src/components/ui/stack.ts).",
  });
/** The serif is published in one weight (src/theme/fonts.ts); any other is faked by thickening. */
const serifOnlyAsHeadingType = {
  selector: "MemberExpression[object.name='font'][property.name='heading']",
  message:
    "The headings' serif comes in one weight, 600: set it with `headingType` from src/theme/tokens.ts, which pairs the family with its weight.",
};
/** One palette, AA contrast checked once: a colour written elsewhere escapes both. */
// A colour anywhere in a string or a template ("1px solid #d5dde5"); a hex not followed by a word's letters or a
// hyphen, so that an anchor (#2026-fourth-payment) is no colour.
const COLOUR_IN_TEXT = "(^|[\\s:(,])(#[0-9a-fA-F]{3,8}(?![\\w-])|rgba?\\(|hsla?\\()";
const colourOnlyFromTokens = [`Literal[value=/${COLOUR_IN_TEXT}/]`, `TemplateElement[value.raw=/${COLOUR_IN_TEXT}/]`].map((selector) => ({
  selector,
  message: "Colours come from src/theme/tokens.ts (`color.*`, or `palette.*` where a CSS variable cannot go): add a named token there if none fits.",
}));
/** Code that renders while a page hydrates. */
const HYDRATING = [
  "src/components/**",
  "src/pages/**",
  "src/templates/**",
  "src/hooks/**",
  "src/i18n/**",
  "src/performance/**",
  "gatsby-browser.tsx",
];
const noIntlWhileHydrating = [
  "NewExpression[callee.object.name='Intl']",
  "CallExpression[callee.object.name='Intl']",
  "CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]",
].map((selector) => ({
  selector,
  message: `An Intl formatter costs a phone tens of milliseconds of the task that hydrates the page: use formatDate, formatLongDate (src/lib/dates.ts), formatOpeningTimes (hours.ts) or yearsFigure (years.ts); ${DECISIONS}dates-without-intl.md.`,
}));
const noStyleElementInBody = [
  "JSXOpeningElement[name.name='style']",
  "CallExpression[callee.property.name='createElement'][arguments.0.value='style']",
].map((selector) => ({
  selector,
  message: `A style element of our own in <body> is moved as the page hydrates and every style is computed again: page-wide rules go in src/theme/GlobalStyles.tsx, written into <head>; ${DECISIONS}emotion-rules-as-written.md.`,
}));
const noGlobal = {
  name: "@emotion/react",
  importNames: ["Global"],
  message: `Emotion's <Global> puts a style element in <body>, moved as the page hydrates: page-wide rules go in src/theme/GlobalStyles.tsx (written into <head>); ${DECISIONS}emotion-rules-as-written.md.`,
};
const noFontsourceImport = {
  group: ["@fontsource/*", "@fontsource-variable/*"],
  message: `Web fonts only through src/theme/fonts.ts: a font fetched with the first page costs its largest paint; ${DECISIONS}web-fonts-after-first-page.md.`,
};

/** The rules of every file that renders while a page hydrates. */
const hydratingSyntax = [...cssPropRules, serifOnlyAsHeadingType, ...colourOnlyFromTokens, ...noIntlWhileHydrating, ...noStyleElementInBody];

/** src/lib is the site's pure logic: it knows no React view, so its tests need no page. */
const libStaysPure = {
  group: ["**/i18n/*", "**/components/*", "**/theme/*", "**/hooks/*", "**/performance/*", "**/pages/*", "**/templates/*", "**/cms/*"],
  message:
    "src/lib is pure logic: it imports nothing from the views (src/i18n, src/components, src/theme and the like). Put the shared type or function in src/lib and import it from there.",
};
/** src/lib is what the browser and the build share, so it must run in both: no file, no Node built-in. */
const libRunsInBrowser = {
  group: ["node:*", "fs", "fs/*", "path", "path/*", "os", "url", "crypto", "child_process", "**/node/*"],
  message:
    "src/lib is what the browser and the build share, so it must run in both: it imports no Node built-in (node:fs, node:path, node:crypto …) and nothing from src/node. Code that reads files, hashes or runs a command goes in src/node, and hands src/lib what it read (the text, the list).",
};
/** Words flow one way: a function of src/lib that needs words is handed them by its caller (its tests pair the real ones). */
const libTakesNoWords = {
  group: ["**/words/*", "@words/*"],
  message:
    "src/lib imports nothing from src/words: a function that needs words takes them from its caller (`priceLabel(price, words)`), which picks them with useWords (`priceLabel(price, useWords(price))`).",
};
const LIB_IMPORTS = { paths: [noGlobal], patterns: [noFontsourceImport, libStaysPure] };
/** One import per entry, for every language: each page's copy takes its own (src/node/pageLanguageModules.ts). */
const wordsThroughTheirAlias = {
  group: ["**/words/*/*"],
  message:
    "Import an entry of the words as `@words/<topic>/<entry>` and read it with useWords (or wordsIn): a page's scripts then hold its own language's words alone, and a new language needs no change here (src/words/README.md).",
};
/** The build's own code runs in Node, where nothing resolves `@words` (TypeScript alone reads it, as the English entry). */
const noWordsAliasInTheBuild = {
  group: ["@words/*"],
  message:
    'src/node runs in Node, where nothing resolves `@words/…`: read an entry with entryIn(lang, entry), typed `typeof import("@words/…")` (src/node/wordsInNode.ts).',
};
/** Nor does it import a language's folder: it reads each language's entry by the languages' list. */
const noLanguageFolderInTheBuild = {
  group: ["**/words/*/*"],
  message: "The build reads the words of each language with entryIn(lang, entry) (src/node/wordsInNode.ts), so that no file of it names a language.",
};
/** Where no rule of the views applies: src/node (held just below, its tests aside) and the tests, which may read a language's folder. */
const READ_BY_LANGUAGE = ["src/node/**", "src/**/*.test.ts"];
/** The words are data at the bottom of the house: the English entry is the shape of its words. */
const wordsImportOnlyWords = {
  // A folder of src/ reached by climbing out of src/words ("../../../lib/…"); a topic of the words may share its name
  // ("../../en/pages/home").
  regex: "^(\\.\\./)+(lib|node|i18n|components|theme|hooks|performance|pages|templates|cms)/",
  message:
    "src/words imports nothing but words: the English entry is the shape of its words, and the Spanish is `typeof` it. A type that src/lib or src/node needs of the words is declared there, as the input it takes.",
};

/** A page or template is a named query, a Head and one view: what holds state, a form or a check goes below it. */
const PAGE_SHAPE = "A file of src/pages or src/templates is a named query, a Head and one view";
const thinPageSyntax = [
  {
    selector: "ThrowStatement",
    message: `${PAGE_SHAPE}: a check that stops the build goes in a tested function of src/lib, called by the view or the build.`,
  },
  {
    // <form>, Formik's <Form>, and the house's forms (<ValidatedForm>, <ContactForm>).
    selector: "JSXOpeningElement[name.name=/^form$|Form$/]",
    message: `${PAGE_SHAPE}: a form goes in a view (src/components/<purpose>/…View.tsx, with src/components/forms/).`,
  },
  ...[
    "CallExpression[callee.name=/^use(State|Reducer|Effect|LayoutEffect)$/]",
    "CallExpression[callee.property.name=/^use(State|Reducer|Effect|LayoutEffect)$/]",
  ].map((selector) => ({
    selector,
    message: `${PAGE_SHAPE}: state and effects go in a view (src/components/<purpose>/…View.tsx) or a hook (src/hooks/).`,
  })),
];
const noFormikInPages = {
  name: "formik",
  message: `${PAGE_SHAPE}: a form goes in a view (src/components/<purpose>/…View.tsx, with src/components/forms/).`,
};
const PAGES = ["src/pages/**", "src/templates/**"];

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
        // tsconfig.json includes the scripts run by tsx: the default project for files outside it takes eight at most.
        projectService: true,
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
    rules: {
      "no-restricted-syntax": ["error", ...cssPropRules, serifOnlyAsHeadingType, ...colourOnlyFromTokens],
      "no-restricted-imports": ["error", { paths: [noGlobal], patterns: [noFontsourceImport, wordsThroughTheirAlias] }],
    },
  },
  {
    files: HYDRATING,
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-syntax": ["error", ...hydratingSyntax],
    },
  },
  {
    files: PAGES,
    rules: {
      "no-restricted-syntax": ["error", ...hydratingSyntax, ...thinPageSyntax],
      "no-restricted-imports": ["error", { paths: [noGlobal, noFormikInPages], patterns: [noFontsourceImport, wordsThroughTheirAlias] }],
    },
  },
  // The exceptions, each for its reason: the one <style> that goes into <head> (Emotion's rules of the page); the
  // tokens that define the serif's pairing; the page-wide rules, rendered to plain CSS for <head> by gatsby-ssr.tsx;
  // the content manager's previews, which have no hydration; the fonts module itself.
  {
    files: ["src/performance/criticalStyles.tsx"],
    rules: { "no-restricted-syntax": ["error", ...cssPropRules, serifOnlyAsHeadingType, ...colourOnlyFromTokens, ...noIntlWhileHydrating] },
  },

  { files: ["src/theme/tokens.ts", "src/theme/*.test.ts"], rules: { "no-restricted-syntax": ["error", ...cssPropRules] } },
  {
    files: ["src/theme/GlobalStyles.tsx", "src/cms/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [noFontsourceImport, wordsThroughTheirAlias] }] },
  },
  { files: ["src/theme/fonts.ts"], rules: { "no-restricted-imports": ["error", { paths: [noGlobal], patterns: [wordsThroughTheirAlias] }] } },
  { files: READ_BY_LANGUAGE, rules: { "no-restricted-imports": ["error", { paths: [noGlobal], patterns: [noFontsourceImport] }] } },
  {
    files: ["src/node/**"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": ["error", { paths: [noGlobal], patterns: [noFontsourceImport, noWordsAliasInTheBuild, noLanguageFolderInTheBuild] }],
    },
  },
  { files: ["src/lib/**"], rules: { "no-restricted-imports": ["error", LIB_IMPORTS] } },
  // No Node built-in in src/lib either, its tests aside: they run in Node, never in a browser, and some read their
  // fixtures from disk (the content check's copy of content/, the IRS's scenarios).
  {
    files: ["src/lib/**"],
    ignores: ["**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { ...LIB_IMPORTS, patterns: [...LIB_IMPORTS.patterns, libRunsInBrowser, libTakesNoWords] }] },
  },
  {
    files: ["src/words/**"],
    rules: { "no-restricted-imports": ["error", { paths: [noGlobal], patterns: [noFontsourceImport, wordsImportOnlyWords] }] },
  },
  {
    // A language is data: only its entry in the list, its words and its content name it (scripts/lint/languageCode.mjs).
    // What still names one is counted in eslint-suppressions.json, file by file, until issue 63 takes it out.
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    ignores: ["src/lib/languages/**", ...LANGUAGE_CODES.map((code) => `src/words/${code}/**`)],
    plugins: { house },
    rules: { "house/language-code": "error" },
  },
  {
    // The plain JavaScript files are in no TypeScript project, so they get the rules that need no types.
    files: ["**/*.{js,mjs,cjs}"],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // A remark step of gatsby-transformer-remark is loaded with require(), so it is written as CommonJS.
    files: ["plugins/gatsby-remark-*/*.js"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // The scripts drive Chromium, and the functions they give page.evaluate run in the page.
    files: ["scripts/**/*.mjs"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  prettier,
);
