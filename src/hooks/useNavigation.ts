import { graphql, useStaticQuery } from "gatsby";
import { useLanguage } from "../i18n/PageLanguage";

/** Header and footer links (content/navigation/navigation.yaml), in the page's language (the query holds every language's). */
export function useNavigation() {
  const data = useStaticQuery<Queries.NavigationLinksQuery>(graphql`
    query NavigationLinks {
      allNavigation {
        nodes {
          lang
          ...NavigationLinksFields
        }
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
  const language = useLanguage();
  const navigation = data.allNavigation.nodes.find((node) => node.lang === language);
  if (!navigation) throw new Error("content/navigation/navigation.yaml is missing");
  return navigation;
}
