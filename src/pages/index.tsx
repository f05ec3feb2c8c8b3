import { graphql, type HeadProps, type PageProps } from "gatsby";
import Hero from "../components/home/Hero";
import PointList from "../components/ui/PointList";
import ServicesOverview from "../components/home/ServicesOverview";
import CallToAction from "../components/home/CallToAction";
import Section from "../components/ui/Section";
import ButtonLink from "../components/ui/ButtonLink";
import TestimonialList from "../components/testimonials/TestimonialList";
import Seo from "../components/Seo";
import { useFirm } from "../hooks/useFirm";
import { space } from "../theme/tokens";

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const { phone } = useFirm();
  const home = data.homeYaml!;
  return (
    <>
      <Hero {...home.hero} />
      <Section title={home.whyChoose.title} intro={home.whyChoose.intro} tone="tinted">
        <PointList points={home.whyChoose.points} icons={["consultation", "individual", "planning"]} />
      </Section>
      <ServicesOverview {...home.services} services={data.servicesYaml!.services} />
      <Section title={home.testimonials.title} tone="tinted">
        <TestimonialList testimonials={data.testimonialsYaml!.testimonials} />
        <div css={{ textAlign: "center", marginTop: space[6] }}>
          <ButtonLink to="/about#testimonials" variant="secondary">
            {home.testimonials.linkLabel}
          </ButtonLink>
        </div>
      </Section>
      <CallToAction {...home.cta} phone={phone} />
    </>
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
