import { css } from "@emotion/react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import PageHeader from "../components/ui/PageHeader";
import { twoColumnsStyle } from "../components/ui/Container";
import BookingInvite from "../components/booking/BookingInvite";
import ContactDetails from "../components/contact/ContactDetails";
import ContactForm from "../components/contact/ContactForm";
import OfficeMap from "../components/contact/OfficeMap";
import Seo from "../components/Seo";
import HydrateInOwnTask from "../performance/HydrateInOwnTask";
import { useFirm } from "../hooks/useFirm";
import { useWords } from "../i18n/PageLanguage";
import { languageOfPath } from "../lib/localPaths";
import { pairServices } from "../lib/forms/serviceOptions";
import { radius, space } from "../theme/tokens";
import { cardSurface } from "../components/ui/cardSurface";
import { contact as enContact } from "../words/en/pages/contact";
import { contact as esContact } from "../words/es/pages/contact";

const words = { en: enContact, es: esContact };

type ServiceTitles = { readonly services: readonly { readonly id: string; readonly title: string }[] } | null;
/** The query's answer; `servicesEn` is spelled out until gatsby-types.d.ts is made again by a build. */
type ContactPageData = Queries.ContactPageQuery & { readonly servicesEn: ServiceTitles };

const gridStyle = twoColumnsStyle("1fr 1.1fr");

const formCard = css`
  padding: ${space[6]} ${space[5]};
  ${cardSurface};
  border-radius: ${radius.lg};
`;

export default function ContactPage({ data }: PageProps<ContactPageData>) {
  const firm = useFirm();
  const text = useWords(words);
  const { address } = firm;
  // Shown in the page's language, sent by the English title of the service with the same key.
  const services = pairServices(data.servicesEn!.services, data.servicesYaml!.services);
  return (
    <>
      <PageHeader title={text.heading}>{text.intro}</PageHeader>
      {/* The details and the form hydrate each in a task of their own. */}
      <div css={gridStyle}>
        <HydrateInOwnTask>
          <section aria-labelledby="reach-us">
            <h2 id="reach-us">{text.reachUs}</h2>
            <ContactDetails {...firm} />
            <BookingInvite css={{ justifyContent: "flex-start", marginTop: space[5] }} />
            <h2 css={{ marginTop: space[7] }}>{text.visitUs}</h2>
            <OfficeMap latitude={address.latitude} longitude={address.longitude} place={`${address.street}, ${address.locality}`} />
          </section>
        </HydrateInOwnTask>
        <HydrateInOwnTask>
          <section aria-labelledby="inquiry" css={formCard}>
            <h2 id="inquiry">{text.writeUs}</h2>
            <ContactForm services={services} plans={data.pricingYaml!.sections.flatMap((section) => section.plans)} />
          </section>
        </HydrateInOwnTask>
      </div>
    </>
  );
}

export const Head = ({ location }: HeadProps) => {
  const { title, description } = words[languageOfPath(location.pathname)].head;
  return <Seo title={title} path={location.pathname} description={description} />;
};

export const query = graphql`
  query ContactPage($lang: String = "en") {
    servicesYaml: services(lang: { eq: $lang }) {
      ...ServiceChoicesFields
    }
    servicesEn: services(lang: { eq: "en" }) {
      ...ServiceChoicesFields
    }
    pricingYaml: pricing(lang: { eq: $lang }) {
      sections {
        plans {
          id
          title
        }
      }
    }
  }
  fragment ServiceChoicesFields on Services {
    services {
      id
      title
    }
  }
`;
