import type { ReporterDescription } from "@playwright/test";

/**
 * How a suite reports: the list, and its HTML report in playwright-report/<name>/. A shard of the publishing workflow
 * (CI_SHARD, `.ci/run`) writes a blob in blob-report/<name>/ instead, which the workflow merges with the other shards'
 * into one HTML report (job "report").
 */
export function reporter(name: string): ReporterDescription[] {
  const shard = process.env.CI_SHARD;
  if (shard) return [["list"], ["blob", { outputDir: `../blob-report/${name}`, fileName: `report-${shard.replace("/", "-of-")}.zip` }]];
  return [["list"], ["html", { open: "never", outputFolder: `../playwright-report/${name}` }]];
}
