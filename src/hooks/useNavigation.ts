import { graphql, useStaticQuery } from "gatsby";
import { useLanguage } from "../i18n/PageLanguage";

/** Header and footer links (content/navigation/navigation.yaml), in the page's language (the query holds both). */
export function useNavigation() {
  const data = useStaticQuery<Queries.NavigationLinksQuery>(graphql`
    query NavigationLinks {
      en: navigation(lang: { eq: "en" }) {
        ...NavigationLinksFields
      }
      es: navigation(lang: { eq: "es" }) {
        ...NavigationLinksFields
      }
    }
    fragment NavigationLinksFields on Navigation {
      header {
        label
        url
      }
      account {
        label
        url
      }
      action {
        label
        url
      }
      legal {
        label
        url
      }
      footer {
        title
        sections {
          heading
          links {
            label
            url
            urlEs
          }
        }
      }
    }
  `);
  const navigation = data[useLanguage()];
  if (!navigation) throw new Error("content/navigation/navigation.yaml is missing");
  return navigation;
}
