// Gives each image of an article or notice the width and height of its file in static/, so that the browser keeps its
// place before it loads and the text under it never moves. gatsby-remark-images, the documented way, sizes only images
// that sit beside the Markdown file, where the content manager puts its uploads in static/images/uploads and writes
// them as "/images/uploads/<file>"; this step reads those files' sizes and nothing else (docs/decisions/article-images.md).
const { existsSync } = require("node:fs");
const { join } = require("node:path");
const sharp = require("sharp");

/** Every image node of a Markdown tree, however deep (in a link, a list, a table). */
const imagesIn = (node) => (node.type === "image" ? [node] : (node.children ?? []).flatMap(imagesIn));

/** The file of static/ that an image's address names, if there is one: the content check refuses any other image. */
function staticFile(url, staticDir) {
  if (!url.startsWith("/")) return undefined;
  try {
    const file = join(staticDir, decodeURIComponent(url.split(/[?#]/)[0]));
    return existsSync(file) ? file : undefined;
  } catch {
    return undefined;
  }
}

/** Sets `width`, `height`, lazy loading and async decoding on each image element the tree's images become. */
module.exports = async function imageSize({ markdownAST }, { staticDir = join(process.cwd(), "static") } = {}) {
  await Promise.all(
    imagesIn(markdownAST).map(async (node) => {
      const file = staticFile(node.url, staticDir);
      if (!file) return;
      const { width, height } = await sharp(file).metadata();
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, width, height, loading: "lazy", decoding: "async" } };
    }),
  );
  return markdownAST;
};
