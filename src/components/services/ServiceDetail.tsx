import { css } from "@emotion/react";
import Icon from "../icons/Icon";
import CheckList from "../ui/CheckList";
import SmartLink from "../ui/SmartLink";
import VisuallyHidden from "../ui/VisuallyHidden";
import { serviceCardStyle, serviceIconStyle } from "./ServiceCard";
import { contactForService } from "../../lib/links";
import { color, fontSize, font, space } from "../../theme/tokens";
import { useWords } from "../../i18n/PageLanguage";
import type { Service } from "../../lib/content/types/services";
import { serviceDetail as words } from "@words/services/serviceDetail";

const descriptionStyle = css({ fontSize: `${fontSize.md} !important` });

/** "Inquire" and its hidden end are one name for the link: "Inquire about Bookkeeping". */

const headStyle = css`
  display: flex;
  align-items: center;
  gap: ${space[4]};
  margin-bottom: ${space[4]};
  h2 {
    margin: 0;
    font-size: ${fontSize.xl};
  }
  span {
    margin: 0;
    flex: none;
  }
`;

const featuresTitle = css`
  font-family: ${font.body};
  font-size: ${fontSize.sm};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${color.inkMuted};
  margin: ${space[2]} 0 ${space[3]};
`;

const inquireStyle = css`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  margin-top: auto;
  padding-top: ${space[5]};
  font-weight: 700;
`;

/** A service in full: what it is, what it includes, and a way to ask about it. */
export default function ServiceDetail({ id, title, description, features, accent, icon }: Service) {
  const { keyFeatures, inquire } = useWords(words);
  const inquiry = inquire(title);
  const headingId = `service-${id}`;
  return (
    <article css={serviceCardStyle(accent)} aria-labelledby={headingId}>
      <div css={headStyle}>
        <span css={serviceIconStyle(accent)}>
          <Icon name={icon} size={26} />
        </span>
        <h2 id={headingId}>{title}</h2>
      </div>
      <p css={descriptionStyle}>{description}</p>
      <h3 css={featuresTitle}>{keyFeatures}</h3>
      <CheckList items={features} />
      <SmartLink to={contactForService(id)} css={inquireStyle}>
        {inquiry.visible}
        <VisuallyHidden>{inquiry.hidden}</VisuallyHidden>
        <Icon name="arrowRight" size={20} />
      </SmartLink>
    </article>
  );
}
