import { css } from "@emotion/react";
import type { HeadProps } from "gatsby";
import ButtonLink from "../components/ui/ButtonLink";
import Container from "../components/ui/Container";
import Seo from "../components/Seo";
import { color, fontSize, space } from "../theme/tokens";

const style = css`
  padding-block: ${space[9]};
  text-align: center;
  p {
    font-size: ${fontSize.lg};
    color: ${color.inkMuted};
  }
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space[3]};
  margin-top: ${space[6]};
`;

export default function NotFoundPage() {
  return (
    <Container css={style}>
      <h1>We couldn&apos;t find that page</h1>
      <p>The address may be mistyped, or the page may have moved.</p>
      <div css={actions}>
        <ButtonLink to="/">Go to the home page</ButtonLink>
        <ButtonLink to="/contact" variant="secondary">
          Contact us
        </ButtonLink>
      </div>
    </Container>
  );
}

export const Head = ({ location }: HeadProps) => (
  <Seo
    title="Page not found"
    description="The page you asked for could not be found. Find our services, prices and contact details from the home page."
    path={location.pathname}
    noindex
  />
);
