import { css } from "@emotion/react";

/** A list laid out by its own styles, without bullets or the browser's indents. */
export const plainList = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;
