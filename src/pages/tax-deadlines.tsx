import { graphql, type HeadProps, type PageProps } from "gatsby";
import DeadlinesView from "../components/deadlines/DeadlinesView";
import Seo from "../components/Seo";
import { useSiteUrl } from "../hooks/useSiteUrl";
import { languageOfPath } from "../lib/localPaths";
import { reviewedPageJsonLd } from "../lib/structuredData";
import { taxDeadlines as words } from "@words/pages/taxDeadlines";
import { wordsIn } from "../i18n/inEveryLanguage";

type Data = Queries.TaxDeadlinesPageQuery;

export default function TaxDeadlinesPage({ data }: PageProps<Data>) {
  return <DeadlinesView content={data.deadlinesYaml!} publishedOn={data.site!.buildTime!} />;
}

// The page always looks twelve months ahead, across tax years, so neither names a year.

export const Head = ({ data, location }: HeadProps<Data>) => {
  const language = languageOfPath(location.pathname);
  const { reviewed } = data.deadlinesYaml!;
  const { title, description } = wordsIn(language, words);
  const jsonLd = reviewedPageJsonLd({ title, description, path: location.pathname, reviewed }, useSiteUrl(), language);
  return <Seo title={title} description={description} path={location.pathname} jsonLd={[jsonLd]} />;
};

// Every deadline of every tax year: the page counts its twelve months in the browser, and the calendar files are
// written from this same result (src/node/calendars.ts).
export const query = graphql`
  query TaxDeadlinesPage($lang: String!) {
    site {
      buildTime(formatString: "YYYY-MM-DD")
    }
    deadlinesYaml: deadlines(lang: { eq: $lang }) {
      intro
      reviewed(formatString: "YYYY-MM-DD")
      deadlines {
        id
        taxYear
        title
        date(formatString: "YYYY-MM-DD")
        confirmed
        audience
        form
        due
        who
        cutoff(formatString: "YYYY-MM-DD")
        send
        source
        sourceEs
        sourceLabel
      }
    }
  }
`;
