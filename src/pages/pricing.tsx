import { graphql, type HeadProps, type PageProps } from "gatsby";
import PricingView from "../components/pricing/PricingView";
import Seo from "../components/Seo";
import { useSiteUrl } from "../hooks/useSiteUrl";
import { pricingJsonLd } from "../lib/structuredData";
import { price as priceWords } from "@words/pricing/price";
import { languageOfPath } from "../lib/localPaths";
import { declared } from "../lib/content/declare";
import type { Pricing } from "../lib/content/types/pricing";
import { pricing as head } from "@words/pages/pricing";
import { wordsIn } from "../i18n/inEveryLanguage";

export default function PricingPage({ data }: PageProps<Queries.PricingPageQuery>) {
  const { sections, finder } = declared<Pricing>(data.pricingYaml!);
  return <PricingView sections={sections} finder={finder} />;
}

export const Head = ({ data, location }: HeadProps<Queries.PricingPageQuery>) => {
  const language = languageOfPath(location.pathname);
  const words = { name: wordsIn(language, head).title, prices: wordsIn(language, priceWords) };
  return (
    <Seo {...wordsIn(language, head)} path={location.pathname} jsonLd={[pricingJsonLd(data.pricingYaml!.sections, useSiteUrl(), language, words)]} />
  );
};

export const query = graphql`
  query PricingPage($lang: String!) {
    pricingYaml: pricing(lang: { eq: $lang }) {
      sections {
        id
        title
        description
        comparedRows {
          id
          label
        }
        plans {
          id
          title
          price
          description
          comparison {
            id
            answer
            limit
          }
          features
          popular
          cta {
            label
            link
          }
        }
      }
      finder {
        title
        intro
        questions {
          id
          text
          choose
          askedAfter
          answers {
            id
            label
            echo
          }
        }
        rules {
          id
          whenAll
          whenAny
          leadsTo
          reason
        }
      }
    }
  }
`;
