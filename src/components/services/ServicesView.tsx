import { css } from "@emotion/react";
import { plainList } from "../ui/plainList";
import PageHeader from "../ui/PageHeader";
import Container from "../ui/Container";
import QuoteBand from "../ui/QuoteBand";
import SmartLink from "../ui/SmartLink";
import HydrateInOwnTask from "../../performance/HydrateInOwnTask";
import ServiceDetail from "./ServiceDetail";
import { bp, fontSize, space } from "../../theme/tokens";
import { useWords } from "../../i18n/PageLanguage";
import type { Service } from "../../lib/content/types/services";
import { servicesView as words } from "@words/services/servicesView";

const bodyStyle = css({ paddingBlock: space[7] });

const gridStyle = css`
  ${plainList};
  display: grid;
  /* minmax(0, …): a card is as wide as its column, whatever the longest word of a language. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${space[5]};
  ${bp.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const lettersStyle = css`
  margin: ${space[6]} 0 0;
  text-align: center;
  font-size: ${fontSize.md};
`;

/** The services page from its content alone: the page and the CMS preview both render it. */
export default function ServicesView({ services }: { services: readonly Service[] }) {
  const { title, intro, letters, whatToBring, quote } = useWords(words);
  return (
    <>
      <PageHeader title={title}>{intro}</PageHeader>
      <Container css={bodyStyle}>
        <ul css={gridStyle}>
          {services.map((service) => (
            <HydrateInOwnTask key={service.id}>
              <li>
                <ServiceDetail {...service} />
              </li>
            </HydrateInOwnTask>
          ))}
        </ul>
        <p css={lettersStyle}>
          {letters.text} <SmartLink to="/letters">{letters.link}</SmartLink>
        </p>
        <p css={lettersStyle}>
          {whatToBring.text} <SmartLink to="/what-to-bring">{whatToBring.link}</SmartLink>
        </p>
        <QuoteBand {...quote} />
      </Container>
    </>
  );
}
