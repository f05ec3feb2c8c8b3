import { css } from "@emotion/react";
import Picture from "../ui/Picture";
import ButtonLink from "../ui/ButtonLink";
import VisuallyHidden from "../ui/VisuallyHidden";
import { containerStyle } from "../ui/Container";
import { bp, color, fontSize, space } from "../../theme/tokens";

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

export interface HeroContent {
  title: string;
  subtitle: string;
  text: string;
}

/** The home page's opening: what the firm does, and the two ways on. */
export default function Hero({ title, subtitle, text }: HeroContent) {
  return (
    <div css={heroStyle}>
      <div css={gridStyle}>
        <div>
          <h1>{title}</h1>
          <p css={subtitleStyle}>{subtitle}</p>
          <p css={{ fontSize: fontSize.lg, color: color.inkMuted, maxWidth: "36rem" }}>{text}</p>
          <div css={actionsStyle}>
            <ButtonLink to="/contact">Get Started Today</ButtonLink>
            <ButtonLink to="/services" variant="secondary">
              {/* The link's name says where it goes, for screen readers and search engines alike. */}
              Learn More<VisuallyHidden> about our services</VisuallyHidden>
            </ButtonLink>
          </div>
        </div>
        <Picture
          name="hero"
          alt="An organized desk with tax forms, a calculator and a folder, the New York skyline beyond"
          ratio={4 / 3}
          eager
        />
      </div>
    </div>
  );
}
