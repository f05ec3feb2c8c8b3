import { css } from "@emotion/react";
import { plainList } from "../ui/plainList";
import PlanCard from "./PlanCard";
import ComparisonTable from "./ComparisonTable";
import { includedItems } from "../../lib/pricing/comparison";
import { bp, color, space } from "../../theme/tokens";
import { comparisonAnchor } from "../../lib/anchors";
import type { PricingSection } from "../../lib/content/types/pricing";

const pricingSectionStyle = css({ marginBottom: space[8] });
const descriptionStyle = css({ color: color.inkMuted, marginBottom: space[6] });

/*
 * As many columns as plans, each at least 16rem wide, so fewer on narrower screens. The columns come from the number
 * of plans, not from the cards laid out so far: a page drawn half-read keeps its first cards where they end.
 */
const gridStyle = (plans: number) => {
  const columns = Math.max(plans, 1);
  return css`
    ${plainList};
    display: grid;
    gap: ${space[6]} ${space[5]};
    ${bp.md} {
      grid-template-columns: repeat(auto-fill, minmax(max(16rem, calc((100% - ${columns - 1} * ${space[5]}) / ${columns})), 1fr));
    }
  `;
};

/** A group of plans (Individual, Business, Specialized) under its heading, and the table comparing them. */
export default function PricingSection({ id, title, description, comparedRows, plans }: PricingSection) {
  const headingId = `${id}-plans`;
  const rows = comparedRows ?? [];
  return (
    <section aria-labelledby={headingId} css={pricingSectionStyle}>
      <h2 id={headingId}>{title}</h2>
      <p css={descriptionStyle}>{description}</p>
      <ul css={gridStyle(plans.length)}>
        {plans.map(({ features, comparison, ...plan }) => (
          <li key={plan.id}>
            <PlanCard {...plan} included={[...includedItems(rows, { comparison }), ...(features ?? [])]} />
          </li>
        ))}
      </ul>
      {rows.length > 0 && plans.length > 1 && <ComparisonTable id={comparisonAnchor(id)} sectionTitle={title} rows={rows} plans={plans} />}
    </section>
  );
}
