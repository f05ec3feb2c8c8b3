import { css } from "@emotion/react";
import Picture from "../ui/Picture";
import PageHeader from "../ui/PageHeader";
import Section from "../ui/Section";
import { containerStyle } from "../ui/Container";
import PointList from "../ui/PointList";
import Stats from "./Stats";
import Credentials from "./Credentials";
import TestimonialList from "../testimonials/TestimonialList";
import { bp, color, fontSize, space } from "../../theme/tokens";
import { useWords } from "../../i18n/PageLanguage";
import type { About } from "../../lib/content/types/about";
import type { Testimonial } from "../../lib/content/types/testimonials";
import { aboutView as words } from "@words/about/aboutView";
import { TESTIMONIALS_ANCHOR } from "../../lib/anchors";
import type { Claim } from "../../lib/content/types/firm";

const storyStyle = css`
  ${containerStyle};
  display: grid;
  gap: ${space[7]};
  align-items: center;
  padding-block: ${space[8]};
  ${bp.nav} {
    grid-template-columns: 1.1fr 1fr;
  }
`;

const teamStyle = css`
  display: grid;
  gap: ${space[6]};
  align-items: center;
  ${bp.md} {
    grid-template-columns: 1fr 1fr;
  }
  p {
    font-size: ${fontSize.lg};
    color: ${color.inkMuted};
  }
`;

interface AboutViewProps {
  about: About;
  testimonials: readonly Testimonial[];
  foundedYear: number;
  claims: readonly Pick<Claim, "value" | "label">[];
}

/** The about page from its content alone: the page and the CMS preview both render it. */
export default function AboutView({ about, testimonials, foundedYear, claims }: AboutViewProps) {
  const { storyAlt } = useWords(words);
  return (
    <>
      <PageHeader title={about.intro.title}>{about.intro.text}</PageHeader>
      <section aria-labelledby="story-heading" css={storyStyle}>
        <div>
          <h2 id="story-heading">{about.story.title}</h2>
          {about.story.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 32)}>{paragraph}</p>
          ))}
        </div>
        <Picture name="about-story" alt={storyAlt} ratio={3 / 2} />
      </section>
      <Section title={about.values.title} tone="tinted">
        <PointList points={about.values.items} icons={["planning", "individual", "consultation"]} />
      </Section>
      <Section id="credentials" title={about.credentials.title} intro={about.credentials.text}>
        <Credentials credentials={about.credentials.items} />
      </Section>
      <Section title={about.stats.title} tone="dark">
        <Stats foundedYear={foundedYear} yearsLabel={about.stats.yearsLabel} claims={claims} />
      </Section>
      <Section id={TESTIMONIALS_ANCHOR} title={about.testimonials.title}>
        <TestimonialList testimonials={testimonials} />
      </Section>
      <Section title={about.team.title} tone="tinted">
        <div css={teamStyle}>
          <Picture name="team" alt="" ratio={2} />
          <p>{about.team.text}</p>
        </div>
      </Section>
    </>
  );
}
