import { css } from "@emotion/react";
import { plainList } from "../ui/plainList";
import Logo from "./Logo";
import SmartLink from "../ui/SmartLink";
import Icon from "../icons/Icon";
import { containerStyle } from "../ui/Container";
import ClientServiceLinks from "../clientServices/ClientServiceLinks";
import { useClientServices } from "../../hooks/useClientServices";
import { useFirm } from "../../hooks/useFirm";
import { useNavigation } from "../../hooks/useNavigation";
import { isExternal } from "../../lib/links";
import { bp, color, font, fontSize, space } from "../../theme/tokens";
import SpanishService from "../contact/SpanishService";
import ContentLink from "../ui/ContentLink";
import { useWords } from "../../i18n/PageLanguage";
import { footer as words } from "@words/layout/footer";

const taglineStyle = css({ marginTop: space[4], fontSize: fontSize.base });
const emailLinkStyle = css({ display: "inline-flex", gap: space[2], alignItems: "center" });
const spanishServiceStyle = css({ marginTop: space[4] });

const footerStyle = css`
  --color-focus: var(--color-focusOnDark);
  background: ${color.navyDeep};
  color: ${color.onDarkMuted};
  padding-block: ${space[8]} ${space[6]};
  a {
    color: ${color.onDark};
    text-decoration-color: ${color.onDarkUnderline};
  }
  a:hover {
    color: ${color.goldOnDark};
  }
`;

const gridStyle = css`
  ${containerStyle};
  display: grid;
  gap: ${space[7]};
  ${bp.md} {
    grid-template-columns: 1.3fr 1fr 1fr;
  }
`;

const columnTitle = css`
  font-family: ${font.body};
  font-size: ${fontSize.base};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${color.goldOnDark};
  margin-bottom: ${space[4]};
`;

const sectionHeading = css`
  font-family: ${font.body};
  font-size: ${fontSize.base};
  font-weight: 600;
  color: ${color.onDark};
  margin: ${space[4]} 0 ${space[2]};
`;

const linkList = css`
  ${plainList};
  display: grid;
  gap: ${space[2]};
  font-size: ${fontSize.base};
  a {
    display: inline-flex;
    align-items: center;
    gap: ${space[1]};
  }
`;

const bottomStyle = css`
  ${containerStyle};
  margin-top: ${space[7]};
  padding-top: ${space[5]};
  border-top: 1px solid ${color.onDarkRule};
  font-size: ${fontSize.sm};
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${space[3]} ${space[5]};
  p {
    margin: 0;
  }
`;

const legalList = css`
  ${plainList};
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]} ${space[5]};
`;

export default function Footer() {
  const firm = useFirm();
  const { brand, tagline, email, foundedYear, spanishService } = firm;
  const { rights, legal: legalLabel } = useWords(words);
  const { footer, legal } = useNavigation();
  const clientServices = useClientServices(firm);
  return (
    <footer css={footerStyle}>
      <div css={gridStyle}>
        <div>
          <Logo brand={brand} onDark />
          <p css={taglineStyle}>{tagline}</p>
          <SmartLink to={`mailto:${email}`} css={emailLinkStyle}>
            <Icon name="mail" size={20} />
            {email}
          </SmartLink>
          <SpanishService ways={spanishService} css={spanishServiceStyle} />
          {clientServices.links.length > 0 && (
            <>
              <h2 css={sectionHeading}>{clientServices.text.label}</h2>
              <ClientServiceLinks links={clientServices.links} css={linkList} />
            </>
          )}
        </div>
        {footer.map((column) => (
          <div key={column.title}>
            <h2 css={columnTitle}>{column.title}</h2>
            {column.sections.map((section, index) => (
              <div key={section.heading ?? index}>
                {section.heading && <h3 css={sectionHeading}>{section.heading}</h3>}
                <ul css={linkList}>
                  {section.links.map((link) => (
                    <li key={link.url}>
                      <ContentLink link={link} after={isExternal(link.url) && <Icon name="external" size={16} />}>
                        {link.label}
                      </ContentLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ))}
      </div>
      <div css={bottomStyle}>
        <p>{rights(foundedYear, brand)}</p>
        <nav aria-label={legalLabel}>
          <ul css={legalList}>
            {legal.map((link) => (
              <li key={link.url}>
                <SmartLink to={link.url}>{link.label}</SmartLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
