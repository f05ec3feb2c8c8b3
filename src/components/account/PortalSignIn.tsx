import { css } from "@emotion/react";
import ButtonLink from "../ui/ButtonLink";
import SmartLink from "../ui/SmartLink";
import AuthCard from "../forms/AuthCard";
import { useFirm } from "../../hooks/useFirm";
import { useWords } from "../../i18n/PageLanguage";
import { space } from "../../theme/tokens";
import { portal as words } from "@words/account/portal";

const actionStyle = css`
  display: grid;
  margin-top: ${space[2]};
`;

/**
 * An account page where the firm's details name a client portal (`portalUrl`): clients sign in there, so the page
 * leads there instead of showing a form with no account behind it. Where none is named, the pages keep their forms.
 */
export default function PortalSignIn({ page, portalUrl }: { page: "login" | "signup" | "forgotPassword"; portalUrl: string }) {
  const { brand } = useFirm();
  const text = useWords(words);
  const { heading, intro } = text[page];
  return (
    <AuthCard
      title={heading}
      intro={typeof intro === "string" ? intro : intro(brand)}
      footer={page === "signup" ? <SmartLink to="/contact">{text.contact}</SmartLink> : null}
    >
      <div css={actionStyle}>
        <ButtonLink to={portalUrl}>{text.open}</ButtonLink>
      </div>
    </AuthCard>
  );
}
