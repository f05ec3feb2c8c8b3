import { css } from "@emotion/react";
import ButtonLink, { buttonStyle } from "../ui/ButtonLink";
import SmartLink from "../ui/SmartLink";
import VisuallyHidden from "../ui/VisuallyHidden";
import { planFinder as finderWords } from "@words/planFinder/planFinder";
import { BOOKING_LINK, inquiryLink, type FinderResult } from "../../lib/planFinder/result";
import { priceLabel, spokenPrice } from "../../lib/price";
import { price as priceWords } from "@words/pricing/price";
import { useWords } from "../../i18n/PageLanguage";
import { color, font, fontSize, headingType, space } from "../../theme/tokens";

const reasonStyle = css({ marginBottom: space[2] });

const resultStyle = css`
  h3 {
    font-size: ${fontSize.xl};
    margin-bottom: ${space[1]};
  }
  h3 small {
    display: block;
    font-family: ${font.body};
    font-size: ${fontSize.sm};
    font-weight: 600;
    color: ${color.inkMuted};
  }
  h4 {
    font-size: ${fontSize.md};
    margin: ${space[5]} 0 ${space[2]};
  }
`;

const priceStyle = css`
  margin: 0 0 ${space[3]};
  color: ${color.navyDeep};
  ${headingType}
  font-size: ${fontSize["2xl"]};
  small {
    margin-left: ${space[1]};
    font-size: ${fontSize.base};
    color: ${color.inkMuted};
  }
`;

const bulletStyle = css`
  margin: 0;
  padding-left: ${space[5]};
  list-style: disc;
  li + li {
    margin-top: ${space[1]};
  }
`;

const Bullets = ({ items }: { items: readonly string[] }) => (
  <ul css={bulletStyle}>
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

const actionsStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
  margin-top: ${space[5]};
`;

const nextStyle = css({ margin: `${space[4]} 0 0` });

/** The finder's answer: the plan and its price, why, what would raise the price, and where to go next. */
export default function ResultView({ result, onRestart }: { result: FinderResult; onRestart: () => void }) {
  const text = useWords(finderWords);
  const prices = useWords(priceWords);
  const { plan, reason, echoes, raisedBy } = result;
  const { amount, unit } = priceLabel(plan.price, prices);
  const priced = (price: string) => Object.values(priceLabel(price, prices)).filter(Boolean).join(" ");
  return (
    <div css={resultStyle}>
      <h3 tabIndex={-1}>
        <small>{text.resultLead}</small>
        {plan.title}
      </h3>
      <p css={priceStyle}>
        <span aria-hidden="true">
          {amount}
          {unit && <small>{unit}</small>}
        </span>
        <VisuallyHidden>{text.price(spokenPrice(plan.price, prices))}</VisuallyHidden>
      </p>
      <h4>{text.why}</h4>
      <p css={reasonStyle}>{reason}.</p>
      <Bullets items={echoes} />
      {raisedBy.length > 0 && (
        <>
          <h4>{text.raise}</h4>
          <Bullets items={raisedBy.map((dearer) => `${dearer.plan.title} (${priced(dearer.plan.price)}): ${dearer.reason}`)} />
        </>
      )}
      <div css={actionsStyle}>
        <ButtonLink to={encodeURI(BOOKING_LINK)}>{text.book}</ButtonLink>
        <ButtonLink to={encodeURI(inquiryLink(plan))} variant="secondary">
          {text.inquire(plan.title)}
        </ButtonLink>
        <button type="button" css={buttonStyle("secondary")} onClick={onRestart}>
          {text.again}
        </button>
      </div>
      <p css={nextStyle}>
        <SmartLink to="/what-to-bring">{text.whatToBring}</SmartLink>
      </p>
    </div>
  );
}
