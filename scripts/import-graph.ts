/*
 * The house drawn from its imports: every module of src/ (tests aside: nothing imports them) and what it imports,
 * resolved as TypeScript resolves it, type-only imports included (a type imported back up is the first thread of a
 * circle). Dependencies point down the layers, pages → views → hooks → src/lib → words, and run in no circle.
 * scripts/import-graph.test.ts holds the house to it; `npx tsx scripts/import-graph.ts` prints what breaks it.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

/**
 * Each folder of src/ and its layer: a module imports from its own layer or the ones below, never above. The build's
 * jobs and the content manager are entries, as the pages are: Gatsby calls them, nothing of ours imports them.
 */
export const LAYERS: Record<string, number> = {
  pages: 5,
  templates: 5,
  cms: 5,
  node: 5,
  components: 4,
  hooks: 3,
  i18n: 3,
  performance: 3,
  theme: 2,
  lib: 1,
  words: 0,
};

/** Folders of src/ that hold no module of ours: images, and declarations of what the bundler imports. */
const NO_MODULES = new Set(["images", "types"]);

export interface Import {
  from: string;
  to: string;
}

export interface ImportGraph {
  /** Every module, by its path from the repository's root. */
  modules: string[];
  imports: Import[];
}

const isModule = (name: string) => /\.tsx?$/.test(name) && !name.endsWith(".d.ts") && !/\.test\.tsx?$/.test(name);

function modulesUnder(root: string, dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return modulesUnder(root, path);
    return isModule(entry.name) ? [path] : [];
  });
}

/** The modules of src/ under `root` and their imports of one another. */
export function importGraph(root: string): ImportGraph {
  const config = ts.readConfigFile(join(root, "tsconfig.json"), (path) => ts.sys.readFile(path));
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const modules = modulesUnder(root, "src").filter((path) => !NO_MODULES.has(path.split("/")[1]));
  const known = new Set(modules);
  const imports = modules.flatMap((from) => {
    const { importedFiles } = ts.preProcessFile(readFileSync(join(root, from), "utf8"), true, true);
    return importedFiles.flatMap(({ fileName }) => {
      const resolved = ts.resolveModuleName(fileName, join(root, from), options, ts.sys).resolvedModule;
      const to = resolved && relative(root, resolved.resolvedFileName);
      return to && known.has(to) ? [{ from, to }] : [];
    });
  });
  return { modules, imports };
}

/** The layer of a module of src/; undefined for a folder the map does not know. */
export const layerOf = (path: string): number | undefined => LAYERS[path.split("/")[1]];

/** Imports that run back up the layers. */
export const importsUp = ({ imports }: ImportGraph): Import[] => imports.filter(({ from, to }) => (layerOf(to) ?? 0) > (layerOf(from) ?? Infinity));

/** The import circles: each set of modules that reach one another (a strongly connected component, Tarjan's). */
export function circles({ modules, imports }: ImportGraph): string[][] {
  const next = new Map(modules.map((path) => [path, [] as string[]]));
  for (const { from, to } of imports) next.get(from)!.push(to);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (path: string) => {
    index.set(path, index.size);
    low.set(path, index.get(path)!);
    stack.push(path);
    onStack.add(path);
    for (const to of next.get(path)!) {
      if (!index.has(to)) {
        visit(to);
        low.set(path, Math.min(low.get(path)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(path, Math.min(low.get(path)!, index.get(to)!));
    }
    if (low.get(path) !== index.get(path)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== path);
    if (component.length > 1 || next.get(path)!.includes(path)) found.push(component.sort());
  };
  for (const path of modules) if (!index.has(path)) visit(path);
  return found;
}

if (process.argv[1]?.endsWith("import-graph.ts")) {
  const graph = importGraph(join(import.meta.dirname, ".."));
  const up = importsUp(graph);
  const found = circles(graph);
  console.log(`${graph.modules.length} modules, ${graph.imports.length} imports`);
  console.log(`\n${found.length} import circles:`);
  for (const circle of found) console.log(`  ${circle.join(" ↔ ")}`);
  console.log(`\n${up.length} imports that run back up the layers:`);
  for (const { from, to } of up) console.log(`  ${from} → ${to}`);
  const unknown = graph.modules.filter((path) => layerOf(path) === undefined);
  if (unknown.length) console.log(`\nModules in a folder without a layer:\n  ${unknown.join("\n  ")}`);
}
