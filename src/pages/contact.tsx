import { css } from "@emotion/react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import PageHeader from "../components/ui/PageHeader";
import { containerStyle } from "../components/ui/Container";
import ContactDetails from "../components/contact/ContactDetails";
import ContactForm from "../components/contact/ContactForm";
import OfficeMap from "../components/contact/OfficeMap";
import Seo from "../components/Seo";
import { useFirm } from "../hooks/useFirm";
import { bp, color, radius, shadow, space } from "../theme/tokens";

const gridStyle = css`
  ${containerStyle};
  display: grid;
  gap: ${space[7]};
  padding-block: ${space[7]};
  ${bp.nav} {
    grid-template-columns: 1fr 1.1fr;
    align-items: start;
  }
`;

const formCard = css`
  padding: ${space[6]} ${space[5]};
  background: ${color.surface};
  border: 1px solid ${color.line};
  border-radius: ${radius.lg};
  box-shadow: ${shadow.card};
`;

export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  const firm = useFirm();
  const { address } = firm;
  return (
    <>
      <PageHeader title="Contact Us">
        Tell us what you need help with, and a member of our team will get back to you.
      </PageHeader>
      <div css={gridStyle}>
        <section aria-labelledby="reach-us">
          <h2 id="reach-us">Reach us</h2>
          <ContactDetails {...firm} />
          <h2 css={{ marginTop: space[7] }}>Visit our office</h2>
          <OfficeMap
            latitude={address.latitude}
            longitude={address.longitude}
            place={`${address.street}, ${address.locality}`}
          />
        </section>
        <section aria-labelledby="inquiry" css={formCard}>
          <h2 id="inquiry">Send us a message</h2>
          <ContactForm services={data.servicesYaml!.services.map((service) => service.title)} />
        </section>
      </div>
    </>
  );
}

export const Head = ({ location }: HeadProps) => (
  <Seo
    title="Contact"
    path={location.pathname}
    description="Call, e-mail or visit our New York office, or send us a message about individual or business tax help, bookkeeping, payroll or ITIN applications."
  />
);

export const query = graphql`
  query ContactPage($lang: String = "en") {
    servicesYaml: services(lang: { eq: $lang }) {
      services {
        title
      }
    }
  }
`;
