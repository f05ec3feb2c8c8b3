// The house's own lint rules (eslint.config.mjs, "What the site's speed and look rest on"), run on small pieces of
// code as the configuration applies them to a file at that path: a rule that stops matching fails here.
import { ESLint, Linter } from "eslint";
import tseslint from "typescript-eslint";
import { beforeAll, describe, expect, it } from "vitest";
import { house, LANGUAGE_CODES } from "./lint/languageCode.mjs";

const HOUSE_RULES = ["no-restricted-syntax", "no-restricted-imports"];
const eslint = new ESLint();

/** The messages of the house rules for `code`, written in the file at `path`. */
async function houseMessages(path: string, code: string): Promise<string[]> {
  const config = (await eslint.calculateConfigForFile(path)) as Linter.Config;
  const rules = Object.fromEntries(HOUSE_RULES.flatMap((rule) => (config.rules?.[rule] ? [[rule, config.rules[rule]]] : [])));
  const linter = new Linter({ configType: "flat" });
  const messages = linter.verify(
    code,
    { files: ["**/*.ts", "**/*.tsx"], languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } }, rules },
    { filename: path },
  );
  const parseError = messages.find((message) => message.fatal);
  if (parseError) throw new Error(parseError.message);
  return messages.map((message) => message.message);
}

/** The messages of the rule that a language is data (scripts/lint/languageCode.mjs) for `code` in the file at `path`. */
async function languageCodeMessages(path: string, code: string): Promise<string[]> {
  const config = (await eslint.calculateConfigForFile(path)) as Linter.Config;
  const rule = config.rules?.["house/language-code"];
  if (!rule) return [];
  const linter = new Linter({ configType: "flat" });
  const messages = linter.verify(
    code,
    {
      files: ["**/*.ts", "**/*.tsx"],
      languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
      plugins: { house },
      rules: { "house/language-code": rule },
    },
    { filename: path },
  );
  return messages.map((message) => message.message);
}

const COMPONENT = "src/components/example/Example.tsx";

// Loading the configuration (typescript-eslint and the plugins) takes seconds on a busy machine, once.
beforeAll(() => eslint.calculateConfigForFile(COMPONENT), 60_000);

describe("no Intl formatter in code that renders while a page hydrates", () => {
  const intl = [
    "const text = new Intl.DateTimeFormat('en-US').format(date);",
    "const text = Intl.NumberFormat('es-US').format(1200);",
    "const text = date.toLocaleDateString('es-US');",
    "const text = amount.toLocaleString('en-US');",
  ];

  it.each(intl)("reports %s in a component, and names the Intl-free formatters", async (code) => {
    const [message, ...others] = await houseMessages(COMPONENT, code);
    expect(others).toEqual([]);
    expect(message).toContain("formatDate");
  });

  it.each(["src/pages/example.tsx", "src/templates/example.tsx", "src/hooks/useExample.ts", "gatsby-browser.tsx"])(
    "reports it in %s too",
    async (path) => {
      expect(await houseMessages(path, intl[0])).toHaveLength(1);
    },
  );

  it("leaves it to the pure modules and the tests, which compare with Intl", async () => {
    expect(await houseMessages("src/lib/example.ts", intl[0])).toEqual([]);
    expect(await houseMessages("src/components/example/example.test.ts", intl[0])).toEqual([]);
  });
});

describe("no style element of our own in <body>", () => {
  it("reports Emotion's <Global> where it is imported", async () => {
    const [message] = await houseMessages(COMPONENT, 'import { Global, css } from "@emotion/react";');
    expect(message).toContain("src/theme/GlobalStyles.tsx");
    expect(await houseMessages(COMPONENT, 'import { css } from "@emotion/react";')).toEqual([]);
  });

  it("reports a <style> element and a style element made by hand", async () => {
    expect(await houseMessages(COMPONENT, "const rules = <style>{text}</style>;")).toHaveLength(1);
    expect(await houseMessages("src/performance/example.ts", 'document.head.append(document.createElement("style"));')).toHaveLength(1);
  });

  it("allows the page-wide rules, the one <style> for <head>, and the content manager's previews", async () => {
    expect(await houseMessages("src/theme/GlobalStyles.tsx", 'import { Global, css } from "@emotion/react";')).toEqual([]);
    expect(await houseMessages("src/cms/PreviewFrame.tsx", 'import { Global } from "@emotion/react";')).toEqual([]);
    expect(await houseMessages("src/performance/criticalStyles.tsx", "const rules = <style>{text}</style>;")).toEqual([]);
  });
});

