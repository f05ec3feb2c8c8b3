/*
 * `npm run lint` checks the publishing workflow offline with actionlint (docs/decisions/workflow-checker.md): a copy of
 * the workflow with a mistyped key, or with a `needs` that names no job, fails it, naming the line.
 */
import { execSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { removeTemporaryFolders, temporaryFolder } from "../src/node/content/testContent";

const root = join(__dirname, "..");
const WORKFLOW = readFileSync(join(root, ".github/workflows/site.yml"), "utf8");
const { scripts } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: Record<string, string> };

/** What `npm run lint:workflows` (a part of `npm run lint`) says of `workflow`, run beside it, and whether it passed. */
function lint(workflow: string): { passed: boolean; output: string } {
  const folder = temporaryFolder();
  mkdirSync(join(folder, ".github/workflows"), { recursive: true });
  writeFileSync(join(folder, ".github/workflows/site.yml"), workflow);
  const env = { ...process.env, PATH: `${join(root, "node_modules/.bin")}:${process.env.PATH}` };
  expect(scripts.lint).toContain("npm run lint:workflows");
  try {
    return { passed: true, output: execSync(scripts["lint:workflows"], { cwd: folder, encoding: "utf8", env }) };
  } catch (error) {
    return { passed: false, output: (error as { stdout: string }).stdout };
  }
}

/** `workflow` with the first `from` made `to`, which must be in it. */
function changed(from: string, to: string): string {
  expect(WORKFLOW).toContain(from);
  return WORKFLOW.replace(from, to);
}

// Each test runs the checker as its own process, which a loaded machine takes seconds to start.
describe("the workflow checker of npm run lint", { timeout: 30_000 }, () => {
  afterAll(removeTemporaryFolders);

  it("passes the workflow as it is", () => expect(lint(WORKFLOW)).toMatchObject({ passed: true }));

  it("fails a mistyped key, naming it", () => {
    const { passed, output } = lint(changed("    timeout-minutes: 30\n", "    timeout-minute: 30\n"));
    expect(passed).toBe(false);
    expect(output).toContain('unexpected key "timeout-minute" for "job" section');
  });

  it("fails a needs that names no job", () => {
    const { passed, output } = lint(changed("    needs: [changes, build]\n", "    needs: [changes, built]\n"));
    expect(passed).toBe(false);
    expect(output).toContain('needs job "built" which does not exist in this workflow');
  });
});
