import { css } from "@emotion/react";
import { Link } from "gatsby";
import { usePageLanguage } from "../../i18n/PageLanguage";
import { LANGUAGE_TAGS, PUBLISHED_LANGUAGES } from "../../lib/languages";
import { pathIn } from "../../lib/localPaths";
import { color, fontSize, radius, space } from "../../theme/tokens";
import { hiddenOnPhones, phonesOnly } from "../ui/VisuallyHidden";

const switchStyle = css`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: ${space[2]} ${space[3]};
  border-radius: ${radius.sm};
  color: ${color.navy};
  font-size: ${fontSize.base};
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 0.2em;
  &:hover {
    background: ${color.tealTint};
  }
`;

/**
 * The same page in the other language, named in that language ("Español", "English") and marked with it, so
 * that a screen reader says it as its readers would. Where the page has no translation (an article), it
 * leads to the other language's home page. On a phone it shows the language's code ("ES") and says its name.
 */
export default function LanguageSwitch({ onClick }: { onClick?: () => void }) {
  const { lang, alternates } = usePageLanguage();
  const other = PUBLISHED_LANGUAGES.find((language) => language !== lang);
  if (!other) return null;
  return (
    <Link to={alternates[other] ?? pathIn(other, "/")} hrefLang={other} lang={other} css={switchStyle} onClick={onClick}>
      <span css={hiddenOnPhones}>{LANGUAGE_TAGS[other].nativeName}</span>
      <span css={phonesOnly} aria-hidden="true">
        {other.toUpperCase()}
      </span>
    </Link>
  );
}
