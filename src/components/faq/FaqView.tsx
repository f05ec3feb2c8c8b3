import { css } from "@emotion/react";
import PageHeader from "../ui/PageHeader";
import Container from "../ui/Container";
import ButtonLink from "../ui/ButtonLink";
import Accordion, { type AccordionItem } from "./Accordion";
import ResourceList from "./ResourceList";
import GeneralInfoNote from "../ui/GeneralInfoNote";
import { color, fontSize, radius, space } from "../../theme/tokens";
import { useWords } from "../../i18n/PageLanguage";
import type { Resource } from "../../lib/content/types/resources";
import { faqView as words } from "@words/faq/faqView";

const questionsHeadingStyle = css({ marginBottom: space[5] });
const resourcesStyle = css({ marginTop: space[8] });
const resourcesIntroStyle = css({ color: color.inkMuted });

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
  const text = useWords(words);
  return (
    <>
      <PageHeader title={text.title}>{text.intro}</PageHeader>
      <Container css={narrow}>
        <section aria-labelledby="questions">
          <h2 id="questions" css={questionsHeadingStyle}>
            {text.questions}
          </h2>
          <GeneralInfoNote />
          <Accordion items={questions} idPrefix="faq" />
        </section>
        <section aria-labelledby="resources" css={resourcesStyle}>
          <h2 id="resources">{text.resources}</h2>
          <p css={resourcesIntroStyle}>{text.resourcesIntro}</p>
          <ResourceList resources={resources} />
        </section>
        <aside css={contactBand} aria-labelledby="still-questions">
          <h2 id="still-questions">{text.stillTitle}</h2>
          <p>{text.stillText}</p>
          <ButtonLink to="/contact">{text.contact}</ButtonLink>
        </aside>
      </Container>
    </>
  );
}
