import { css } from "@emotion/react";
import { graphql, type PageProps } from "gatsby";
import PageHeader from "../components/ui/PageHeader";
import Container from "../components/ui/Container";
import ButtonLink from "../components/ui/ButtonLink";
import Accordion from "../components/faq/Accordion";
import ResourceList from "../components/faq/ResourceList";
import Seo from "../components/Seo";
import { color, fontSize, radius, space } from "../theme/tokens";

const narrow = css`
  max-width: 52rem;
  padding-block: ${space[7]};
`;

const contactBand = css`
  margin-top: ${space[7]};
  padding: ${space[6]} ${space[5]};
  border-radius: ${radius.lg};
  background: ${color.goldTint};
  text-align: center;
  h2 {
    font-size: ${fontSize.xl};
  }
`;

export default function FaqPage({ data }: PageProps<Queries.FaqPageQuery>) {
  return (
    <>
      <PageHeader title="Frequently Asked Questions">
        Straight answers to the questions we hear most. This is general information, not tax advice for your
        situation.
      </PageHeader>
      <Container css={narrow}>
        <section aria-labelledby="questions">
          <h2 id="questions" css={{ marginBottom: space[5] }}>
            Common questions
          </h2>
          <Accordion items={data.faqYaml!.questions} idPrefix="faq" />
        </section>
        <section aria-labelledby="resources" css={{ marginTop: space[8] }}>
          <h2 id="resources">Helpful resources</h2>
          <p css={{ color: color.inkMuted }}>Official pages from tax authorities and the Small Business Administration.</p>
          <ResourceList resources={data.resourcesYaml!.resources} />
        </section>
        <aside css={contactBand} aria-labelledby="still-questions">
          <h2 id="still-questions">Still have a question?</h2>
          <p>Every situation is different. Ask us and a professional will answer.</p>
          <ButtonLink to="/contact">Contact Us Directly</ButtonLink>
        </aside>
      </Container>
    </>
  );
}

export const Head = () => (
  <Seo
    title="FAQ"
    description="Answers to common questions about tax documents, deadlines, extensions, business structures, ITINs, IRS notices, refunds and our pricing."
  />
);

export const query = graphql`
  query FaqPage {
    faqYaml {
      questions {
        question
        answer
      }
    }
    resourcesYaml {
      resources {
        title
        url
        description
      }
    }
  }
`;
