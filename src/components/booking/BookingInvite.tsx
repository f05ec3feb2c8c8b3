import { css } from "@emotion/react";
import Icon from "../icons/Icon";
import SmartLink from "../ui/SmartLink";
import { useWords } from "../../i18n/PageLanguage";
import { color, fontSize, space } from "../../theme/tokens";
import { bookingInvite as words } from "@words/booking/bookingInvite";

const style = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  align-items: center;
  justify-content: center;
  margin: ${space[6]} 0 0;
  font-size: ${fontSize.base};
  color: ${color.inkMuted};
  svg {
    color: ${color.teal};
  }
  a {
    font-weight: 700;
  }
`;

/** The small link to the Book a consultation page, the same on the services, pricing and contact pages. */
export default function BookingInvite({ className }: { className?: string }) {
  const { lead, link } = useWords(words);
  return (
    <div css={style} className={className}>
      <Icon name="calendar" size={20} />
      <span>{lead}</span>
      <SmartLink to="/book">{link}</SmartLink>
    </div>
  );
}
