import { css } from "@emotion/react";
import { plainList } from "../ui/plainList";
import PageHeader from "../ui/PageHeader";
import Container from "../ui/Container";
import QuoteBand from "../ui/QuoteBand";
import HydrateInOwnTask from "../../performance/HydrateInOwnTask";
import ServiceDetail from "./ServiceDetail";
import { bp, space } from "../../theme/tokens";
import { useWords } from "../../i18n/PageLanguage";
import type { Service } from "../../lib/content/types/services";
import * as enServices from "../../words/en/services";
import * as esServices from "../../words/es/services";

const words = { en: enServices.servicesView, es: esServices.servicesView };

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
