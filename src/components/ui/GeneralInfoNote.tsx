import { css } from "@emotion/react";
import Icon from "../icons/Icon";
import { formatDate } from "../../lib/dates";
import { color, fontSize, radius, space } from "../../theme/tokens";
import { useLanguage, useWords, type Translations } from "../../i18n/PageLanguage";

const words = {
  en: {
    label: "About this information",
    reviewed: (date: string) => `Last reviewed ${date}. `,
    note: "This is general information about US taxes, not tax advice for your situation. Rules and amounts change from year to year; talk to a professional before you act on it.",
  },
  es: {
    label: "Sobre esta información",
    reviewed: (date: string) => `Última revisión: ${date}. `,
    note: "Esta es información general sobre los impuestos de los EE. UU., no asesoría tributaria para su situación. Las reglas y las cantidades cambian de un año a otro; consulte con un profesional antes de tomar una decisión basada en ella.",
  },
} satisfies Translations<{ label: string; reviewed: (date: string) => string; note: string }>;

const style = css`
  display: flex;
  gap: ${space[3]};
  align-items: flex-start;
  margin: ${space[6]} 0;
  padding: ${space[4]} ${space[5]};
  border-left: 4px solid ${color.gold};
  border-radius: ${radius.sm};
  background: ${color.goldTint};
  font-size: ${fontSize.base};
  p {
    margin: 0;
  }
  svg {
    flex: none;
    margin-top: 0.15em;
    color: ${color.goldDark};
  }
`;

/** Where the site gives tax information: it is general, dated, and not advice for anyone's own situation. */
export default function GeneralInfoNote({ reviewed }: { reviewed?: string }) {
  const language = useLanguage();
  const text = useWords(words);
  return (
    <aside css={style} aria-label={text.label}>
      <Icon name="individual" size={20} />
      <p>
        {reviewed && text.reviewed(formatDate(reviewed, language))}
        {text.note}
      </p>
    </aside>
  );
}
