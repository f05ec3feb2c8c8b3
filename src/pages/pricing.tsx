import { graphql, type HeadProps, type PageProps } from "gatsby";
import PricingView from "../components/pricing/PricingView";
import Seo from "../components/Seo";
import { useSiteUrl } from "../hooks/useSiteUrl";
import { pricingJsonLd } from "../lib/structuredData";

export default function PricingPage({ data }: PageProps<Queries.PricingPageQuery>) {
  return <PricingView sections={data.pricingYaml!.sections} />;
}

export const Head = ({ data, location }: HeadProps<Queries.PricingPageQuery>) => (
  <Seo
    title="Pricing"
    path={location.pathname}
    jsonLd={[pricingJsonLd(data.pricingYaml!.sections, useSiteUrl())]}
    description="Flat-fee pricing for individual tax returns, business tax packages, ITIN applications and CPA consultations, agreed before any work begins."
  />
);

export const query = graphql`
  query PricingPage($lang: String = "en") {
    pricingYaml: pricing(lang: { eq: $lang }) {
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
