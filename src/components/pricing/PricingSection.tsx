import { css } from "@emotion/react";
import { plainList } from "../ui/plainList";
import PlanCard, { type PlanData } from "./PlanCard";
import { bp, color, space } from "../../theme/tokens";

export interface PricingSectionData {
  /** The entry's key: its anchor in every language. */
  id: string;
  title: string;
  description: string;
  plans: readonly PlanData[];
}

const gridStyle = css`
  ${plainList};
  display: grid;
  gap: ${space[6]} ${space[5]};
  ${bp.md} {
    grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  }
`;

/** A group of plans (Individual, Business, Specialized) under its heading. */
export default function PricingSection({ id, title, description, plans }: PricingSectionData) {
  const headingId = `${id}-plans`;
  return (
    <section aria-labelledby={headingId} css={{ marginBottom: space[8] }}>
      <h2 id={headingId}>{title}</h2>
      <p css={{ color: color.inkMuted, marginBottom: space[6] }}>{description}</p>
      <ul css={gridStyle}>
        {plans.map((plan) => (
          <li key={plan.id}>
            <PlanCard {...plan} />
          </li>
        ))}
      </ul>
    </section>
  );
}
