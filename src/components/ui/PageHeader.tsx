import type { ReactNode } from "react";
import { css } from "@emotion/react";
import Container from "./Container";
import { color, fontSize, space, bp } from "../../theme/tokens";

const style = css`
  background: linear-gradient(180deg, ${color.tealTint} 0%, ${color.paper} 100%);
  padding-block: ${space[7]} ${space[6]};
  text-align: center;
  ${bp.md} {
    padding-block: ${space[8]} ${space[7]};
  }
  @media print {
    padding-block: 0 ${space[3]};
    background: none;
  }
  p {
    max-width: 40rem;
    margin-inline: auto;
    font-size: ${fontSize.lg};
    color: ${color.inkMuted};
  }
`;

/** The top band of an inner page: the page's one h1 and a sentence about it. */
export default function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div css={style}>
      <Container>
        <h1>{title}</h1>
        {children && <p>{children}</p>}
      </Container>
    </div>
  );
}
