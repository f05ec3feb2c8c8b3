import { css } from "@emotion/react";
import type { HeadProps } from "gatsby";
import ButtonLink from "../components/ui/ButtonLink";
import Container from "../components/ui/Container";
import Seo from "../components/Seo";
import { languageOfPath } from "../lib/localPaths";
import { color, fontSize, space } from "../theme/tokens";
import { useWords } from "../i18n/PageLanguage";
import { notFound as enNotFound } from "../words/en/pages/notFound";
import { notFound as esNotFound } from "../words/es/pages/notFound";

const words = { en: enNotFound, es: esNotFound };

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
  const text = useWords(words);
  return (
    <Container css={style}>
      <h1>{text.heading}</h1>
      <p>{text.text}</p>
      <div css={actions}>
        <ButtonLink to="/">{text.home}</ButtonLink>
        <ButtonLink to="/contact" variant="secondary">
          {text.contact}
        </ButtonLink>
      </div>
    </Container>
  );
}

export const Head = ({ location }: HeadProps) => {
  const { title, description } = words[languageOfPath(location.pathname)];
  return <Seo title={title} description={description} path={location.pathname} noindex />;
};
