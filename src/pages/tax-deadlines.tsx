import { graphql, type HeadProps, type PageProps } from "gatsby";
import DeadlinesView from "../components/deadlines/DeadlinesView";
import Seo from "../components/Seo";
import { useSiteUrl } from "../hooks/useSiteUrl";
import { deadlinesPageJsonLd } from "../lib/structuredData";

export default function TaxDeadlinesPage({ data }: PageProps<Queries.TaxDeadlinesPageQuery>) {
  return <DeadlinesView content={data.deadlinesYaml!} publishedOn={data.site!.buildTime!} />;
}

const description = (taxYear: number) =>
  `The federal and New York deadlines of tax year ${taxYear} for individuals, businesses and employers: the next one first, our cut-offs, and calendar files.`;

export const Head = ({ data, location }: HeadProps<Queries.TaxDeadlinesPageQuery>) => {
  const { taxYear, reviewed } = data.deadlinesYaml!;
  const title = `Tax Deadlines ${taxYear}`;
  const jsonLd = deadlinesPageJsonLd({ title, description: description(taxYear), path: location.pathname, reviewed }, useSiteUrl());
  return <Seo title={title} description={description(taxYear)} path={location.pathname} jsonLd={[jsonLd]} />;
};

export const query = graphql`
  query TaxDeadlinesPage($lang: String = "en") {
    site {
      buildTime(formatString: "YYYY-MM-DD")
    }
    deadlinesYaml: deadlines(lang: { eq: $lang }) {
      taxYear
      intro
      reviewed(formatString: "YYYY-MM-DD")
      deadlines {
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
        sourceLabel
      }
    }
  }
`;
