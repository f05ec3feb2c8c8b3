import { css } from "@emotion/react";
import { plainList } from "./plainList";
import Icon from "../icons/Icon";
import { bp, color, radius, space } from "../../theme/tokens";

const listStyle = css`
  ${plainList};
  display: grid;
  gap: ${space[6]};
  ${bp.md} {
    grid-template-columns: repeat(3, 1fr);
  }
  li {
    text-align: center;
  }
  p {
    color: ${color.inkMuted};
  }
`;

const badgeStyle = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3.5rem;
  height: 3.5rem;
  margin-bottom: ${space[4]};
  border-radius: ${radius.pill};
  background: ${color.goldTint};
  color: ${color.goldDark};
`;

interface PointListProps {
  points: readonly { title: string; text: string }[];
  /** Icons for the points, in order (repeated if there are more points). */
  icons: readonly string[];
}

/** A row of short titled points, each with an icon: the firm's promises or values. */
export default function PointList({ points, icons }: PointListProps) {
  return (
    <ul css={listStyle}>
      {points.map((point, index) => (
        <li key={point.title}>
          <span css={badgeStyle}>
            <Icon name={icons[index % icons.length]} size={28} />
          </span>
          <h3>{point.title}</h3>
          <p>{point.text}</p>
        </li>
      ))}
    </ul>
  );
}
