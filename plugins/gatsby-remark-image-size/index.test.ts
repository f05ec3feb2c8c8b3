import { mkdtempSync, mkdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fromMarkdown from "mdast-util-from-markdown";
import type { Image } from "mdast";
import sharp from "sharp";
import { afterAll, beforeAll, expect, test } from "vitest";
import imageSize from ".";

const staticDir = mkdtempSync(join(tmpdir(), "image-size-"));
beforeAll(async () => {
  mkdirSync(join(staticDir, "images", "uploads"), { recursive: true });
  const png = (width: number, height: number, file: string) =>
    sharp({ create: { width, height, channels: 3, background: "#ffffff" } })
      .png()
      .toFile(join(staticDir, "images", "uploads", file));
  await Promise.all([png(640, 360, "wide chart.png"), png(90, 120, "portrait.png")]);
});
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

const imagesOf = (node: { type: string; children?: unknown[] }): Image[] =>
  node.type === "image" ? [node as Image] : ((node.children ?? []) as (typeof node)[]).flatMap(imagesOf);

test("each image of a file of static/ takes that file's width and height, however deep it sits", async () => {
  const tree = fromMarkdown("![A chart](/images/uploads/wide%20chart.png)\n\n- [![A portrait](/images/uploads/portrait.png)](/about)\n");
  await imageSize({ markdownAST: tree }, { staticDir });
  expect(imagesOf(tree).map((image) => image.data?.hProperties)).toEqual([
    { width: 640, height: 360, loading: "lazy", decoding: "async" },
    { width: 90, height: 120, loading: "lazy", decoding: "async" },
  ]);
});

test("an image that names no file of static/ is left as written, for the content check to name", async () => {
  const tree = fromMarkdown("![Gone](/images/uploads/gone.png) ![Elsewhere](https://example.com/a.png) ![Broken](/images/%E0.png)\n");
  await imageSize({ markdownAST: tree }, { staticDir });
  expect(imagesOf(tree).map((image) => image.data)).toEqual([undefined, undefined, undefined]);
});