describe("a prop named css is Emotion's", () => {
  it.each([
    "function CriticalStyle({ ids, css }: { ids: string[]; css: string }) { return null; }",
    "const CriticalStyle = (props: { css: string }) => null;",
    "interface CriticalStyleProps { css: string }",
    "type CriticalStyleProps = { ids: string[]; css: string };",
  ])("reports a component's own prop named css: %s", async (code) => {
    const [message, ...others] = await houseMessages(COMPONENT, code);
    expect(message).toContain("Emotion");
    expect(others).toEqual([]);
  });

  it("leaves Emotion's css prop and other values named css alone", async () => {
    expect(await houseMessages(COMPONENT, "const card = <div css={cardStyle} />;")).toEqual([]);
    expect(await houseMessages(COMPONENT, "const { html, css } = renderWithStyles(body);")).toEqual([]);
  });
});

describe("a css prop takes a style made once", () => {
  it.each([
    "const card = <div css={{ marginTop: space[4] }} />;",
    "const card = <div css={[cardStyle, next && nextStyle]} />;",
    "const card = <div css={css`margin: 0;`} />;",
    "const card = <div css={css(cardStyle, nextStyle)} />;",
  ])("reports a style written in the render: %s", async (code) => {
    const [message, ...others] = await houseMessages(COMPONENT, code);
    expect(message).toContain("made once");
    expect(others).toEqual([]);
  });

  it("leaves a style made at the module's top, or one of those chosen in the render", async () => {
    expect(await houseMessages(COMPONENT, "const card = <div css={next ? nextCardStyle : cardStyle} />;")).toEqual([]);
    expect(await houseMessages(COMPONENT, 'const card = <button css={buttonStyle("secondary")} />;')).toEqual([]);
  });
});

describe("the headings' serif only in its one weight", () => {
  it("reports the serif's family taken without headingType", async () => {
    const [message] = await houseMessages(COMPONENT, "const title = css`font-family: ${font.heading}; font-weight: 700;`;");
    expect(message).toContain("headingType");
    expect(await houseMessages(COMPONENT, "const title = css`${headingType}`;")).toEqual([]);
  });
});

describe("web fonts only through src/theme/fonts.ts", () => {
  it("reports a Fontsource import elsewhere", async () => {
    expect(await houseMessages(COMPONENT, 'import "@fontsource/source-serif-4/600.css";')).toHaveLength(1);
    expect(await houseMessages("src/theme/fonts.ts", 'import serif from "@fontsource/source-serif-4/unicode.json";')).toEqual([]);
  });
});

describe("colours only from the tokens", () => {
  it.each([
    "const link = css`color: #f0d49a;`;",
    "const veil = css`background: rgba(251, 248, 242, 0.97);`;",
    'const card = { background: "#12324f" };',
    'const card = { border: "1px solid #d5dde5" };',
    'const card = { boxShadow: "0 2px 8px rgba(18, 50, 79, 0.2)" };',
    'const icon = <svg fill="#fff" />;',
  ])("reports %s", async (code) => {
    const [message] = await houseMessages(COMPONENT, code);
    expect(message).toContain("src/theme/tokens.ts");
  });

  it("leaves the tokens, and anchors, alone", async () => {
    expect(await houseMessages("src/theme/tokens.ts", 'export const palette = { navy: "#12324f" };')).toEqual([]);
    expect(await houseMessages(COMPONENT, 'const link = <a href="#plan-basic">Basic</a>;')).toEqual([]);
    expect(await houseMessages(COMPONENT, 'const link = <a href="#2026-fourth-payment">Fourth</a>;')).toEqual([]);
    expect(await houseMessages(COMPONENT, 'const url = "https://www.example.com/tax-deadlines/#2026-fourth";')).toEqual([]);
  });
});

describe("src/lib stays pure logic", () => {
  it.each([
    'import { useWords } from "../../i18n/PageLanguage";',
    'import { color } from "../theme/tokens";',
    'import Button from "../../components/ui/Button";',
  ])("reports %s in src/lib", async (code) => {
    const [message] = await houseMessages("src/lib/forms/example.ts", code);
    expect(message).toContain("src/lib is pure logic");
  });

  it("lets the views import from src/lib", async () => {
    expect(await houseMessages(COMPONENT, 'import { LANGUAGES } from "../../lib/languages";')).toEqual([]);
  });
});

