import { css } from "@emotion/react";
import ButtonLink from "../ui/ButtonLink";
import Icon, { type IconName } from "../icons/Icon";
import { bp, color, fontSize, radius, space } from "../../theme/tokens";
import type { Home } from "../../lib/content/types/home";

type FeatureBandProps = Home["deadlines" | "estimator"] & {
  /** The heading's id, which names the band. */
  id: string;
  icon: IconName;
  /** The page it leads to, in English. */
  to: string;
};

const bandStyle = css`
  display: grid;
  gap: ${space[4]};
  align-items: center;
  padding: ${space[6]} ${space[5]};
  border-radius: ${radius.lg};
  background: ${color.goldTint};
  ${bp.md} {
    grid-template-columns: auto 1fr auto;
    gap: ${space[5]};
    padding: ${space[6]};
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

/** A band of the home page that leads to one of the site's tools: the deadline calendar, the tax estimate. */
export default function FeatureBand({ id, icon, to, title, text, linkLabel }: FeatureBandProps) {
  return (
    <section css={bandStyle} aria-labelledby={id}>
      <span css={iconStyle}>
        <Icon name={icon} size={28} />
      </span>
      <div>
        <h2 id={id}>{title}</h2>
        <p>{text}</p>
      </div>
      <div>
        <ButtonLink to={to}>{linkLabel}</ButtonLink>
      </div>
    </section>
  );
}
