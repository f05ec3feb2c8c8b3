import { Global, css } from "@emotion/react";
import { color, font, fontSize, headingType, motion, palette, space } from "./tokens";
import { VISUALLY_HIDDEN, visuallyHiddenRules } from "./visuallyHidden";
import { LANGUAGE_LIST } from "../lib/languages";

/** The body's type in the source language, then in each language whose typography is another (src/lib/languages/). */
const [sourceLanguage, ...otherLanguages] = LANGUAGE_LIST;
const bodyType = ({ fontFamily, lineHeight }: { fontFamily?: string; lineHeight: number }) =>
  `font-family: ${fontFamily ?? font.body}; line-height: ${lineHeight};`;
const languageType = otherLanguages
  .filter(({ typography }) => bodyType(typography) !== bodyType(sourceLanguage.typography))
  .map(({ code, typography }) => `html[lang="${code}"] body { ${bodyType(typography)} }`)
  .join("\n");

const customProperties = Object.entries(palette)
  .map(([key, value]) => `--color-${key}: ${value};`)
  .join("\n");

const styles = css`
  :root {
    ${customProperties}
  }
  ${languageType}
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    scroll-padding-top: 6rem;
  }
  body {
    margin: 0;
    ${bodyType(sourceLanguage.typography)}
    font-size: ${fontSize.md};
    color: ${color.ink};
    background: ${color.paper};
    -webkit-font-smoothing: antialiased;
    /* A word longer than its line (an address, a long word of a language) breaks rather than widen the page. */
    overflow-wrap: break-word;
  }
  h1,
  h2,
  h3,
  h4 {
    ${headingType}
    color: ${color.navyDeep};
    line-height: 1.2;
    margin: 0 0 ${space[4]};
    text-wrap: balance;
  }
  h1 {
    font-size: ${fontSize["3xl"]};
  }
  h2 {
    font-size: ${fontSize["2xl"]};
  }
  h3 {
    font-size: ${fontSize.lg};
  }
  p {
    margin: 0 0 ${space[4]};
  }
  a {
    color: ${color.teal};
    text-underline-offset: 0.2em;
  }
  a:hover {
    color: ${color.navy};
  }
  img,
  svg {
    max-width: 100%;
  }
  :focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: 3px;
    border-radius: 2px;
  }
  .${VISUALLY_HIDDEN} {
    ${visuallyHiddenRules}
  }
  ${motion.reduce} {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

export default function GlobalStyles() {
  return <Global styles={styles} />;
}
