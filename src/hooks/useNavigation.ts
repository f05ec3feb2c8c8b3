import { graphql, useStaticQuery } from "gatsby";

/** Header and footer links (content/navigation/navigation.yaml). */
export function useNavigation() {
  const data = useStaticQuery<Queries.NavigationLinksQuery>(graphql`
    query NavigationLinks {
      navigationYaml: navigation(lang: { eq: "en" }) {
        header {
          label
          url
        }
        account {
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
            }
          }
        }
      }
    }
  `);
  if (!data.navigationYaml) throw new Error("content/navigation/navigation.yaml is missing");
  return data.navigationYaml;
}
