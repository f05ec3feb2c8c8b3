import { css } from "@emotion/react";

/**
 * Hidden on screen, read by assistive technology. An element takes the page-wide class (GlobalStyles.tsx): an
 * element with Emotion's `css` prop is drawn through three components of its own, which the tax estimate pays for
 * each amount it says aloud at each keystroke. A style that hides at some widths only composes the rules.
 */
export const visuallyHiddenRules = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

/** The page-wide class of `visuallyHiddenRules`: `className={VISUALLY_HIDDEN}`. */
export const VISUALLY_HIDDEN = "visually-hidden";
