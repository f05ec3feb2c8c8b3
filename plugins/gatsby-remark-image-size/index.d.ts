import type { Root } from "mdast";

/** Gives each image of `markdownAST` that shows a file of `staticDir` that file's width and height. */
export default function imageSize(api: { markdownAST: Root }, options?: { staticDir?: string }): Promise<Root>;
