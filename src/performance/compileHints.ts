/*
 * V8's explicit compile hint (v8.dev/blog/explicit-compile-hints): a first line `//# allFunctionsCalledOnLoad`
 * tells Chromium to compile every function of the script as it downloads, off the main thread. Our scripts' functions
 * nearly all run as soon as the script does (Gatsby's runtime, the layout, the page's components); without the hint
 * each was compiled on the main thread when first called, and that made the app chunk's start one task over 50 ms
 * on a phone (docs/decisions/compile-hints.md). Other browsers read the line as a comment.
 */
import type { Compiler, WebpackPluginInstance } from "webpack";

const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** Webpack plugin: the hint on the first line of every script, added after minifying (which drops comments) and before the source maps are written. */
export function compileHintsPlugin(): WebpackPluginInstance {
  return {
    apply(compiler: Compiler) {
      const { BannerPlugin, Compilation } = compiler.webpack;
      const stage = Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1;
      new BannerPlugin({ banner: COMPILE_HINT, raw: true, test: /\.js$/, stage }).apply(compiler);
    },
  };
}
