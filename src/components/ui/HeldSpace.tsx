import { css } from "@emotion/react";

/*
 * A text that will change once the page has started (the deadlines' words, once they are counted from the
 * visitor's own date), in a space as tall as either text: the other one is laid out too, out of sight, so the
 * change moves nothing under it. The other text is a hidden pseudo-element, in no one's reading of the page.
 */
const heldStyle = css`
  display: grid;
  > span,
  &::after {
    grid-area: 1 / 1;
  }
  &::after {
    content: attr(data-other);
    visibility: hidden;
  }
`;

interface HeldSpaceProps {
  /** The text shown. */
  children: string;
  /** The text it changes to, or from: the space fits it too. */
  other: string;
}

export default function HeldSpace({ children, other }: HeldSpaceProps) {
  return (
    <span css={heldStyle} data-other={other}>
      <span>{children}</span>
    </span>
  );
}
