import { css } from "@emotion/react";
import ButtonLink from "../ui/ButtonLink";
import CheckList from "../ui/CheckList";
import VisuallyHidden from "../ui/VisuallyHidden";
import { priceLabel, spokenPrice } from "../../lib/price";
import { planAnchor } from "../../lib/anchors";
import { price as priceWords } from "@words/pricing/price";
import { color, font, fontSize, headingType, radius, shadow, space } from "../../theme/tokens";
import { useWords } from "../../i18n/PageLanguage";
import type { Plan } from "../../lib/content/types/pricing";
import { planCard as words } from "@words/pricing/planCard";

const descriptionStyle = css({ color: color.inkMuted, fontSize: fontSize.base });
const featuresStyle = css({ flex: 1, marginBottom: space[5] });

interface PlanCardProps extends Omit<Plan, "features" | "comparison" | "estimateFit"> {
  /** What the plan includes: its compared rows, then its other features. */
  included: readonly string[];
}

const cardStyle = (popular: boolean) => css`
  position: relative;
  height: 100%;
  display: flex;
  flex-direction: column;
  padding: ${space[6]} ${space[5]} ${space[5]};
  background: ${color.surface};
  border: ${popular ? `2px solid ${color.gold}` : `1px solid ${color.line}`};
  border-radius: ${radius.lg};
  box-shadow: ${popular ? shadow.raised : shadow.card};
  h3 {
    font-size: ${fontSize.xl};
    margin-bottom: ${space[3]};
  }
`;

const badgeStyle = css`
  position: absolute;
  top: 0;
  left: 50%;
  transform: translate(-50%, -50%);
  padding: ${space[1]} ${space[4]};
  border-radius: ${radius.pill};
  background: ${color.gold};
  color: ${color.navyDeep};
  font-size: ${fontSize.sm};
  font-weight: 700;
  white-space: nowrap;
`;

const priceStyle = css`
  margin: 0 0 ${space[3]};
  color: ${color.navyDeep};
  ${headingType}
  font-size: ${fontSize["2xl"]};
  line-height: 1.1;
  small {
    margin-left: ${space[1]};
    font-family: ${font.body};
    font-size: ${fontSize.base};
    font-weight: 500;
    color: ${color.inkMuted};
  }
`;

/** One pricing plan: its price, what it includes, and how to choose it. */
export default function PlanCard({ id, title, price, description, included, popular, cta }: PlanCardProps) {
  const { popular: popularLabel, price: priceSaid } = useWords(words);
  const prices = useWords(priceWords);
  const { amount, unit } = priceLabel(price, prices);
  const headingId = planAnchor(id);
  return (
    <article css={cardStyle(popular)} aria-labelledby={headingId}>
      {popular && <p css={badgeStyle}>{popularLabel}</p>}
      <h3 id={headingId}>{title}</h3>
      <p css={priceStyle}>
        <span aria-hidden="true">
          {amount}
          {unit && <small>{unit}</small>}
        </span>
        <VisuallyHidden>{priceSaid(spokenPrice(price, prices))}</VisuallyHidden>
      </p>
      <p css={descriptionStyle}>{description}</p>
      <div css={featuresStyle}>
        <CheckList items={included} />
      </div>
      <ButtonLink to={encodeURI(cta.link)} variant={popular ? "primary" : "secondary"}>
        {cta.label}
        <VisuallyHidden>: {title}</VisuallyHidden>
      </ButtonLink>
    </article>
  );
}
