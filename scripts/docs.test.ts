/*
 * The guides name files, commands and symbols a newcomer follows step by step (CONTRIBUTING.md's recipes, the README's
 * map, docs/): a file moved or a symbol renamed leaves a recipe that no longer works, and this test says where.
 */
import { execSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { FIRST_LANGUAGE } from "../src/lib/languages";

const root = join(__dirname, "..");
const scripts = Object.keys((JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts);

/** Paths a recipe tells the reader to create, which do not exist until they do. */
const CREATED_BY_A_RECIPE = [
  "content/tax-years/2027.yaml",
  "docs/tax-year-2027/",
  "docs/french/",
  "src/lib/tax/fixtures/twe-uat-2027.ts",
  "src/words/fr/",
];

/** What a build or a run writes (.gitignore's folders): a guide may name it, and a fresh clone has none of it yet. */
const WRITTEN_BY_A_RUN = readFileSync(join(root, ".gitignore"), "utf8")
  .split("\n")
  .filter((line) => line.endsWith("/"));
const isWrittenByARun = (path: string) => WRITTEN_BY_A_RUN.some((folder) => path.startsWith(folder));

/** The guides: the README, the recipes, and docs/ but for what is generated and the research notes of a tax year. */
function guides(): string[] {
  const found = ["README.md", "CONTRIBUTING.md"];
  const walk = (dir: string) => {
    for (const name of readdirSync(join(root, dir))) {
      const path = `${dir}/${name}`;
      if (statSync(join(root, path)).isDirectory()) {
        if (name !== "generated" && !name.startsWith("tax-year-")) walk(path);
      } else if (name.endsWith(".md")) found.push(path);
    }
  };
  walk("docs");
  return found;
}

const REPO_PATH = /^(?:src|content|docs|scripts|e2e|static|functions|\.ci)\/[^\s,:;]*/;
/** A path with a placeholder or a pattern in it stands for many files, not one. */
const isPattern = (path: string) => /[<>*{}]/.test(path);

/** Every file path the guide writes in code quotes, with its line. */
function pathsIn(text: string): { path: string; line: number }[] {
  return text.split("\n").flatMap((line, index) =>
    [...line.matchAll(/`([^`]+)`/g)]
      .map(([, quoted]) => REPO_PATH.exec(quoted)?.[0])
      .filter((path): path is string => path !== undefined && !isPattern(path))
      .map((path) => ({ path: path.replace(/[.)]+$/, ""), line: index + 1 })),
  );
}

describe.each(guides())("%s", (guide) => {
  const text = readFileSync(join(root, guide), "utf8");

  it("names only files that exist", () => {
    const missing = pathsIn(text).filter(
      ({ path }) => !CREATED_BY_A_RECIPE.includes(path) && !isWrittenByARun(path) && !existsSync(join(root, path)),
    );
    expect(missing.map(({ path, line }) => `line ${line}: ${path}`)).toEqual([]);
  });

  it("links only to files that exist", () => {
    const links = [...text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)].map(([, target]) => target).filter((target) => !/^[a-z]+:/.test(target));
    const broken = links.filter((target) => !existsSync(join(root, dirname(guide), target)));
    expect(broken.map((target) => relative(root, join(root, dirname(guide), target)))).toEqual([]);
  });

  it("runs only npm scripts that exist", () => {
    const named = [...text.matchAll(/npm run ([\w:-]+)/g)].map(([, script]) => script);
    expect(named.filter((script) => !scripts.includes(script))).toEqual([]);
  });

  it("names symbols where they are", () => {
    // "`ROUTES`, `src/lib/routes.ts`", "`ServiceData` in `src/…`", "`SERVICE_ICONS` (`src/…`)": the file must hold the name.
    const named = [...text.matchAll(/`([A-Za-z_]\w{3,})`(?:,| in| \()\s*`([^`]+\.(?:ts|tsx|mjs))`/g)].map(([, symbol, path]) => ({ symbol, path }));
    const wrong = named.filter(({ symbol, path }) => existsSync(join(root, path)) && !readFileSync(join(root, path), "utf8").includes(symbol));
    expect(wrong.map(({ symbol, path }) => `${symbol} is not in ${path}`)).toEqual([]);
  });
});

describe("the README's map of the house", () => {
  const readme = readFileSync(join(root, "README.md"), "utf8");
  const map = /## The house, folder by folder\n\n```\n([\s\S]*?)```/.exec(readme)?.[1] ?? "";
  /** Each entry: the path at the start of a line, and its description (the lines indented under it). */
  const entries = map.split(/\n(?=\S)/).map((entry) => ({ path: entry.split(/\s/)[0], text: entry }));
  const tracked = execSync("git ls-files", { cwd: root, encoding: "utf8" }).split("\n").filter(Boolean);
  /** The folders a newcomer meets: the top level's (not the dot-folders), and src/'s and e2e/'s. */
  const folders = [
    ...new Set(
      tracked.flatMap((file) => {
        const parts = file.split("/");
        const top = parts.length > 1 && !parts[0].startsWith(".") ? [`${parts[0]}/`] : [];
        const second = parts.length > 2 && ["src", "e2e"].includes(parts[0]) ? [`${parts[0]}/${parts[1]}/`] : [];
        return [...top, ...second];
      }),
    ),
  ];

  it("names only what exists", () => {
    expect(entries.map(({ path }) => path).filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });

  it("names every folder, as an entry or in its parent's entry", () => {
    const named = (folder: string) => {
      if (entries.some(({ path }) => path.startsWith(folder))) return true;
      const parent = `${folder.split("/")[0]}/`;
      const name = `${folder.split("/")[1]}/`;
      return entries.some(({ path, text }) => path === parent && text.includes(name));
    };
    expect(folders.filter((folder) => !named(folder))).toEqual([]);
  });
});

describe("CONTRIBUTING's recipe to add a language", () => {
  const recipe = /## Add a language\n([\s\S]*?)\n## /.exec(readFileSync(join(root, "CONTRIBUTING.md"), "utf8"))?.[1] ?? "";
  const steps = recipe.split("\n").filter((line) => /^\d+\. /.test(line));

  it("takes at most five steps, each in the list, the words, the content or the terms", () => {
    expect(steps.length).toBeGreaterThan(0);
    expect(steps.length).toBeLessThanOrEqual(5);
    expect(recipe).toContain("`src/lib/languages/`");
    expect(recipe).toContain(`\`src/words/${FIRST_LANGUAGE}/\``);
    expect(recipe).toContain("`npm run check:content`");
  });

  it("names the tests' pseudo-language, which is added that way, and its check", () => {
    expect(recipe).toContain("`scripts/pseudo-language.ts`");
    expect(recipe).toContain("`e2e/pseudo-language.spec.ts`");
  });
});
