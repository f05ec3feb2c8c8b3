// Webpack loader (src/node/pageLanguageModules.ts): a page's module imports, first, the module handing the shell its
// words in the page's language. On the first line, so that the page's source map keeps its lines.
module.exports = function handShellWords(source) {
  return `import ${JSON.stringify(this.getOptions().words)};${source}`;
};
