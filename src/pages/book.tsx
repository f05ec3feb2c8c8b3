import { graphql, type HeadProps, type PageProps } from "gatsby";
import BookingView from "../components/booking/BookingView";
import Seo from "../components/Seo";
import { useFirm } from "../hooks/useFirm";
import { bookingTarget, paidConsultationIn } from "../lib/booking";

export default function BookPage({ data }: PageProps<Queries.BookPageQuery>) {
  const { phone, schedulerUrl } = useFirm();
  const booking = data.booking!;
  const consultation = booking.paid.service;
  // Checks that the key names a service (the build stops otherwise); the contact form is asked for it by that key.
  const service = paidConsultationIn(data.services!.services, consultation, "content/services/services.yaml");
  const plans = data.pricing!.sections.flatMap((section) => section.plans);
  const plan = paidConsultationIn(plans, consultation, "content/pricing/pricing.yaml");
  return <BookingView booking={booking} plan={plan} bookingLink={bookingTarget(schedulerUrl, service.id)} phone={phone} />;
}

export const Head = ({ data, location }: HeadProps<Queries.BookPageQuery>) => (
  <Seo title={data.booking!.intro.title} description={data.booking!.intro.text} path={location.pathname} />
);

export const query = graphql`
  query BookPage($lang: String!) {
    booking(lang: { eq: $lang }) {
      intro {
        title
        text
      }
      covers {
        title
        items
      }
      notCovered {
        title
        items
      }
      prepare {
        title
        items
      }
      paid {
        title
        text
        service
      }
      schedule {
        title
        text
        button
        alternatives
      }
    }
    services(lang: { eq: $lang }) {
      services {
        id
        title
      }
    }
    pricing(lang: { eq: $lang }) {
      sections {
        plans {
          id
          title
          price
        }
      }
    }
  }
`;
