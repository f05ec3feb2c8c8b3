import { css } from "@emotion/react";
import PageHeader from "../ui/PageHeader";
import Container from "../ui/Container";
import QuoteBand from "../ui/QuoteBand";
import EstimatorInvite from "../taxEstimator/EstimatorInvite";
import PricingSection from "./PricingSection";
import { comparisonAnchor } from "../../lib/anchors";
import PlanFinderInvite from "../planFinder/PlanFinderInvite";
import HydrateInOwnTask from "../../performance/HydrateInOwnTask";
import type { PricingSection as PricingSectionContent } from "../../lib/content/types/pricing";
import type { PlanFinder } from "../../lib/content/types/planFinder";
import { space } from "../../theme/tokens";
import { useWords } from "../../i18n/PageLanguage";
import { pricingView as words } from "@words/pricing/pricingView";

const bodyStyle = css({ paddingBlock: space[7] });
const estimatorInviteStyle = css({ marginBottom: space[5] });
const planFinderStyle = css({ marginBottom: space[7] });

/** The pricing page from its content alone: the page and the CMS preview both render it. */
export default function PricingView({ sections, finder }: { sections: readonly PricingSectionContent[]; finder: PlanFinder }) {
  const { title, intro, quote } = useWords(words);
  const compared = sections.find((section) => (section.comparedRows ?? []).length > 0);
  return (
    <>
      <PageHeader title={title}>{intro}</PageHeader>
      <Container css={bodyStyle}>
        <EstimatorInvite css={estimatorInviteStyle} />
        <PlanFinderInvite finder={finder} sections={sections} comparison={compared && `#${comparisonAnchor(compared.id)}`} css={planFinderStyle} />
        {sections.map((section) => (
          <HydrateInOwnTask key={section.id}>
            <PricingSection {...section} />
          </HydrateInOwnTask>
        ))}
        <QuoteBand {...quote} />
      </Container>
    </>
  );
}
