import { graphql, type HeadProps, type PageProps } from "gatsby";
import AboutView from "../components/about/AboutView";
import Seo from "../components/Seo";
import { useFirm } from "../hooks/useFirm";
import { languageOfPath } from "../lib/localPaths";
import { about } from "@words/pages/about";
import { wordsIn } from "../i18n/inEveryLanguage";

/** The page's name, as the navigation names it; its description is the content's introduction. */

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  const { foundedYear, claims } = useFirm();
  return <AboutView about={data.aboutYaml!} testimonials={data.testimonialsYaml!.testimonials} foundedYear={foundedYear} claims={claims} />;
}

export const Head = ({ data, location }: HeadProps<Queries.AboutPageQuery>) => (
  <Seo title={wordsIn(languageOfPath(location.pathname), about).title} description={data.aboutYaml!.intro.text} path={location.pathname} />
);

export const query = graphql`
  query AboutPage($lang: String!) {
    aboutYaml: about(lang: { eq: $lang }) {
      intro {
        title
        text
      }
      story {
        title
        paragraphs
      }
      values {
        title
        items {
          id
          title
          text
        }
      }
      credentials {
        title
        text
        items {
          id
          title
          meaning
          verifyUrl
        }
      }
      stats {
        title
        yearsLabel
      }
      testimonials {
        title
      }
      team {
        title
        text
      }
    }
    testimonialsYaml: testimonials(lang: { eq: $lang }) {
      ...TestimonialListFields
    }
  }
`;
