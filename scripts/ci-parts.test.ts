/*
 * The parts of `.ci/run` (its --list) are `npm test` taken apart: every npm script that `npm test` runs is run by a
 * part, and a part runs only scripts that exist. So running every part, side by side as the publishing workflow does,
 * tests what `bash .ci/run` tests. The workflow's jobs run every part (.github/workflows/site.yml).
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(__dirname, "..");
const { scripts } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: Record<string, string> };

/** The npm scripts a command line runs: `npm run name` and concurrently's `npm:name`. */
const scriptsRunBy = (command: string) => [...command.matchAll(/(?:npm run |npm:)([\w:-]+)/g)].map((match) => match[1]);

const parts = new Map(
  execFileSync("bash", [".ci/run", "--list"], { cwd: root, encoding: "utf8" })
    .trim()
    .split("\n")
    .map((line) => {
      const [, name, command] = /^(\S+)\s+(.*)$/.exec(line)!;
      return [name, command] as const;
    }),
);

describe("the parts of .ci/run", () => {
  it("run every script that npm test runs", () => {
    const byParts = new Set([...parts.values()].flatMap(scriptsRunBy));
    const test = scriptsRunBy(scripts.test);
    expect(test.length).toBeGreaterThan(0);
    expect(test.filter((script) => !byParts.has(script))).toEqual([]);
  });

  it("run only scripts that exist", () => {
    for (const [name, command] of parts)
      expect(
        scriptsRunBy(command).filter((script) => !(script in scripts)),
        name,
      ).toEqual([]);
  });

  it("are each run by the publishing workflow", () => {
    const workflow = readFileSync(join(root, ".github/workflows/site.yml"), "utf8");
    const named = new Set([...workflow.matchAll(/\bpart: (\w+)/g), ...workflow.matchAll(/CI_PART: (\w+)/g)].map((match) => match[1]));
    expect([...parts.keys()].filter((part) => !named.has(part))).toEqual([]);
  });

  it("refuse a part that does not exist, naming the parts", () => {
    let message = "";
    try {
      execFileSync("bash", [".ci/run"], { cwd: root, encoding: "utf8", stdio: "pipe", env: { ...process.env, CI_PART: "chromiun" } });
    } catch (error) {
      message = (error as { stderr: string }).stderr;
    }
    expect(message).toContain('No part named "chromiun"; the parts are: checks');
  });
});
