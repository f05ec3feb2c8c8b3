import { css } from "@emotion/react";
import { plainList } from "./plainList";
import Icon from "../icons/Icon";
import { color, fontSize, space } from "../../theme/tokens";

const listStyle = css`
  ${plainList};
  display: grid;
  gap: ${space[2]};
  font-size: ${fontSize.base};
  li {
    display: flex;
    gap: ${space[2]};
    align-items: flex-start;
  }
  svg {
    flex: none;
    margin-top: 0.2em;
    color: ${color.teal};
  }
`;

/** A list of what is included, each item ticked (or marked with `icon`: a cross for what is not). */
export default function CheckList({ items, icon = "check" }: { items: readonly string[]; icon?: "check" | "close" }) {
  return (
    <ul css={listStyle}>
      {items.map((item) => (
        <li key={item}>
          <Icon name={icon} size={18} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
