import { graphql, type HeadProps, type PageProps } from "gatsby";
import HomeView from "../components/home/HomeView";
import Seo from "../components/Seo";
import { useFirm } from "../hooks/useFirm";
import { useSiteUrl } from "../hooks/useSiteUrl";
import { firmJsonLd } from "../lib/structuredData";
import { languageOfPath } from "../lib/localPaths";
import { declared } from "../lib/content/declare";
import type { ServiceSummary } from "../components/services/ServiceCard";
import { home } from "@words/pages/home";
import { wordsIn } from "../i18n/inEveryLanguage";

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const { phone } = useFirm();
  return (
    <HomeView
      home={data.homeYaml!}
      services={declared<readonly ServiceSummary[]>(data.servicesYaml!.services)}
      testimonials={data.testimonialsYaml!.testimonials}
      phone={phone}
    />
  );
}

export const Head = ({ data, location }: HeadProps<Queries.HomePageQuery>) => {
  const language = languageOfPath(location.pathname);
  const prices = data.pricingYaml!.sections.flatMap((section) => section.plans.map((plan) => plan.price));
  const firm = useFirm(language);
  return <Seo description={wordsIn(language, home).description} path={location.pathname} jsonLd={[firmJsonLd(firm, useSiteUrl(), prices)]} />;
};

export const query = graphql`
  query HomePage($lang: String!) {
    homeYaml: home(lang: { eq: $lang }) {
      hero {
        title
        subtitle
        text
      }
      whyChoose {
        title
        intro
        points {
          id
          title
          text
        }
      }
      services {
        title
        intro
      }
      deadlines {
        title
        text
        linkLabel
      }
      estimator {
        title
        text
        linkLabel
      }
      testimonials {
        title
        linkLabel
      }
      cta {
        title
        text
        phoneLabel
      }
    }
    servicesYaml: services(lang: { eq: $lang }) {
      services {
        id
        title
        summary
        accent
        icon
      }
    }
    pricingYaml: pricing(lang: { eq: $lang }) {
      sections {
        plans {
          price
        }
      }
    }
    testimonialsYaml: testimonials(lang: { eq: $lang }) {
      ...TestimonialListFields
    }
  }
`;