describe("src/lib runs in the browser as in the build", () => {
  it.each([
    'import { readFileSync } from "node:fs";',
    'import { join } from "node:path";',
    'import { createHash } from "node:crypto";',
    'import { execFileSync } from "child_process";',
    'import { tmpdir } from "os";',
    'import { readContentFolder } from "../../node/content/contentFolder";',
  ])("reports %s in src/lib, and says where such code goes", async (code) => {
    const [message, ...others] = await houseMessages("src/lib/content/example.ts", code);
    expect(others).toEqual([]);
    expect(message).toContain("goes in src/node");
  });

  it("lets src/node and the tests of src/lib, which run in Node, read files", async () => {
    expect(await houseMessages("src/node/example.ts", 'import { readFileSync } from "node:fs";')).toEqual([]);
    expect(await houseMessages("src/lib/content/example.test.ts", 'import { readFileSync } from "node:fs";')).toEqual([]);
    expect(await houseMessages("src/lib/content/example.test.ts", 'import { color } from "../../theme/tokens";')).toHaveLength(1);
  });
});

describe("words flow one way", () => {
  it.each(['import { dates } from "../words/en/common/dates";', 'import { prefill } from "../../words/es/forms/prefill";'])(
    "reports %s in src/lib, and says how a function gets its words",
    async (code) => {
      const [message, ...others] = await houseMessages("src/lib/forms/example.ts", code);
      expect(others).toEqual([]);
      expect(message).toContain("takes them from its caller");
    },
  );

  it("lets the tests of src/lib check a function with the real words", async () => {
    expect(await houseMessages("src/lib/example.test.ts", 'import { dates } from "../words/en/common/dates";')).toEqual([]);
  });

  it.each([COMPONENT, "src/pages/example.tsx", "src/hooks/useExample.ts", "src/cms/previews.tsx", "gatsby-browser.tsx"])(
    "reports one language's words imported in %s, and names the alias",
    async (path) => {
      const [message, ...others] = await houseMessages(path, 'import { prefill } from "../../words/es/forms/prefill";');
      expect(others).toEqual([]);
      expect(message).toContain("`@words/<topic>/<entry>`");
    },
  );

  it("keeps the alias and the languages' folders out of the build's own code, which reads them with entryIn", async () => {
    const [message] = await houseMessages("src/node/example.ts", 'import { dates } from "@words/common/dates";');
    expect(message).toContain("nothing resolves `@words/…`");
    const [byFolder, ...others] = await houseMessages("src/node/content/example.ts", 'import { dates } from "../../words/es/common/dates";');
    expect(others).toEqual([]);
    expect(byFolder).toContain("entryIn(lang, entry)");
    expect(await houseMessages("src/node/example.test.ts", 'import { dates } from "@words/common/dates";')).toEqual([]);
    expect(await houseMessages("src/node/example.test.ts", 'import { dates } from "../words/es/common/dates";')).toEqual([]);
  });

  it("lets a view import an entry through the alias, and keeps the alias out of src/lib", async () => {
    expect(await houseMessages(COMPONENT, 'import { prefill } from "@words/forms/prefill";')).toEqual([]);
    const [message] = await houseMessages("src/lib/forms/example.ts", 'import { prefill } from "@words/forms/prefill";');
    expect(message).toContain("takes them from its caller");
  });

  it.each([
    'import type { FilingStatus } from "../../../lib/tax/figures";',
    'import type { CalendarWords } from "../../../node/calendarFiles";',
    'import Layout from "../../../components/layout/Layout";',
  ])("reports %s in src/words", async (code) => {
    const [message, ...others] = await houseMessages("src/words/en/example/example.ts", code);
    expect(others).toEqual([]);
    expect(message).toContain("src/words imports nothing but words");
  });

  it("lets a word file import words: the English from the Spanish, an entry from its topic, the notices' helper", async () => {
    expect(await houseMessages("src/words/es/example/example.ts", 'import type * as en from "../../en/example/example";')).toEqual([]);
    expect(await houseMessages("src/words/en/example/example.ts", 'import { deadlineNames } from "./deadlineNames";')).toEqual([]);
    expect(await houseMessages("src/words/en/forms/notices.ts", 'import { failure } from "../../notice";')).toEqual([]);
    // A topic of the words named as a folder of src/.
    expect(await houseMessages("src/words/es/pages/home.ts", 'import type * as en from "../../en/pages/home";')).toEqual([]);
  });
});

