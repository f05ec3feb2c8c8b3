import { css } from "@emotion/react";
import SmartLink from "../ui/SmartLink";
import { clientServices } from "../../lib/clientServices";
import { useFirm } from "../../hooks/useFirm";
import { useWords } from "../../i18n/PageLanguage";
import { documentsNotice } from "../../lib/forms/documentsNotice";
import { color, fontSize, radius, space } from "../../theme/tokens";
import { documentsNotice as words } from "@words/forms/documentsNotice";

const style = css`
  margin: 0;
  padding: ${space[3]} ${space[4]};
  border-left: 4px solid ${color.teal};
  border-radius: ${radius.sm};
  background: ${color.tealTint};
  font-size: ${fontSize.sm};
  line-height: 1.5;
  p {
    margin: 0;
  }
  p + p {
    margin-top: ${space[1]};
  }
  strong {
    font-weight: 700;
  }
`;

/**
 * Never type a Social Security number, an ITIN or a document here, and how the firm exchanges documents instead:
 * its secure portal or upload link (the firm's details, src/lib/clientServices.ts) or in person. On every form and on the booking page.
 */
export default function DocumentsNotice({ className }: { className?: string }) {
  const { upload } = clientServices(useFirm());
  const { label, warning, exchange } = documentsNotice(upload, useWords(words));
  return (
    <div role="note" aria-label={label} css={style} className={className}>
      <p>
        <strong>{warning}</strong>
      </p>
      <p>
        {exchange.before}
        {exchange.link && upload && <SmartLink to={upload}>{exchange.link}</SmartLink>}
        {exchange.after}
      </p>
    </div>
  );
}
