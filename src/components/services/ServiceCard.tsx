import { css } from "@emotion/react";
import Icon from "../icons/Icon";
import { accentOf } from "../../theme/tokens";
import { color, fontSize, radius, space } from "../../theme/tokens";
import { cardSurface } from "../ui/cardSurface";
import type { Service } from "../../lib/content/types/services";

export type ServiceSummary = Pick<Service, "id" | "title" | "summary" | "accent" | "icon">;

export const serviceCardStyle = (accent: string) => css`
  height: 100%;
  display: flex;
  flex-direction: column;
  padding: ${space[5]};
  ${cardSurface};
  border-top: 4px solid ${accentOf(accent).strong};
  border-radius: ${radius.md};
  h3 {
    font-size: ${fontSize.lg};
  }
  p {
    color: ${color.inkMuted};
    font-size: ${fontSize.base};
  }
`;

export const serviceIconStyle = (accent: string) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  margin-bottom: ${space[4]};
  border-radius: ${radius.md};
  background: ${accentOf(accent).tint};
  color: ${accentOf(accent).strong};
`;

/** A service in brief, for the home page's grid. */
export default function ServiceCard({ id, title, summary, accent, icon }: ServiceSummary) {
  const headingId = `service-summary-${id}`;
  return (
    <article css={serviceCardStyle(accent)} aria-labelledby={headingId}>
      <span css={serviceIconStyle(accent)}>
        <Icon name={icon} size={26} />
      </span>
      <h3 id={headingId}>{title}</h3>
      <p>{summary}</p>
    </article>
  );
}