describe("a language is data: no file but its list, its words and its content names it", () => {
  const [first, other = first] = LANGUAGE_CODES;
  it("knows the languages by their words' folders", () => {
    expect(LANGUAGE_CODES.length).toBeGreaterThan(1);
    for (const code of LANGUAGE_CODES) expect(code).toMatch(/^[a-z]{2,3}(-[A-Za-z0-9]+)*$/);
  });

  it.each([
    ["a component that imports one language's words", COMPONENT, `import { prefill } from "../../words/${other}/forms/prefill";`],
    ["a test that imports one language's words", "src/lib/example.test.ts", `import { dates } from "../words/${first}/common/dates";`],
    ["a code compared", "src/hooks/useExample.ts", `const isOther = (language: string) => language === "${other}";`],
    ["a language's address", "src/lib/example.ts", `const home = "/${other}/";`],
    ["a query for one language", "src/pages/example.tsx", `const query = \`query { firm(lang: { eq: "${other}" }) { brand } }\`;`],
    ["words paired by language", COMPONENT, `const pair = { [first]: 1, ${other}: 2 };`],
    ["one language's words read", "e2e/example.spec.ts", `const text = words.${other}.title;`],
    ["a type keyed by language", "src/lib/example.ts", `type Pair = { ${first}: string };`],
  ])("reports %s, naming the code and the list", async (_, path, code) => {
    const [message, ...others] = await languageCodeMessages(path, code);
    expect(others).toEqual([]);
    expect(message).toContain("is a language's code");
    expect(message).toContain("src/lib/languages/");
  });

  it("leaves the languages' list, their words and other words and addresses alone", async () => {
    expect(await languageCodeMessages(`src/lib/languages/${other}.ts`, `export const code = "${other}";`)).toEqual([]);
    expect(await languageCodeMessages(`src/words/${other}/pages/home.ts`, `import type * as en from "../../${first}/pages/home";`)).toEqual([]);
    expect(await languageCodeMessages(COMPONENT, `const text = "${first}d ${other}say"; const path = "/${other}timates/";`)).toEqual([]);
    expect(await languageCodeMessages(COMPONENT, "const text = words[language].title;")).toEqual([]);
  });
});

describe("a page or template is a named query, a Head and one view", () => {
  const page = "src/pages/example.tsx";
  it.each([
    "const [open, setOpen] = useState(false);",
    "const [open, setOpen] = React.useState(false);",
    "const [state, dispatch] = useReducer(reduce, start);",
    "useEffect(() => { document.title = title; }, [title]);",
    'const body = <form method="post"><input name="email" /></form>;',
    'const body = <Form><Field name="email" /></Form>;',
    "const body = <ValidatedForm>{fields}</ValidatedForm>;",
    'if (!planning) throw new Error("content/services/services.yaml has no planning service");',
  ])("reports %s in a page, and says where it goes", async (code) => {
    const [message, ...others] = await houseMessages(page, code);
    expect(others).toEqual([]);
    expect(message).toMatch(/named query, a Head and one view: .+ (go|goes) in /);
  });

  it.each(['import { Formik } from "formik";', 'import { useFormik } from "formik";'])("reports %s in a template", async (code) => {
    const [message] = await houseMessages("src/templates/example.tsx", code);
    expect(message).toContain("a form goes in a view");
  });

  it("keeps the hydration rules in pages", async () => {
    const [message] = await houseMessages(page, "const text = date.toLocaleDateString('es-US');");
    expect(message).toContain("formatDate");
  });

  it("lets a page render its view with its query and Head, and the views hold state and forms", async () => {
    const thinPage = [
      'import FaqView from "../components/faq/FaqView";',
      "export default function FaqPage({ data }) { return <FaqView questions={data.faqYaml.questions} />; }",
      "export const Head = ({ location }) => <Seo title={title} path={location.pathname} />;",
    ].join("\n");
    expect(await houseMessages(page, thinPage)).toEqual([]);
    expect(await houseMessages(COMPONENT, 'import { Formik } from "formik";\nconst [open, setOpen] = useState(false);')).toEqual([]);
    expect(await houseMessages(COMPONENT, "const body = <form>{fields}</form>;")).toEqual([]);
  });
});
