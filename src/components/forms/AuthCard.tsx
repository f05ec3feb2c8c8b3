import type { ReactNode } from "react";
import { css } from "@emotion/react";
import DocumentsNotice from "./DocumentsNotice";
import ClientServicesPanel from "../clientServices/ClientServicesPanel";
import { useFirm } from "../../hooks/useFirm";
import { color, fontSize, radius, space } from "../../theme/tokens";
import { cardSurface } from "../ui/cardSurface";

const documentsNoticeStyle = css({ marginBottom: space[5] });

const pageStyle = css`
  padding: ${space[7]} ${space[4]} ${space[8]};
  background: linear-gradient(180deg, ${color.tealTint} 0%, ${color.paper} 60%);
`;

const cardStyle = css`
  max-width: 28rem;
  margin: 0 auto;
  padding: ${space[6]} ${space[5]};
  ${cardSurface};
  border-radius: ${radius.lg};
  h1 {
    font-size: ${fontSize["2xl"]};
    text-align: center;
  }
`;

const introStyle = css`
  text-align: center;
  color: ${color.inkMuted};
  font-size: ${fontSize.base};
  margin-bottom: ${space[5]};
`;

const panelStyle = css`
  max-width: 28rem;
  margin: ${space[6]} auto 0;
`;

const footerStyle = css`
  margin: ${space[5]} 0 0;
  text-align: center;
  font-size: ${fontSize.base};
  a {
    font-weight: 700;
  }
`;

interface AuthCardProps {
  title: string;
  intro: string;
  children: ReactNode;
  /** The links under the form (to the other account screens), if any. */
  footer?: ReactNode;
}

/**
 * The centred card that holds an account screen (login, signup, forgot password), with the notice on what never to
 * type in; and below it where a client sends documents and pays.
 */
export default function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  return (
    <div css={pageStyle}>
      <div css={cardStyle}>
        <h1>{title}</h1>
        <p css={introStyle}>{intro}</p>
        <DocumentsNotice css={documentsNoticeStyle} />
        {children}
        {footer && <p css={footerStyle}>{footer}</p>}
      </div>
      <ClientServicesPanel firm={useFirm()} checklist css={panelStyle} />
    </div>
  );
}
