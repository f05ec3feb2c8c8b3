import { css } from "@emotion/react";
import { plainList } from "../ui/plainList";
import PlanCard, { type PlanData } from "./PlanCard";
import { slugify } from "../../lib/slug";
import { bp, color, space } from "../../theme/tokens";

export interface PricingSectionData {
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
export default function PricingSection({ title, description, plans }: PricingSectionData) {
  const headingId = `${slugify(title)}-plans`;
  return (
    <section aria-labelledby={headingId} css={{ marginBottom: space[8] }}>
      <h2 id={headingId}>{title}</h2>
      <p css={{ color: color.inkMuted, marginBottom: space[6] }}>{description}</p>
      <ul css={gridStyle}>
        {plans.map((plan) => (
          <li key={plan.title}>
            <PlanCard {...plan} />
          </li>
        ))}
      </ul>
    </section>
  );
}
