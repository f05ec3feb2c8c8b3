import { css } from "@emotion/react";
import { graphql, type PageProps } from "gatsby";
import { StaticImage } from "gatsby-plugin-image";
import PageHeader from "../components/ui/PageHeader";
import Section from "../components/ui/Section";
import { containerStyle } from "../components/ui/Container";
import PointList from "../components/ui/PointList";
import Stats from "../components/about/Stats";
import TestimonialList from "../components/testimonials/TestimonialList";
import Seo from "../components/Seo";
import { useFirm } from "../hooks/useFirm";
import { bp, color, fontSize, radius, space } from "../theme/tokens";

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

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  const { foundedYear, claims } = useFirm();
  const about = data.aboutYaml!;
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
        <StaticImage
          src="../images/about-story.png"
          alt="A quiet office desk with a ledger and a mug, looking out over the Manhattan skyline"
          width={560}
          aspectRatio={3 / 2}
          placeholder="blurred"
          css={{ borderRadius: radius.lg }}
        />
      </section>
      <Section title={about.values.title} tone="tinted">
        <PointList points={about.values.items} icons={["planning", "individual", "consultation"]} />
      </Section>
      <Section title={about.stats.title} tone="dark">
        <Stats foundedYear={foundedYear} yearsLabel={about.stats.yearsLabel} claims={claims} />
      </Section>
      <Section id="testimonials" title={about.testimonials.title}>
        <TestimonialList testimonials={data.testimonialsYaml!.testimonials} />
      </Section>
      <Section title={about.team.title} tone="tinted">
        <div css={teamStyle}>
          <StaticImage
            src="../images/team.png"
            alt=""
            width={560}
            aspectRatio={2}
            placeholder="blurred"
            css={{ borderRadius: radius.lg }}
          />
          <p>{about.team.text}</p>
        </div>
      </Section>
    </>
  );
}

export const Head = ({ data }: { data: Queries.AboutPageQuery }) => (
  <Seo title="About Us" description={data.aboutYaml!.intro.text} />
);

export const query = graphql`
  query AboutPage {
    aboutYaml {
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
          title
          text
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
    testimonialsYaml {
      testimonials {
        quote
        author
        company
      }
    }
  }
`;
