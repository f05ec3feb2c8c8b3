import { graphql, type HeadProps, type PageProps } from "gatsby";
import HomeView from "../components/home/HomeView";
import Seo from "../components/Seo";
import { useFirm } from "../hooks/useFirm";

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const { phone } = useFirm();
  return (
    <HomeView
      home={data.homeYaml!}
      services={data.servicesYaml!.services}
      testimonials={data.testimonialsYaml!.testimonials}
      phone={phone}
    />
  );
}

export const Head = ({ data }: HeadProps<Queries.HomePageQuery>) => (
  <Seo description={`${data.homeYaml!.hero.subtitle}. ${data.homeYaml!.hero.text}`} />
);

export const query = graphql`
  query HomePage {
    homeYaml {
      hero {
        title
        subtitle
        text
      }
      whyChoose {
        title
        intro
        points {
          title
          text
        }
      }
      services {
        title
        intro
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
    servicesYaml {
      services {
        title
        summary
        accent
        icon
      }
    }
    testimonialsYaml {
      testimonials {
        quote
        author
        company
      }
    }
  }
`;
