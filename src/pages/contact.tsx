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
import { useWords, type Translations } from "../i18n/PageLanguage";
import { languageOfPath } from "../lib/localPaths";
import { pairServices } from "../lib/forms/serviceOptions";
import { radius, space } from "../theme/tokens";
import { cardSurface } from "../components/ui/cardSurface";

const en = {
  heading: "Contact Us",
  intro: "Tell us what you need help with, and a member of our team will get back to you.",
  reachUs: "Reach us",
  visitUs: "Visit our office",
  writeUs: "Send us a message",
  head: {
    title: "Contact",
    description:
      "Call, e-mail or visit our New York office, or send us a message about individual or business tax help, bookkeeping, payroll or ITIN applications.",
  },
};
const words = {
  en,
  es: {
    heading: "Contáctenos",
    intro: "Díganos en qué necesita ayuda y un miembro de nuestro equipo se comunicará con usted.",
    reachUs: "Cómo comunicarse con nosotros",
    visitUs: "Visite nuestra oficina",
    writeUs: "Envíenos un mensaje",
    head: {
      title: "Contacto",
      description:
        "Llámenos, escríbanos o visite nuestra oficina en Nueva York para consultas sobre impuestos personales o de negocios, teneduría de libros, nómina o el ITIN.",
    },
  },
} satisfies Translations<typeof en>;

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
