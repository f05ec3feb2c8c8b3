import { css, type SerializedStyles } from "@emotion/react";
import { space } from "../../theme/tokens";

/**
 * A column of parts, a step of the spacing scale apart: `css={stack[4]}`. Each style is made once, here: a `css` prop
 * given an object or an array makes Emotion serialize and hash it again on every render, which a part of the tax
 * estimate pays on every keystroke.
 */
export const stack = Object.fromEntries(Object.entries(space).map(([step, gap]) => [step, css({ display: "grid", gap })])) as Record<
  keyof typeof space,
  SerializedStyles
>;
