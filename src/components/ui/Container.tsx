import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { layout, space } from "../../theme/tokens";

export const containerStyle = css`
  width: 100%;
  max-width: ${layout.maxWidth};
  margin-inline: auto;
  padding-inline: ${space[5]};
`;

export default function Container({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div css={containerStyle} className={className}>
      {children}
    </div>
  );
}
