import { graphql, type PageProps } from "gatsby";
import PageHeader from "../components/ui/PageHeader";
import Container from "../components/ui/Container";
import QuoteBand from "../components/ui/QuoteBand";
import PricingSection from "../components/pricing/PricingSection";
import Seo from "../components/Seo";
import { space } from "../theme/tokens";

export default function PricingPage({ data }: PageProps<Queries.PricingPageQuery>) {
  return (
    <>
      <PageHeader title="Pricing">
        Clear, flat fees for the work most clients need. We confirm the price with you before any work begins.
      </PageHeader>
      <Container css={{ paddingBlock: space[7] }}>
        {data.pricingYaml!.sections.map((section) => (
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

export const Head = () => (
  <Seo
    title="Pricing"
    description="Flat-fee pricing for individual tax returns, business tax packages, ITIN applications and CPA consultations, agreed before any work begins."
  />
);

export const query = graphql`
  query PricingPage {
    pricingYaml {
      sections {
        title
        description
        plans {
          title
          price
          description
          features
          popular
          cta {
            label
            link
          }
        }
      }
    }
  }
`;
