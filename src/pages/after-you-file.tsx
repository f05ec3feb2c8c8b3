import { graphql, type HeadProps, type PageProps } from "gatsby";
import AfterFilingView from "../components/afterFiling/AfterFilingView";
import Seo from "../components/Seo";
import { useSiteUrl } from "../hooks/useSiteUrl";
import { languageOfPath } from "../lib/localPaths";
import { declared } from "../lib/content/declare";
import type { AfterFiling } from "../lib/content/types/afterFiling";
import { reviewedPageJsonLd } from "../lib/structuredData";
import { afterFiling as head } from "@words/afterFiling/afterFiling";
import { wordsIn } from "../i18n/inEveryLanguage";

export default function AfterYouFilePage({ data }: PageProps<Queries.AfterYouFilePageQuery>) {
  return <AfterFilingView content={declared<AfterFiling>(data.afterFilingYaml!)} thisYear={new Date().getFullYear()} />;
}

export const Head = ({ data, location }: HeadProps<Queries.AfterYouFilePageQuery>) => {
  const language = languageOfPath(location.pathname);
  const { title, description } = wordsIn(language, head);
  const jsonLd = reviewedPageJsonLd(
    { title, description, path: location.pathname, reviewed: data.afterFilingYaml!.reviewed },
    useSiteUrl(),
    language,
  );
  return <Seo title={title} description={description} path={location.pathname} jsonLd={[jsonLd]} />;
};

export const query = graphql`
  query AfterYouFilePage($lang: String!) {
    afterFilingYaml: afterFiling(lang: { eq: $lang }) {
      reviewed(formatString: "YYYY-MM-DD")
      refunds {
        id
        agency
        tool
        url
        urlEs
        notes
        need
        sources {
          title
          url
          urlEs
        }
      }
      records {
        id
        situation
        keep
        years
        sources {
          title
          url
          urlEs
        }
      }
      newYorkRecords {
        id
        situation
        keep
        years
        sources {
          title
          url
          urlEs
        }
      }
    }
  }
`;
