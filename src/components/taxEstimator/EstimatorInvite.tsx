import { css } from "@emotion/react";
import Icon from "../icons/Icon";
import SmartLink from "../ui/SmartLink";
import { useWords } from "../../i18n/PageLanguage";
import { color, fontSize, radius, space } from "../../theme/tokens";
import { estimatorInvite as words } from "@words/estimatorInvite/estimatorInvite";

const style = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]} ${space[3]};
  margin: 0;
  padding: ${space[3]} ${space[4]};
  border: 1px solid ${color.line};
  border-radius: ${radius.md};
  background: ${color.surface};
  font-size: ${fontSize.base};
  svg {
    color: ${color.teal};
  }
  a {
    font-weight: 600;
  }
`;

/** A line that leads to the tax estimate from the pages a visitor reads before asking what they owe (prices, deadlines). */
export default function EstimatorInvite({ className }: { className?: string }) {
  const text = useWords(words);
  return (
    <p css={style} className={className}>
      <Icon name="calculator" />
      <span>{text.text}</span>
      <SmartLink to="/tax-estimator">{text.link}</SmartLink>
    </p>
  );
}
