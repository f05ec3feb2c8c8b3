// Prettier's defaults (double quotes, semicolons, trailing commas, two spaces) are the code's own style; its
// lines run to about 150 columns, which printWidth keeps rather than rewrapping every file at 80.
/** @type {import("prettier").Config} */
export default {
  printWidth: 150,
};
