import { graphql, type PageProps } from "gatsby";
import PricingView from "../components/pricing/PricingView";
import Seo from "../components/Seo";

export default function PricingPage({ data }: PageProps<Queries.PricingPageQuery>) {
  return <PricingView sections={data.pricingYaml!.sections} />;
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
