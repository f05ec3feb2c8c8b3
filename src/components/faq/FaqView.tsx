import { css } from "@emotion/react";
import PageHeader from "../ui/PageHeader";
import Container from "../ui/Container";
import ButtonLink from "../ui/ButtonLink";
import Accordion, { type AccordionItem } from "./Accordion";
import ResourceList, { type Resource } from "./ResourceList";
import GeneralInfoNote from "../ui/GeneralInfoNote";
import { color, fontSize, radius, space } from "../../theme/tokens";

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

interface FaqViewProps {
  questions: readonly AccordionItem[];
  resources: readonly Resource[];
}

/** The FAQ page from its content alone: the page and the CMS preview both render it. */
export default function FaqView({ questions, resources }: FaqViewProps) {
  return (
    <>
      <PageHeader title="Frequently Asked Questions">
        Straight answers to the questions we hear most.
      </PageHeader>
      <Container css={narrow}>
        <section aria-labelledby="questions">
          <h2 id="questions" css={{ marginBottom: space[5] }}>
            Common questions
          </h2>
          <GeneralInfoNote />
          <Accordion items={questions} idPrefix="faq" />
        </section>
        <section aria-labelledby="resources" css={{ marginTop: space[8] }}>
          <h2 id="resources">Helpful resources</h2>
          <p css={{ color: color.inkMuted }}>Official pages from tax authorities and the Small Business Administration.</p>
          <ResourceList resources={resources} />
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
