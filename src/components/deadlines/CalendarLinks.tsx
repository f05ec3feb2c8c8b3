import { css } from "@emotion/react";
import SmartLink from "../ui/SmartLink";
import VisuallyHidden from "../ui/VisuallyHidden";
import Icon from "../icons/Icon";
import { plainList } from "../ui/plainList";
import { eyebrow } from "../ui/eyebrow";
import { AUDIENCES, calendarPath } from "../../lib/deadlines";
import { color, fontSize, radius, space } from "../../theme/tokens";

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

/** The calendar files to subscribe to: every deadline, or one audience's. */
export default function CalendarLinks() {
  const links = [
    { label: "All deadlines", path: calendarPath() },
    ...AUDIENCES.map((audience) => ({ label: `Deadlines for ${audience.toLowerCase()}`, path: calendarPath(audience) })),
  ];
  return (
    <section css={panelStyle} aria-labelledby="in-your-calendar">
      <h2 id="in-your-calendar">In your calendar</h2>
      <p>Subscribe, and your calendar app shows every date, and any correction we make to it.</p>
      <ul css={listStyle}>
        {links.map((link) => (
          <li key={link.path}>
            <SmartLink to={link.path}>
              <Icon name="calendar" size={20} />
              {link.label}
              <VisuallyHidden> (calendar file)</VisuallyHidden>
            </SmartLink>
          </li>
        ))}
      </ul>
      <p css={noteStyle}>
        Open a link to add the dates, or copy its address into your calendar app to subscribe (in Google Calendar: Other
        calendars, then From URL).
      </p>
    </section>
  );
}
