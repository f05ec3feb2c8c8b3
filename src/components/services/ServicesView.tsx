import { css } from "@emotion/react";
import { plainList } from "../ui/plainList";
import PageHeader from "../ui/PageHeader";
import Container from "../ui/Container";
import QuoteBand from "../ui/QuoteBand";
import ServiceDetail, { type ServiceData } from "./ServiceDetail";
import { bp, space } from "../../theme/tokens";

const gridStyle = css`
  ${plainList};
  display: grid;
  gap: ${space[5]};
  ${bp.md} {
    grid-template-columns: repeat(2, 1fr);
  }
`;

/** The services page from its content alone: the page and the CMS preview both render it. */
export default function ServicesView({ services }: { services: readonly ServiceData[] }) {
  return (
    <>
      <PageHeader title="Our Services">
        Tax preparation, accounting and advice for individuals and businesses, each handled by a professional who
        explains what they are doing and why.
      </PageHeader>
      <Container css={{ paddingBlock: space[7] }}>
        <ul css={gridStyle}>
          {services.map((service) => (
            <li key={service.title}>
              <ServiceDetail {...service} />
            </li>
          ))}
        </ul>
        <QuoteBand
          title="Need something that isn't listed?"
          text="Tell us about your situation and we will put together a quote for the work you need, agreed before anything begins."
          linkLabel="Get a Custom Quote"
        />
      </Container>
    </>
  );
}
