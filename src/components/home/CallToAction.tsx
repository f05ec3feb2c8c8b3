import { css } from "@emotion/react";
import Section from "../ui/Section";
import ButtonLink from "../ui/ButtonLink";
import SmartLink from "../ui/SmartLink";
import Icon from "../icons/Icon";
import { telHref } from "../../lib/links";
import { fontSize, space } from "../../theme/tokens";
import { useWords } from "../../i18n/PageLanguage";
import type { Home } from "../../lib/content/types/home";
import { callToAction as words } from "@words/home/callToAction";

const actionsStyle = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space[3]};
`;

const phoneStyle = css`
  margin: ${space[6]} 0 0;
  text-align: center;
  font-size: ${fontSize.lg};
  a {
    display: inline-flex;
    align-items: center;
    gap: ${space[2]};
    font-weight: 700;
    font-size: ${fontSize.xl};
  }
`;

/** The closing invitation: get in touch, look at the services, or call. */
export default function CallToAction({ title, text, phoneLabel, phone }: Home["cta"] & { phone: string }) {
  const { getStarted, explore } = useWords(words);
  return (
    <Section title={title} intro={text} tone="dark">
      <div css={actionsStyle}>
        <ButtonLink to="/contact" variant="onDark">
          {getStarted}
        </ButtonLink>
        <ButtonLink to="/services" variant="outlineOnDark">
          {explore}
        </ButtonLink>
      </div>
      <p css={phoneStyle}>
        {phoneLabel}
        <br />
        <SmartLink to={telHref(phone)}>
          <Icon name="phone" />
          {phone}
        </SmartLink>
      </p>
    </Section>
  );
}
