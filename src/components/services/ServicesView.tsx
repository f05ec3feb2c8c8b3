import { css } from "@emotion/react";
import { plainList } from "../ui/plainList";
import PageHeader from "../ui/PageHeader";
import Container from "../ui/Container";
import QuoteBand from "../ui/QuoteBand";
import HydrateInOwnTask from "../../performance/HydrateInOwnTask";
import ServiceDetail from "./ServiceDetail";
import { bp, space } from "../../theme/tokens";
import { useWords, type Translations } from "../../i18n/PageLanguage";
import type { Service } from "../../lib/content/types/services";

const words = {
  en: {
    title: "Our Services",
    intro:
      "Tax preparation, accounting and advice for individuals and businesses, each handled by a professional who explains what they are doing and why.",
    quote: {
      title: "Need something that isn't listed?",
      text: "Tell us about your situation and we will put together a quote for the work you need, agreed before anything begins.",
      linkLabel: "Get a Custom Quote",
    },
  },
  es: {
    title: "Nuestros servicios",
    intro:
      "Preparación de impuestos, contabilidad y asesoría para personas y negocios; cada servicio está a cargo de un profesional que le explica qué hace y por qué.",
    quote: {
      title: "¿Necesita algo que no aparece en la lista?",
      text: "Cuéntenos su situación y le prepararemos una cotización para el trabajo que necesita, acordada antes de comenzar.",
      linkLabel: "Solicitar una cotización personalizada",
    },
  },
} satisfies Translations<{ title: string; intro: string; quote: { title: string; text: string; linkLabel: string } }>;

const gridStyle = css`
  ${plainList};
  display: grid;
  gap: ${space[5]};
  ${bp.md} {
    grid-template-columns: repeat(2, 1fr);
  }
`;

/** The services page from its content alone: the page and the CMS preview both render it. */
export default function ServicesView({ services }: { services: readonly Service[] }) {
  const { title, intro, quote } = useWords(words);
  return (
    <>
      <PageHeader title={title}>{intro}</PageHeader>
      <Container css={{ paddingBlock: space[7] }}>
        <ul css={gridStyle}>
          {services.map((service) => (
            <HydrateInOwnTask key={service.id}>
              <li>
                <ServiceDetail {...service} />
              </li>
            </HydrateInOwnTask>
          ))}
        </ul>
        <QuoteBand {...quote} />
      </Container>
    </>
  );
}
