import { css } from "@emotion/react";
import { plainList } from "../ui/plainList";
import ContentLink from "../ui/ContentLink";
import Icon from "../icons/Icon";
import { bp, color, fontSize, radius, space } from "../../theme/tokens";
import type { Resource } from "../../lib/content/types/resources";

const listStyle = css`
  ${plainList};
  display: grid;
  gap: ${space[4]};
  ${bp.md} {
    grid-template-columns: repeat(2, 1fr);
  }
  li {
    padding: ${space[4]} ${space[5]};
    background: ${color.surface};
    border: 1px solid ${color.line};
    border-radius: ${radius.md};
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: ${space[2]};
    font-weight: 700;
  }
  p {
    margin: ${space[1]} 0 0;
    font-size: ${fontSize.base};
    color: ${color.inkMuted};
  }
`;

/** Official pages worth knowing, each opening in a new tab. */
export default function ResourceList({ resources }: { resources: readonly Resource[] }) {
  return (
    <ul css={listStyle}>
      {resources.map((resource) => (
        <li key={resource.url}>
          <ContentLink link={resource} after={<Icon name="external" size={18} />}>
            {resource.title}
          </ContentLink>
          <p>{resource.description}</p>
        </li>
      ))}
    </ul>
  );
}
