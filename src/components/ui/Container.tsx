import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { bp, layout, space } from "../../theme/tokens";

export const containerStyle = css`
  width: 100%;
  max-width: ${layout.maxWidth};
  margin-inline: auto;
  padding-inline: ${space[5]};
`;

/** A page's two columns, side by side from the header's breakpoint and stacked below it; `columns` gives their widths. */
export const twoColumnsStyle = (columns: string) => css`
  ${containerStyle};
  display: grid;
  gap: ${space[7]};
  padding-block: ${space[7]};
  ${bp.nav} {
    grid-template-columns: ${columns};
    align-items: start;
  }
`;

export default function Container({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div css={containerStyle} className={className}>
      {children}
    </div>
  );
}
