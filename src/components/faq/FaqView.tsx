import { css } from "@emotion/react";
import PageHeader from "../ui/PageHeader";
import Container from "../ui/Container";
import ButtonLink from "../ui/ButtonLink";
import Accordion, { type AccordionItem } from "./Accordion";
import ResourceList from "./ResourceList";
import GeneralInfoNote from "../ui/GeneralInfoNote";
import { color, fontSize, radius, space } from "../../theme/tokens";
import { useWords, type Translations } from "../../i18n/PageLanguage";
import type { Resource } from "../../lib/content/types/resources";

const words = {
  en: {
    title: "Frequently Asked Questions",
    intro: "Straight answers to the questions we hear most.",
    questions: "Common questions",
    resources: "Helpful resources",
    resourcesIntro: "Official pages from tax authorities and the Small Business Administration.",
    stillTitle: "Still have a question?",
    stillText: "Every situation is different. Ask us and a professional will answer.",
    contact: "Contact Us Directly",
  },
  es: {
    title: "Preguntas frecuentes",
    intro: "Respuestas claras a las preguntas que más nos hacen.",
    questions: "Preguntas comunes",
    resources: "Recursos útiles",
    resourcesIntro: "Páginas oficiales de las autoridades tributarias y de la Administración de Pequeñas Empresas (SBA, por sus siglas en inglés).",
    stillTitle: "¿Todavía tiene alguna pregunta?",
    stillText: "Cada situación es diferente. Pregúntenos y un profesional le responderá.",
    contact: "Contáctenos directamente",
  },
} satisfies Translations<Record<"title" | "intro" | "questions" | "resources" | "resourcesIntro" | "stillTitle" | "stillText" | "contact", string>>;

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
          <h2 id="questions" css={{ marginBottom: space[5] }}>
            {text.questions}
          </h2>
          <GeneralInfoNote />
          <Accordion items={questions} idPrefix="faq" />
        </section>
        <section aria-labelledby="resources" css={{ marginTop: space[8] }}>
          <h2 id="resources">{text.resources}</h2>
          <p css={{ color: color.inkMuted }}>{text.resourcesIntro}</p>
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
