import { css } from "@emotion/react";
import PageHeader from "../ui/PageHeader";
import { twoColumnsStyle } from "../ui/Container";
import { cardSurface } from "../ui/cardSurface";
import BookingInvite from "../booking/BookingInvite";
import ContactDetails from "./ContactDetails";
import ContactForm from "./ContactForm";
import OfficeMap from "./OfficeMap";
import HydrateInOwnTask from "../../performance/HydrateInOwnTask";
import { useFirm } from "../../hooks/useFirm";
import { useWords } from "../../i18n/PageLanguage";
import { pairServices } from "../../lib/forms/serviceOptions";
import type { PlanName } from "../../lib/forms/contactPrefill";
import { radius, space } from "../../theme/tokens";
import { contact as words } from "@words/pages/contact";

const bookingStyle = css({ justifyContent: "flex-start", marginTop: space[5] });
const visitUsStyle = css({ marginTop: space[7] });

const gridStyle = twoColumnsStyle("1fr 1.1fr");

const formCard = css`
  padding: ${space[6]} ${space[5]};
  ${cardSurface};
  border-radius: ${radius.lg};
`;

type ServiceTitles = readonly { readonly id: string; readonly title: string }[];

interface ContactViewProps {
  /**
   * The services in the page's language, and as an inquiry sends them, in the first language of the list (the
   * firm's): each is sent by that language's title of the same key.
   */
  services: ServiceTitles;
  servicesAsSent: ServiceTitles;
  /** The pricing's sections, whose plans an inquiry from the plan finder names. */
  pricingSections: readonly { readonly plans: readonly PlanName[] }[];
}

/** The firm's details, its office on a map, and the inquiry form. */
export default function ContactView({ services, servicesAsSent, pricingSections }: ContactViewProps) {
  const firm = useFirm();
  const text = useWords(words);
  const { address } = firm;
  return (
    <>
      <PageHeader title={text.heading}>{text.intro}</PageHeader>
      {/* The details and the form hydrate each in a task of their own. */}
      <div css={gridStyle}>
        <HydrateInOwnTask>
          <section aria-labelledby="reach-us">
            <h2 id="reach-us">{text.reachUs}</h2>
            <ContactDetails {...firm} />
            <BookingInvite css={bookingStyle} />
            <h2 css={visitUsStyle}>{text.visitUs}</h2>
            <OfficeMap latitude={address.latitude} longitude={address.longitude} place={`${address.street}, ${address.locality}`} />
          </section>
        </HydrateInOwnTask>
        <HydrateInOwnTask>
          <section aria-labelledby="inquiry" css={formCard}>
            <h2 id="inquiry">{text.writeUs}</h2>
            <ContactForm services={pairServices(servicesAsSent, services)} plans={pricingSections.flatMap((section) => section.plans)} />
          </section>
        </HydrateInOwnTask>
      </div>
    </>
  );
}
