import { css } from "@emotion/react";
import Container from "../ui/Container";
import ButtonLink from "../ui/ButtonLink";
import Icon from "../icons/Icon";
import { bp, color, fontSize, radius, space } from "../../theme/tokens";

export interface DeadlinesBandContent {
  title: string;
  text: string;
  linkLabel: string;
}

const bandStyle = css`
  display: grid;
  gap: ${space[4]};
  align-items: center;
  margin-bottom: ${space[8]};
  padding: ${space[6]} ${space[5]};
  border-radius: ${radius.lg};
  background: ${color.goldTint};
  ${bp.md} {
    grid-template-columns: auto 1fr auto;
    gap: ${space[5]};
    padding: ${space[6]};
    margin-bottom: ${space[9]};
  }
  h2 {
    font-size: ${fontSize.xl};
    margin-bottom: ${space[2]};
  }
  p {
    margin: 0;
    font-size: ${fontSize.base};
  }
`;

const iconStyle = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3.5rem;
  height: 3.5rem;
  border-radius: ${radius.md};
  background: ${color.surface};
  color: ${color.goldDark};
`;

/** The home page's way to the tax-deadline calendar. */
export default function DeadlinesBand({ title, text, linkLabel }: DeadlinesBandContent) {
  return (
    <Container>
      <section css={bandStyle} aria-labelledby="deadlines-band">
        <span css={iconStyle}>
          <Icon name="calendar" size={28} />
        </span>
        <div>
          <h2 id="deadlines-band">{title}</h2>
          <p>{text}</p>
        </div>
        <div>
          <ButtonLink to="/tax-deadlines">{linkLabel}</ButtonLink>
        </div>
      </section>
    </Container>
  );
}
