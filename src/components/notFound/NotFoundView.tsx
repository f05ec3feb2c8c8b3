import { css } from "@emotion/react";
import ButtonLink from "../ui/ButtonLink";
import Container from "../ui/Container";
import { color, fontSize, space } from "../../theme/tokens";
import { useWords } from "../../i18n/PageLanguage";
import { notFound as words } from "@words/pages/notFound";

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

/** The page of an address the site does not have: where to go instead. */
export default function NotFoundView() {
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
