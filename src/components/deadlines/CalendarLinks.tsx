import { css } from "@emotion/react";
import SmartLink from "../ui/SmartLink";
import VisuallyHidden from "../ui/VisuallyHidden";
import Icon from "../icons/Icon";
import { plainList } from "../ui/plainList";
import { eyebrow } from "../ui/eyebrow";
import { counts as deadlineWords } from "@words/deadlines/counts";
import { useLanguage, useWords } from "../../i18n/PageLanguage";
import { AUDIENCES, calendarPath } from "../../lib/deadlines";
import { color, fontSize, radius, space } from "../../theme/tokens";
import { calendarLinks as words } from "@words/deadlines/calendarLinks";

const panelStyle = css`
  padding: ${space[5]};
  background: ${color.tealTint};
  border-radius: ${radius.md};
  font-size: ${fontSize.base};
  h2 {
    ${eyebrow(color.teal)};
  }
`;

const listStyle = css`
  ${plainList};
  display: grid;
  gap: ${space[1]};
  margin-bottom: ${space[3]};
  a {
    display: inline-flex;
    align-items: center;
    gap: ${space[2]};
    min-height: 2.75rem;
    font-weight: 700;
    color: ${color.navy};
  }
`;

const noteStyle = css`
  margin: 0;
  font-size: ${fontSize.sm};
  color: ${color.inkMuted};
`;

/** The calendar files to subscribe to, in the page's language: every deadline, or one audience's. */
export default function CalendarLinks() {
  const language = useLanguage();
  const text = useWords(words);
  const { calendarOf } = useWords(deadlineWords);
  const links = [
    { label: text.all, path: calendarPath(undefined, language) },
    ...AUDIENCES.map((audience) => ({ label: calendarOf(audience), path: calendarPath(audience, language) })),
  ];
  return (
    <section css={panelStyle} aria-labelledby="in-your-calendar">
      <h2 id="in-your-calendar">{text.title}</h2>
      <p>{text.intro}</p>
      <ul css={listStyle}>
        {links.map((link) => (
          <li key={link.path}>
            <SmartLink to={link.path}>
              <Icon name="calendar" size={20} />
              {link.label}
              <VisuallyHidden>{text.file}</VisuallyHidden>
            </SmartLink>
          </li>
        ))}
      </ul>
      <p css={noteStyle}>{text.howTo}</p>
    </section>
  );
}
