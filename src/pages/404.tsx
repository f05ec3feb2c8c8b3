import { css } from "@emotion/react";
import type { HeadProps } from "gatsby";
import ButtonLink from "../components/ui/ButtonLink";
import Container from "../components/ui/Container";
import Seo from "../components/Seo";
import { languageOfPath } from "../lib/localPaths";
import { color, fontSize, space } from "../theme/tokens";
import { useWords, type Translations } from "../i18n/PageLanguage";

const words = {
  en: {
    heading: "We couldn't find that page",
    text: "The address may be mistyped, or the page may have moved.",
    home: "Go to the home page",
    contact: "Contact us",
    title: "Page not found",
    description: "The page you asked for could not be found. Find our services, prices and contact details from the home page.",
  },
  es: {
    heading: "No encontramos esa página",
    text: "Es posible que la dirección esté mal escrita o que la página se haya movido.",
    home: "Ir a la página de inicio",
    contact: "Contáctenos",
    title: "Página no encontrada",
    description: "No encontramos la página que buscaba. Desde la página de inicio puede ver nuestros servicios, precios y datos de contacto.",
  },
} satisfies Translations<Record<"heading" | "text" | "home" | "contact" | "title" | "description", string>>;

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
