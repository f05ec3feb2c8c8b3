import { graphql, type HeadProps, type PageProps } from "gatsby";
import WhatToBringView from "../components/whatToBring/WhatToBringView";
import Seo from "../components/Seo";
import { useFirm } from "../hooks/useFirm";
import { useSiteUrl } from "../hooks/useSiteUrl";
import { languageOfPath } from "../lib/localPaths";
import { declared } from "../lib/content/declare";
import type { Documents } from "../lib/content/types/documents";
import { reviewedPageJsonLd } from "../lib/structuredData";
import { whatToBring as head } from "@words/whatToBring/whatToBring";
import { wordsIn } from "../i18n/inEveryLanguage";

export default function WhatToBringPage({ data }: PageProps<Queries.WhatToBringPageQuery>) {
  return <WhatToBringView content={declared<Documents>(data.documentsYaml!)} firm={useFirm()} />;
}

export const Head = ({ data, location }: HeadProps<Queries.WhatToBringPageQuery>) => {
  const language = languageOfPath(location.pathname);
  const { title, description } = wordsIn(language, head);
  const jsonLd = reviewedPageJsonLd({ title, description, path: location.pathname, reviewed: data.documentsYaml!.reviewed }, useSiteUrl(), language);
  return <Seo title={title} description={description} path={location.pathname} jsonLd={[jsonLd]} />;
};

export const query = graphql`
  query WhatToBringPage($lang: String!) {
    documentsYaml: documents(lang: { eq: $lang }) {
      taxYear
      reviewed(formatString: "YYYY-MM-DD")
      documents {
        id
        form
        name
        sender
        arrives
        purpose
        bringIf
        sources {
          title
          url
          urlEs
        }
      }
    }
  }
`;
