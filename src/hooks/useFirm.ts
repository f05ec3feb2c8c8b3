import { graphql, useStaticQuery } from "gatsby";
import { useLanguage } from "../i18n/PageLanguage";
import type { Language } from "../lib/languages";

/**
 * The firm's facts (content/firm/firm.yaml), needed on every page, in the page's language (a static query
 * cannot be told the language, so it holds every language's), or in `language` where there is no page around (Head).
 */
export function useFirm(language?: Language) {
  const pageLanguage = useLanguage();
  const data = useStaticQuery<Queries.FirmFactsQuery>(graphql`
    query FirmFacts {
      allFirm {
        nodes {
          lang
          ...FirmFactsFields
        }
      }
    }
    fragment FirmFactsFields on Firm {
      brand
      legalName
      tagline
      email
      phone
      chat {
        number
        greeting
      }
      address {
        street
        locality
        region
        postalCode
        country
        latitude
        longitude
      }
      hours {
        timezone
        days {
          label
          dayOfWeek
          opens
          closes
          closed
          note
        }
      }
      schedulerUrl
      portalUrl
      uploadUrl
      paymentUrl
      spanishService
      foundedYear
      claims {
        value
        label
      }
    }
  `);
  const firm = data.allFirm.nodes.find((node) => node.lang === (language ?? pageLanguage));
  if (!firm) throw new Error("content/firm/firm.yaml is missing");
  return firm;
}

export type Firm = ReturnType<typeof useFirm>;
