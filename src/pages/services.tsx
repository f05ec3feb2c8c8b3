import { css } from "@emotion/react";
import { graphql, type PageProps } from "gatsby";
import PageHeader from "../components/ui/PageHeader";
import Container from "../components/ui/Container";
import QuoteBand from "../components/ui/QuoteBand";
import ServiceDetail from "../components/services/ServiceDetail";
import Seo from "../components/Seo";
import { bp, space } from "../theme/tokens";

const gridStyle = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space[5]};
  ${bp.md} {
    grid-template-columns: repeat(2, 1fr);
  }
`;

export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  return (
    <>
      <PageHeader title="Our Services">
        Tax preparation, accounting and advice for individuals and businesses, each handled by a professional who
        explains what they are doing and why.
      </PageHeader>
      <Container css={{ paddingBlock: space[7] }}>
        <ul css={gridStyle}>
          {data.servicesYaml!.services.map((service) => (
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

export const Head = () => (
  <Seo
    title="Services"
    description="Individual and business tax filings, incorporation, bookkeeping, payroll, ITIN applications, tax planning and CPA consultations in New York and across the US."
  />
);

export const query = graphql`
  query ServicesPage {
    servicesYaml {
      services {
        title
        summary
        description
        features
        accent
        icon
      }
    }
  }
`;
