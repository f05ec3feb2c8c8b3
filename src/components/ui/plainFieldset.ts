import { css } from "@emotion/react";

/** A fieldset laid out by its own styles, without the browser's frame, margins or least width; its legend without padding. */
export const plainFieldset = css`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
  }
`;
