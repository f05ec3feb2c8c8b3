import { css } from "@emotion/react";
import ButtonLink from "./ButtonLink";
import BookingInvite from "../booking/BookingInvite";
import { color, fontSize, radius, space } from "../../theme/tokens";
import { contactForService } from "../../lib/links";
import { CHOICE_KEYS } from "../../lib/forms/serviceOptions";

const style = css`
  margin-top: ${space[7]};
  padding: ${space[6]};
  border-radius: ${radius.lg};
  background: ${color.goldTint};
  text-align: center;
  h2 {
    font-size: ${fontSize.xl};
  }
  p {
    max-width: 40rem;
    margin: 0 auto ${space[5]};
    color: ${color.ink};
  }
`;

interface QuoteBandProps {
  title: string;
  text: string;
  linkLabel: string;
}

/** An invitation to ask for a quote for needs that no listed service or plan covers, or to book a free call first. */
export default function QuoteBand({ title, text, linkLabel }: QuoteBandProps) {
  return (
    <aside css={style} aria-label={title}>
      <h2>{title}</h2>
      <p>{text}</p>
      <ButtonLink to={contactForService(CHOICE_KEYS.customQuoteRequest)}>{linkLabel}</ButtonLink>
      <BookingInvite />
    </aside>
  );
}
