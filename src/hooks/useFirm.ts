import { graphql, useStaticQuery } from "gatsby";

/** The firm's facts (content/firm/firm.yaml), needed on every page. */
export function useFirm() {
  const data = useStaticQuery<Queries.FirmFactsQuery>(graphql`
    query FirmFacts {
      firmYaml: firm(lang: { eq: "en" }) {
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
        foundedYear
        claims {
          value
          label
        }
      }
    }
  `);
  if (!data.firmYaml) throw new Error("content/firm/firm.yaml is missing");
  return data.firmYaml;
}

export type Firm = ReturnType<typeof useFirm>;
