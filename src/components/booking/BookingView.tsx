import { css } from "@emotion/react";
import PageHeader from "../ui/PageHeader";
import Section from "../ui/Section";
import CheckList from "../ui/CheckList";
import ButtonLink from "../ui/ButtonLink";
import SmartLink from "../ui/SmartLink";
import { twoColumnsStyle } from "../ui/Container";
import { plainList } from "../ui/plainList";
import DocumentsNotice from "../forms/DocumentsNotice";
import { useWords } from "../../i18n/PageLanguage";
import { telHref } from "../../lib/links";
import { priceLabel } from "../../lib/price";
import { planAnchor } from "../../lib/anchors";
import { price as priceWords } from "@words/pricing/price";
import { fontSize, radius, space } from "../../theme/tokens";
import { cardSurface } from "../ui/cardSurface";
import type { Booking } from "../../lib/content/types/booking";
import type { Plan } from "../../lib/content/types/pricing";
import { bookingView as words } from "@words/booking/bookingView";

const gridStyle = css`
  ${twoColumnsStyle("1.2fr 1fr")};
  h2 {
    font-size: ${fontSize.xl};
  }
`;

const pointsStyle = css`
  display: grid;
  gap: ${space[6]};
`;

const scheduleCard = css`
  padding: ${space[6]} ${space[5]};
  ${cardSurface};
  border-radius: ${radius.lg};
  & > p {
    margin: 0 0 ${space[5]};
  }
`;

const alternativesStyle = css`
  ${plainList};
  display: grid;
  gap: ${space[2]};
  margin: 0 0 ${space[5]};
  font-weight: 600;
`;

const planStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]} ${space[5]};
  align-items: baseline;
  justify-content: center;
  margin: 0;
  font-size: ${fontSize.lg};
  a {
    font-size: ${fontSize.base};
    font-weight: 700;
  }
`;

interface BookingViewProps {
  booking: Booking;
  /** The paid consultation's plan, in the page's language. */
  plan: Pick<Plan, "id" | "title" | "price">;
  /** Where the booking button leads (bookingTarget). */
  bookingLink: string;
  phone: string;
}

/** The Book a consultation page from its content: the free call, what to have ready, how to book, the paid consultation. */
export default function BookingView({ booking, plan, bookingLink, phone }: BookingViewProps) {
  const text = useWords(words);
  const prices = useWords(priceWords);
  const { covers, notCovered, prepare, paid, schedule } = booking;
  const price = priceLabel(plan.price, prices);
  return (
    <>
      <PageHeader title={booking.intro.title}>{booking.intro.text}</PageHeader>
      <div css={gridStyle}>
        <div css={pointsStyle}>
          {[
            { id: "covers", points: covers, icon: "check" as const },
            { id: "not-covered", points: notCovered, icon: "close" as const },
            { id: "prepare", points: prepare, icon: "check" as const },
          ].map(({ id, points, icon }) => (
            <section key={id} aria-labelledby={`${id}-heading`}>
              <h2 id={`${id}-heading`}>{points.title}</h2>
              <CheckList items={points.items} icon={icon} />
              {id === "prepare" && (
                <p>
                  <SmartLink to="/what-to-bring">{text.whatToBring}</SmartLink>
                </p>
              )}
            </section>
          ))}
        </div>
        <section aria-labelledby="schedule-heading" css={scheduleCard}>
          <h2 id="schedule-heading">{schedule.title}</h2>
          <p>{schedule.text}</p>
          <p>
            <ButtonLink to={bookingLink}>{schedule.button}</ButtonLink>
          </p>
          <p>{schedule.alternatives}</p>
          <ul css={alternativesStyle}>
            <li>
              <SmartLink to={telHref(phone)}>{text.call(phone)}</SmartLink>
            </li>
            <li>
              <SmartLink to="/contact">{text.write}</SmartLink>
            </li>
          </ul>
          <DocumentsNotice />
        </section>
      </div>
      <Section id="paid-consultation" title={paid.title} intro={paid.text} tone="tinted">
        <p css={planStyle}>
          <strong>
            {plan.title}: {price.amount}
            {price.unit && ` ${price.unit}`}
          </strong>
          <SmartLink to={`/pricing#${planAnchor(plan.id)}`}>{text.plan}</SmartLink>
        </p>
      </Section>
    </>
  );
}
