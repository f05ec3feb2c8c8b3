import { css } from "@emotion/react";
import Picture from "../ui/Picture";
import ButtonLink from "../ui/ButtonLink";
import VisuallyHidden from "../ui/VisuallyHidden";
import { containerStyle } from "../ui/Container";
import { bp, color, fontSize, space } from "../../theme/tokens";
import { useWords } from "../../i18n/PageLanguage";
import type { Home } from "../../lib/content/types/home";
import { hero as words } from "@words/home/hero";

const leadStyle = css({ fontSize: fontSize.lg, color: color.inkMuted, maxWidth: "36rem" });

/** "Learn More" and its hidden end are one name for the link: "Learn More about our services". */

const heroStyle = css`
  background: linear-gradient(160deg, ${color.tealTint} 0%, ${color.paper} 65%);
  padding-block: ${space[7]} ${space[8]};
`;

const gridStyle = css`
  ${containerStyle};
  display: grid;
  gap: ${space[7]};
  align-items: center;
  ${bp.nav} {
    grid-template-columns: 1.1fr 1fr;
  }
`;

const subtitleStyle = css`
  font-size: ${fontSize.xl};
  color: ${color.teal};
  font-weight: 600;
  margin-bottom: ${space[4]};
`;

const actionsStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
  margin-top: ${space[6]};
`;

/** The home page's opening: what the firm does, and the two ways on. */
export default function Hero({ title, subtitle, text }: Home["hero"]) {
  const { getStarted, learnMore, pictureAlt } = useWords(words);
  return (
    <div css={heroStyle}>
      <div css={gridStyle}>
        <div>
          <h1>{title}</h1>
          <p css={subtitleStyle}>{subtitle}</p>
          <p css={leadStyle}>{text}</p>
          <div css={actionsStyle}>
            <ButtonLink to="/contact">{getStarted}</ButtonLink>
            <ButtonLink to="/services" variant="secondary">
              {/* The link's name says where it goes, for screen readers and search engines alike. */}
              {learnMore.visible}
              <VisuallyHidden>{learnMore.hidden}</VisuallyHidden>
            </ButtonLink>
          </div>
        </div>
        <Picture name="hero" alt={pictureAlt} ratio={4 / 3} eager />
      </div>
    </div>
  );
}
