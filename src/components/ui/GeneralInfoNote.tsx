import { css } from "@emotion/react";
import Icon from "../icons/Icon";
import { formatDate } from "../../lib/dates";
import { dates as dateWords } from "@words/common/dates";
import { color, fontSize, radius, space } from "../../theme/tokens";
import { useWords } from "../../i18n/PageLanguage";
import { generalInfoNote as words } from "@words/common/generalInfoNote";

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
  const text = useWords(words);
  const dates = useWords(dateWords);
  return (
    <aside css={style} aria-label={text.label}>
      <Icon name="individual" size={20} />
      <p>
        {reviewed && text.reviewed(formatDate(reviewed, dates))}
        {text.note}
      </p>
    </aside>
  );
}
