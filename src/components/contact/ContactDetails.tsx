import type { ReactNode } from "react";
import { css } from "@emotion/react";
import Icon from "../icons/Icon";
import SmartLink from "../ui/SmartLink";
import type { Firm } from "../../hooks/useFirm";
import { useWords } from "../../i18n/PageLanguage";
import { telHref } from "../../lib/links";
import { formatOpeningTimes } from "../../lib/hours";
import SpanishService from "./SpanishService";
import { color, font, fontSize, radius, space } from "../../theme/tokens";
import { contactDetails as words } from "@words/contact/contactDetails";
import { hours as hoursNames } from "@words/common/hours";

const spanishServiceStyle = css({ marginBottom: space[5] });
const hoursCaptionStyle = css({ display: "inline-flex", gap: space[2], alignItems: "center" });

const listStyle = css`
  list-style: none;
  margin: 0 0 ${space[6]};
  padding: 0;
  display: grid;
  gap: ${space[5]};
  li {
    display: flex;
    gap: ${space[4]};
  }
  h3 {
    font-family: ${font.body};
    font-size: ${fontSize.base};
    font-weight: 700;
    margin: 0 0 ${space[1]};
  }
  p,
  address {
    margin: 0;
    font-style: normal;
  }
`;

const iconStyle = css`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: ${radius.md};
  background: ${color.tealTint};
  color: ${color.teal};
`;

const hoursStyle = css`
  width: 100%;
  border-collapse: collapse;
  font-size: ${fontSize.base};
  th,
  td {
    padding: ${space[1]} 0;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${color.line};
  }
  th {
    font-weight: 600;
    padding-right: ${space[4]};
  }
  caption {
    text-align: left;
    font-weight: 700;
    margin-bottom: ${space[2]};
  }
`;

function Detail({ icon, title, children }: { icon: string; title: string; children: ReactNode }) {
  return (
    <li>
      <span css={iconStyle}>
        <Icon name={icon} />
      </span>
      <div>
        <h3>{title}</h3>
        {children}
      </div>
    </li>
  );
}

type ContactDetailsProps = Pick<Firm, "phone" | "email" | "address" | "hours" | "legalName" | "spanishService">;

/** How to reach the firm: phone, e-mail, the New York office, and business hours. */
export default function ContactDetails({ phone, email, address, hours, legalName, spanishService }: ContactDetailsProps) {
  const text = useWords(words);
  const hoursWords = useWords(hoursNames);
  return (
    <>
      <SpanishService ways={spanishService} css={spanishServiceStyle} />
      <ul css={listStyle}>
        <Detail icon="phone" title={text.phone}>
          <SmartLink to={telHref(phone)}>{phone}</SmartLink>
        </Detail>
        <Detail icon="mail" title={text.email}>
          <SmartLink to={`mailto:${email}`}>{email}</SmartLink>
        </Detail>
        <Detail icon="pin" title={text.office}>
          <address>
            {legalName}
            <br />
            {address.street}
            <br />
            {address.locality}, {address.region} {address.postalCode}
          </address>
        </Detail>
      </ul>
      <table css={hoursStyle}>
        <caption>
          <span css={hoursCaptionStyle}>
            <Icon name="clock" size={20} />
            {text.hours(hours.timezone)}
          </span>
        </caption>
        <tbody>
          {hours.days.map((day) => (
            <tr key={day.label}>
              <th scope="row">{day.label}</th>
              <td>{formatOpeningTimes(day, hoursWords)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
