import { css } from "@emotion/react";
import Section from "../ui/Section";
import Icon from "../icons/Icon";
import { bp, color, radius, space } from "../../theme/tokens";

export interface WhyChooseContent {
  title: string;
  intro: string;
  points: readonly { title: string; text: string }[];
}

const icons = ["consultation", "individual", "planning"];

const listStyle = css`
  list-style: none;
  margin: 0;
  padding: 0;
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

/** Why choose the firm: its three promises. */
export default function WhyChoose({ title, intro, points }: WhyChooseContent) {
  return (
    <Section title={title} intro={intro} tone="tinted">
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
    </Section>
  );
}
