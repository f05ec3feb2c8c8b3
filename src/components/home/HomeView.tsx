import { css } from "@emotion/react";
import Hero from "./Hero";
import ServicesOverview from "./ServicesOverview";
import CallToAction from "./CallToAction";
import FeatureBand from "./FeatureBand";
import Container from "../ui/Container";
import PointList from "../ui/PointList";
import Section from "../ui/Section";
import ButtonLink from "../ui/ButtonLink";
import TestimonialList from "../testimonials/TestimonialList";
import type { ServiceSummary } from "../services/ServiceCard";
import { bp, space } from "../../theme/tokens";
import type { Home } from "../../lib/content/types/home";
import { TESTIMONIALS_ANCHOR } from "../../lib/anchors";
import type { Testimonial } from "../../lib/content/types/testimonials";

const featureBandsStyle = css({ display: "grid", gap: space[5], marginBottom: space[8], [bp.md]: { marginBottom: space[9] } });
const allTestimonialsStyle = css({ textAlign: "center", marginTop: space[6] });

interface HomeViewProps {
  home: Home;
  services: readonly ServiceSummary[];
  testimonials: readonly Testimonial[];
  phone: string;
}

/** The home page from its content alone: the page and the CMS preview both render it. */
export default function HomeView({ home, services, testimonials, phone }: HomeViewProps) {
  return (
    <>
      <Hero {...home.hero} />
      <Section title={home.whyChoose.title} intro={home.whyChoose.intro} tone="tinted">
        <PointList points={home.whyChoose.points} icons={["consultation", "individual", "planning"]} />
      </Section>
      <ServicesOverview {...home.services} services={services} />
      <Container css={featureBandsStyle}>
        <FeatureBand id="deadlines-band" icon="calendar" to="/tax-deadlines" {...home.deadlines} />
        <FeatureBand id="estimator-band" icon="calculator" to="/tax-estimator" {...home.estimator} />
      </Container>
      <Section title={home.testimonials.title} tone="tinted">
        <TestimonialList testimonials={testimonials} />
        <div css={allTestimonialsStyle}>
          <ButtonLink to={`/about#${TESTIMONIALS_ANCHOR}`} variant="secondary">
            {home.testimonials.linkLabel}
          </ButtonLink>
        </div>
      </Section>
      <CallToAction {...home.cta} phone={phone} />
    </>
  );
}
