import { css } from "@emotion/react";
import ButtonLink from "../ui/ButtonLink";
import { framedPanel } from "../ui/framedPanel";
import SmartLink from "../ui/SmartLink";
import { useClientServices } from "../../hooks/useClientServices";
import { useWords } from "../../i18n/PageLanguage";
import type { ClientServiceLinks } from "../../lib/clientServices";
import { telHref } from "../../lib/links";
import { color, fontSize, space } from "../../theme/tokens";
import { documentsNotice as noticeWords } from "@words/forms/documentsNotice";

const panelStyle = css`
  ${framedPanel};
  display: grid;
  gap: ${space[3]};
  h2 {
    margin: 0;
    font-size: ${fontSize.lg};
  }
  p {
    margin: 0;
  }
  @media print {
    display: none;
  }
`;

const actionsStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
`;

const quietStyle = css`
  font-size: ${fontSize.sm};
  color: ${color.inkMuted};
`;

/**
 * Where a client sends documents and pays: buttons to the firm's own services where it has set them, and otherwise
 * how documents and payments reach the firm. Never a file or a card field here. On What to bring and the account pages.
 */
interface ClientServicesPanelProps {
  firm: ClientServiceLinks & { phone: string };
  /** Whether the panel also leads to What to bring (on the account pages; What to bring is where it stands otherwise). */
  checklist?: boolean;
  className?: string;
}

export default function ClientServicesPanel({ firm, checklist = false, className }: ClientServicesPanelProps) {
  const { text, upload, payment, links } = useClientServices(firm);
  const { phone } = firm;
  const { withoutPortal } = useWords(noticeWords);
  return (
    <section css={panelStyle} className={className} aria-labelledby="client-services">
      <h2 id="client-services">{text.heading}</h2>
      {links.length > 0 && (
        <div css={actionsStyle}>
          {upload && <ButtonLink to={upload}>{text.upload}</ButtonLink>}
          {payment && (
            <ButtonLink to={payment} variant="secondary">
              {text.payment}
            </ButtonLink>
          )}
        </div>
      )}
      {!upload && <p>{withoutPortal}</p>}
      {!payment && (
        <p>
          {text.paymentByPhone.before}
          <SmartLink to={telHref(phone)}>{phone}</SmartLink>
          {text.paymentByPhone.after}
        </p>
      )}
      <p css={quietStyle}>
        {text.noCards} {links.length > 0 && text.ownPages}
      </p>
      {checklist && (
        <p>
          <SmartLink to="/what-to-bring">{text.checklist}</SmartLink>
        </p>
      )}
    </section>
  );
}
