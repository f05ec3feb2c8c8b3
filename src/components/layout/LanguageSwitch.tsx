import { css } from "@emotion/react";
import { Link } from "gatsby";
import { usePageLanguage } from "../../i18n/PageLanguage";
import { languageEntry, PUBLISHED_LANGUAGES, type Language } from "../../lib/languages";
import { pathIn } from "../../lib/localPaths";
import { color, fontSize, radius, shadow, space } from "../../theme/tokens";
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

/** The menu of the other languages, where there are more than one: its button, and its list below it. */
const menuStyle = css`
  position: relative;
  & > ul {
    position: absolute;
    right: 0;
    z-index: 2;
    margin: 0;
    padding: ${space[2]};
    list-style: none;
    background: ${color.paper};
    border: 1px solid ${color.line};
    border-radius: ${radius.md};
    box-shadow: ${shadow.raised};
  }
`;

/** The same page in `language`, named in that language and marked with it, so that a screen reader says it as its readers would. */
function LanguageLink({ language, onClick }: { language: Language; onClick?: () => void }) {
  const { alternates } = usePageLanguage();
  const { nativeName, shortName, hreflang } = languageEntry(language);
  return (
    <Link to={alternates[language] ?? pathIn(language, "/")} hrefLang={hreflang} lang={language} css={switchStyle} onClick={onClick}>
      <span css={hiddenOnPhones}>{nativeName}</span>
      <span css={phonesOnly} aria-hidden="true">
        {shortName}
      </span>
    </Link>
  );
}

/**
 * The same page in each other language ("Español", "English"). Where the page has no translation (an article),
 * it leads to that language's home page. On a phone it shows the language's short name ("ES") and says its name.
 * With one other language it is a link; with more, a menu of them (a disclosure, `label` its button), opened
 * anew on each page.
 */
export default function LanguageSwitch({ label, onClick }: { label: string; onClick?: () => void }) {
  const { lang, alternates } = usePageLanguage();
  const others = PUBLISHED_LANGUAGES.filter((language) => language !== lang);
  if (others.length <= 1) return others.map((other) => <LanguageLink key={other} language={other} onClick={onClick} />);
  return (
    <details key={alternates[lang]} css={menuStyle}>
      <summary css={switchStyle}>
        <span css={hiddenOnPhones}>{label}</span>
        <span css={phonesOnly} aria-hidden="true">
          {languageEntry(lang).shortName}
        </span>
      </summary>
      <ul>
        {others.map((other) => (
          <li key={other}>
            <LanguageLink language={other} onClick={onClick} />
          </li>
        ))}
      </ul>
    </details>
  );
}
