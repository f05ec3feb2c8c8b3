import { css } from "@emotion/react";
import Icon from "../icons/Icon";
import ContentLink from "../ui/ContentLink";
import VisuallyHidden from "../ui/VisuallyHidden";
import { plainList } from "../ui/plainList";
import { useWords } from "../../i18n/PageLanguage";
import { bp, color, fontSize, radius, space } from "../../theme/tokens";
import type { Credential } from "../../lib/content/types/about";
import { credentials as words } from "@words/about/credentials";

const listStyle = css`
  ${plainList};
  display: grid;
  gap: ${space[5]};
  max-width: 56rem;
  margin-inline: auto;
  ${bp.md} {
    grid-template-columns: repeat(2, 1fr);
  }
  li {
    padding: ${space[5]};
    background: ${color.surface};
    border: 1px solid ${color.line};
    border-radius: ${radius.md};
  }
  h3 {
    font-size: ${fontSize.lg};
    margin: 0 0 ${space[2]};
  }
  p {
    margin: 0 0 ${space[3]};
    color: ${color.inkMuted};
  }
  a {
    font-weight: 700;
  }
`;

/** The firm's licenses and registrations, each in words (no agency's logo) with where to verify it. */
export default function Credentials({ credentials }: { credentials: readonly Credential[] }) {
  const { verify } = useWords(words);
  return (
    <ul css={listStyle}>
      {credentials.map(({ title, meaning, verifyUrl }) => (
        <li key={title}>
          <h3>{title}</h3>
          <p>{meaning}</p>
          {verifyUrl && (
            <ContentLink link={{ url: verifyUrl }} after={<Icon name="external" size={18} />}>
              {verify}
              <VisuallyHidden> ({title})</VisuallyHidden>
            </ContentLink>
          )}
        </li>
      ))}
    </ul>
  );
}
