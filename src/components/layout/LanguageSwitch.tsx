import { css } from "@emotion/react";
import { Link } from "gatsby";
import { usePageLanguage } from "../../i18n/PageLanguage";
import { languageEntry, PUBLISHED_LANGUAGES } from "../../lib/languages";
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
 * The same page in each other language, named in that language ("Español", "English") and marked with it, so
 * that a screen reader says it as its readers would. Where the page has no translation (an article), it
 * leads to that language's home page. On a phone it shows the language's short name ("ES") and says its name.
 */
export default function LanguageSwitch({ onClick }: { onClick?: () => void }) {
  const { lang, alternates } = usePageLanguage();
  return PUBLISHED_LANGUAGES.filter((language) => language !== lang).map((other) => {
    const { nativeName, shortName } = languageEntry(other);
    return (
      <Link
        key={other}
        to={alternates[other] ?? pathIn(other, "/")}
        hrefLang={languageEntry(other).hreflang}
        lang={other}
        css={switchStyle}
        onClick={onClick}
      >
        <span css={hiddenOnPhones}>{nativeName}</span>
        <span css={phonesOnly} aria-hidden="true">
          {shortName}
        </span>
      </Link>
    );
  });
}
