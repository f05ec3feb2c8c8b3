import PageHeader from "../ui/PageHeader";
import Container from "../ui/Container";
import QuoteBand from "../ui/QuoteBand";
import PricingSection, { type PricingSectionData } from "./PricingSection";
import { space } from "../../theme/tokens";

/** The pricing page from its content alone: the page and the CMS preview both render it. */
export default function PricingView({ sections }: { sections: readonly PricingSectionData[] }) {
  return (
    <>
      <PageHeader title="Pricing">
        Clear, flat fees for the work most clients need. We confirm the price with you before any work begins.
      </PageHeader>
      <Container css={{ paddingBlock: space[7] }}>
        {sections.map((section) => (
          <PricingSection key={section.title} {...section} />
        ))}
        <QuoteBand
          title="Looking for something different?"
          text="If your situation needs a mix of services or ongoing support, we will prepare a quote for exactly that."
          linkLabel="Request Custom Quote"
        />
      </Container>
    </>
  );
}
